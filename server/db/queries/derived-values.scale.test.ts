// Writes that scale (issue 12 §4): with 50,000 rows stored, a single admin write and a
// 10,000-row import both succeed on PGlite and PostgreSQL (the old per-row parameters broke
// past 32,767 rows), and the stored weights are exactly calculateIndex's on the stored rows.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calculateIndex } from '../../../domain/index-methodology/calculate-index.ts';
import { methodologies } from '../../../domain/index-methodology/methodologies.ts';
import type { ConstituentWriteResponse, ImportPreview, ImportSummary } from '../../../domain/schemas/admin.ts';
import { INDEX_TYPES } from '../../../domain/schemas/common.ts';
import { createApp } from '../../app.ts';
import type { Database } from '../client.ts';
import { insertPrice } from './prices.ts';
import { rawRows } from '../raw-rows.ts';
import { lockIndexTypes } from '../write-locks.ts';
import { jsonHeaders, signUpAdmin } from '../../testing/auth-helpers.ts';
import { testEngines, useTestDatabase } from '../../testing/test-db.ts';
import { refreshDerivedValues } from './derived-values.ts';

const TREASURY_ROWS = 40_000;
const ETF_ROWS = 10_000;
const IMPORT_ROWS = 10_000;

interface StoredRow {
  id: string;
  companyName: string;
  symbol: string | null;
  btcHoldings: number;
  btcValueUSD: number;
  marketCap: number | null;
  indexWeight: number;
}

/** Rows of one index type as one JSON value (a drizzle read of 50,000 rows is slow on PGlite). */
async function storedRows(db: Database, indexType: string): Promise<StoredRow[]> {
  const [row] = await rawRows<{ rows: string }>(
    db,
    sql`SELECT json_agg(json_build_array(id, company_name, ticker, btc_holdings, btc_value_usd, market_cap, index_weight))::text AS rows
      FROM treasury_constituents WHERE index_type = ${indexType}`,
  );
  return (JSON.parse(row!.rows) as [string, string, string | null, number, number, number | null, number][]).map(
    ([id, companyName, symbol, btcHoldings, btcValueUSD, marketCap, indexWeight]) => ({
      id,
      companyName,
      symbol,
      btcHoldings: Number(btcHoldings),
      btcValueUSD: Number(btcValueUSD),
      marketCap: marketCap === null ? null : Number(marketCap),
      indexWeight: Number(indexWeight),
    }),
  );
}

async function weightSum(db: Database, indexType: string): Promise<number> {
  const [row] = await rawRows<{ total: unknown }>(
    db,
    sql`SELECT sum(index_weight) AS total FROM treasury_constituents WHERE index_type = ${indexType}`,
  );
  return Number(row!.total);
}

/** Every stored weight against calculateIndex (capped index) or the share of BTC (ETFs). */
async function expectWeightsRight(db: Database) {
  const treasury = await storedRows(db, 'bitcoin_treasury');
  const expected = new Map(
    calculateIndex(treasury, methodologies.bitcoin_treasury).constituents.map((row) => [row.id, row.indexWeight]),
  );
  for (const row of treasury) expect(row.indexWeight).toBeCloseTo(expected.get(row.id) ?? 0, 9);
  expect(await weightSum(db, 'bitcoin_treasury')).toBeCloseTo(100, 6);
  const etfs = await storedRows(db, 'bitcoin_etf');
  const totalBtc = etfs.reduce((total, row) => total + row.btcHoldings, 0);
  for (const row of etfs) expect(row.indexWeight).toBeCloseTo((row.btcHoldings / totalBtc) * 100, 9);
}

describe.each(testEngines())('writes at 50,000 rows on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('a single write and a 10,000-row import succeed, and the weights are right', async () => {
    const { db, handle } = database();
    await insertPrice(db, {
      symbol: 'BTC',
      price: 90_000,
      timestamp: new Date('2026-11-01T00:00:00Z'),
      source: 'test',
    });
    // Deterministic spread of holdings and market caps; most rows are eligible for the index.
    await db.execute(sql`
      INSERT INTO treasury_constituents (company_name, ticker, btc_holdings, market_cap, index_type, as_of, as_of_date, source_note)
      SELECT 'Scale Co ' || i, 'SC' || i, 2000 + (i * 7919) % 100000, 1e8 + (i * 104729) % 9e10,
        'bitcoin_treasury', '2026-11-01', '2026-11-01', 'scale test'
      FROM generate_series(1::bigint, ${TREASURY_ROWS}::bigint) AS i`);
    await db.execute(sql`
      INSERT INTO treasury_constituents (company_name, btc_holdings, index_type, as_of, as_of_date, source_note)
      SELECT 'Scale Fund ' || i, 1 + (i * 31) % 5000, 'bitcoin_etf', '2026-11-01', '2026-11-01', 'scale test'
      FROM generate_series(1::bigint, ${ETF_ROWS}::bigint) AS i`);
    await db.transaction(async (tx) => {
      await refreshDerivedValues(tx, await lockIndexTypes(tx, INDEX_TYPES));
    });

    const app = createApp({ db: handle });
    const admin = await signUpAdmin(app, db);
    const send = (method: string, path: string, body?: string, type = 'application/json') =>
      app.request(path, { method, headers: { ...jsonHeaders(admin.cookie), 'content-type': type }, body });

    const single = await send(
      'POST',
      '/api/admin/constituents',
      JSON.stringify({
        companyName: 'One More Treasury',
        btcHoldings: 250_000,
        marketCap: 5e9,
        asOf: '2026-11-20',
        sourceNote: 'scale test',
      }),
    );
    expect(single.status).toBe(201);
    expect(((await single.json()) as ConstituentWriteResponse).row.indexWeight).toBeGreaterThan(0);
    expect(await weightSum(db, 'bitcoin_treasury')).toBeCloseTo(100, 6);

    const file = [
      'companyName,indexType,btcHoldings,marketCap,asOf,sourceNote',
      ...Array.from(
        { length: IMPORT_ROWS },
        (_, i) =>
          `Imported Scale Co ${i},bitcoin_treasury,${3_000 + ((i * 37) % 40_000)},${2e8 + i * 1_000},2026-11-15,scale file`,
      ),
    ].join('\n');
    const preview = await send('POST', '/api/admin/imports?fileName=scale.csv', file, 'text/csv');
    expect(preview.status).toBe(201);
    const previewed = (await preview.json()) as ImportPreview;
    expect(previewed.import.counts).toMatchObject({ rows: IMPORT_ROWS, added: IMPORT_ROWS, invalid: 0 });
    const commit = await send('POST', `/api/admin/imports/${previewed.import.id}/commit`);
    expect(commit.status).toBe(200);
    expect(((await commit.json()) as { import: ImportSummary }).import.counts.added).toBe(IMPORT_ROWS);
    const [count] = await rawRows<{ rows: unknown }>(db, sql`select count(*) as rows from treasury_constituents`);
    expect(Number(count!.rows)).toBe(TREASURY_ROWS + ETF_ROWS + 1 + IMPORT_ROWS);
    // Every weight, after the write and the import, is calculateIndex's on the stored rows.
    await expectWeightsRight(db);
  }, 300_000);
});
