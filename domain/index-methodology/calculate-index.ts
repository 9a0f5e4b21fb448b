// calculateIndex: composite scores, capped weights, index value and concentration of one
// index, from its candidate rows. Pure: runs unchanged in the browser and on the server.
//
// It computes on columns (typed arrays of the eligible rows' numbers) and builds the wide
// output row objects only when they are first read: at 100,000 rows, building them is most
// of the time. Sums are rounded once (ExactSum), so the result does not depend on the order
// of the rows and needs no sort of them by name; the one sort, by final weight, is a radix
// sort of the weights' high 32 bits, with the runs that share them ordered in full (ADR 052,
// ADR 140).
import { errorTexts } from '../errors.ts';
import { ExactSum, exactSum } from './exact-sum.ts';
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
  return Array.from(scaleToUnit(Float64Array.from(values)));
}

function scaleToUnit(values: Float64Array): Float64Array {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i]!;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const range = max - min;
  const scaled = new Float64Array(values.length);
  for (let i = 0; i < values.length; i += 1) scaled[i] = range > 0 ? (values[i]! - min) / range : 1;
  return scaled;
}

/** Weights kept sorted while scanning: the largest `size` values, largest first. */
function largestValues(values: Float64Array, size: number): Float64Array {
  if (size <= 0) return new Float64Array(0);
  if (size > LARGEST_BY_SELECTION) return values.slice().sort().reverse();
  const top = new Float64Array(size).fill(-Infinity);
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i]!;
    if (!(value > top[size - 1]!)) continue;
    let at = size - 1;
    while (at > 0 && top[at - 1]! < value) {
      top[at] = top[at - 1]!;
      at -= 1;
    }
    top[at] = value;
  }
  return top;
}
/** Up to this many capped weights are found by selection; more (a tiny cap) by a full sort. */
const LARGEST_BY_SELECTION = 256;

/** Weights as percentages of their exact total (equal shares when the total is not positive). */
function normaliseTo100(weights: Float64Array): Float64Array {
  const total = exactSum(weights);
  const normalised = new Float64Array(weights.length);
  for (let i = 0; i < weights.length; i += 1) {
    normalised[i] = total > 0 ? (weights[i]! / total) * 100 : 100 / weights.length;
  }
  return normalised;
}

/**
 * Caps weights on columns (see capWeights). Weights tied at the boundary of the capped set
 * are taken in the order `breakTie` gives (it never splits a tie in practice: equal weights
 * are capped together).
 */
function capColumn(uncapped: Float64Array, capPct: number, breakTie: (a: number, b: number) => number) {
  const n = uncapped.length;
  if (n === 0) return new Float64Array(0);
  if (n * capPct < 100) return null;
  // Once k × cap reaches 100 nothing is left to hand on, so at most this many are capped.
  const largest = largestValues(uncapped, Math.min(n, Math.ceil(100 / capPct) + 1));
  const rest = new ExactSum();
  for (let i = 0; i < n; i += 1) rest.add(uncapped[i]!);
  for (let k = 0; k < n; k += 1) {
    if (k > 0) rest.add(-largest[k - 1]!);
    const remaining = 100 - k * capPct;
    const restTotal = rest.value();
    const largestRest = k < largest.length ? largest[k]! : -Infinity;
    const scaledLargest = restTotal > 0 ? (largestRest * remaining) / restTotal : remaining / (n - k);
    if (scaledLargest <= capPct + 1e-12) {
      const capped = new Float64Array(n);
      const isCapped = cappedSet(uncapped, largest, k, breakTie);
      for (let i = 0; i < n; i += 1) {
        capped[i] = isCapped[i] ? capPct : restTotal > 0 ? (uncapped[i]! * remaining) / restTotal : remaining / (n - k);
      }
      return normaliseTo100(capped);
    }
  }
  // Every weight capped: only possible when n × cap equals 100 exactly.
  return normaliseTo100(new Float64Array(n).fill(capPct));
}

/** The k largest weights (ties at the boundary in breakTie order). */
function cappedSet(
  weights: Float64Array,
  largest: Float64Array,
  k: number,
  breakTie: (a: number, b: number) => number,
): Uint8Array {
  const isCapped = new Uint8Array(weights.length);
  if (k === 0) return isCapped;
  const threshold = largest[k - 1]!;
  const atThreshold: number[] = [];
  let above = 0;
  for (let i = 0; i < weights.length; i += 1) {
    if (weights[i]! > threshold) {
      isCapped[i] = 1;
      above += 1;
    } else if (weights[i] === threshold) atThreshold.push(i);
  }
  if (atThreshold.length > k - above) atThreshold.sort(breakTie);
  for (let t = 0; t < k - above; t += 1) isCapped[atThreshold[t]!] = 1;
  return isCapped;
}

/**
 * Caps weights (percent, summing to 100) at `capPct`: weights above the cap are fixed at it
 * and the excess goes to the others in proportion to their uncapped weights, until none
 * exceeds the cap. Solved directly as water-filling over the largest weights, which is
 * where the repeat-until-stable procedure converges. Returns null when the cap cannot hold
 * (count × cap < 100).
 */
export function capWeights(uncapped: readonly number[], capPct: number): number[] | null {
  const capped = capColumn(Float64Array.from(uncapped), capPct, (a, b) => a - b);
  return capped && Array.from(capped);
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

/**
 * The result of an index no row qualifies for (spec section 5): value 100, no constituents,
 * effective number of holdings 0, concentration 1. The server answers it too for an index
 * with no rows at all, where calculateIndex refuses the empty list.
 */
export function emptyIndexResult<T extends ConstituentInput = ConstituentInput>(
  methodologyId: IndexId,
  ineligible: IneligibleConstituent<T>[] = [],
): IndexResult<T> {
  return {
    methodology: methodologyId,
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

/** Little-endian: a double's low 32 bits come first in a Uint32Array view (true on every current platform). */
const LITTLE_ENDIAN = new Uint32Array(new Float64Array([1]).buffer)[1] === 0x3ff00000;
const RADIX_BITS = 16;
const RADIX = 1 << RADIX_BITS;
const RADIX_MASK = RADIX - 1;

/** Positions by the high 32 bits of their weights, largest first; see positionsByHighWord. */
interface HighWordOrder {
  order: Int32Array;
  /** The high 32 bits of each position's weight (-0 read as 0). */
  high: Uint32Array;
}

/**
 * Positions 0..n-1 ordered by the high 32 bits of their weights (sign, exponent and the top
 * 20 bits of the fraction), largest first, ties kept in position order: a stable LSD radix
 * sort in two 16-bit digits. For non-negative doubles the bits order like the numbers, so
 * this is the order by weight up to runs of weights that agree to about six significant
 * digits, which the caller orders in full. Null when a weight is negative or not a number.
 */
function positionsByHighWord(weights: Float64Array): HighWordOrder | null {
  const n = weights.length;
  if (!LITTLE_ENDIAN) return null;
  const words = new Uint32Array(weights.buffer, weights.byteOffset, 2 * n);
  const high = new Uint32Array(n);
  for (let i = 0; i < n; i += 1) {
    const weight = weights[i]!;
    if (!(weight >= 0)) return null;
    high[i] = weight === 0 ? 0 : words[2 * i + 1]!; // -0 has the sign bit set
  }
  let order = new Int32Array(n);
  let next = new Int32Array(n);
  for (let i = 0; i < n; i += 1) order[i] = i;
  const counts = new Int32Array(RADIX);
  // Low digit, then high digit. Keys complemented: ascending = largest first.
  for (const shift of [0, RADIX_BITS]) {
    counts.fill(0);
    for (let i = 0; i < n; i += 1) counts[(~high[i]! >>> shift) & RADIX_MASK]! += 1;
    if (counts[(~high[0]! >>> shift) & RADIX_MASK] === n) continue; // one digit for all: nothing to move
    let total = 0;
    for (let digit = 0; digit < RADIX; digit += 1) {
      const count = counts[digit]!;
      counts[digit] = total;
      total += count;
    }
    for (let i = 0; i < n; i += 1) {
      const position = order[i]!;
      next[counts[(~high[position]! >>> shift) & RADIX_MASK]!++] = position;
    }
    [order, next] = [next, order];
  }
  return { order, high };
}

/** Output order: index weight descending, then BTC held descending, then name, then the canonical order. */
function finalOrder<T extends ConstituentInput>(
  weights: Float64Array,
  btc: Float64Array,
  eligible: readonly T[],
): Int32Array {
  const compare = (a: number, b: number) =>
    weights[b]! - weights[a]! ||
    btc[b]! - btc[a]! ||
    compareText(eligible[a]!.companyName, eligible[b]!.companyName) ||
    canonicalOrder(eligible[a]!, eligible[b]!);
  const byHighWord = positionsByHighWord(weights);
  if (byHighWord === null) {
    // Weights that are not plain non-negative numbers: a comparison sort from the canonical order.
    const positions = Array.from(eligible.keys()).sort((a, b) => canonicalOrder(eligible[a]!, eligible[b]!));
    return Int32Array.from(positions.sort(compare));
  }
  // Runs that share the high bits — nearly equal weights, and equal ones (capped, equal
  // shares) — are ordered by the whole key.
  const { order, high } = byHighWord;
  for (let start = 0; start < order.length;) {
    let end = start + 1;
    while (end < order.length && high[order[end]!] === high[order[start]!]) end += 1;
    if (end - start > 1) order.set(Array.from(order.subarray(start, end)).sort(compare), start);
    start = end;
  }
  return order;
}

/** Defines `key` on `target` as a value built on first read (and replaceable). */
function defineLazy<V>(target: object, key: string, build: () => V): void {
  let value: V | undefined;
  let built = false;
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get: () => {
      if (!built) {
        value = build();
        built = true;
      }
      return value;
    },
    set: (replacement: V) => {
      value = replacement;
      built = true;
    },
  });
}

export function calculateIndex<T extends ConstituentInput>(
  rows: readonly T[],
  methodology: Methodology = methodologies.bitcoin_treasury,
): IndexResult<T> {
  if (rows.length === 0) throw new Error(errorTexts.noConstituents);

  const n = rows.length;
  const usesSustainability = methodology.factorWeights.sustainability > 0;
  const eligible: T[] = [];
  const ineligibleRows: T[] = [];
  const ineligibleReasons: IneligibleReason[] = [];
  const btcColumn = new Float64Array(n);
  const valueColumn = new Float64Array(n);
  const capColumnValues = new Float64Array(n);
  const renewableColumn = usesSustainability ? new Float64Array(n) : null;
  for (const row of rows) {
    const reason = ineligibilityReason(row, methodology);
    if (reason !== null) {
      ineligibleRows.push(row);
      ineligibleReasons.push(reason);
      continue;
    }
    const at = eligible.length;
    eligible.push(row);
    btcColumn[at] = row.btcHoldings;
    valueColumn[at] = row.btcValueUSD;
    capColumnValues[at] = row.marketCap!;
    if (renewableColumn) renewableColumn[at] = row.renewableEnergyPct ?? 0;
  }
  // The ineligible rows in the canonical order, built when read (it sorts by name).
  const ineligible = () =>
    Array.from(ineligibleRows.keys())
      .sort((a, b) => canonicalOrder(ineligibleRows[a]!, ineligibleRows[b]!))
      .map((i) => Object.assign({}, ineligibleRows[i]!, { reason: ineligibleReasons[i]! }) as IneligibleConstituent<T>);

  const m = eligible.length;
  if (m === 0) {
    const empty = emptyIndexResult<T>(methodology.id);
    defineLazy(empty, 'ineligible', ineligible);
    return empty;
  }

  const btc = btcColumn.subarray(0, m);
  const value = valueColumn.subarray(0, m);
  const cap = capColumnValues.subarray(0, m);
  const btcPercent = new Float64Array(m);
  for (let i = 0; i < m; i += 1) btcPercent[i] = (value[i]! / cap[i]!) * 100;
  const conviction = scaleToUnit(btcPercent);
  const exposure = scaleToUnit(btc);
  const sustainability = renewableColumn ? scaleToUnit(renewableColumn.subarray(0, m)) : null;
  const { conviction: wc, exposure: we, sustainability: ws } = methodology.factorWeights;
  const composite = new Float64Array(m);
  for (let i = 0; i < m; i += 1) {
    composite[i] = wc * conviction[i]! + we * exposure[i]! + (sustainability ? ws * sustainability[i]! : 0);
  }

  const compositeTotal = exactSum(composite);
  const uncapped = new Float64Array(m);
  for (let i = 0; i < m; i += 1) uncapped[i] = compositeTotal > 0 ? (composite[i]! / compositeTotal) * 100 : 100 / m;
  const capped = capColumn(uncapped, methodology.weightCapPct, (a, b) => canonicalOrder(eligible[a]!, eligible[b]!));
  const capFeasible = capped !== null;
  const weights = capped ?? new Float64Array(m).fill(100 / m);

  const concentrationSum = new ExactSum();
  for (let i = 0; i < m; i += 1) concentrationSum.add((weights[i]! / 100) ** 2);
  const concentration = concentrationSum.value();
  const totalValueUSD = exactSum(value);
  const totalMarketCap = exactSum(cap);
  const order = finalOrder(weights, btc, eligible);

  const result: IndexResult<T> = {
    methodology: methodology.id,
    indexValue: round2((INDEX_BASE * totalValueUSD) / totalMarketCap),
    constituents: [],
    ineligible: [],
    totalBTC: exactSum(btc),
    totalValueUSD,
    totalMarketCap,
    constituentCount: m,
    concentration,
    effectiveNumberOfHoldings: 1 / concentration,
    capFeasible,
  };
  defineLazy(result, 'ineligible', ineligible);
  // The wide output rows, in the final order, built when read.
  defineLazy(result, 'constituents', () => {
    const constituents = new Array<IndexConstituent<T>>(m);
    for (let at = 0; at < m; at += 1) {
      const i = order[at]!;
      const weight = weights[i]!;
      // The row's own fields first; the computed ones win over any stale copies it carries.
      constituents[at] = Object.assign({}, eligible[i]!, {
        totalAssets: cap[i]!,
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
    }
    return constituents;
  });
  return result;
}
