// Today's index history row follows the index (ADR 168): after a holdings edit and after a
// new BTC price, GET /api/v1/index/:id and today's point of /api/v1/index-history/:id (and of
// the chart's /api/index-history) agree to the cent — on PGlite, and on PostgreSQL when
// DATABASE_URL_TEST is set.
import { describe, expect, it } from 'vitest';
import type { Constituent } from '../../domain/schemas/constituents.ts';
import type { IndexHistoryRow, IndexResultResponse } from '../../domain/schemas/market.ts';
import { createApp } from '../app.ts';
import { writeIndexSnapshot } from '../jobs/index-snapshot.ts';
import { jsonHeaders, signUpAdmin } from '../testing/auth-helpers.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

describe.each(testEngines())('index history on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });

  it("today's row follows the index after a holdings edit and a price change", async () => {
    const instance = createApp({ db: database().handle });
    const { db } = database();
    const today = new Date().toISOString().slice(0, 10);
    const getJson = async <T>(path: string): Promise<T> => {
      const response = await instance.request(path);
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    };
    const agree = async () => {
      const { data: result } = await getJson<{ data: IndexResultResponse }>('/api/v1/index/bitcoin_treasury');
      const { data: rows } = await getJson<{ data: IndexHistoryRow[] }>('/api/v1/index-history/bitcoin_treasury');
      const point = rows.find((row) => row.date === today);
      expect(point?.indexValue.toFixed(2)).toBe(result.indexValue.toFixed(2));
      expect(point).toMatchObject({
        totalBtc: result.totalBTC,
        totalMarketCap: result.totalMarketCap,
        constituentCount: result.constituentCount,
      });
      const chart = await getJson<IndexHistoryRow[]>('/api/index-history?index_type=bitcoin_treasury');
      expect(chart.find((row) => row.date === today)).toEqual(point);
      return result;
    };
    // The start-up snapshot writes today's row from the figures of that moment.
    await writeIndexSnapshot(db, today, ['bitcoin_treasury']);
    const start = await agree();

    const admin = await signUpAdmin(instance, db);
    const rows = await getJson<Constituent[]>('/api/constituents?index_type=bitcoin_treasury');
    const second = rows[1]!;
    const patched = await instance.request(`/api/admin/constituents/${second.id}`, {
      method: 'PATCH',
      headers: jsonHeaders(admin.cookie),
      body: JSON.stringify({ btcHoldings: second.btcHoldings * 3, asOf: today, sourceNote: 'Test filing' }),
    });
    expect(patched.status).toBe(200);
    const edited = await agree();
    expect(edited.indexValue).not.toBe(start.indexValue);

    const price = await instance.request('/api/admin/prices', {
      method: 'POST',
      headers: jsonHeaders(admin.cookie),
      body: JSON.stringify({
        price: Math.round((edited.price?.price ?? 90_000) * 1.5),
        timestamp: new Date().toISOString(),
        source: 'Test',
      }),
    });
    expect(price.status).toBe(201);
    expect(((await price.json()) as { revalued: boolean }).revalued).toBe(true);
    const repriced = await agree();
    expect(repriced.totalValueUSD).not.toBe(edited.totalValueUSD);
  });
});
