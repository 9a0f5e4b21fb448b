import type { HoldingsSummary } from '@domain/schemas/home';

/**
 * USD value of the public-company total (or `totalBtc`, when another total stands in for
 * it) at the latest stored price, or null without a price.
 */
export function holdingsUsdValue(
  summary: HoldingsSummary,
  totalBtc: number = summary.publicCompanies.totalBtc,
): number | null {
  const price = summary.latestPrice?.price;
  return price === undefined ? null : totalBtc * price;
}
