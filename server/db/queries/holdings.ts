// The home page's holdings counter: stored public-company BTC total and the latest BTC price.
import { count, eq, max, min, sql } from 'drizzle-orm';
import type { HoldingsSummary } from '../../../domain/schemas/home.ts';
import type { Database } from '../client.ts';
import { treasuryConstituents } from '../schema.ts';
import { BTC_SYMBOL, latestPrice } from './prices.ts';

const PUBLIC_COMPANIES_INDEX = 'bitcoin_treasury';

export async function getHoldingsSummary(db: Database): Promise<HoldingsSummary> {
  const [totals] = await db
    .select({
      // numeric sum comes back as text; the column's number mode does not apply to aggregates.
      totalBtc: sql<string | null>`sum(${treasuryConstituents.btcHoldings})`,
      companyCount: count(),
      earliestAsOf: min(treasuryConstituents.asOfDate),
      latestAsOf: max(treasuryConstituents.asOfDate),
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
