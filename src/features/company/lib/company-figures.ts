// The figures of a holder's page, each with its as-of date and source: holdings, their USD
// value at the latest stored price, market cap, BTC per share, and both mNAVs from
// domain/mnav's calculateMnav — the calculator's function, so both show the same answers.
// Holdings cite the row's source note; market cap, shares, debt, preferred and cash cite the
// market cap's own note (lib/market-cap-facts, shared with the index tables). Stored as-of
// texts are shown in words (domain/as-of-text: 'Jun 15, 2026', never '2026-06-15').
import { describeAsOfText } from '@domain/as-of-text';
import { isLowConfidenceMarketCap } from '@domain/market/source-links';
import { calculateMnav, type MnavResult } from '@domain/mnav';
import type { Constituent } from '@domain/schemas/constituents';
import type { Government, Holder } from '@domain/schemas/holders';
import type { Price } from '@domain/schemas/prices';
import { formatBtc, formatDateTime, formatDecimal, formatUsdCompact } from '@/lib/format';
import { marketCapAsOfText, marketCapSource, NO_MARKET_CAP_SOURCE, UNDATED } from '@/lib/market-cap-facts';

export interface Figure {
  key: string;
  label: string;
  value: string;
  /** What the figure is computed from, when computed. */
  formula: string | null;
  asOf: string;
  source: string;
  /** A caution shown beside the value in words ('low confidence', ADR 201). */
  flag?: string;
}

export const NOT_STORED = 'Not stored';
export const LOW_CONFIDENCE = 'low confidence';
const ROW_SOURCE = 'Stored figure (see its source note below)';

/** The figures that are an mNAV: a page showing one warns that its inputs' dates differ. */
export const MNAV_FIGURE_KEYS: ReadonlySet<string> = new Set(['marketCapMnav', 'enterpriseValueMnav']);

export function mnavOf(row: Constituent, btcPrice: number | null): MnavResult {
  return calculateMnav({
    btcHeld: row.btcHoldings,
    btcPrice,
    marketCap: row.marketCap,
    sharePrice: null,
    sharesOutstanding: row.sharesOutstanding,
    debt: row.totalDebtUSD,
    preferred: row.preferredUSD,
    cash: row.cashUSD,
    btcAddedPerDay: null,
    dailyBtcYieldPct: null,
  });
}

const listJoin = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const EV_INPUT_LABEL = { debt: 'debt', preferred: 'preferred stock', cash: 'cash' } as const;

interface PriceFacts {
  asOf: string;
  source: string;
}

function priceFacts(price: Price | null): PriceFacts {
  return {
    asOf: price ? formatDateTime(price.timestamp) : UNDATED,
    source: price?.source ? `Latest stored BTC price (${price.source})` : 'Latest stored BTC price',
  };
}

/** BTC held and its USD value at the latest stored price: the figures every holder has. */
function holdingsFigures(row: Constituent, btcNav: number | null, price: PriceFacts): Figure[] {
  const rowAsOf = describeAsOfText(row.asOf) ?? UNDATED;
  return [
    {
      key: 'holdings',
      label: 'BTC held',
      value: formatBtc(row.btcHoldings, 2),
      formula: null,
      asOf: rowAsOf,
      source: row.sourceNote ?? ROW_SOURCE,
    },
    {
      key: 'usdValue',
      label: 'USD value of the BTC held',
      value: btcNav === null ? NOT_STORED : formatUsdCompact(btcNav, 2),
      formula: 'BTC held × latest stored BTC price',
      asOf: `holdings ${rowAsOf}, price ${price.asOf}`,
      source: price.source,
    },
  ];
}

/** A government's figures: its holdings and their USD value (no market cap, shares or mNAV). */
export function governmentFigures(government: Government, row: Constituent): Figure[] {
  const price = government.price;
  return holdingsFigures(row, price ? row.btcHoldings * price.price : null, priceFacts(price));
}

export function holderFigures(holder: Holder, row: Constituent): Figure[] {
  const price = holder.price;
  const facts = priceFacts(price);
  const priceAsOf = facts.asOf;
  const mnav = mnavOf(row, price?.price ?? null);
  const rowAsOf = describeAsOfText(row.asOf) ?? UNDATED;
  const marketCapAsOf = marketCapAsOfText(row);
  const marketNote = marketCapSource(row);
  const capitalAsOf = describeAsOfText(row.capitalAsOf) ?? UNDATED;
  const mixed = `holdings ${rowAsOf}, market cap ${marketCapAsOf}, price ${priceAsOf}`;
  // A fund's shares track the BTC it holds: market cap, BTC per share and mNAV are a
  // company's figures, and would only read "Not stored" on an ETF's page.
  if (holder.kind === 'fund') return holdingsFigures(row, mnav.btcNav, facts);

  const evValue = (): string => {
    if (mnav.enterpriseValueMnav !== null) return `${formatDecimal(mnav.enterpriseValueMnav)}×`;
    if (mnav.marketCap === null || mnav.btcNav === null) return NOT_STORED;
    if (mnav.enterpriseValueMissing.length > 0) {
      return `Incomplete: needs ${listJoin(mnav.enterpriseValueMissing.map((field) => EV_INPUT_LABEL[field]))}`;
    }
    return 'Not meaningful (enterprise value is zero or negative)';
  };

  return [
    ...holdingsFigures(row, mnav.btcNav, facts),
    {
      key: 'marketCap',
      label: 'Market cap',
      value: row.marketCap === null ? NOT_STORED : formatUsdCompact(row.marketCap, 2),
      formula: null,
      asOf: marketCapAsOf,
      source: marketNote ?? NO_MARKET_CAP_SOURCE,
      ...(row.marketCap !== null && isLowConfidenceMarketCap(row.marketCapSourceNote) ? { flag: LOW_CONFIDENCE } : {}),
    },
    {
      key: 'btcPerShare',
      label: 'BTC per share',
      value: mnav.btcPerShare === null ? 'Shares outstanding not stored' : formatBtc(mnav.btcPerShare, 8),
      formula: 'BTC held ÷ shares outstanding',
      asOf: `holdings ${rowAsOf}, shares ${capitalAsOf}`,
      source: `Computed by Vaultmark from BTC held (its source above) and shares outstanding: ${marketNote ?? NO_MARKET_CAP_SOURCE}`,
    },
    {
      key: 'marketCapMnav',
      label: 'mNAV (market cap)',
      value: mnav.marketCapMnav === null ? NOT_STORED : `${formatDecimal(mnav.marketCapMnav)}×`,
      formula: 'market cap ÷ (BTC held × BTC price)',
      asOf: mixed,
      source: 'Computed by Vaultmark from the figures above',
    },
    {
      key: 'enterpriseValueMnav',
      label: 'mNAV (enterprise value)',
      value: evValue(),
      formula: '(market cap + debt + preferred − cash) ÷ (BTC held × BTC price)',
      asOf: `${mixed}, debt, preferred and cash ${capitalAsOf}`,
      source: `Computed by Vaultmark from the figures above; debt, preferred and cash: ${marketNote ?? NO_MARKET_CAP_SOURCE}`,
    },
  ];
}
