// The browser revalues cached holdings from a realtime price with domain/market/valuation.ts;
// the server keeps the same columns with SQL (derived-values.ts). This ties the two: after a
// price insert and the server's refresh, every stored row equals the domain's revaluation of
// the row as it was, on both engines.
import { describe, expect, it } from 'vitest';
import { revalueAtPrice } from '../../domain/market/valuation.ts';
import { listConstituents } from '../db/queries/constituents.ts';
import { insertPrice } from '../db/queries/prices.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { refreshDerivedValues } from '../db/queries/derived-values.ts';

const NEW_PRICE = 123_456.78;

describe.each(testEngines())('revaluing at a new BTC price on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });

  it('the server stores what the browser derives from the price event', async () => {
    const { db } = database();
    const before = await listConstituents(db);
    await db.transaction(async (inTransaction) => {
      await insertPrice(inTransaction, { symbol: 'BTC', price: NEW_PRICE, timestamp: new Date(), source: 'test' });
      await refreshDerivedValues(inTransaction);
    });
    const after = new Map((await listConstituents(db)).map((row) => [row.id, row]));
    expect(after.size).toBe(before.length);
    for (const row of before) {
      const stored = after.get(row.id)!;
      const derived = revalueAtPrice(row, NEW_PRICE);
      expect(stored.btcValueUSD).toBeCloseTo(derived.btcValueUSD, 2);
      expect(stored.btcPercentOfAssets === null).toBe(derived.btcPercentOfAssets === null);
      expect(stored.btcPercentOfAssets ?? 0).toBeCloseTo(derived.btcPercentOfAssets ?? 0, 6);
    }
  });
});
