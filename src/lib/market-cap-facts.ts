// The market cap's date and source as every page states them: a holder's figure cards and
// the index tables read them from here, so the two never word or date the same figure apart.
// The market-cap note also covers the capital structure (shares, debt, preferred, cash);
// the row's sourceNote is the holdings' source only (ADR 115).
import { describeAsOfText } from '@domain/as-of-text';

/** What a figure without a stored date reads as. */
export const UNDATED = 'undated';

/** Said where a market-derived figure has no source note stored. */
export const NO_MARKET_CAP_SOURCE = 'No source note is stored for the market cap and capital figures';

interface MarketCapFacts {
  marketCapAsOf: string | null;
  marketCapSourceNote?: string | null | undefined;
}

/** The market cap's as-of date for a reader ('Feb 4, 2026', 'February 2026 (approx)'), or "undated". */
export function marketCapAsOfText(row: MarketCapFacts): string {
  return describeAsOfText(row.marketCapAsOf) ?? UNDATED;
}

/** The source note of the market cap and capital structure, or null when none is stored. */
export function marketCapSource(row: MarketCapFacts): string | null {
  const note = row.marketCapSourceNote?.trim();
  return note ? note : null;
}
