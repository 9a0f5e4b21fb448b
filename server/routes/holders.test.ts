// GET /api/holders/:ticker on the seeded database: the seed snapshot is the first entry of
// the change log, an admin edit adds a dated entry with its difference and source, the
// memberships carry today's weight and rank from the same index result as the index page,
// a fund whose ticker a company also has (DEFI) is answered under kind=fund, and the company
// and fund pages are a server 404 for an unknown ticker. Through Hono's typed testClient;
// the holder answers from the read cache, untyped, and is parsed with its contract. Raw
// requests stay for the values its types refuse (an unknown kind, a malformed ticker as sent)
// and for the pages, which are not JSON.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testClient } from 'hono/testing';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  BITCOIN_TREASURIES_URL,
  DTN_URL,
  publicSourceText,
  sourceLinksFromNote,
} from '../../domain/market/source-links.ts';
import type { ConstituentPatchInput } from '../../domain/schemas/admin.ts';
import { constituentListSchema } from '../../domain/schemas/constituents.ts';
import { holderSchema, type Holder, type HolderKind } from '../../domain/schemas/holders.ts';
import { indexResultSchema } from '../../domain/schemas/market.ts';
import { createApp } from '../app.ts';
import { parseCsv } from '../db/seed/csv.ts';
import { SEED_DIR } from '../db/seed/load.ts';
import { jsonHeaders, signUpAdmin, type TestAccount } from '../testing/auth-helpers.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

describe.each(testEngines('http'))('holders on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  const app = () => createApp({ db: database().handle });

  /** The API of `instance` (as `account` if given), typed by createApp's routes. */
  const client = (instance: ReturnType<typeof app>, account?: TestAccount) =>
    testClient(instance, undefined, undefined, { headers: () => jsonHeaders(account?.cookie) }).api;
  const holderAnswer = (instance: ReturnType<typeof app>, ticker: string, kind?: HolderKind) =>
    client(instance).holders[':ticker'].$get({ param: { ticker }, query: kind ? { kind } : {} });

  async function holder(instance: ReturnType<typeof app>, ticker: string, kind?: HolderKind): Promise<Holder> {
    const response = await holderAnswer(instance, ticker, kind);
    expect(response.status).toBe(200);
    return z.parse(holderSchema, await response.json());
  }
  /** An admin's edit of one stored row. */
  const patchConstituent = (
    instance: ReturnType<typeof app>,
    admin: TestAccount,
    id: string,
    json: ConstituentPatchInput,
  ) => client(instance, admin).admin.constituents[':id'].$patch({ param: { id }, json });

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

    const index = indexResultSchema.parse(
      await (await client(instance).index[':id'].$get({ param: { id: 'bitcoin_treasury' }, query: {} })).json(),
    );
    const position = index.constituents.findIndex((row) => row.symbol === 'MSTR');
    const membership = before.memberships.find((item) => item.indexId === 'bitcoin_treasury')!;
    expect(membership).toMatchObject({
      status: 'constituent',
      rank: position + 1,
      weightPct: index.constituents[position]!.cappedWeight,
      constituentCount: index.constituentCount,
    });

    const admin = await signUpAdmin(instance, database().db);
    const patched = await patchConstituent(instance, admin, before.rows[0]!.id, {
      btcHoldings: 850000,
      asOf: '2026-07-01',
      sourceNote: 'Test filing, holder change log',
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

  it("answers the market cap's own source note beside the holdings' one, and admin edits keep it true", async () => {
    const instance = app();
    const seedCsv = (file: string) => parseCsv(readFileSync(join(SEED_DIR, file), 'utf8')).records;
    const capsNote = publicSourceText(
      seedCsv('market_caps.csv').find((record) => record.values.ticker === 'XXI')!.values.source_note!,
    );
    const seedNote = seedCsv('public_companies.csv').find((record) => record.values.ticker === 'XXI')!.values
      .source_note!;
    const companyNote = publicSourceText(seedNote);
    const xxiHolder = await holder(instance, 'XXI');
    const xxi = xxiHolder.rows[0]!;
    expect(xxi).toMatchObject({ marketCap: 2_400_000_000, marketCapAsOf: '2026-02-04' });
    expect(xxi.marketCapSourceNote).toBe(capsNote);
    expect(xxi.sourceNote).toBe(companyNote);
    // The seed's keys read as words; the documents they name are links (ADR 201).
    expect(xxi.sourceNote).not.toMatch(/\bDTN\b|\[BT-|code-index/);
    expect(xxi.sources).toEqual(sourceLinksFromNote(seedNote));
    expect(xxi.sources!.map((link) => link.url)).toEqual([DTN_URL, BITCOIN_TREASURIES_URL]);
    expect(xxiHolder.sources).toEqual(xxi.sources);
    const listed = constituentListSchema.parse(
      await (await client(instance).constituents.$get({ query: { index_type: 'bitcoin_treasury' } })).json(),
    );
    expect(listed.find((row) => row.symbol === 'XXI')?.marketCapSourceNote).toBe(capsNote);

    const admin = await signUpAdmin(instance, database().db);
    const patch = async (body: Omit<ConstituentPatchInput, 'asOf'>) => {
      const response = await patchConstituent(instance, admin, xxi.id, { asOf: '2026-07-01', ...body });
      expect(response.status, JSON.stringify(body)).toBe(200);
      return (await holder(instance, 'XXI')).rows[0]!;
    };
    // A holdings change leaves the market cap and its note as they were.
    const holdings = await patch({ btcHoldings: 43_600, sourceNote: 'Holdings filing (test)' });
    expect(holdings).toMatchObject({ sourceNote: 'Holdings filing (test)', marketCapSourceNote: capsNote });
    // A new market cap without a note of its own cites the change's source, never the old note.
    const repriced = await patch({ marketCap: 2_500_000_000, marketCapAsOf: '2026-07-01', sourceNote: 'Close (test)' });
    expect(repriced.marketCapSourceNote).toBe('Close (test)');
    expect(
      (await patch({ sourceNote: 'Note (test)', marketCapSourceNote: 'Tearsheet (test)' })).marketCapSourceNote,
    ).toBe('Tearsheet (test)');
    expect((await patch({ sourceNote: 'Note (test)', marketCapSourceNote: null })).marketCapSourceNote).toBeNull();
  });

  it('gives ABTC the company (treasury and GreenVault rows), not an ETF of the same ticker', async () => {
    const abtc = await holder(app(), 'ABTC');
    expect(abtc.kind).toBe('company');
    expect(abtc.rows.map((row) => row.indexType)).toEqual(['bitcoin_treasury', 'green_vault']);
    expect(abtc.memberships.map((item) => item.indexId).sort()).toEqual(expect.arrayContaining(['green_vault']));
  });

  it('gives DEFI the company, and the Hashdex fund of the same ticker under kind=fund, on both APIs', async () => {
    const instance = app();
    const company = await holder(instance, 'DEFI');
    expect(company).toMatchObject({ ticker: 'DEFI', name: 'DeFi Technologies', kind: 'company' });
    expect(company.rows.map((row) => row.indexType)).toEqual(['bitcoin_treasury']);

    const fund = await holder(instance, 'defi', 'fund');
    expect(fund).toMatchObject({ ticker: 'DEFI', name: 'Hashdex Bitcoin ETF', kind: 'fund', memberships: [] });
    expect(fund.rows.map((row) => [row.indexType, row.btcHoldings])).toEqual([['bitcoin_etf', 135]]);
    // The fund's change log is its own: no entry of the company's row.
    expect(fund.changeLog.map((change) => [change.indexType, change.btcHoldings])).toEqual([['bitcoin_etf', 135]]);
    expect((await holder(instance, 'DEFI', 'company')).name).toBe('DeFi Technologies');

    const v1Answer = (ticker: string, kind?: HolderKind) =>
      client(instance).v1.holders[':ticker'].$get({ param: { ticker }, query: kind ? { kind } : {} });
    const v1 = async (ticker: string, kind?: HolderKind) => {
      const response = await v1Answer(ticker, kind);
      expect(response.status, `${ticker} ${kind}`).toBe(200);
      return z.parse(z.object({ data: holderSchema }), await response.json()).data;
    };
    expect((await v1('DEFI')).name).toBe('DeFi Technologies');
    expect((await v1('DEFI', 'fund')).name).toBe('Hashdex Bitcoin ETF');
    expect((await v1Answer('MSTR', 'fund')).status).toBe(404);
    expect((await instance.request('/api/v1/holders/DEFI?kind=trust')).status).toBe(422);
  });

  it('keeps answering a ticker only a fund has, and refuses a kind the ticker has not or an unknown kind', async () => {
    const instance = app();
    expect(await holder(instance, 'IBIT')).toMatchObject({ name: 'iShares Bitcoin Trust ETF', kind: 'fund' });
    expect((await holder(instance, 'IBIT', 'fund')).kind).toBe('fund');
    const company = await holderAnswer(instance, 'IBIT', 'company');
    expect(company.status).toBe(404);
    expect(JSON.parse(await company.text())).toMatchObject({ message: 'No company with the ticker IBIT' });
    expect((await holderAnswer(instance, 'MSTR', 'fund')).status).toBe(404);
    expect((await instance.request('/api/holders/DEFI?kind=etf')).status).toBe(422);
  });

  it('answers 404 for an unknown ticker and 422 for a malformed one, and caches with an ETag', async () => {
    const instance = app();
    expect((await holderAnswer(instance, 'NOSUCHTICKER')).status).toBe(404);
    const bad = await instance.request('/api/holders/%3Cscript%3E');
    expect(bad.status).toBe(422);
    expect(await bad.text()).toMatch(/ticker/);
    const first = await holderAnswer(instance, 'MSTR');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await client(instance).holders[':ticker'].$get(
      { param: { ticker: 'MSTR' }, query: {} },
      { headers: { 'if-none-match': etag } },
    );
    expect(again.status).toBe(304);
  });

  it('serves the company and fund pages for stored tickers and a 404 for an unknown one', async () => {
    const buildDir = mkdtempSync(join(tmpdir(), 'vaultmark-holder-'));
    try {
      writeFileSync(join(buildDir, 'index.html'), '<!doctype html><html><head><title>Vaultmark</title></head></html>');
      const instance = createApp({ db: database().handle, staticDir: buildDir });
      expect((await instance.request('/company/MSTR')).status).toBe(200);
      expect((await instance.request('/company/mstr')).status).toBe(200);
      expect((await instance.request('/company/NOSUCHTICKER')).status).toBe(404);
      expect((await instance.request('/company/%3Cx%3E')).status).toBe(404);
      expect((await instance.request('/fund/DEFI')).status).toBe(200);
      expect((await instance.request('/fund/ibit')).status).toBe(200);
      expect((await instance.request('/fund/MSTR')).status).toBe(404);
      expect((await instance.request('/fund/%3Cx%3E')).status).toBe(404);
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
