// Market-data routes on a real seeded database (PGlite, and PostgreSQL when
// DATABASE_URL_TEST is set): index results, prices, history, combined holdings and the
// admin writes (add, all-or-nothing import).
import { describe, expect, it } from 'vitest';
import { calculateIndex } from '../../domain/index-methodology/calculate-index.ts';
import { INDEX_IDS, methodologies } from '../../domain/index-methodology/methodologies.ts';
import type { Constituent } from '../../domain/schemas/constituents.ts';
import type { CombinedHoldings, IndexResultResponse } from '../../domain/schemas/market.ts';
import type { Price } from '../../domain/schemas/prices.ts';
import { createApp } from '../app.ts';
import { jsonHeaders, signUp, signUpAdmin } from '../testing/auth-helpers.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

describe.each(testEngines())('market routes on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  const app = () => createApp({ db: database().handle });
  const getJson = async <T>(path: string, status = 200): Promise<T> => {
    const response = await app().request(path);
    expect(response.status, path).toBe(status);
    return (await response.json()) as T;
  };

  it('GET /api/index/:id is calculateIndex on the stored rows of that index', async () => {
    for (const id of INDEX_IDS) {
      const methodology = methodologies[id];
      const rows = await getJson<Constituent[]>(`/api/constituents?index_type=${methodology.sourceIndexType}`);
      const expected = calculateIndex(rows, methodology);
      const result = await getJson<IndexResultResponse>(`/api/index/${id}`);
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
    const rows = await getJson<Constituent[]>('/api/constituents?index_type=green_vault');
    const bitfarms = rows.find((row) => row.symbol === 'BITF')!;
    expect(bitfarms).toMatchObject({
      renewableEnergyPct: 99,
      renewableAsOf: '2022-01-05',
      asOf: '2026-03-09/2026-03-16',
    });
    const index = await getJson<IndexResultResponse>('/api/index/green_vault');
    expect(index.constituents.find((row) => row.symbol === 'BITF')?.renewableAsOf).toBe('2022-01-05');
  });

  it('stores official weights: constituents come back heaviest first and sum to 100 in the index', async () => {
    const rows = await getJson<Constituent[]>('/api/constituents?index_type=bitcoin_treasury');
    const weights = rows.map((row) => row.indexWeight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(weights.reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(100, 6);
    const etfs = await getJson<Constituent[]>('/api/constituents?index_type=bitcoin_etf');
    expect(etfs.reduce((sum, row) => sum + row.indexWeight, 0)).toBeCloseTo(100, 6);
  });

  it('rejects an unknown index id with 422', async () => {
    const body = await getJson<{ code: string; message: string }>('/api/index/nasdaq', 422);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain('index id must be one of');
  });

  it('lists prices newest first, 100 by default, and validates the limit', async () => {
    const list = await getJson<Price[]>('/api/prices');
    expect(list).toHaveLength(100);
    const times = list.map((price) => Date.parse(price.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await getJson<Price[]>('/api/prices?limit=3')).toHaveLength(3);
    await getJson('/api/prices?limit=0', 422);
    await getJson('/api/prices?limit=abc', 422);
  });

  it("daily prices: one per UTC day, the day's last, newest first", async () => {
    const { db } = database();
    const { insertPrice } = await import('../db/queries/prices.ts');
    await insertPrice(db, { symbol: 'BTC', price: 1_000, timestamp: new Date('2030-01-02T09:00:00Z'), source: 'test' });
    await insertPrice(db, { symbol: 'BTC', price: 2_000, timestamp: new Date('2030-01-02T23:59:00Z'), source: 'test' });
    await insertPrice(db, { symbol: 'BTC', price: 3_000, timestamp: new Date('2030-01-03T00:01:00Z'), source: 'test' });
    const daily = await getJson<Price[]>('/api/prices/daily?days=3');
    expect(daily.map((price) => [price.timestamp.slice(0, 10), price.price])).toEqual([
      ['2030-01-03', 3_000],
      ['2030-01-02', 2_000],
      ['2026-08-21', daily[2]!.price],
    ]);
    await getJson('/api/prices/daily?days=0', 422);
  });

  it('all rows come back by BTC held, descending', async () => {
    const rows = await getJson<Constituent[]>('/api/constituents');
    const btc = rows.map((row) => row.btcHoldings);
    expect(btc).toEqual([...btc].sort((a, b) => b - a));
    expect(new Set(rows.map((row) => row.indexType))).toEqual(
      new Set(['bitcoin_treasury', 'bitcoin_etf', 'government_reserve', 'green_vault']),
    );
  });

  it('combined holdings count each entity once and the categories reconcile with the total', async () => {
    const combined = await getJson<CombinedHoldings>('/api/holdings/combined');
    const sum = combined.categories.reduce((total, category) => total + category.totalBTC, 0);
    expect(combined.totalBTC).toBeCloseTo(sum, 6);
    const companies = await getJson<Constituent[]>('/api/constituents?index_type=bitcoin_treasury');
    const green = await getJson<Constituent[]>('/api/constituents?index_type=green_vault');
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
    const etfs = await getJson<Constituent[]>('/api/constituents?index_type=bitcoin_etf');
    expect(etfCategory.count).toBe(etfs.length);
    // The seed lists Germany at 0 BTC (sold in 2024): listed, not counted as a holder (ADR 120).
    const governments = await getJson<Constituent[]>('/api/constituents?index_type=government_reserve');
    expect(governments.some((row) => row.btcHoldings === 0)).toBe(true);
    const governmentCategory = combined.categories.find((category) => category.indexType === 'government_reserve')!;
    expect(governmentCategory.count).toBe(governments.filter((row) => row.btcHoldings > 0).length);
    expect(combined.doubleCountingNote).toMatch(/counted once/);
  });

  it('a change of other data leaves an index result as it was: same time, same ETag, a 304 (ADR 136)', async () => {
    const instance = app();
    const admin = await signUpAdmin(instance, database().db);
    const before = await instance.request('/api/index/bitcoin_treasury');
    const etag = before.headers.get('etag')!;
    const { calculatedAt } = (await before.json()) as IndexResultResponse;
    const response = await instance.request('/api/constituents', {
      method: 'POST',
      headers: jsonHeaders(admin.cookie),
      body: JSON.stringify({
        companyName: 'Example Bitcoin Fund',
        symbol: 'EXBF',
        indexType: 'bitcoin_etf',
        btcHoldings: 1_000,
        marketCap: 1e8,
      }),
    });
    expect(response.status).toBe(201);
    // The write dropped every cached read; the index is calculated again, with the same figures.
    const revalidated = await instance.request('/api/index/bitcoin_treasury', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    const after = (await (await instance.request('/api/index/bitcoin_treasury')).json()) as IndexResultResponse;
    expect(after.calculatedAt).toBe(calculatedAt);
  });

  it('an admin adds a constituent: bitcoin_treasury by default, weights and the index refresh', async () => {
    const instance = app();
    const admin = await signUpAdmin(instance, database().db);
    const before = await (await instance.request('/api/index/bitcoin_treasury')).json();
    const response = await instance.request('/api/constituents', {
      method: 'POST',
      headers: jsonHeaders(admin.cookie),
      body: JSON.stringify({
        companyName: 'Example Treasury Co',
        symbol: 'EXTC',
        btcHoldings: 250_000,
        marketCap: 1e9,
      }),
    });
    expect(response.status).toBe(201);
    const added = (await response.json()) as Constituent;
    expect(added).toMatchObject({ companyName: 'Example Treasury Co', indexType: 'bitcoin_treasury', symbol: 'EXTC' });
    expect(added.indexWeight).toBeGreaterThan(0);
    expect(added.btcValueUSD).toBeGreaterThan(0);
    const after = (await (await instance.request('/api/index/bitcoin_treasury')).json()) as IndexResultResponse;
    expect(after.constituentCount).toBe((before as IndexResultResponse).constituentCount + 1);
    expect(after.constituents.some((c) => c.symbol === 'EXTC')).toBe(true);
  });

  it("the spec's insert takes the market cap's source note, and cites its own source for a new market cap", async () => {
    const instance = app();
    const admin = await signUpAdmin(instance, database().db);
    const post = async (body: Record<string, unknown>) => {
      const response = await instance.request('/api/constituents', {
        method: 'POST',
        headers: jsonHeaders(admin.cookie),
        body: JSON.stringify({ companyName: 'Note Test Co', symbol: 'NTCO', ...body }),
      });
      expect(response.status).toBe(201);
      return (await response.json()) as Constituent;
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
    const response = await instance.request('/api/constituents', {
      method: 'POST',
      headers: jsonHeaders(admin.cookie),
      body: JSON.stringify({ companyName: 'Example Republic', btcHoldings: 10, indexType: 'government_reserves' }),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as Constituent).indexType).toBe('government_reserve');
  });

  it('rejects a bad constituent with field messages and writes nothing', async () => {
    const instance = app();
    const admin = await signUpAdmin(instance, database().db);
    const count = (await getJson<Constituent[]>('/api/constituents')).length;
    const response = await instance.request('/api/constituents', {
      method: 'POST',
      headers: jsonHeaders(admin.cookie),
      body: JSON.stringify({ companyName: '', btcHoldings: -1 }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { details: { issues: { path: string; message: string }[] } };
    expect(body.details.issues).toEqual(
      expect.arrayContaining([
        { path: 'companyName', message: 'This field is required.' },
        { path: 'btcHoldings', message: 'Enter a number from 0 to 21,000,000.' },
      ]),
    );
    expect((await getJson<Constituent[]>('/api/constituents')).length).toBe(count);
  });

  it('imports all rows or none, naming the bad row', async () => {
    const instance = app();
    const admin = await signUpAdmin(instance, database().db);
    const count = (await getJson<Constituent[]>('/api/constituents')).length;
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
    expect((await getJson<Constituent[]>('/api/constituents')).length).toBe(count);

    const good = await post([
      { companyName: 'Import One', symbol: 'IMP1', btcHoldings: 500, marketCap: 1e8 },
      { companyName: 'Import Two', symbol: 'IMP2', btcHoldings: 4_000, marketCap: 2e9, sector: 'Software' },
    ]);
    expect(good.status).toBe(201);
    expect(await good.json()).toEqual({ imported: 2 });
    const rows = await getJson<Constituent[]>('/api/constituents?index_type=bitcoin_treasury');
    expect(rows.filter((row) => row.symbol === 'IMP1' || row.symbol === 'IMP2')).toHaveLength(2);
  });

  it('writes are for administrators only', async () => {
    const instance = app();
    const user = await signUp(instance);
    const body = JSON.stringify({ companyName: 'Sneaky Co', btcHoldings: 1 });
    expect((await instance.request('/api/constituents', { method: 'POST', headers: jsonHeaders(), body })).status).toBe(
      401,
    );
    expect(
      (await instance.request('/api/constituents', { method: 'POST', headers: jsonHeaders(user.cookie), body })).status,
    ).toBe(403);
  });
});
