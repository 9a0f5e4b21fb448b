// calculateIndex: composite scores, capped weights, index value and concentration of one
// index, from its candidate rows. Pure: runs unchanged in the browser and on the server.
import { errorTexts } from '../errors.ts';
import {
  EMPTY_INDEX_VALUE,
  INDEX_BASE,
  PRIMARY_WEIGHT_SHARE,
  SECONDARY_WEIGHT_SHARE,
  methodologies,
  type IndexId,
  type Methodology,
} from './methodologies.ts';

export interface ConstituentInput {
  companyName: string;
  symbol: string | null;
  btcHoldings: number;
  btcValueUSD: number;
  marketCap: number | null;
  renewableEnergyPct?: number | null;
}

/** What calculateIndex adds to each eligible row (the row's own fields are kept). */
export interface IndexScores {
  /** Equal to market cap (the methodology's definition of assets). */
  totalAssets: number;
  btcPercentOfAssets: number;
  /** Scores are 0..100. */
  convictionScore: number;
  exposureScore: number;
  sustainabilityScore: number | null;
  compositeScore: number;
  /** Weights are percentages summing to 100. */
  uncappedWeight: number;
  cappedWeight: number;
  indexWeight: number;
  primaryWeight: number;
  secondaryWeight: number;
}

export type IndexConstituent<T extends ConstituentInput = ConstituentInput> = T & IndexScores;

export type IneligibleReason =
  'below_minimum_btc' | 'above_maximum_btc' | 'no_btc_value' | 'no_market_cap' | 'renewable_share_too_low';

export type IneligibleConstituent<T extends ConstituentInput = ConstituentInput> = T & { reason: IneligibleReason };

export interface IndexResult<T extends ConstituentInput = ConstituentInput> {
  methodology: IndexId;
  indexValue: number;
  constituents: IndexConstituent<T>[];
  ineligible: IneligibleConstituent<T>[];
  totalBTC: number;
  totalValueUSD: number;
  totalMarketCap: number;
  constituentCount: number;
  concentration: number;
  effectiveNumberOfHoldings: number;
  /** False when count × cap < 100, so the cap cannot hold and weights are equal. */
  capFeasible: boolean;
}

export function ineligibilityReason(row: ConstituentInput, methodology: Methodology): IneligibleReason | null {
  if (!(row.btcHoldings >= methodology.minBtc)) return 'below_minimum_btc';
  if (methodology.maxBtcExclusive !== null && row.btcHoldings >= methodology.maxBtcExclusive)
    return 'above_maximum_btc';
  if (!(row.btcValueUSD > 0)) return 'no_btc_value';
  if (!(row.marketCap !== null && row.marketCap > 0)) return 'no_market_cap';
  if (methodology.minRenewablePct !== null && !((row.renewableEnergyPct ?? -1) >= methodology.minRenewablePct)) {
    return 'renewable_share_too_low';
  }
  return null;
}

/** Scales values to 0..1 over their own range; every value scales to 1 when all are equal. */
export function minMaxScale(values: readonly number[]): number[] {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const range = max - min;
  return values.map((value) => (range > 0 ? (value - min) / range : 1));
}

/**
 * Caps weights (percent, summing to 100) at `capPct`: weights above the cap are fixed at it
 * and the excess goes to the others in proportion to their uncapped weights, until none
 * exceeds the cap. Solved directly as water-filling over the weights sorted once
 * (O(n log n)), which is where the repeat-until-stable procedure converges.
 * Returns null when the cap cannot hold (count × cap < 100).
 */
export function capWeights(uncapped: readonly number[], capPct: number): number[] | null {
  const n = uncapped.length;
  if (n === 0) return [];
  if (n * capPct < 100) return null;
  const order = uncapped.map((_, index) => index).sort((a, b) => uncapped[b]! - uncapped[a]! || a - b);
  // suffix[k] = sum of the weights ranked k..n-1 (largest first).
  const suffix = new Array<number>(n + 1).fill(0);
  for (let k = n - 1; k >= 0; k -= 1) suffix[k] = suffix[k + 1]! + uncapped[order[k]!]!;

  const capped = new Array<number>(n).fill(0);
  for (let k = 0; k <= n; k += 1) {
    const remaining = 100 - k * capPct;
    const rest = suffix[k]!;
    if (k === n) break;
    const largestRest = uncapped[order[k]!]!;
    const scaledLargest = rest > 0 ? (largestRest * remaining) / rest : remaining / (n - k);
    if (scaledLargest <= capPct + 1e-12) {
      for (let j = 0; j < n; j += 1) {
        const index = order[j]!;
        if (j < k) capped[index] = capPct;
        else capped[index] = rest > 0 ? (uncapped[index]! * remaining) / rest : remaining / (n - k);
      }
      return normaliseTo100(capped);
    }
  }
  // Every weight capped: only possible when n × cap equals 100 exactly.
  return normaliseTo100(new Array<number>(n).fill(capPct));
}

function normaliseTo100(weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return total > 0 ? weights.map((weight) => (weight / total) * 100) : weights.map(() => 100 / weights.length);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A total order on input rows, so the result never depends on the order rows arrive in. */
function canonicalOrder(a: ConstituentInput, b: ConstituentInput): number {
  return (
    compareText(a.companyName, b.companyName) ||
    compareText(a.symbol ?? '', b.symbol ?? '') ||
    a.btcHoldings - b.btcHoldings ||
    a.btcValueUSD - b.btcValueUSD ||
    (a.marketCap ?? 0) - (b.marketCap ?? 0) ||
    (a.renewableEnergyPct ?? 0) - (b.renewableEnergyPct ?? 0)
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function calculateIndex<T extends ConstituentInput>(
  rows: readonly T[],
  methodology: Methodology = methodologies.bitcoin_treasury,
): IndexResult<T> {
  if (rows.length === 0) throw new Error(errorTexts.noConstituents);

  const sorted = [...rows].sort(canonicalOrder);
  const eligible: T[] = [];
  const ineligible: IneligibleConstituent<T>[] = [];
  for (const row of sorted) {
    const reason = ineligibilityReason(row, methodology);
    if (reason === null) eligible.push(row);
    else ineligible.push({ ...row, reason });
  }

  if (eligible.length === 0) {
    return {
      methodology: methodology.id,
      indexValue: EMPTY_INDEX_VALUE,
      constituents: [],
      ineligible,
      totalBTC: 0,
      totalValueUSD: 0,
      totalMarketCap: 0,
      constituentCount: 0,
      concentration: 1,
      effectiveNumberOfHoldings: 0,
      capFeasible: true,
    };
  }

  const btcPercent = eligible.map((row) => (row.btcValueUSD / row.marketCap!) * 100);
  const conviction = minMaxScale(btcPercent);
  const exposure = minMaxScale(eligible.map((row) => row.btcHoldings));
  const usesSustainability = methodology.factorWeights.sustainability > 0;
  const sustainability = usesSustainability ? minMaxScale(eligible.map((row) => row.renewableEnergyPct ?? 0)) : null;
  const { conviction: wc, exposure: we, sustainability: ws } = methodology.factorWeights;
  const composite = eligible.map(
    (_, i) => wc * conviction[i]! + we * exposure[i]! + (sustainability ? ws * sustainability[i]! : 0),
  );

  const compositeTotal = composite.reduce((sum, score) => sum + score, 0);
  const uncapped =
    compositeTotal > 0
      ? composite.map((score) => (score / compositeTotal) * 100)
      : composite.map(() => 100 / eligible.length);
  const capped = capWeights(uncapped, methodology.weightCapPct);
  const capFeasible = capped !== null;
  const finalWeights = capped ?? eligible.map(() => 100 / eligible.length);

  let totalBTC = 0;
  let totalValueUSD = 0;
  let totalMarketCap = 0;
  let concentration = 0;
  // Sort positions on plain numbers first, then build each output row once, in order:
  // comparing and re-shaping the wide row objects is what would cost at 100,000 rows.
  const order = eligible.map((_, i) => i);
  order.sort(
    (a, b) =>
      finalWeights[b]! - finalWeights[a]! ||
      eligible[b]!.btcHoldings - eligible[a]!.btcHoldings ||
      compareText(eligible[a]!.companyName, eligible[b]!.companyName),
  );
  const constituents = order.map((i): IndexConstituent<T> => {
    const row = eligible[i]!;
    const weight = finalWeights[i]!;
    totalBTC += row.btcHoldings;
    totalValueUSD += row.btcValueUSD;
    totalMarketCap += row.marketCap!;
    concentration += (weight / 100) ** 2;
    // The row's own fields first; the computed ones win over any stale copies it carries.
    return Object.assign({}, row, {
      totalAssets: row.marketCap!,
      btcPercentOfAssets: btcPercent[i]!,
      convictionScore: conviction[i]! * 100,
      exposureScore: exposure[i]! * 100,
      sustainabilityScore: sustainability ? sustainability[i]! * 100 : null,
      compositeScore: composite[i]! * 100,
      uncappedWeight: uncapped[i]!,
      cappedWeight: weight,
      indexWeight: weight,
      primaryWeight: weight * PRIMARY_WEIGHT_SHARE,
      secondaryWeight: weight * SECONDARY_WEIGHT_SHARE,
    }) as IndexConstituent<T>;
  });

  return {
    methodology: methodology.id,
    indexValue: round2((INDEX_BASE * totalValueUSD) / totalMarketCap),
    constituents,
    ineligible,
    totalBTC,
    totalValueUSD,
    totalMarketCap,
    constituentCount: constituents.length,
    concentration,
    effectiveNumberOfHoldings: 1 / concentration,
    capFeasible,
  };
}
