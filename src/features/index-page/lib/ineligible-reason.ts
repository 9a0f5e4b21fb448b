// Why a company is not in an index, in plain words with its own figures.
import type { Methodology } from '@domain/index-methodology/methodologies';
import type { IndexResultResponse } from '@domain/schemas/market';
import { BTC_DISPLAY_DECIMALS } from '@/config/market';
import { formatBtc, formatInteger } from '@/lib/format';

export type IneligibleRow = IndexResultResponse['ineligible'][number];

export function ineligibleReasonText(row: IneligibleRow, methodology: Methodology): string {
  const holds = `Holds ${formatBtc(row.btcHoldings, BTC_DISPLAY_DECIMALS)}`;
  switch (row.reason) {
    case 'below_minimum_btc':
      return `${holds} — below the ${formatInteger(methodology.minBtc)} BTC minimum`;
    case 'above_maximum_btc':
      return methodology.maxBtcExclusive === null
        ? `${holds} — above this index's maximum`
        : `${holds} — at or above the ${formatInteger(methodology.maxBtcExclusive)} BTC ceiling of this index`;
    case 'no_btc_value':
      return 'No USD value for its BTC holdings';
    case 'no_market_cap':
      return 'No market capitalisation on record';
    case 'renewable_share_too_low':
      return row.renewableEnergyPct === null
        ? `No renewable energy share on record — at least ${methodology.minRenewablePct ?? 0}% is required`
        : `Renewable energy share ${row.renewableEnergyPct}% — below the ${methodology.minRenewablePct ?? 0}% minimum`;
  }
}
