// Today's index history row follows the index (ADR 168): after a holdings edit and after a
// new BTC price, GET /api/v1/index/:id and today's point of /api/v1/index-history/:id (and of
// the chart's /api/index-history) agree to the cent — on PGlite, and on PostgreSQL when
// DATABASE_URL_TEST is set. Through Hono's typed testClient; the public reads answer from
// the read cache, untyped, and are parsed with their contract.
import { testClient } from 'hono/testing';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { constituentListSchema } from '../../domain/schemas/constituents.ts';
import { indexHistoryListSchema, indexResultSchema } from '../../domain/schemas/market.ts';
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
    const api = testClient(instance).api;
    /** A read's body, parsed with its contract (the public reads answer untyped, from the read cache). */
    const read = async <Schema extends z.ZodMiniType>(answer: Promise<Response>, schema: Schema) => {
      const response = await answer;
      expect(response.status, response.url).toBe(200);
      return z.parse(schema, await response.json());
    };
    const treasury = { param: { id: 'bitcoin_treasury' as const }, query: {} };
    const agree = async () => {
      const { data: result } = await read(api.v1.index[':id'].$get(treasury), z.object({ data: indexResultSchema }));
      const { data: rows } = await read(
        api.v1['index-history'][':id'].$get(treasury),
        z.object({ data: indexHistoryListSchema }),
      );
      const point = rows.find((row) => row.date === today);
      expect(point?.indexValue.toFixed(2)).toBe(result.indexValue.toFixed(2));
      expect(point).toMatchObject({
        totalBtc: result.totalBTC,
        totalMarketCap: result.totalMarketCap,
        constituentCount: result.constituentCount,
      });
      const chart = await read(
        api['index-history'].$get({ query: { index_type: 'bitcoin_treasury' } }),
        indexHistoryListSchema,
      );
      expect(chart.find((row) => row.date === today)).toEqual(point);
      return result;
    };
    // The start-up snapshot writes today's row from the figures of that moment.
    await writeIndexSnapshot(db, today, ['bitcoin_treasury']);
    const start = await agree();

    const admin = await signUpAdmin(instance, db);
    const rows = await read(
      api.constituents.$get({ query: { index_type: 'bitcoin_treasury' } }),
      constituentListSchema,
    );
    const second = rows[1]!;
    const asAdmin = testClient(instance, undefined, undefined, { headers: () => jsonHeaders(admin.cookie) }).api;
    const patched = await asAdmin.admin.constituents[':id'].$patch({
      param: { id: second.id },
      json: { btcHoldings: second.btcHoldings * 3, asOf: today, sourceNote: 'Test filing' },
    });
    expect(patched.status).toBe(200);
    const edited = await agree();
    expect(edited.indexValue).not.toBe(start.indexValue);

    const price = await asAdmin.admin.prices.$post({
      json: {
        price: Math.round((edited.price?.price ?? 90_000) * 1.5),
        timestamp: new Date().toISOString(),
        source: 'Test',
      },
    });
    expect(price.status).toBe(201);
    expect((await price.json()).revalued).toBe(true);
    const repriced = await agree();
    expect(repriced.totalValueUSD).not.toBe(edited.totalValueUSD);
  });
});
