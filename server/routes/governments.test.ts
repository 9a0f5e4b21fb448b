// Government pages on the seeded database: GET /api/governments/:slug and
// /api/v1/governments/{slug} give the stored row with the seed snapshot first in the change
// log, an admin edit adds a dated entry with its difference and source, and the page
// /government/:slug is served with its own title, description and breadcrumb — or a 404
// for an unknown slug. Through Hono's typed testClient; the answers come from the read cache,
// untyped, and are parsed with their contract. The page, which is not JSON, is a raw request.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testClient } from 'hono/testing';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import type { ConstituentPatchInput } from '../../domain/schemas/admin.ts';
import { governmentSchema, type Government } from '../../domain/schemas/holders.ts';
import { createApp } from '../app.ts';
import { jsonHeaders, signUpAdmin, type TestAccount } from '../testing/auth-helpers.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

describe.each(testEngines())('governments on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  const app = () => createApp({ db: database().handle });

  /** The API of `instance` (as `account` if given), typed by createApp's routes. */
  const client = (instance: ReturnType<typeof app>, account?: TestAccount) =>
    testClient(instance, undefined, undefined, { headers: () => jsonHeaders(account?.cookie) }).api;
  const governmentAnswer = (
    instance: ReturnType<typeof app>,
    slug: string,
    init?: { headers: Record<string, string> },
  ) => client(instance).governments[':slug'].$get({ param: { slug } }, init);
  const patchConstituent = (
    instance: ReturnType<typeof app>,
    admin: TestAccount,
    id: string,
    json: ConstituentPatchInput,
  ) => client(instance, admin).admin.constituents[':id'].$patch({ param: { id }, json });

  async function government(instance: ReturnType<typeof app>, slug: string): Promise<Government> {
    const response = await governmentAnswer(instance, slug);
    expect(response.status).toBe(200);
    return z.parse(governmentSchema, await response.json());
  }

  it('answers El Salvador with its seed snapshot, and logs an admin change with its difference and source', async () => {
    const instance = app();
    const before = await government(instance, 'el-salvador');
    expect(before).toMatchObject({ slug: 'el-salvador', name: 'El Salvador', kind: 'government' });
    expect(before.rows.map((row) => row.indexType)).toEqual(['government_reserve']);
    expect(before.price?.price).toBeGreaterThan(0);
    expect(before.changeLog).toHaveLength(1);
    expect(before.changeLog[0]).toMatchObject({
      kind: 'seed',
      action: 'seed',
      btcHoldings: 7689,
      asOf: '2026-06-15/2026-06-21',
      asOfDate: '2026-06-21',
      difference: null,
    });
    // The seed's key reads as words, and the snapshot it names is a dated link (ADR 201).
    expect(before.changeLog[0]!.source).toMatch(/^BitcoinTreasuries\.net snapshot of about 2026-06-15\./);
    expect(before.sources).toEqual([
      {
        title: 'BitcoinTreasuries.net snapshot of about 2026-06-15',
        url: 'https://bitcointreasuries.net',
        publishedAt: '2026-06-15',
      },
    ]);

    const admin = await signUpAdmin(instance, database().db);
    const patched = await patchConstituent(instance, admin, before.rows[0]!.id, {
      btcHoldings: 7700,
      asOf: '2026-07-01',
      sourceNote: 'Test: government change log',
    });
    expect(patched.status).toBe(200);

    const after = await government(instance, 'el-salvador');
    expect(after.changeLog).toHaveLength(2);
    expect(after.changeLog[1]).toMatchObject({
      kind: 'admin',
      action: 'update',
      btcHoldings: 7700,
      difference: 7700 - 7689,
      asOf: '2026-07-01',
      source: 'Test: government change log',
    });
    // Another government's log is its own.
    expect((await government(instance, 'united-states')).changeLog).toHaveLength(1);
  });

  it('finds a government whose figure is a real zero, answers 404 for an unknown slug and 422 for a malformed one', async () => {
    const instance = app();
    expect((await government(instance, 'germany')).rows[0]!.btcHoldings).toBe(0);
    expect((await governmentAnswer(instance, 'atlantis')).status).toBe(404);
    // Kazakhstan is in the seed file without a figure: not stored, no page.
    expect((await governmentAnswer(instance, 'kazakhstan')).status).toBe(404);
    expect((await governmentAnswer(instance, 'United-States')).status).toBe(422);
    const first = await governmentAnswer(instance, 'united-states');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await governmentAnswer(instance, 'united-states', { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );
  });

  it('serves the open data answer in JSON and CSV, and 404 for an unknown slug', async () => {
    const instance = app();
    const v1 = client(instance).v1;
    const unitedStates = { param: { slug: 'united-states' }, query: {} };
    const json = await v1.governments[':slug'].$get(unitedStates);
    expect(json.status).toBe(200);
    const body = z.parse(z.object({ asOf: z.string(), data: governmentSchema }), await json.json());
    expect(body.data.name).toBe('United States');
    expect(body.asOf).toBe(body.data.asOf);
    const csv = await v1.governments[':slug'].$get({ ...unitedStates, query: { format: 'csv' } });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe('slug,indexType,kind,action,recordedAt,asOf,btcHoldings,difference,source,importFile');
    expect(lines[1]).toMatch(/^united-states,government_reserve,seed,seed,/);
    expect((await v1.governments[':slug'].$get({ param: { slug: 'atlantis' }, query: {} })).status).toBe(404);
    const openapi = (await (await v1['openapi.json'].$get()).json()) as { paths: object };
    expect(Object.keys(openapi.paths)).toContain('/governments/{slug}');
  });

  it('serves the government page with its title, description and breadcrumb, and a 404 for an unknown one', async () => {
    const buildDir = mkdtempSync(join(tmpdir(), 'vaultmark-government-'));
    try {
      writeFileSync(join(buildDir, 'index.html'), '<!doctype html><html><head><title>Vaultmark</title></head></html>');
      const instance = createApp({ db: database().handle, staticDir: buildDir });
      const page = await instance.request('/government/united-kingdom');
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<title>United Kingdom: Government Bitcoin Holdings and Change Log');
      expect(html).toMatch(
        /<meta name="description" content="United Kingdom \(government\): 61,245 BTC held as of Jun 15, 2026 to Jun 21, 2026,/,
      );
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/government\/united-kingdom"/);
      const breadcrumbs = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
        .map((match) => JSON.parse(match[1]!) as { '@type': string; itemListElement?: { name: string }[] })
        .find((block) => block['@type'] === 'BreadcrumbList');
      expect(breadcrumbs?.itemListElement?.map((item) => item.name)).toEqual([
        'Home',
        'Bitcoin Holdings',
        'United Kingdom',
      ]);
      expect((await instance.request('/government/atlantis')).status).toBe(404);
      expect((await instance.request('/government/El%20Salvador')).status).toBe(404);
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
