// GET /api/holders/:ticker on the seeded database: the seed snapshot is the first entry of
// the change log, an admin edit adds a dated entry with its difference and source, the
// memberships carry today's weight and rank from the same index result as the index page,
// and the company page is a server 404 for an unknown ticker.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { holderSchema, type Holder } from '../../domain/schemas/holders.ts';
import type { IndexResultResponse } from '../../domain/schemas/market.ts';
import { createApp } from '../app.ts';
import { jsonHeaders, signUpAdmin } from '../testing/auth-helpers.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

describe.each(testEngines())('holders on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  const app = () => createApp({ db: database().handle });

  async function holder(instance: ReturnType<typeof app>, ticker: string): Promise<Holder> {
    const response = await instance.request(`/api/holders/${ticker}`);
    expect(response.status).toBe(200);
    return z.parse(holderSchema, await response.json());
  }

  it('answers Strategy with its seed snapshot, its weight and rank in the index, and logs an admin change', async () => {
    const instance = app();
    const before = await holder(instance, 'mstr');
    expect(before.ticker).toBe('MSTR');
    expect(before.rows.map((row) => row.indexType)).toEqual(['bitcoin_treasury']);
    expect(before.changeLog).toHaveLength(1);
    expect(before.changeLog[0]).toMatchObject({
      kind: 'seed',
      action: 'seed',
      btcHoldings: 846842,
      asOf: '2026-06-15',
      difference: null,
    });
    expect(before.changeLog[0]!.source).toMatch(/Strategy has acquired 1,587 BTC/);

    const index = (await (await instance.request('/api/index/bitcoin_treasury')).json()) as IndexResultResponse;
    const position = index.constituents.findIndex((row) => row.symbol === 'MSTR');
    const membership = before.memberships.find((item) => item.indexId === 'bitcoin_treasury')!;
    expect(membership).toMatchObject({
      status: 'constituent',
      rank: position + 1,
      weightPct: index.constituents[position]!.cappedWeight,
      constituentCount: index.constituentCount,
    });

    const admin = await signUpAdmin(instance, database().db);
    const patched = await instance.request(`/api/admin/constituents/${before.rows[0]!.id}`, {
      method: 'PATCH',
      headers: jsonHeaders(admin.cookie),
      body: JSON.stringify({ btcHoldings: 850000, asOf: '2026-07-01', sourceNote: 'Test filing, holder change log' }),
    });
    expect(patched.status).toBe(200);

    const after = await holder(instance, 'MSTR');
    expect(after.changeLog).toHaveLength(2);
    expect(after.changeLog[1]).toMatchObject({
      kind: 'admin',
      action: 'update',
      btcHoldings: 850000,
      difference: 850000 - 846842,
      asOf: '2026-07-01',
      asOfDate: '2026-07-01',
      source: 'Test filing, holder change log',
    });
    expect(after.rows[0]!.btcHoldings).toBe(850000);
  });

  it('gives ABTC the company (treasury and GreenVault rows), not an ETF of the same ticker', async () => {
    const abtc = await holder(app(), 'ABTC');
    expect(abtc.kind).toBe('company');
    expect(abtc.rows.map((row) => row.indexType)).toEqual(['bitcoin_treasury', 'green_vault']);
    expect(abtc.memberships.map((item) => item.indexId).sort()).toEqual(expect.arrayContaining(['green_vault']));
  });

  it('answers 404 for an unknown ticker and 422 for a malformed one, and caches with an ETag', async () => {
    const instance = app();
    expect((await instance.request('/api/holders/NOSUCHTICKER')).status).toBe(404);
    const bad = await instance.request('/api/holders/%3Cscript%3E');
    expect(bad.status).toBe(422);
    expect(await bad.text()).toMatch(/ticker/);
    const first = await instance.request('/api/holders/MSTR');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await instance.request('/api/holders/MSTR', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('serves the company page for a stored ticker and a 404 for an unknown one', async () => {
    const buildDir = mkdtempSync(join(tmpdir(), 'vaultmark-holder-'));
    try {
      writeFileSync(join(buildDir, 'index.html'), '<!doctype html><html><head><title>Vaultmark</title></head></html>');
      const instance = createApp({ db: database().handle, staticDir: buildDir });
      expect((await instance.request('/company/MSTR')).status).toBe(200);
      expect((await instance.request('/company/mstr')).status).toBe(200);
      expect((await instance.request('/company/NOSUCHTICKER')).status).toBe(404);
      expect((await instance.request('/company/%3Cx%3E')).status).toBe(404);
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
