// The home page's holdings counter: stored public-company BTC total and the latest BTC price.
import { eq, sql } from 'drizzle-orm';
import type { HoldingsSummary } from '../../../domain/schemas/home.ts';
import type { Database } from '../client.ts';
import { treasuryConstituents } from '../schema.ts';
import { BTC_SYMBOL, latestPrice } from './prices.ts';

const PUBLIC_COMPANIES_INDEX = 'bitcoin_treasury';

export async function getHoldingsSummary(db: Database): Promise<HoldingsSummary> {
  // A company is counted, and its date bounds the period, only while it holds some bitcoin:
  // a row at 0 BTC stays listed but is not a holder (domain/market/combined-holdings.ts's
  // countHoldingBitcoin, ADR 120).
  const holds = sql`${treasuryConstituents.btcHoldings} > 0`;
  const [totals] = await db
    .select({
      // numeric sum comes back as text; the column's number mode does not apply to aggregates.
      totalBtc: sql<string | null>`sum(${treasuryConstituents.btcHoldings})`,
      companyCount: sql<number>`count(*) filter (where ${holds})`.mapWith(Number),
      earliestAsOf: sql<string | null>`(min(${treasuryConstituents.asOfDate}) filter (where ${holds}))::text`,
      latestAsOf: sql<string | null>`(max(${treasuryConstituents.asOfDate}) filter (where ${holds}))::text`,
    })
    .from(treasuryConstituents)
    .where(eq(treasuryConstituents.indexType, PUBLIC_COMPANIES_INDEX));

  return {
    publicCompanies: {
      totalBtc: Number(totals?.totalBtc ?? 0),
      companyCount: totals?.companyCount ?? 0,
      earliestAsOf: totals?.earliestAsOf ?? null,
      latestAsOf: totals?.latestAsOf ?? null,
    },
    latestPrice: await latestPrice(db, BTC_SYMBOL),
  };
}
