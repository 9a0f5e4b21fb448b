// Reads of treasury_constituents, mapped to the API's camelCase Constituent shape.
import { desc, asc, eq } from 'drizzle-orm';
import { publicSourceText } from '../../../domain/market/source-links.ts';
import type { IndexType } from '../../../domain/schemas/common.ts';
import type { Constituent } from '../../../domain/schemas/constituents.ts';
import type { Database } from '../client.ts';
import { treasuryConstituents, type ConstituentRow } from '../schema.ts';
import { storedSourceLinks } from './constituent-writes.ts';

export interface ListConstituentsParams {
  indexType?: IndexType | undefined;
}

export function toConstituent(row: ConstituentRow): Constituent {
  return {
    id: row.id,
    companyName: row.companyName,
    symbol: row.ticker,
    btcHoldings: row.btcHoldings,
    btcValueUSD: row.btcValueUsd,
    marketCap: row.marketCap,
    // The app treats market cap as total assets (spec, section 3).
    totalAssets: row.marketCap,
    btcPercentOfAssets: row.btcPercentageOfAssets,
    indexWeight: row.indexWeight,
    sector: row.sector,
    country: row.country,
    indexType: row.indexType,
    lastUpdated: row.lastUpdated.toISOString(),
    asOf: row.asOf,
    asOfDate: row.asOfDate,
    exchange: row.exchange,
    // The public reads see the notes in plain words, without the seed's research keys (ADR 201).
    sourceNote: publicSourceText(row.sourceNote),
    marketCapAsOf: row.marketCapAsOf,
    marketCapSourceNote: publicSourceText(row.marketCapSourceNote),
    renewableEnergyPct: row.renewableEnergyPct,
    renewableClaimBasis: row.renewableClaimBasis,
    renewableAsOf: row.renewableAsOf,
    sharesOutstanding: row.sharesOutstanding,
    totalDebtUSD: row.totalDebtUsd,
    preferredUSD: row.preferredUsd,
    cashUSD: row.cashUsd,
    capitalAsOf: row.capitalAsOf,
    sources: storedSourceLinks(row.sources),
  };
}

/**
 * One index type's constituents, heaviest index weight first, then most BTC (name breaks
 * ties, for a stable order). Without a type: every row, most BTC first (spec: read all rows).
 */
export async function listConstituents(db: Database, params: ListConstituentsParams = {}): Promise<Constituent[]> {
  const order = params.indexType
    ? [desc(treasuryConstituents.indexWeight), desc(treasuryConstituents.btcHoldings)]
    : [desc(treasuryConstituents.btcHoldings), desc(treasuryConstituents.indexWeight)];
  const rows = await db
    .select()
    .from(treasuryConstituents)
    .where(params.indexType ? eq(treasuryConstituents.indexType, params.indexType) : undefined)
    .orderBy(...order, asc(treasuryConstituents.companyName), asc(treasuryConstituents.id));
  return rows.map(toConstituent);
}
