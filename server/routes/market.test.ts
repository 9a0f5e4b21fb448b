// Market-data routes on a real seeded database (PGlite, and PostgreSQL when
// DATABASE_URL_TEST is set): index results, prices, history, combined holdings and the
// admin writes (add, all-or-nothing import). Through Hono's typed testClient; the public
// reads answer from the read cache, untyped, and are parsed with their contract. Raw requests
// stay for what the client cannot send: an id its types refuse, and the import, whose route
// reads its JSON body itself.
import { testClient } from 'hono/testing';
import { describe, expect, it } from 'vitest';
import { calculateIndex } from '../../domain/index-methodology/calculate-index.ts';
import { INDEX_IDS, methodologies, type IndexId } from '../../domain/index-methodology/methodologies.ts';
import type { IndexType } from '../../domain/schemas/common.ts';
import { constituentListSchema } from '../../domain/schemas/constituents.ts';
import { combinedHoldingsSchema, indexResultSchema, type ConstituentInput } from '../../domain/schemas/market.ts';
import { createApp } from '../app.ts';
import { jsonHeaders, signUp, signUpAdmin, type TestAccount } from '../testing/auth-helpers.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

describe.each(testEngines())('market routes on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  const app = () => createApp({ db: database().handle });
  /** The API of `instance` (as `account` if given), typed by createApp's routes. */
  const client = (instance = app(), account?: TestAccount) =>
    testClient(instance, undefined, undefined, { headers: () => jsonHeaders(account?.cookie) }).api;
  /** A public read from the read cache, parsed with its contract. */
  const constituents = async (indexType?: IndexType, instance = app()) => {
    const response = await client(instance).constituents.$get({ query: indexType ? { index_type: indexType } : {} });
    expect(response.status).toBe(200);
    return constituentListSchema.parse(await response.json());
  };
  const indexResult = async (id: IndexId, instance = app()) => {
    const response = await client(instance).index[':id'].$get({ param: { id }, query: {} });
    expect(response.status, id).toBe(200);
    return indexResultSchema.parse(await response.json());
  };
  const addConstituent = (instance: ReturnType<typeof app>, account: TestAccount | undefined, json: ConstituentInput) =>
    client(instance, account).constituents.$post({ json });

  it('GET /api/index/:id is calculateIndex on the stored rows of that index', async () => {
    for (const id of INDEX_IDS) {
      const methodology = methodologies[id];
      const rows = await constituents(methodology.sourceIndexType);
      const expected = calculateIndex(rows, methodology);
      const result = await indexResult(id);
      expect(result.methodology).toBe(id);
      expect(result.indexValue).toBe(expected.indexValue);
      expect(result.constituentCount).toBe(expected.constituentCount);
      expect(result.constituents.map((c) => [c.symbol, c.indexWeight])).toEqual(
        expected.constituents.map((c) => [c.symbol, c.indexWeight]),
      );
      expect(result.ineligible.map((c) => c.reason)).toEqual(expected.ineligible.map((c) => c.reason));
      expect(result.price?.symbol).toBe('BTC');
    }
  });

  it('GreenVault rows carry the date of their renewable claim, apart from the holdings date', async () => {
    // green_candidates.csv: Bitfarms' 99% hydro claim is of 2022-01-05; its BTC of Mar 9-16, 2026.
    const rows = await constituents('green_vault');
    const bitfarms = rows.find((row) => row.symbol === 'BITF')!;
    expect(bitfarms).toMatchObject({
      renewableEnergyPct: 99,
      renewableAsOf: '2022-01-05',
      asOf: '2026-03-09/2026-03-16',
    });
    const index = await indexResult('green_vault');
    expect(index.constituents.find((row) => row.symbol === 'BITF')?.renewableAsOf).toBe('2022-01-05');
  });

  it('stores official weights: constituents come back heaviest first and sum to 100 in the index', async () => {
    const rows = await constituents('bitcoin_treasury');
    const weights = rows.map((row) => row.indexWeight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(weights.reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(100, 6);
    const etfs = await constituents('bitcoin_etf');
    expect(etfs.reduce((sum, row) => sum + row.indexWeight, 0)).toBeCloseTo(100, 6);
  });

  it('rejects an unknown index id with 422', async () => {
    // An id the client's types refuse, sent on purpose.
    const response = await app().request('/api/index/nasdaq');
    expect(response.status).toBe(422);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain('index id must be one of');
  });

  it('lists prices newest first, 100 by default, and validates the limit', async () => {
    const prices = client().prices;
    const response = await prices.$get({ query: {} });
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list).toHaveLength(100);
    const times = list.map((price) => Date.parse(price.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const three = await prices.$get({ query: { limit: '3' } });
    expect(three.status).toBe(200);
    expect(await three.json()).toHaveLength(3);
    expect((await prices.$get({ query: { limit: '0' } })).status).toBe(422);
    expect((await prices.$get({ query: { limit: 'abc' } })).status).toBe(422);
  });

  it("daily prices: one per UTC day, the day's last, newest first", async () => {
    const { db } = database();
    const { insertPrice } = await import('../db/queries/prices.ts');
    await insertPrice(db, { symbol: 'BTC', price: 1_000, timestamp: new Date('2030-01-02T09:00:00Z'), source: 'test' });
    await insertPrice(db, { symbol: 'BTC', price: 2_000, timestamp: new Date('2030-01-02T23:59:00Z'), source: 'test' });
    await insertPrice(db, { symbol: 'BTC', price: 3_000, timestamp: new Date('2030-01-03T00:01:00Z'), source: 'test' });
    const prices = client().prices;
    const response = await prices.daily.$get({ query: { days: '3' } });
    expect(response.status).toBe(200);
    const daily = await response.json();
    expect(daily.map((price) => [price.timestamp.slice(0, 10), price.price])).toEqual([
      ['2030-01-03', 3_000],
      ['2030-01-02', 2_000],
      ['2026-08-21', daily[2]!.price],
    ]);
    expect((await prices.daily.$get({ query: { days: '0' } })).status).toBe(422);
  });

  it('all rows come back by BTC held, descending', async () => {
    const rows = await constituents();
    const btc = rows.map((row) => row.btcHoldings);
    expect(btc).toEqual([...btc].sort((a, b) => b - a));
    expect(new Set(rows.map((row) => row.indexType))).toEqual(
      new Set(['bitcoin_treasury', 'bitcoin_etf', 'government_reserve', 'green_vault']),
    );
  });

  it('combined holdings count each entity once and the categories reconcile with the total', async () => {
    const response = await client().holdings.combined.$get();
    expect(response.status).toBe(200);
    const combined = combinedHoldingsSchema.parse(await response.json());
    const sum = combined.categories.reduce((total, category) => total + category.totalBTC, 0);
    expect(combined.totalBTC).toBeCloseTo(sum, 6);
    const companies = await constituents('bitcoin_treasury');
    const green = await constituents('green_vault');
    const companyTickers = new Set(companies.map((row) => row.symbol));
    const greenOnly = green.filter((row) => !companyTickers.has(row.symbol));
    const greenCategory = combined.categories.find((category) => category.indexType === 'green_vault')!;
    expect(greenCategory.count).toBe(greenOnly.length);
    expect(combined.duplicates.map((item) => item.symbol).sort()).toEqual(
      green
        .filter((row) => companyTickers.has(row.symbol))
        .map((row) => row.symbol)
        .sort(),
    );
    // An ETF sharing a ticker string with a company is still its own holder.
    const etfCategory = combined.categories.find((category) => category.indexType === 'bitcoin_etf')!;
    const etfs = await constituents('bitcoin_etf');
    expect(etfCategory.count).toBe(etfs.length);
    // The seed lists Germany at 0 BTC (sold in 2024): listed, not counted as a holder (ADR 120).
    const governments = await constituents('government_reserve');
    expect(governments.some((row) => row.btcHoldings === 0)).toBe(true);
    const governmentCategory = combined.categories.find((category) => category.indexType === 'government_reserve')!;
    expect(governmentCategory.count).toBe(governments.filter((row) => row.btcHoldings > 0).length);
    expect(combined.doubleCountingNote).toMatch(/counted once/);
  });

  it('a change of other data leaves an index result as it was: same time, same ETag, a 304 (ADR 136)', async () => {
    const instance = app();
    const admin = await signUpAdmin(instance, database().db);
    const before = await client(instance).index[':id'].$get({ param: { id: 'bitcoin_treasury' }, query: {} });
    const etag = before.headers.get('etag')!;
    const { calculatedAt } = indexResultSchema.parse(await before.json());
    const response = await addConstituent(instance, admin, {
      companyName: 'Example Bitcoin Fund',
      symbol: 'EXBF',
      indexType: 'bitcoin_etf',
      btcHoldings: 1_000,
      marketCap: 1e8,
    });
    expect(response.status).toBe(201);
    // The write dropped every cached read; the index is calculated again, with the same figures.
    const revalidated = await client(instance).index[':id'].$get(
      { param: { id: 'bitcoin_treasury' }, query: {} },
      { headers: { 'if-none-match': etag } },
    );
    expect(revalidated.status).toBe(304);
    const after = await indexResult('bitcoin_treasury', instance);
    expect(after.calculatedAt).toBe(calculatedAt);
  });

  it('an admin adds a constituent: bitcoin_treasury by default, weights and the index refresh', async () => {
    const instance = app();
    const admin = await signUpAdmin(instance, database().db);
    const before = await indexResult('bitcoin_treasury', instance);
    const response = await addConstituent(instance, admin, {
      companyName: 'Example Treasury Co',
      symbol: 'EXTC',
      btcHoldings: 250_000,
      marketCap: 1e9,
    });
    expect(response.status).toBe(201);
    const added = await response.json();
    expect(added).toMatchObject({ companyName: 'Example Treasury Co', indexType: 'bitcoin_treasury', symbol: 'EXTC' });
    expect(added.indexWeight).toBeGreaterThan(0);
    expect(added.btcValueUSD).toBeGreaterThan(0);
    const after = await indexResult('bitcoin_treasury', instance);
    expect(after.constituentCount).toBe(before.constituentCount + 1);
    expect(after.constituents.some((c) => c.symbol === 'EXTC')).toBe(true);
  });

  it("the spec's insert takes the market cap's source note, and cites its own source for a new market cap", async () => {
    const instance = app();
    const admin = await signUpAdmin(instance, database().db);
    const post = async (body: Omit<ConstituentInput, 'companyName' | 'symbol'>) => {
      const response = await addConstituent(instance, admin, { companyName: 'Note Test Co', symbol: 'NTCO', ...body });
      expect(response.status).toBe(201);
      return await response.json();
    };
    expect((await post({ btcHoldings: 5_000, marketCap: 1e9, sourceNote: 'Filing (test)' })).marketCapSourceNote).toBe(
      'Filing (test)',
    );
    const given = await post({ btcHoldings: 5_000, marketCap: 1e9, marketCapSourceNote: 'Close (test)' });
    expect(given).toMatchObject({
      marketCapSourceNote: 'Close (test)',
      sourceNote: 'Entered by a Vaultmark administrator',
    });
    // Holdings change, market cap as it was: its note stays.
    expect((await post({ btcHoldings: 5_500, marketCap: 1e9 })).marketCapSourceNote).toBe('Close (test)');
  });

  it('accepts the legacy government_reserves type and stores it canonically', async () => {
    const instance = app();
    const admin = await signUpAdmin(instance, database().db);
    const response = await addConstituent(instance, admin, {
      companyName: 'Example Republic',
      btcHoldings: 10,
      indexType: 'government_reserves',
    });
    expect(response.status).toBe(201);
    expect((await response.json()).indexType).toBe('government_reserve');
  });

  it('rejects a bad constituent with field messages and writes nothing', async () => {
    const instance = app();
    const admin = await signUpAdmin(instance, database().db);
    const count = (await constituents()).length;
    const response = await addConstituent(instance, admin, { companyName: '', btcHoldings: -1 });
    expect(response.status).toBe(422);
    const body = JSON.parse(await response.text()) as { details: { issues: { path: string; message: string }[] } };
    expect(body.details.issues).toEqual(
      expect.arrayContaining([
        { path: 'companyName', message: 'This field is required.' },
        { path: 'btcHoldings', message: 'Enter a number from 0 to 21,000,000.' },
      ]),
    );
    expect((await constituents()).length).toBe(count);
  });

  it('imports all rows or none, naming the bad row', async () => {
    const instance = app();
    const admin = await signUpAdmin(instance, database().db);
    const count = (await constituents()).length;
    // Raw requests: the import route reads its JSON body itself, so the client's types know no body.
    const post = (rows: unknown[]) =>
      instance.request('/api/constituents/import', {
        method: 'POST',
        headers: jsonHeaders(admin.cookie),
        body: JSON.stringify({ rows }),
      });

    const bad = await post([
      { companyName: 'Import One', btcHoldings: 500, marketCap: 1e8 },
      { companyName: 'Import Two', btcHoldings: 'lots' },
    ]);
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toMatch(/Row 2: btcHoldings/);

    const repeated = await post([
      { companyName: 'Import One', btcHoldings: 500 },
      { companyName: 'Import One', btcHoldings: 600 },
    ]);
    expect(repeated.status).toBe(422);
    expect(((await repeated.json()) as { message: string }).message).toMatch(/Row 2: Import One .* repeats row 1/);
    expect((await constituents()).length).toBe(count);

    const good = await post([
      { companyName: 'Import One', symbol: 'IMP1', btcHoldings: 500, marketCap: 1e8 },
      { companyName: 'Import Two', symbol: 'IMP2', btcHoldings: 4_000, marketCap: 2e9, sector: 'Software' },
    ]);
    expect(good.status).toBe(201);
    expect(await good.json()).toEqual({ imported: 2 });
    const rows = await constituents('bitcoin_treasury');
    expect(rows.filter((row) => row.symbol === 'IMP1' || row.symbol === 'IMP2')).toHaveLength(2);
  });

  it('writes are for administrators only', async () => {
    const instance = app();
    const user = await signUp(instance);
    const json = { companyName: 'Sneaky Co', btcHoldings: 1 };
    expect((await addConstituent(instance, undefined, json)).status).toBe(401);
    expect((await addConstituent(instance, user, json)).status).toBe(403);
  });
});
