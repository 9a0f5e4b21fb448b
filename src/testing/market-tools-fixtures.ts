// Test data and msw handlers for the market tools (mNAV calculator, weight calculator,
// performance chart): made-up companies with round figures, a daily BTC price series and an
// index history, and index results computed from them by the real calculateIndex.
import { calculateIndex } from '@domain/index-methodology/calculate-index';
import { isIndexId, methodologies, type IndexId } from '@domain/index-methodology/methodologies';
import type { IndexType } from '@domain/schemas/common';
import type { Constituent } from '@domain/schemas/constituents';
import type { IndexHistoryRow, IndexResultResponse } from '@domain/schemas/market';
import type { Price } from '@domain/schemas/prices';
import { http, HttpResponse } from 'msw';
import { indexResultHandlers } from './index-answers';

export const FIXTURE_BTC_PRICE = 65_000;

export const latestBtcPriceFixture: Price = {
  symbol: 'BTC',
  price: FIXTURE_BTC_PRICE,
  timestamp: '2026-06-15T00:00:00.000Z',
  source: 'test feed',
};

interface CompanySeed {
  symbol: string;
  name: string;
  btc: number;
  marketCap: number | null;
  indexType?: IndexType;
  renewablePct?: number | null;
  shares?: number | null;
  debt?: number | null;
  preferred?: number | null;
  cash?: number | null;
}

export function constituentFixture(seed: CompanySeed): Constituent {
  const btcValueUSD = seed.btc * FIXTURE_BTC_PRICE;
  return {
    id: `c-${seed.symbol.toLowerCase()}`,
    companyName: seed.name,
    symbol: seed.symbol,
    btcHoldings: seed.btc,
    btcValueUSD,
    marketCap: seed.marketCap,
    totalAssets: seed.marketCap,
    btcPercentOfAssets: seed.marketCap ? (btcValueUSD / seed.marketCap) * 100 : null,
    indexWeight: 0,
    sector: 'Treasury Company',
    country: 'US',
    indexType: seed.indexType ?? 'bitcoin_treasury',
    lastUpdated: '2026-06-15T00:00:00.000Z',
    asOf: '2026-06-15',
    asOfDate: '2026-06-15',
    exchange: 'Nasdaq',
    sourceNote: 'Test data.',
    marketCapAsOf: '2026-06-08',
    renewableEnergyPct: seed.renewablePct ?? null,
    renewableClaimBasis: seed.renewablePct == null ? null : 'company statement',
    sharesOutstanding: seed.shares ?? null,
    totalDebtUSD: seed.debt ?? null,
    preferredUSD: seed.preferred ?? null,
    cashUSD: seed.cash ?? null,
    capitalAsOf: seed.shares ? '2026-06-15 (approx)' : null,
  };
}

/** Eight companies of 3,000 BTC or more (the 15% cap holds), two starter-sized, one without a market cap. */
export const treasuryConstituentsFixture: Constituent[] = [
  {
    symbol: 'ALPH',
    name: 'Alpha Treasury Inc',
    btc: 500_000,
    marketCap: 60e9,
    shares: 300e6,
    debt: 8e9,
    preferred: 10e9,
    cash: 1e9,
  },
  { symbol: 'BETA', name: 'Beta Mining', btc: 40_000, marketCap: 6e9 },
  { symbol: 'GAMA', name: 'Gamma Corp', btc: 30_000, marketCap: 10e9 },
  { symbol: 'DLTA', name: 'Delta Exchange', btc: 20_000, marketCap: 40e9 },
  { symbol: 'EPSI', name: 'Epsilon Holdings', btc: 15_000, marketCap: 3e9 },
  { symbol: 'ZETA', name: 'Zeta Software', btc: 10_000, marketCap: 2e9 },
  { symbol: 'ETA', name: 'Eta Motors', btc: 8_000, marketCap: 9e9 },
  { symbol: 'THTA', name: 'Theta Digital', btc: 5_000, marketCap: 0.8e9 },
  { symbol: 'IOTA', name: 'Iota Small Cap', btc: 2_000, marketCap: 0.5e9 },
  { symbol: 'KAPA', name: 'Kappa Tiny', btc: 150, marketCap: 0.05e9 },
  { symbol: 'NCAP', name: 'No Cap Ltd', btc: 4_000, marketCap: null },
].map(constituentFixture);

export const greenVaultConstituentsFixture: Constituent[] = [
  { symbol: 'GV1', name: 'Green One', btc: 1_000, marketCap: 2e9, renewablePct: 80 },
  { symbol: 'GV2', name: 'Green Two', btc: 700, marketCap: 1e9, renewablePct: 95 },
  { symbol: 'GV3', name: 'Grey Three', btc: 600, marketCap: 1e9, renewablePct: 40 },
  { symbol: 'GV4', name: 'Green Four', btc: 5_000, marketCap: 8e9, renewablePct: 60 },
  { symbol: 'GV5', name: 'Green Five', btc: 800, marketCap: 0.9e9, renewablePct: 70 },
  { symbol: 'GV6', name: 'Green Six', btc: 550, marketCap: 0.6e9, renewablePct: 100 },
].map((seed) => constituentFixture({ ...seed, indexType: 'green_vault' }));

export const allConstituentsFixture = [...treasuryConstituentsFixture, ...greenVaultConstituentsFixture];

/** A stored company whose name already ends with its ticker, as the seed data has one. */
export const nameEndingWithTickerFixture = constituentFixture({
  symbol: 'XXI',
  name: 'Twenty One Capital (XXI)',
  btc: 43_514,
  marketCap: 2.4e9,
});

/** GET /api/index/:id as the server computes it: calculateIndex on the source rows. */
export function indexResultFixture(indexId: IndexId, rows = allConstituentsFixture): IndexResultResponse {
  const methodology = methodologies[indexId];
  const result = calculateIndex(
    rows.filter((row) => row.indexType === methodology.sourceIndexType),
    methodology,
  );
  return {
    ...result,
    name: methodology.name,
    price: latestBtcPriceFixture,
    calculatedAt: '2026-06-15T00:05:00.000Z',
  };
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Daily BTC prices for the 400 days to 2026-06-15 (newest first), ending at FIXTURE_BTC_PRICE. */
export const dailyPricesFixture: Price[] = Array.from({ length: 400 }, (_, daysBack) => {
  const time = Date.UTC(2026, 5, 15) - daysBack * DAY_MS;
  const price =
    daysBack === 0 ? FIXTURE_BTC_PRICE : Math.round(60_000 + 4_000 * Math.sin(daysBack / 17) - daysBack * 5);
  return { symbol: 'BTC', price, timestamp: new Date(time).toISOString(), source: 'test feed' };
});

/** `days` daily index values ending 2026-06-15 (newest first). */
export function indexHistoryFixture(indexId: IndexId, days: number, end = Date.UTC(2026, 5, 15)): IndexHistoryRow[] {
  return Array.from({ length: days }, (_, daysBack) => {
    const date = isoDay(end - daysBack * DAY_MS);
    return {
      id: `${indexId}-${date}`,
      date,
      indexValue: Math.round((3_000 + 400 * Math.cos(daysBack / 11) - daysBack) * 100) / 100,
      totalBtc: 628_000,
      totalMarketCap: 130e9,
      constituentCount: 8,
      performance1d: null,
      performance7d: null,
      performance30d: null,
      indexType: indexId,
    };
  });
}

/** Default answers for the market tools' calls; tests override them with server.use. */
export const marketToolsHandlers = [
  http.get('*/api/constituents', ({ request }) => {
    const indexType = new URL(request.url).searchParams.get('index_type');
    return HttpResponse.json(allConstituentsFixture.filter((row) => !indexType || row.indexType === indexType));
  }),
  http.get('*/api/prices/latest', () => HttpResponse.json([latestBtcPriceFixture])),
  http.get('*/api/prices/daily', ({ request }) => {
    const days = Number(new URL(request.url).searchParams.get('days') ?? 365);
    return HttpResponse.json(dailyPricesFixture.slice(0, days));
  }),
  ...indexResultHandlers((id) => (isIndexId(id) ? indexResultFixture(id) : null)),
  http.get('*/api/index-history', ({ request }) => {
    const id = new URL(request.url).searchParams.get('index_type') ?? '';
    if (!isIndexId(id)) return HttpResponse.json({ code: 'VALIDATION_FAILED', message: 'Bad index' }, { status: 422 });
    return HttpResponse.json(indexHistoryFixture(id, 120));
  }),
];
