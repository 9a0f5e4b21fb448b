import type { HoldingsSummary } from '@domain/schemas/home';

/** USD value of the public-company total at the latest stored price, or null without a price. */
export function holdingsUsdValue(summary: HoldingsSummary): number | null {
  const price = summary.latestPrice?.price;
  return price === undefined ? null : summary.publicCompanies.totalBtc * price;
}
