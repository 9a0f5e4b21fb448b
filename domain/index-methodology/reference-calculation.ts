// Test oracles for calculate-index.ts, written for clarity rather than speed: an exact sum by
// integer arithmetic, and calculateIndex as the methodology states it, on row objects. The
// tests check the fast versions against them on random inputs; nothing else imports this.
import { ineligibilityReason, type ConstituentInput, type IndexResult } from './calculate-index.ts';
import { errorTexts } from '../errors.ts';
import {
  EMPTY_INDEX_VALUE,
  INDEX_BASE,
  PRIMARY_WEIGHT_SHARE,
  SECONDARY_WEIGHT_SHARE,
  type Methodology,
} from './methodologies.ts';

/** The exact sum by integer arithmetic (every finite double is a whole multiple of 2^-1074), rounded half to even. */
export function exactSumByBigInt(values: readonly number[]): number {
  if (values.some((value) => !Number.isFinite(value))) return values.reduce((a, b) => a + b, 0);
  const view = new DataView(new ArrayBuffer(8));
  let total = 0n;
  for (const value of values) {
    view.setFloat64(0, value);
    const high = view.getUint32(0);
    const low = view.getUint32(4);
    const exponent = (high >>> 20) & 0x7ff;
    const fraction = (BigInt(high & 0xfffff) << 32n) | BigInt(low);
    const mantissa = exponent === 0 ? fraction : fraction | (1n << 52n);
    const scaled = mantissa << BigInt(exponent === 0 ? 0 : exponent - 1);
    total += high >>> 31 ? -scaled : scaled;
  }
  if (total === 0n) return 0;
  const negative = total < 0n;
  let magnitude = negative ? -total : total;
  const length = magnitude.toString(2).length;
  let shift = 0;
  if (length > 53) {
    shift = length - 53;
    const kept = magnitude >> BigInt(shift);
    const dropped = magnitude - (kept << BigInt(shift));
    const half = 1n << BigInt(shift - 1);
    magnitude = dropped > half || (dropped === half && (kept & 1n) === 1n) ? kept + 1n : kept;
  }
  const result = Number(magnitude) * 2 ** (shift - 1074);
  return negative ? -result : result;
}

const textOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Rows in the canonical order the methodology fixes (name, symbol, then the numbers). */
function canonical(a: ConstituentInput, b: ConstituentInput): number {
  return (
    textOrder(a.companyName, b.companyName) ||
    textOrder(a.symbol ?? '', b.symbol ?? '') ||
    a.btcHoldings - b.btcHoldings ||
    a.btcValueUSD - b.btcValueUSD ||
    (a.marketCap ?? 0) - (b.marketCap ?? 0) ||
    (a.renewableEnergyPct ?? 0) - (b.renewableEnergyPct ?? 0)
  );
}

function scale(values: number[]): number[] {
  const min = values.reduce((low, value) => (value < low ? value : low), Infinity);
  const max = values.reduce((high, value) => (value > high ? value : high), -Infinity);
  return values.map((value) => (max - min > 0 ? (value - min) / (max - min) : 1));
}

const toHundred = (weights: number[]) => {
  const total = exactSumByBigInt(weights);
  return weights.map((weight) => (total > 0 ? (weight / total) * 100 : 100 / weights.length));
};

/** Water-filling with every weight sorted (largest first, then canonical position) and each rest summed anew. */
function cap(uncapped: number[], capPct: number): number[] | null {
  const n = uncapped.length;
  if (n * capPct < 100) return null;
  const ranked = uncapped.map((_, i) => i).sort((a, b) => uncapped[b]! - uncapped[a]! || a - b);
  for (let k = 0; k < n; k += 1) {
    const remaining = 100 - k * capPct;
    const rest = exactSumByBigInt(ranked.slice(k).map((i) => uncapped[i]!));
    const scaled = rest > 0 ? (uncapped[ranked[k]!]! * remaining) / rest : remaining / (n - k);
    if (scaled <= capPct + 1e-12) {
      const fixed = new Set(ranked.slice(0, k));
      return toHundred(
        uncapped.map((weight, i) =>
          fixed.has(i) ? capPct : rest > 0 ? (weight * remaining) / rest : remaining / (n - k),
        ),
      );
    }
  }
  return toHundred(uncapped.map(() => capPct));
}

/** calculateIndex as the methodology words it, on row objects, every step in the canonical order. */
export function referenceCalculateIndex<T extends ConstituentInput>(
  rows: readonly T[],
  methodology: Methodology,
): IndexResult<T> {
  if (rows.length === 0) throw new Error(errorTexts.noConstituents);
  const sorted = [...rows].sort(canonical);
  const eligible = sorted.filter((row) => ineligibilityReason(row, methodology) === null);
  const ineligible = sorted
    .filter((row) => ineligibilityReason(row, methodology) !== null)
    .map((row) => ({ ...row, reason: ineligibilityReason(row, methodology)! }));
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
  const { conviction: wc, exposure: we, sustainability: ws } = methodology.factorWeights;
  const btcPercent = eligible.map((row) => (row.btcValueUSD / row.marketCap!) * 100);
  const conviction = scale(btcPercent);
  const exposure = scale(eligible.map((row) => row.btcHoldings));
  const sustainability = ws > 0 ? scale(eligible.map((row) => row.renewableEnergyPct ?? 0)) : null;
  const composite = eligible.map(
    (_, i) => wc * conviction[i]! + we * exposure[i]! + (sustainability ? ws * sustainability[i]! : 0),
  );
  const compositeTotal = exactSumByBigInt(composite);
  const uncapped = composite.map((score) =>
    compositeTotal > 0 ? (score / compositeTotal) * 100 : 100 / eligible.length,
  );
  const capped = cap(uncapped, methodology.weightCapPct);
  const weights = capped ?? eligible.map(() => 100 / eligible.length);
  const constituents = eligible
    .map((row, i) => ({
      ...row,
      totalAssets: row.marketCap!,
      btcPercentOfAssets: btcPercent[i]!,
      convictionScore: conviction[i]! * 100,
      exposureScore: exposure[i]! * 100,
      sustainabilityScore: sustainability ? sustainability[i]! * 100 : null,
      compositeScore: composite[i]! * 100,
      uncappedWeight: uncapped[i]!,
      cappedWeight: weights[i]!,
      indexWeight: weights[i]!,
      primaryWeight: weights[i]! * PRIMARY_WEIGHT_SHARE,
      secondaryWeight: weights[i]! * SECONDARY_WEIGHT_SHARE,
    }))
    .sort(
      (a, b) =>
        b.indexWeight - a.indexWeight || b.btcHoldings - a.btcHoldings || textOrder(a.companyName, b.companyName),
    );
  const totalValueUSD = exactSumByBigInt(eligible.map((row) => row.btcValueUSD));
  const totalMarketCap = exactSumByBigInt(eligible.map((row) => row.marketCap!));
  const concentration = exactSumByBigInt(weights.map((weight) => (weight / 100) ** 2));
  return {
    methodology: methodology.id,
    indexValue: Math.round(((INDEX_BASE * totalValueUSD) / totalMarketCap) * 100) / 100,
    constituents,
    ineligible,
    totalBTC: exactSumByBigInt(eligible.map((row) => row.btcHoldings)),
    totalValueUSD,
    totalMarketCap,
    constituentCount: eligible.length,
    concentration,
    effectiveNumberOfHoldings: 1 / concentration,
    capFeasible: capped !== null,
  };
}
