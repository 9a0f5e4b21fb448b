// What each column of the constituent table means, for its header tooltip, and how a
// composite score is made up, for the score tooltip. Written from the methodology constants
// so the tooltips can never disagree with the calculation.
import {
  PRIMARY_WEIGHT_SHARE,
  SECONDARY_WEIGHT_SHARE,
  type Methodology,
} from '@domain/index-methodology/methodologies';
import { STALE_AFTER_DAYS } from '@/config/market';
import { formatDecimal, formatPercent } from '@/lib/format';
import type { ColumnId } from './columns';
import type { IndexTableRow } from './table-rows';

const pct = (fraction: number) => formatPercent(fraction, 0);
const score = (value: number) => formatDecimal(value, 1);

/** The header tooltip of a column, or null where the label says it all (names, tickers). */
export function columnHelp(id: ColumnId, methodology: Methodology): string | null {
  const { conviction, exposure, sustainability } = methodology.factorWeights;
  switch (id) {
    case 'rank':
      return 'Position by index weight, heaviest first. Sorting the table by another column keeps each rank.';
    case 'btc':
      return 'Bitcoin the holder reports, as of the date in the last column.';
    case 'usd':
      return 'BTC held at the latest stored BTC price.';
    case 'marketCap':
      return 'Market capitalisation in US dollars, as of its own date. The methodology treats it as total assets.';
    case 'btcPercent':
      return 'The BTC value divided by the market cap, in percent. Above 100%, the company is worth less than its bitcoin. Total assets are not stored: the methodology uses the market cap in their place.';
    case 'mnav':
      return 'Market cap divided by the BTC value. Above 1, the market values the company above its bitcoin. Opens the mNAV calculator.';
    case 'conviction':
      return `BTC share of assets, scaled 0 to 100 from the lowest to the highest in the index. ${pct(conviction)} of the composite score.`;
    case 'exposure':
      return `BTC held, scaled 0 to 100 from the lowest to the highest in the index. ${pct(exposure)} of the composite score.`;
    case 'sustainability':
      return `Claimed renewable energy share, scaled 0 to 100 across the index. ${pct(sustainability)} of the composite score.`;
    case 'renewable':
      return `Renewable energy share the company claims, with the basis of the claim. At least ${methodology.minRenewablePct ?? 0}% to be eligible.`;
    case 'composite':
      return `The weighted sum of the factor scores. Index weights are in proportion to it, each capped at ${methodology.weightCapPct}%.`;
    case 'weight':
      return `Share of the index, capped at ${methodology.weightCapPct}% with the excess spread over the others in proportion.`;
    case 'primary':
      return `${pct(PRIMARY_WEIGHT_SHARE)} of the index weight.`;
    case 'secondary':
      return `${pct(SECONDARY_WEIGHT_SHARE)} of the index weight.`;
    case 'asOf':
      return `When the holding was reported, and its source. Holdings reported more than ${STALE_AFTER_DAYS} days ago are marked stale.`;
    case 'company':
    case 'ticker':
    case 'sector':
      return null;
  }
}

/** 'Composite 72.4 = 70% × conviction 80.1 + 30% × exposure 54.3' — the score tooltip. */
export function compositeBreakdown(row: IndexTableRow, methodology: Methodology): string {
  const { conviction, exposure, sustainability } = methodology.factorWeights;
  const parts = [
    `${pct(conviction)} × conviction ${score(row.convictionScore)}`,
    `${pct(exposure)} × exposure ${score(row.exposureScore)}`,
    ...(sustainability > 0 ? [`${pct(sustainability)} × sustainability ${score(row.sustainabilityScore ?? 0)}`] : []),
  ];
  return `Composite ${score(row.compositeScore)} = ${parts.join(' + ')}`;
}
