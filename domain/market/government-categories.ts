// What each government row counts (issue 42): a state reserve, coins seized or forfeited by
// law enforcement (which may be sold or returned to victims), or other coins a source lists
// under a country that are not the state's at all (Ukraine's figure is its public officials'
// declared holdings). The source note says which; the government table and the combined
// totals show each category, so every total says what it counts (ADR 170).
import type { Constituent } from '../schemas/constituents.ts';

export interface SourceFlags {
  estimate: boolean;
  seized: boolean;
  notStateReserve: boolean;
}

const ESTIMATE = /\bestimat|\binferred\b|\blow confidence\b|\bapprox|\bunverified\b/i;
const SEIZED = /\bseiz|\bforfeit|\bconfiscat/i;
const NOT_STATE_RESERVE = /\bnot a (?:state|government|national) reserve\b|\bholdings of public officials\b/i;

/** What a holding's source note says about the figure itself. */
export function sourceFlags(note: string | null): SourceFlags {
  return {
    estimate: note !== null && ESTIMATE.test(note),
    seized: note !== null && SEIZED.test(note),
    notStateReserve: note !== null && NOT_STATE_RESERVE.test(note),
  };
}

export const GOVERNMENT_CATEGORIES = ['state_reserve', 'seized_or_forfeited', 'other'] as const;
export type GovernmentCategory = (typeof GOVERNMENT_CATEGORIES)[number];

export const GOVERNMENT_CATEGORY_LABELS: Readonly<Record<GovernmentCategory, string>> = {
  state_reserve: 'State reserves',
  seized_or_forfeited: 'Seized or forfeited coins',
  other: 'Other: not a state reserve',
};

/** A government row's category: "not a state reserve" first, then seized, else a state reserve. */
export function governmentCategory(sourceNote: string | null): GovernmentCategory {
  const flags = sourceFlags(sourceNote);
  if (flags.notStateReserve) return 'other';
  if (flags.seized) return 'seized_or_forfeited';
  return 'state_reserve';
}

export interface GovernmentCategoryTotal {
  category: GovernmentCategory;
  label: string;
  /** Rows of the category that hold some BTC. */
  count: number;
  totalBTC: number;
  totalValueUSD: number;
}

/** Totals of government rows by category, in GOVERNMENT_CATEGORIES order (every category, even empty). */
export function governmentCategoryTotals(
  rows: readonly Pick<Constituent, 'btcHoldings' | 'btcValueUSD' | 'sourceNote'>[],
): GovernmentCategoryTotal[] {
  const totals = GOVERNMENT_CATEGORIES.map((category) => ({
    category,
    label: GOVERNMENT_CATEGORY_LABELS[category],
    count: 0,
    totalBTC: 0,
    totalValueUSD: 0,
  }));
  for (const row of rows) {
    const total = totals[GOVERNMENT_CATEGORIES.indexOf(governmentCategory(row.sourceNote))]!;
    if (row.btcHoldings > 0) total.count += 1;
    total.totalBTC += row.btcHoldings;
    total.totalValueUSD += row.btcValueUSD;
  }
  return totals;
}
