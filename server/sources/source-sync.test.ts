// The public data sources against a local fake CoinGecko (recorded answers in its documented
// shape; no network), on a seeded database — PGlite, and PostgreSQL when DATABASE_URL_TEST is
// set: a changed holding is staged, previewed and committed with CoinGecko and the day as its
// source; a second run with nothing new stages nothing; HTTP errors, timeouts, garbage and
// absurd figures fail with a reason and change nothing; a source never removes a row; an
// unmatched holder is mapped (or ignored) by an alias; only administrators may sync.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COINGECKO_TREASURY_PAGE, DTN_URL } from '../../domain/market/source-links.ts';
import type { ConstituentListResponse, ImportPreview, ImportSummary } from '../../domain/schemas/admin.ts';
import type { SourceAlias, SourceSyncResponse, SourcesResponse } from '../../domain/schemas/sources.ts';
import { createApp } from '../app.ts';
import { ephemeralAuthSettings } from '../auth.ts';
import { rawRows } from '../db/raw-rows.ts';
import { jsonHeaders, signUp, signUpAdmin } from '../testing/auth-helpers.ts';
import { companiesAnswer, governmentsAnswer } from '../testing/coingecko-answers.ts';
import { json, startFakeServer, text, type FakeHandler, type FakeServer } from '../testing/fake-http.ts';
import { sourceSyncCalls } from '../testing/source-sync.ts';
import { marketDigest } from '../testing/table-digest.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(testEngines())('public data sources on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  let fake: FakeServer;
  const seenKeys: (string | undefined)[] = [];
  let companies: unknown = companiesAnswer();
  const governments: unknown = governmentsAnswer();

  /** Answers the two lists from `companies` and `governments`, noting the key header. */
  const lists: FakeHandler = (request, response) => {
    seenKeys.push(request.headers['x-cg-demo-api-key'] as string | undefined);
    if (request.url === '/api/v3/companies/public_treasury/bitcoin') return json(companies)(request, response);
    if (request.url === '/api/v3/governments/public_treasury/bitcoin') return json(governments)(request, response);
    return json({ error: 'not found' }, 404)(request, response);
  };

  beforeAll(async () => {
    fake = await startFakeServer(lists);
  });
  afterAll(async () => {
    await fake.close();
  });

  const { app, call, sync, row, importCount } = sourceSyncCalls(database, () => ({
    coingecko: { url: `${fake.url}/api/v3`, apiKey: 'demo-key', timeoutMs: 500 },
  }));

  it('stages a changed holding and proposes an unknown holder; the commit writes CoinGecko and the day', async () => {
    companies = companiesAnswer({ kulr: 1_100 });
    const before = await marketDigest(database().db);
    const run = await sync();
    expect(run).toMatchObject({ source: 'coingecko', status: 'ok' });
    expect(run.error).toBeUndefined();
    expect(run.importId).toEqual(expect.any(String));
    expect(run.counts).toMatchObject({ rows: 8, changed: 1, added: 1, removed: 0, invalid: 0 });
    expect(seenKeys.at(-1)).toBe('demo-key');
    // Staging wrote no market data.
    expect(await marketDigest(database().db)).toBe(before);

    const preview = await call<ImportPreview>('GET', `/api/admin/imports/${run.importId}/preview`);
    expect(preview.body.import).toMatchObject({ kind: 'source', mode: 'upsert', status: 'previewed', canCommit: true });
    expect(preview.body.removed).toEqual([]);
    expect(preview.body.changed).toHaveLength(1);
    expect(preview.body.changed[0]).toMatchObject({ companyName: 'KULR Technology Group', symbol: 'KULR' });
    expect(preview.body.changed[0]!.changes).toContainEqual({ field: 'btcHoldings', before: 1021, after: 1100 });
    expect(preview.body.added).toEqual([
      expect.objectContaining({
        companyName: 'Fixture Sats Holdings',
        symbol: 'FXSH.US',
        sourceKey: 'FXSH.US',
        missing: ['marketCap', 'sector'],
      }),
    ]);
    // Treasury B.V. is listed as TRSR.NA (a suffix the mapping does not know): never merged by its name.
    expect(preview.body.skipped).toEqual([
      expect.objectContaining({
        companyName: 'Treasury B.V.',
        sourceKey: 'TRSR.NA',
        reason: expect.stringMatching(/map it/),
      }),
    ]);

    const commit = await call<{ import: ImportSummary }>('POST', `/api/admin/imports/${run.importId}/commit`);
    expect(commit.status).toBe(200);
    const kulr = await row('KULR Technology Group');
    expect(kulr).toMatchObject({ btcHoldings: 1100, asOf: today() });
    expect(kulr.sourceNote).toContain('CoinGecko');
    expect(kulr.sourceNote).toContain(today());
    // The page it read leads the row's sources; the seed's documents stay after it (ADR 201).
    expect(kulr.sources).toEqual([
      {
        title: `CoinGecko public treasury list, retrieved ${today()}`,
        url: COINGECKO_TREASURY_PAGE,
        publishedAt: today(),
      },
      expect.objectContaining({ url: DTN_URL }),
    ]);
    expect((await row('Fixture Sats Holdings')).btcHoldings).toBe(321);

    const sources = await call<SourcesResponse>('GET', '/api/admin/sources');
    expect(sources.body.sources[0]).toMatchObject({ source: 'coingecko', enabled: true, lastError: null });
    expect(sources.body.sources[0]!.lastSuccessAt).toEqual(run.finishedAt);
  });

  it('maps an unmatched holder to a stored row, and a second run with nothing new stages nothing', async () => {
    const stored = await row('Treasury B.V.');
    const mapped = await call<{ alias: SourceAlias }>('POST', '/api/admin/sources/aliases', {
      source: 'coingecko',
      sourceKey: 'TRSR.NA',
      sourceName: 'Treasury B.V.',
      constituentId: stored.id,
    });
    expect(mapped.status).toBe(200);
    expect(mapped.body.alias).toMatchObject({
      sourceKey: 'TRSR.NA',
      constituentId: stored.id,
      companyName: 'Treasury B.V.',
    });

    companies = companiesAnswer({ kulr: 1_100, treasuryBv: 1_200 });
    const run = await sync();
    const preview = await call<ImportPreview>('GET', `/api/admin/imports/${run.importId}/preview`);
    expect(preview.body.changed.map((item) => item.companyName)).toEqual(['Treasury B.V.']);
    expect(preview.body.skipped).toEqual([]);
    expect((await call('POST', `/api/admin/imports/${run.importId}/commit`)).status).toBe(200);
    expect((await row('Treasury B.V.')).btcHoldings).toBe(1200);

    const imports = await importCount();
    const again = await sync();
    expect(again).toMatchObject({ status: 'ok', importId: null });
    expect(again.counts).toMatchObject({ rows: 8, added: 0, changed: 0, removed: 0, unchanged: 8 });
    expect(await importCount()).toBe(imports);
  });

  it('an ignored holder is left out; removing the alias proposes it again', async () => {
    companies = companiesAnswer({ kulr: 1_100, treasuryBv: 1_200 });
    const fresh = { ...companiesAnswer({ kulr: 1_100, treasuryBv: 1_200 }) };
    fresh.companies = [
      ...fresh.companies,
      { name: 'Ignored Holdings', symbol: 'IGNH.US', country: 'US', total_holdings: 5 },
    ];
    companies = fresh;
    const ignored = await call<{ alias: SourceAlias }>('POST', '/api/admin/sources/aliases', {
      source: 'coingecko',
      sourceKey: 'ignh.us',
      constituentId: null,
    });
    expect(ignored.status).toBe(200);
    const run = await sync();
    expect(run).toMatchObject({ status: 'ok', importId: null });
    expect(run.counts).toMatchObject({ skipped: 1, added: 0 });

    expect((await call('DELETE', `/api/admin/sources/aliases/${ignored.body.alias.id}`)).status).toBe(200);
    const proposed = await sync();
    expect(proposed.counts).toMatchObject({ added: 1 });
    // Left uncommitted: the next run's preview replaces it.
    const next = await sync();
    const first = await call<{ import: ImportSummary }>('GET', `/api/admin/imports/${proposed.importId}`);
    expect(first.body.import.status).toBe('discarded');
    expect((await call('DELETE', `/api/admin/imports/${next.importId}`)).status).toBe(200);
    companies = companiesAnswer({ kulr: 1_100, treasuryBv: 1_200 });
  });

  it('a source never removes a row: holders it does not list stay as they are', async () => {
    const answer = companiesAnswer({ kulr: 1_150, treasuryBv: 1_200 });
    answer.companies = answer.companies.filter((item) => item.symbol === 'KULR.US');
    companies = answer;
    const run = await sync();
    const preview = await call<ImportPreview>('GET', `/api/admin/imports/${run.importId}/preview`);
    expect(preview.body.removed).toEqual([]);
    expect(run.counts.removed).toBe(0);
    expect((await call('POST', `/api/admin/imports/${run.importId}/commit`)).status).toBe(200);
    expect((await row('KULR Technology Group')).btcHoldings).toBe(1150);
    expect((await row('Metaplanet Inc')).btcHoldings).toBe(40_177);
    expect((await row('Fixture Sats Holdings')).btcHoldings).toBe(321);
    companies = companiesAnswer({ kulr: 1_150, treasuryBv: 1_200 });
  });

  const absurd = companiesAnswer();
  absurd.companies[2] = { ...absurd.companies[2]!, total_holdings: 1e12 };
  it.each([
    ['an HTTP error', json({ status: { error_code: 429, error_message: 'rate limited' } }, 429), /HTTP 429/],
    ['an answer that is not JSON', text('<html>maintenance</html>'), /not JSON/],
    ['an answer not in the documented shape', json({ companies: 'none' }), /documented public treasury shape/],
    [
      'a holder without a name',
      json({ ...companiesAnswer(), companies: [{ symbol: 'X.US', total_holdings: 1 }] }),
      /shape/,
    ],
    ['an absurd figure (10^12 BTC)', json(absurd), /companies\[2\]\.total_holdings/],
    ['no answer in time', (() => undefined) as FakeHandler, /no answer within/],
  ])('%s fails the run with its reason and changes nothing', async (_label, handler, reason) => {
    const { db } = database();
    const before = await marketDigest(db);
    const imports = await importCount();
    fake.setHandler((request, response) =>
      request.url?.startsWith('/api/v3/companies') ? handler(request, response) : lists(request, response),
    );
    try {
      const run = await sync();
      expect(run).toMatchObject({ source: 'coingecko', status: 'failed', importId: null });
      expect(run.error).toMatch(reason);
      expect(run.counts).toMatchObject({ added: 0, changed: 0, removed: 0 });
      expect(await marketDigest(db)).toBe(before);
      expect(await importCount()).toBe(imports);
      const sources = await call<SourcesResponse>('GET', '/api/admin/sources');
      expect(sources.body.sources[0]!.lastError).toBe(run.error);
      expect(sources.body.runs[0]).toMatchObject({ status: 'failed', error: run.error });
      const overview = await call<{ sources: SourcesResponse['sources'] }>('GET', '/api/admin/overview');
      expect(overview.body.sources[0]).toMatchObject({ source: 'coingecko', lastError: run.error });
    } finally {
      fake.setHandler(lists);
    }
  });

  it('an unreachable source fails with its reason', async () => {
    const offline = createApp({
      db: database().handle,
      sources: { coingecko: { url: 'http://127.0.0.1:9/api/v3', apiKey: null, timeoutMs: 2_000 } },
    });
    const before = await marketDigest(database().db);
    const offlineAdmin = await signUpAdmin(offline, database().db);
    const response = await offline.request('/api/admin/sources/sync', {
      method: 'POST',
      headers: jsonHeaders(offlineAdmin.cookie),
    });
    expect(response.status).toBe(200);
    const { runs } = (await response.json()) as SourceSyncResponse;
    expect(runs[0]).toMatchObject({
      status: 'failed',
      importId: null,
      error: expect.stringMatching(/could not reach/),
    });
    expect(await marketDigest(database().db)).toBe(before);
  });

  it('refuses an alias to a row that does not exist or is not in the source’s lists, naming the field', async () => {
    for (const constituentId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answer = await call<{ details: { issues: { path: string }[] } }>('POST', '/api/admin/sources/aliases', {
        source: 'coingecko',
        sourceKey: 'X.US',
        constituentId,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.details.issues[0]!.path).toBe('constituentId');
    }
    const etf = (await call<ConstituentListResponse>('GET', '/api/admin/constituents?indexType=bitcoin_etf')).body
      .rows[0]!;
    const wrongIndex = await call('POST', '/api/admin/sources/aliases', {
      source: 'coingecko',
      sourceKey: 'X.US',
      constituentId: etf.id,
    });
    expect(wrongIndex.status).toBe(422);
  });

  it('the auto-apply rule commits small holdings changes at once, audited; a larger one stays staged', async () => {
    const trusting = createApp({
      db: database().handle,
      sources: { coingecko: { url: `${fake.url}/api/v3`, apiKey: null, timeoutMs: 500 }, autoApplyPct: 5 },
    });
    const trustingAdmin = await signUpAdmin(trusting, database().db);
    const syncOn = async () => {
      const response = await trusting.request('/api/admin/sources/sync', {
        method: 'POST',
        headers: jsonHeaders(trustingAdmin.cookie),
      });
      return ((await response.json()) as SourceSyncResponse).runs[0]!;
    };
    // Every holder is matched by now (FXSH.US added, TRSR.NA mapped): KULR 1,150 → 1,180 is +2.6 %.
    companies = companiesAnswer({ kulr: 1_180, treasuryBv: 1_200 });
    const small = await syncOn();
    expect(small).toMatchObject({ status: 'ok', counts: { changed: 1, added: 0 } });
    const applied = await call<{ import: ImportSummary }>('GET', `/api/admin/imports/${small.importId}`);
    expect(applied.body.import).toMatchObject({ status: 'committed', kind: 'source', canUndo: true });
    expect((await row('KULR Technology Group')).btcHoldings).toBe(1180);
    const audit = await call<{ entries: { origin: string; source: string | null; actor: { name: string } }[] }>(
      'GET',
      `/api/admin/constituents/${(await row('KULR Technology Group')).id}/audit-log`,
    );
    expect(audit.body.entries[0]).toMatchObject({ origin: 'import', source: expect.stringContaining('CoinGecko') });

    // +27 % is not small: staged for an administrator.
    companies = companiesAnswer({ kulr: 1_500, treasuryBv: 1_200 });
    const large = await syncOn();
    const staged = await call<{ import: ImportSummary }>('GET', `/api/admin/imports/${large.importId}`);
    expect(staged.body.import.status).toBe('previewed');
    expect((await row('KULR Technology Group')).btcHoldings).toBe(1180);
    expect((await call('DELETE', `/api/admin/imports/${large.importId}`)).status).toBe(200);
    companies = companiesAnswer({ kulr: 1_180, treasuryBv: 1_200 });
  });

  it('only administrators may sync: 401 signed out, 403 without the role', async () => {
    const imports = await importCount();
    expect((await call('POST', '/api/admin/sources/sync', undefined, null)).status).toBe(401);
    const user = await signUp(app());
    expect((await call('POST', '/api/admin/sources/sync', undefined, user.cookie)).status).toBe(403);
    expect((await call('GET', '/api/admin/sources', undefined, user.cookie)).status).toBe(403);
    expect(await importCount()).toBe(imports);
  });

  it('syncs asked at once from two servers all answer, and leave at most one staged preview', async () => {
    companies = companiesAnswer({ kulr: 1_250, treasuryBv: 1_200 });
    const before = await marketDigest(database().db);
    // Two servers over one database, one account secret between them.
    const auth = ephemeralAuthSettings(database().db);
    const coingecko = { url: `${fake.url}/api/v3`, apiKey: 'demo-key', timeoutMs: 500 };
    const [first, second] = [0, 1].map(() => createApp({ db: database().handle, auth, sources: { coingecko } }));
    const owner = await signUpAdmin(first!, database().db);
    const post = (server: ReturnType<typeof app>) =>
      server.request('/api/admin/sources/sync', { method: 'POST', headers: jsonHeaders(owner.cookie) });
    const answers = await Promise.all([post(first!), post(second!), post(first!), post(second!)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const runs = (
      await Promise.all(answers.map(async (answer) => (await answer.json()) as SourceSyncResponse))
    ).flatMap((body) => body.runs);
    // A sync that finds another running says so; none fails otherwise.
    for (const run of runs.filter((item) => item.status === 'failed')) expect(run.error).toMatch(/running|already/i);
    expect(runs.some((run) => run.status === 'ok')).toBe(true);
    const pending = await rawRows<{ n: number }>(
      database().db,
      sql`select count(*)::int as n from data_imports where kind = 'source' and status = 'previewed'`,
    );
    expect(pending[0]!.n).toBe(1);
    // Staging wrote no market data.
    expect(await marketDigest(database().db)).toBe(before);
  });
});
