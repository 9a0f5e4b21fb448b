// The constituent table's columns: label, how each sorts and how its value reads. The
// component draws the cells; the CSV export writes the same columns with raw numbers.
import { describeAsOfText } from '@domain/as-of-text';
import {
  PRIMARY_WEIGHT_SHARE,
  SECONDARY_WEIGHT_SHARE,
  type Methodology,
} from '@domain/index-methodology/methodologies';
import { BTC_DISPLAY_DECIMALS } from '@/config/market';
import { formatBtc, formatDecimal, formatInteger, formatPercent, formatUsdCompact } from '@/lib/format';
import { marketCapAsOfText } from '@/lib/market-cap-facts';
import type { IndexTableRow, SortValue } from './table-rows';

export type ColumnId =
  | 'rank'
  | 'company'
  | 'ticker'
  | 'sector'
  | 'btc'
  | 'usd'
  | 'marketCap'
  | 'btcPercent'
  | 'mnav'
  | 'conviction'
  | 'exposure'
  | 'sustainability'
  | 'renewable'
  | 'composite'
  | 'weight'
  | 'primary'
  | 'secondary'
  | 'asOf';

export interface IndexColumn {
  id: ColumnId;
  label: string;
  numeric: boolean;
  sortValue: (row: IndexTableRow) => SortValue;
  /** The cell as text (the component adds links, badges and notes to some). */
  text: (row: IndexTableRow) => string;
  /** A small line under the value, such as the date a figure is as of (none when null). */
  subline?: (row: IndexTableRow) => string | null;
}

const DASH = '—';
const orDash = <T>(value: T | null, format: (value: T) => string) => (value === null ? DASH : format(value));
const share = (fraction: number) => formatPercent(fraction, 0);
const score = (value: number) => formatDecimal(value, 1);
const weight = (percent: number) => formatPercent(percent / 100, 2);
/** Market caps have their own dates, apart from the holdings' (the As of column). */
const marketCapDated = (prefix: string) => (row: IndexTableRow) =>
  row.marketCap === null ? null : `${prefix} ${marketCapAsOfText(row)}`;

export const columnsById: Readonly<Record<ColumnId, IndexColumn>> = {
  rank: { id: 'rank', label: 'Rank', numeric: true, sortValue: (r) => r.rank, text: (r) => formatInteger(r.rank) },
  company: {
    id: 'company',
    label: 'Company',
    numeric: false,
    sortValue: (r) => r.companyName,
    text: (r) => r.companyName,
  },
  ticker: { id: 'ticker', label: 'Ticker', numeric: false, sortValue: (r) => r.symbol, text: (r) => r.symbol ?? DASH },
  sector: { id: 'sector', label: 'Sector', numeric: false, sortValue: (r) => r.sector, text: (r) => r.sector ?? DASH },
  btc: {
    id: 'btc',
    label: 'BTC held',
    numeric: true,
    sortValue: (r) => r.btcHoldings,
    text: (r) => formatBtc(r.btcHoldings, BTC_DISPLAY_DECIMALS),
  },
  usd: {
    id: 'usd',
    label: 'BTC value (USD)',
    numeric: true,
    sortValue: (r) => r.btcValueUSD,
    text: (r) => formatUsdCompact(r.btcValueUSD, 2),
  },
  marketCap: {
    id: 'marketCap',
    label: 'Market cap (USD)',
    numeric: true,
    sortValue: (r) => r.marketCap,
    text: (r) => orDash(r.marketCap, (v) => formatUsdCompact(v, 2)),
    subline: marketCapDated('as of'),
  },
  btcPercent: {
    id: 'btcPercent',
    // The spec's total assets are the market cap, and no other total assets are stored: the
    // column is named for what it divides (issue 42), not as a share of assets.
    label: 'BTC value ÷ market cap',
    numeric: true,
    sortValue: (r) => r.btcPercentOfAssets,
    text: (r) => formatPercent(r.btcPercentOfAssets / 100, 1),
  },
  mnav: {
    id: 'mnav',
    label: 'mNAV (market cap)',
    numeric: true,
    sortValue: (r) => r.mnav,
    text: (r) => orDash(r.mnav, (v) => `${formatDecimal(v, 2)}×`),
    subline: (r) => (r.mnav === null ? null : marketCapDated('market cap as of')(r)),
  },
  conviction: {
    id: 'conviction',
    label: 'Conviction',
    numeric: true,
    sortValue: (r) => r.convictionScore,
    text: (r) => score(r.convictionScore),
  },
  exposure: {
    id: 'exposure',
    label: 'Exposure',
    numeric: true,
    sortValue: (r) => r.exposureScore,
    text: (r) => score(r.exposureScore),
  },
  sustainability: {
    id: 'sustainability',
    label: 'Sustainability',
    numeric: true,
    sortValue: (r) => r.sustainabilityScore,
    text: (r) => orDash(r.sustainabilityScore, score),
  },
  renewable: {
    id: 'renewable',
    label: 'Renewable share',
    numeric: true,
    sortValue: (r) => r.renewableEnergyPct,
    text: (r) => orDash(r.renewableEnergyPct, (v) => formatPercent(v / 100, 0)),
    // The claim has its own date, often years before the holdings (the As of column).
    subline: (r) =>
      r.renewableEnergyPct === null || !r.renewableAsOf
        ? null
        : `claim as of ${describeAsOfText(r.renewableAsOf) ?? r.renewableAsOf}`,
  },
  composite: {
    id: 'composite',
    label: 'Composite',
    numeric: true,
    sortValue: (r) => r.compositeScore,
    text: (r) => score(r.compositeScore),
  },
  weight: {
    id: 'weight',
    label: 'Index weight',
    numeric: true,
    sortValue: (r) => r.indexWeight,
    text: (r) => weight(r.indexWeight),
  },
  primary: {
    id: 'primary',
    // Formatted when read (in a render), not while the module loads (ADR 097, 103).
    get label() {
      return `Primary weight (${share(PRIMARY_WEIGHT_SHARE)})`;
    },
    numeric: true,
    sortValue: (r) => r.primaryWeight,
    text: (r) => weight(r.primaryWeight),
  },
  secondary: {
    id: 'secondary',
    get label() {
      return `Secondary weight (${share(SECONDARY_WEIGHT_SHARE)})`;
    },
    numeric: true,
    sortValue: (r) => r.secondaryWeight,
    text: (r) => weight(r.secondaryWeight),
  },
  asOf: {
    id: 'asOf',
    label: 'As of',
    numeric: false,
    sortValue: (r) => r.asOfDate,
    text: (r) => describeAsOfText(r.asOf ?? r.asOfDate) ?? DASH,
  },
};

/** Whether an index scores sustainability (GreenVault), which adds its two columns. */
export function usesSustainability(methodology: Methodology): boolean {
  return methodology.factorWeights.sustainability > 0;
}

/** The table's columns, in order, for an index and the weight-breakdown switch. */
export function indexColumns(methodology: Methodology, { showBreakdown }: { showBreakdown: boolean }): IndexColumn[] {
  const ids: ColumnId[] = [
    // Name and weight first, so both are in view at any width, 375 px included (issue 42).
    'rank',
    'company',
    'weight',
    ...(showBreakdown ? (['primary', 'secondary'] as const) : []),
    'ticker',
    'sector',
    'btc',
    'usd',
    'marketCap',
    'btcPercent',
    'mnav',
    'conviction',
    'exposure',
    ...(usesSustainability(methodology) ? (['sustainability', 'renewable'] as const) : []),
    'composite',
    'asOf',
  ];
  return ids.map((id) => columnsById[id]);
}
