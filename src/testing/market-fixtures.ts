// Market-data test fixtures built from the API contracts: a small Pure Bitcoin Treasury set
// (one row below the 3,000 BTC minimum, one with a stale as-of date), ETFs, governments, a
// GreenVault row, prices, the index result the domain calculates from them, and history.
// Round, made-up figures: tests check arithmetic and rendering, not the market.
import { calculateIndex } from '@domain/index-methodology/calculate-index';
import { combineHoldings } from '@domain/market/combined-holdings';
import { methodologies, type IndexId } from '@domain/index-methodology/methodologies';
import type { IndexType } from '@domain/schemas/common';
import type { Constituent } from '@domain/schemas/constituents';
import type { Holder } from '@domain/schemas/holders';
import type { CombinedHoldings, IndexHistoryRow, IndexResultResponse } from '@domain/schemas/market';
import type { Price } from '@domain/schemas/prices';

export const FIXTURE_BTC_PRICE = 65_000;

/** yyyy-mm-dd of `days` days before today (UTC), so staleness tests do not age. */
export function isoDaysAgo(days: number, now = Date.now()): string {
  return new Date(now - days * 86_400_000).toISOString().slice(0, 10);
}

let sequence = 0;

export function constituentFixture(overrides: Partial<Constituent> = {}): Constituent {
  sequence += 1;
  const btcHoldings = overrides.btcHoldings ?? 10_000;
  const marketCap = overrides.marketCap === undefined ? 2_000_000_000 : overrides.marketCap;
  const asOfDate = overrides.asOfDate === undefined ? isoDaysAgo(10) : overrides.asOfDate;
  return {
    id: `fixture-${sequence}`,
    companyName: `Fixture Company ${sequence}`,
    symbol: `FX${sequence}`,
    btcHoldings,
    btcValueUSD: btcHoldings * FIXTURE_BTC_PRICE,
    marketCap,
    totalAssets: marketCap,
    btcPercentOfAssets: null,
    indexWeight: 0,
    sector: 'Software',
    country: 'US',
    indexType: 'bitcoin_treasury',
    lastUpdated: '2026-06-15T00:00:00.000Z',
    asOf: asOfDate,
    asOfDate,
    exchange: 'Nasdaq',
    sourceNote: 'Company filing (fixture).',
    marketCapAsOf: asOfDate,
    renewableEnergyPct: null,
    renewableClaimBasis: null,
    sharesOutstanding: null,
    totalDebtUSD: null,
    preferredUSD: null,
    cashUSD: null,
    capitalAsOf: null,
    ...overrides,
  };
}

export const treasuryFixtures: Constituent[] = [
  constituentFixture({
    companyName: 'Alpha Strategy Inc',
    symbol: 'ALPH',
    sector: 'Software',
    btcHoldings: 500_000,
    marketCap: 50_000_000_000,
  }),
  constituentFixture({
    companyName: 'Bravo Mining',
    symbol: 'BRVO',
    sector: 'Bitcoin Mining',
    btcHoldings: 50_000,
    marketCap: 6_000_000_000,
  }),
  constituentFixture({
    companyName: 'Charlie Holdings',
    symbol: 'CHLY',
    sector: 'Investment',
    btcHoldings: 30_000,
    marketCap: 4_000_000_000,
  }),
  constituentFixture({
    companyName: 'Delta Payments',
    symbol: 'DLTA',
    sector: 'Fintech',
    btcHoldings: 8_000,
    marketCap: 40_000_000_000,
  }),
  constituentFixture({
    companyName: 'Echo Motors',
    symbol: 'ECHO',
    sector: 'Automotive',
    btcHoldings: 11_000,
    marketCap: 900_000_000_000,
  }),
  constituentFixture({
    companyName: 'Foxtrot Mining',
    symbol: 'FOXT',
    sector: 'Bitcoin Mining',
    btcHoldings: 12_000,
    marketCap: 3_000_000_000,
  }),
  constituentFixture({
    companyName: 'Golf Treasury',
    symbol: 'GOLF',
    sector: 'Investment',
    btcHoldings: 6_000,
    marketCap: 700_000_000,
  }),
  constituentFixture({
    companyName: 'Hotel Software',
    symbol: 'HOTL',
    sector: 'Software',
    btcHoldings: 4_000,
    marketCap: 1_000_000_000,
    asOf: 'FY2024 annual report',
    asOfDate: isoDaysAgo(400),
  }),
  constituentFixture({
    companyName: 'India Small Co',
    symbol: 'INDI',
    sector: 'Fintech',
    btcHoldings: 2_834,
    marketCap: 500_000_000,
  }),
];

export const etfFixtures: Constituent[] = [
  constituentFixture({
    indexType: 'bitcoin_etf',
    companyName: 'Example Bitcoin Trust',
    symbol: 'EXBT',
    sector: null,
    marketCap: null,
    totalAssets: null,
    btcHoldings: 600_000,
    exchange: 'Nasdaq',
    sourceNote: 'Issuer website (fixture).',
  }),
  constituentFixture({
    indexType: 'bitcoin_etf',
    companyName: 'Sample Bitcoin Fund',
    symbol: 'SMBF',
    sector: null,
    marketCap: null,
    totalAssets: null,
    btcHoldings: 150_000,
    exchange: 'NYSE Arca',
    sourceNote: 'Fund holdings file (fixture).',
  }),
];

export const governmentFixtures: Constituent[] = [
  constituentFixture({
    indexType: 'government_reserve',
    companyName: 'Freedonia',
    symbol: null,
    country: 'Freedonia',
    sector: null,
    marketCap: null,
    totalAssets: null,
    btcHoldings: 200_000,
    exchange: null,
    sourceNote: 'Coins seized in a court case; forfeiture pending (fixture).',
  }),
  constituentFixture({
    indexType: 'government_reserve',
    companyName: 'Sylvania',
    symbol: null,
    country: 'Sylvania',
    sector: null,
    marketCap: null,
    totalAssets: null,
    btcHoldings: 100_000,
    exchange: null,
    sourceNote: 'Estimate from public reporting; no official disclosure (fixture).',
  }),
];

export const greenVaultFixtures: Constituent[] = [
  constituentFixture({
    indexType: 'green_vault',
    companyName: 'Bravo Mining',
    symbol: 'BRVO',
    sector: 'Bitcoin Mining',
    btcHoldings: 50_000,
    marketCap: 6_000_000_000,
    renewableEnergyPct: 80,
    renewableClaimBasis: 'company claim',
  }),
  constituentFixture({
    indexType: 'green_vault',
    companyName: 'Kilo Hydro Mining',
    symbol: 'KILO',
    sector: 'Bitcoin Mining',
    btcHoldings: 1_200,
    marketCap: 800_000_000,
    renewableEnergyPct: 100,
    renewableClaimBasis: 'power purchase agreements',
  }),
  constituentFixture({
    indexType: 'green_vault',
    companyName: 'Lima Grid Mining',
    symbol: 'LIMA',
    sector: 'Bitcoin Mining',
    btcHoldings: 900,
    marketCap: 400_000_000,
    renewableEnergyPct: 30,
    renewableClaimBasis: 'zero-carbon incl. nuclear; contested',
  }),
];

export const constituentFixturesByType: Record<IndexType, Constituent[]> = {
  bitcoin_treasury: treasuryFixtures,
  bitcoin_etf: etfFixtures,
  government_reserve: governmentFixtures,
  green_vault: greenVaultFixtures,
};

export const btcPriceFixture: Price = {
  symbol: 'BTC',
  price: FIXTURE_BTC_PRICE,
  timestamp: '2026-06-15T00:00:00.000Z',
  source: 'test feed',
};

/** Daily closes, newest first (GET /api/prices/daily). */
export const dailyBtcPricesFixture: Price[] = [
  btcPriceFixture,
  { ...btcPriceFixture, price: 64_000, timestamp: '2026-06-14T00:00:00.000Z' },
];

export function indexResultFixture(
  indexId: IndexId = 'bitcoin_treasury',
  rows: readonly Constituent[] = constituentFixturesByType[methodologies[indexId].sourceIndexType],
): IndexResultResponse {
  const methodology = methodologies[indexId];
  const result = calculateIndex(rows, methodology);
  return {
    ...result,
    name: methodology.name,
    price: btcPriceFixture,
    calculatedAt: '2026-06-15T12:00:00.000Z',
  };
}

export function indexHistoryFixture(indexId: IndexId = 'bitcoin_treasury'): IndexHistoryRow[] {
  return [
    {
      id: `${indexId}-2026-06-15`,
      date: '2026-06-15',
      indexValue: 2_100.5,
      totalBtc: 621_000,
      totalMarketCap: 1_000_000_000_000,
      constituentCount: 8,
      performance1d: 1.25,
      performance7d: -2.5,
      performance30d: null,
      indexType: indexId,
    },
    {
      id: `${indexId}-2026-06-14`,
      date: '2026-06-14',
      indexValue: 2_074.57,
      totalBtc: 620_000,
      totalMarketCap: 1_000_000_000_000,
      constituentCount: 8,
      performance1d: null,
      performance7d: null,
      performance30d: null,
      indexType: indexId,
    },
  ];
}

/** Combined holdings as the server builds them (the same domain function): BRVO is both a public company and a GreenVault row, and counts once. */
export function combinedHoldingsFixture(): CombinedHoldings {
  return combineHoldings(Object.values(constituentFixturesByType).flat());
}

/** A holder page's answer for one stored row: a fund for an ETF row, else a company; no memberships or changes. */
export function holderFixture(row: Constituent, overrides: Partial<Holder> = {}): Holder {
  return {
    ticker: row.symbol!,
    name: row.companyName,
    kind: row.indexType === 'bitcoin_etf' ? 'fund' : 'company',
    rows: [row],
    price: { symbol: 'BTC', price: 100_000, timestamp: '2026-06-20T12:00:00.000Z', source: 'test' },
    memberships: [],
    changeLog: [],
    asOf: row.lastUpdated,
    ...overrides,
  };
}
