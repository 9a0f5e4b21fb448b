// The home counter's summary counts holders, as the tables do (ADR 120): a public company
// whose row is at 0 BTC stays listed but is neither counted nor bounds the period.
import { beforeEach, describe, expect, it } from 'vitest';
import { testEngines, useTestDatabase } from '../../testing/test-db.ts';
import { treasuryConstituents, type NewConstituentRow } from '../schema.ts';
import { getHoldingsSummary } from './holdings.ts';

const company = (name: string, btcHoldings: number, asOfDate: string): NewConstituentRow => ({
  companyName: name,
  btcHoldings,
  asOfDate,
  asOf: asOfDate,
  indexType: 'bitcoin_treasury',
});

describe.each(testEngines())('the holdings summary on %s', (engine) => {
  const database = useTestDatabase(engine);
  // One database per file: each case starts without constituents.
  beforeEach(async () => {
    await database().db.delete(treasuryConstituents);
  });

  it('counts the companies holding bitcoin, and dates the period by them only', async () => {
    const { db } = database();
    await db.insert(treasuryConstituents).values([
      company('Holder A', 1_000, '2026-03-31'),
      company('Holder B', 250.5, '2026-06-15'),
      // Sold everything: listed, dated, not a holder.
      company('Seller C', 0, '2024-07-12'),
      // Another index's row is not a public company.
      { ...company('Fund D', 5_000, '2020-01-01'), indexType: 'bitcoin_etf' },
    ]);

    const { publicCompanies } = await getHoldingsSummary(db);

    expect(publicCompanies).toEqual({
      totalBtc: 1_250.5,
      companyCount: 2,
      earliestAsOf: '2026-03-31',
      latestAsOf: '2026-06-15',
    });
  });

  it('says nothing is held when every company is at 0 BTC', async () => {
    const { db } = database();
    await db.insert(treasuryConstituents).values([company('Seller C', 0, '2024-07-12')]);

    const { publicCompanies } = await getHoldingsSummary(db);

    expect(publicCompanies).toEqual({ totalBtc: 0, companyCount: 0, earliestAsOf: null, latestAsOf: null });
  });
});
