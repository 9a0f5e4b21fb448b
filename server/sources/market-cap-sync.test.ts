// Market caps from public sources (ADR 192) against a local fake SEC EDGAR and quote source
// (recorded answers in their documented shapes; no network), on a seeded database — PGlite,
// and PostgreSQL when DATABASE_URL_TEST is set: a changed market cap (shares × close) is
// staged and committed with both sources named; a second run with nothing new stages
// nothing; HTTP errors, garbage and absurd figures fail with a reason and change nothing;
// non-US listings stay manual; without SEC_USER_AGENT the source is not enabled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../domain/schemas/admin.ts';
import type { SourceSyncResponse, SourcesResponse } from '../../domain/schemas/sources.ts';
import { createApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { jsonHeaders, signUpAdmin } from '../testing/auth-helpers.ts';
import { json, startFakeServer, text, type FakeHandler, type FakeServer } from '../testing/fake-http.ts';
import { companyFactsAnswer, quoteAnswer, shareEntry } from '../testing/market-cap-answers.ts';
import { sourceSyncCalls } from '../testing/source-sync.ts';
import { marketDigest } from '../testing/table-digest.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { marketCapSettings } from './sync.ts';

const USER_AGENT = 'Vaultmark tests admin@vaultmark.example';
const MSTR_CIK = '1050446';
const KULR_CIK = '1662684';

describe.each(testEngines())('market caps from SEC EDGAR and a quote source on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  let fake: FakeServer;
  const userAgents: (string | undefined)[] = [];
  // Strategy: a newer 10-Q count (and an older 10-K one, listed after it), closing at 120.
  let mstrShares: unknown = companyFactsAnswer(1050446, 'Strategy Inc', [
    shareEntry('2026-10-27', 360_000_000, '2026-10-30'),
    shareEntry('2026-02-10', 333_752_708, '2026-02-12', '10-K'),
  ]);
  let mstrClose: unknown = quoteAnswer('MSTR', 120, '2026-12-04');
  // KULR: 40,000,000 × 2.7505 = the stored 110,020,000.
  const kulrShares = companyFactsAnswer(1662684, 'KULR Technology Group', [
    shareEntry('2026-11-07', 40_000_000, '2026-11-12'),
  ]);
  const kulrClose = quoteAnswer('KULR', 2.7505, '2026-12-04');

  const answers: FakeHandler = (request, response) => {
    if (request.url?.startsWith('/sec/')) userAgents.push(request.headers['user-agent']);
    switch (request.url) {
      case `/sec/api/xbrl/companyfacts/CIK000${MSTR_CIK}.json`:
        return json(mstrShares)(request, response);
      case `/sec/api/xbrl/companyfacts/CIK000${KULR_CIK}.json`:
        return json(kulrShares)(request, response);
      case '/quotes/MSTR':
        return json(mstrClose)(request, response);
      case '/quotes/KULR':
        return json(kulrClose)(request, response);
      default:
        return json({ error: 'not found' }, 404)(request, response);
    }
  };

  beforeAll(async () => {
    fake = await startFakeServer(answers);
  });
  afterAll(async () => {
    await fake.close();
  });

  const { call, sync, row, importCount } = sourceSyncCalls(database, () => ({
    coingecko: null,
    marketCap: {
      sec: { url: `${fake.url}/sec`, userAgent: USER_AGENT, timeoutMs: 500 },
      quote: { url: `${fake.url}/quotes`, apiKey: null, timeoutMs: 500 },
    },
  }));
  const mapCik = async (sourceKey: string, q: string) =>
    call('POST', '/api/admin/sources/aliases', {
      source: 'market_cap',
      sourceKey,
      constituentId: (await row(q)).id,
    });

  it('stages a changed market cap (shares × close) with both sources named, and commits it', async () => {
    expect((await mapCik(MSTR_CIK, 'Strategy Inc')).status).toBe(200);
    expect((await mapCik(KULR_CIK, 'KULR Technology Group')).status).toBe(200);
    // Metaplanet (Tokyo) is mapped too: not read, its market cap stays manual.
    expect((await mapCik('1', 'Metaplanet Inc')).status).toBe(200);
    const before = await marketDigest(database().db);

    const run = await sync();
    expect(run).toMatchObject({ source: 'market_cap', status: 'ok' });
    expect(run.error).toBeUndefined();
    expect(run.counts).toMatchObject({ rows: 3, changed: 1, unchanged: 1, added: 0, removed: 0, skipped: 1 });
    expect(userAgents.length).toBeGreaterThan(0);
    expect(new Set(userAgents)).toEqual(new Set([USER_AGENT]));
    expect(await marketDigest(database().db)).toBe(before);

    const preview = await call<ImportPreview>('GET', `/api/admin/imports/${run.importId}/preview`);
    expect(preview.body.import).toMatchObject({ kind: 'source', mode: 'upsert', canCommit: true });
    expect(preview.body.added).toEqual([]);
    expect(preview.body.removed).toEqual([]);
    expect(preview.body.changed).toHaveLength(1);
    expect(preview.body.changed[0]!.changes).toContainEqual({
      field: 'marketCap',
      before: 42_350_000_000,
      after: 43_200_000_000,
    });
    expect(preview.body.skipped).toEqual([
      expect.objectContaining({ companyName: 'Metaplanet Inc', reason: expect.stringMatching(/stays manual/) }),
    ]);

    expect((await call('POST', `/api/admin/imports/${run.importId}/commit`)).status).toBe(200);
    const strategy = await row('Strategy Inc');
    // As of the older of the two dates: the share count's 2026-10-27, not the close's 2026-12-04.
    expect(strategy).toMatchObject({ marketCap: 43_200_000_000, marketCapAsOf: '2026-10-27' });
    expect(strategy.marketCapSourceNote).toMatch(/SEC EDGAR company facts, CIK 0001050446: 360,000,000 shares/);
    expect(strategy.marketCapSourceNote).toMatch(/last close 120 USD on 2026-12-04 \(127\.0\.0\.1:\d+\)/);
    // The holdings and their source are the holdings source's, untouched.
    expect(strategy.btcHoldings).toBe(846_842);
    expect(strategy.sourceNote).toMatch(/^Saylor post/);
    // The company's EDGAR page leads its sources, dated by the filing; the holdings' stay.
    expect(strategy.sources![0]).toEqual({
      title: 'SEC EDGAR filings of CIK 0001050446 (shares outstanding as of 2026-10-27)',
      url: 'https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001050446',
      publishedAt: '2026-10-30',
    });
    expect(strategy.sources!.slice(1).map((link) => link.url)).toContain('https://bitcointreasuries.net');
    expect((await row('Metaplanet Inc')).marketCap).toBe(2_430_000_000);
  });

  it('a second run with nothing new stages nothing', async () => {
    const imports = await importCount();
    const run = await sync();
    expect(run).toMatchObject({ status: 'ok', importId: null });
    expect(run.counts).toMatchObject({ changed: 0, unchanged: 2, added: 0 });
    expect(await importCount()).toBe(imports);
  });

  const absurdShares = companyFactsAnswer(1050446, 'Strategy Inc', [shareEntry('2026-11-27', 2e15, '2026-11-30')]);
  const negativeShares = companyFactsAnswer(1050446, 'Strategy Inc', [shareEntry('2026-11-27', -5, '2026-11-30')]);
  it.each([
    ['an HTTP error from the SEC', 'shares', json({ message: 'Request rate threshold exceeded' }, 403), /HTTP 403/],
    [
      'garbage from the SEC',
      'shares',
      text('<html>Your request originates from an undeclared tool</html>'),
      /not JSON/,
    ],
    [
      'company facts without the shares concept',
      'shares',
      json({ cik: 1050446, facts: { dei: {} } }),
      /EntityCommonStockSharesOutstanding/,
    ],
    ['an absurd share count (2·10^15)', 'shares', json(absurdShares), /not a plausible count/],
    ['a negative share count', 'shares', json(negativeShares), /not a plausible count/],
    ['an HTTP error from the quote source', 'close', json({ error: 'down' }, 500), /HTTP 500/],
    ['a quote in another shape', 'close', json({ c: [120], t: [1] }), /documented \{ symbol, close, date \} shape/],
    ['a quote for another symbol', 'close', json(quoteAnswer('MSTU', 12, '2026-12-04')), /answer is for MSTU/],
    ['a negative close', 'close', json(quoteAnswer('MSTR', -1, '2026-12-04')), /not a plausible price/],
    ['no answer in time', 'close', (() => undefined) as FakeHandler, /no answer within/],
  ])('%s fails the run with its reason and changes nothing', async (_label, which, handler, reason) => {
    const { db } = database();
    const before = await marketDigest(db);
    const imports = await importCount();
    const target = which === 'shares' ? `/sec/api/xbrl/companyfacts/CIK000${MSTR_CIK}.json` : '/quotes/MSTR';
    fake.setHandler((request, response) =>
      request.url === target ? handler(request, response) : answers(request, response),
    );
    try {
      const run = await sync();
      expect(run).toMatchObject({ source: 'market_cap', status: 'failed', importId: null });
      expect(run.error).toMatch(reason);
      expect(await marketDigest(db)).toBe(before);
      expect(await importCount()).toBe(imports);
      const sources = await call<SourcesResponse>('GET', '/api/admin/sources');
      expect(sources.body.sources.find((item) => item.source === 'market_cap')!.lastError).toBe(run.error);
    } finally {
      fake.setHandler(answers);
    }
  });

  it('a changed close after a failure is staged again', async () => {
    mstrClose = quoteAnswer('MSTR', 125, '2026-12-07');
    mstrShares = companyFactsAnswer(1050446, 'Strategy Inc', [shareEntry('2026-12-01', 360_000_000, '2026-12-03')]);
    const run = await sync();
    expect(run).toMatchObject({ status: 'ok', counts: { changed: 1 } });
    const preview = await call<ImportPreview>('GET', `/api/admin/imports/${run.importId}/preview`);
    expect(preview.body.changed[0]!.changes).toContainEqual({
      field: 'marketCapAsOf',
      before: '2026-10-27',
      after: '2026-12-01',
    });
    expect((await call('DELETE', `/api/admin/imports/${run.importId}`)).status).toBe(200);
  });

  it('refuses a market-cap alias whose key is not a CIK, naming the field', async () => {
    const answer = await call<{ details: { issues: { path: string }[] } }>('POST', '/api/admin/sources/aliases', {
      source: 'market_cap',
      sourceKey: 'MSTR',
      constituentId: (await row('Strategy Inc')).id,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.details.issues[0]!.path).toBe('sourceKey');
  });

  it('without SEC_USER_AGENT the source is not enabled: the status says why, a sync skips it', async () => {
    const env = loadEnv({ QUOTE_API_URL: `${fake.url}/quotes` });
    const off = marketCapSettings(env);
    expect(off).toEqual({ marketCap: null, marketCapDisabledReason: 'Not enabled: set SEC_USER_AGENT.' });
    const offline = createApp({ db: database().handle, sources: { coingecko: null, ...off } });
    const offAdmin = await signUpAdmin(offline, database().db);
    const requests = fake.requests;
    const synced = await offline.request('/api/admin/sources/sync', {
      method: 'POST',
      headers: jsonHeaders(offAdmin.cookie),
    });
    expect(((await synced.json()) as SourceSyncResponse).runs).toEqual([]);
    expect(fake.requests).toBe(requests);
    const status = await offline.request('/api/admin/sources', { headers: jsonHeaders(offAdmin.cookie) });
    expect(
      ((await status.json()) as SourcesResponse).sources.find((item) => item.source === 'market_cap'),
    ).toMatchObject({ enabled: false, host: null, disabledReason: 'Not enabled: set SEC_USER_AGENT.' });
  });
});
