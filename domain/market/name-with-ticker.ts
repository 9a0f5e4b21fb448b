// A holder's name with its ticker, "Strategy (MSTR)", for every place that shows the two
// together. Some stored names already end with the ticker ("Twenty One Capital (XXI)"), and
// the stored data stays as sourced, so the ticker is added only when the name lacks it.
import type { HolderKind } from '../schemas/holders.ts';

/** Whether the name already ends with '(TICKER)', in any case. */
export function nameEndsWithTicker(name: string, ticker: string): boolean {
  return name.trimEnd().toLowerCase().endsWith(`(${ticker})`.toLowerCase());
}

/** 'Strategy (MSTR)'; the name alone without a ticker or when it already ends with '(TICKER)' (any case). */
export function nameWithTicker(name: string, ticker: string | null | undefined): string {
  if (!ticker || nameEndsWithTicker(name, ticker)) return name;
  return `${name} (${ticker})`;
}

/**
 * A holder page's document title, naming what the page shows: a company's page has mNAV and
 * index weights, a fund's has neither (its shares track the BTC it holds; no index draws on
 * funds). The server writes it into the page and the SPA sets it.
 */
export function holderPageTitle(name: string, ticker: string | null | undefined, kind: HolderKind): string {
  const shows = kind === 'fund' ? 'Bitcoin Holdings and Change Log' : 'Bitcoin Holdings, mNAV and Index Weight';
  return `${nameWithTicker(name, ticker)}: ${shows}`;
}
