// Monte Carlo for the stress test: each path is a block bootstrap of the stored daily log
// returns (blocks of `blockDays` consecutive days, each block's start drawn uniformly), and
// the balance sheet runs through every path with the model's kernel. Months are the outer
// loop and paths the inner one over typed arrays, so memory grows with the paths, not with
// paths × months, and each month's cash and price percentiles are taken as it ends.
// Each path draws from its own seeded generator: the same seed gives the same answer.

import {
  advanceMonth,
  DAYS_PER_MONTH,
  kernelParams,
  kernelState,
  NO_ACTIONS,
  type BalanceSheet,
  type StressActions,
} from './model.ts';
import { StressTestInputError, type DailyHistory } from './scenarios.ts';

export const DEFAULT_BLOCK_DAYS = 30;
export const MAX_BLOCK_DAYS = 365;

export interface Band {
  p5: number;
  p50: number;
  p95: number;
}

export interface MonteCarloRun {
  paths: number;
  seed: number;
  blockDays: number;
  /** Share of paths with any breach within the horizon, 0–1. */
  breachProbability: number;
  /** Per breach kind (any loan), 0–1. */
  breachProbabilityByKind: Record<'margin_call' | 'liquidation' | 'min_liquidity' | 'cash_out', number>;
  /** Over the paths that breach; null when none does. */
  firstBreachMonth: Band | null;
  /** Month ends passed before the first breach (the horizon for a path without one), over all paths. */
  runwayMonths: Band;
  /** Per month end, month 1 first. */
  cash: Band[];
  btcPrice: Band[];
}

/** Log returns of consecutive stored closes and their prefix sums (prefix[i] = sum of the first i). */
export interface ReturnSeries {
  count: number;
  prefix: Float64Array;
}

export function returnSeries(history: DailyHistory): ReturnSeries {
  const count = Math.max(0, history.closes.length - 1);
  const prefix = new Float64Array(count + 1);
  for (let day = 0; day < count; day++) {
    prefix[day + 1] = prefix[day]! + Math.log(history.closes[day + 1]! / history.closes[day]!);
  }
  return { count, prefix };
}

/** The path's generator seed: the run's seed and the path's number mixed (splitmix32's finaliser). */
function pathSeed(seed: number, path: number): number {
  let mixed = (seed ^ Math.imul(path + 1, 0x9e3779b9)) >>> 0;
  mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  return (mixed ^ (mixed >>> 16)) >>> 0;
}

/**
 * Puts the k-th smallest of values[low..high] at k, smaller ones before it and larger ones
 * after it (quickselect, median of three): linear time, where a sort of every month's
 * column would dominate a Monte Carlo run.
 */
function select(values: Float64Array, k: number, low: number, high: number): void {
  while (high > low) {
    const middle = (low + high) >>> 1;
    const a = values[low]!;
    const b = values[middle]!;
    const c = values[high]!;
    // The median of the three.
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return;
  }
}

/** Percentiles of `values` (reordered in place), linear between ranks as a sorted list would give them. */
export function band(values: Float64Array): Band {
  const last = values.length - 1;
  let from = 0;
  const at = (q: number) => {
    const rank = last * q;
    const below = Math.floor(rank);
    select(values, below, from, last);
    from = below;
    let next = values[below]!;
    if (below < last) {
      next = Infinity;
      for (let index = below + 1; index <= last; index++) if (values[index]! < next) next = values[index]!;
    }
    return values[below]! + (next - values[below]!) * (rank - below);
  };
  return { p5: at(0.05), p50: at(0.5), p95: at(0.95) };
}

export interface MonteCarloOptions {
  paths: number;
  seed: number;
  blockDays?: number | null;
  horizonMonths: number;
  startPrice: number;
  actions?: StressActions;
  /** Skip the per-month percentiles (the solver needs only the breaches). */
  breachesOnly?: boolean;
}

export function runMonteCarlo(sheet: BalanceSheet, returns: ReturnSeries, options: MonteCarloOptions): MonteCarloRun {
  const { paths, seed, horizonMonths, startPrice } = options;
  const blockDays = options.blockDays ?? DEFAULT_BLOCK_DAYS;
  if (returns.count < blockDays) {
    throw new StressTestInputError(
      'scenario.blockDays',
      `A block of ${blockDays} days needs at least ${blockDays + 1} stored daily closes; ${returns.count + 1} are stored.`,
    );
  }
  const params = kernelParams(sheet, startPrice, options.actions ?? NO_ACTIONS);
  const state = kernelState(sheet, paths);
  const prefix = returns.prefix;
  const starts = returns.count - blockDays + 1;
  const rng = new Uint32Array(paths);
  for (let path = 0; path < paths; path++) rng[path] = pathSeed(seed >>> 0, path);
  const blockStart = new Int32Array(paths);
  const blockLeft = new Int32Array(paths);
  const logPrice = new Float64Array(paths);
  const cashColumn = new Float64Array(paths);
  const priceColumn = new Float64Array(paths);
  const cash: Band[] = [];
  const btcPrice: Band[] = [];
  let dayBefore = 0;
  for (let month = 1; month <= horizonMonths; month++) {
    const monthEnd = Math.round(month * DAYS_PER_MONTH);
    const days = monthEnd - dayBefore;
    dayBefore = monthEnd;
    for (let path = 0; path < paths; path++) {
      let remaining = days;
      let log = logPrice[path]!;
      let left = blockLeft[path]!;
      let start = blockStart[path]!;
      while (remaining > 0) {
        if (left === 0) {
          // mulberry32
          let t = (rng[path]! + 0x6d2b79f5) | 0;
          rng[path] = t;
          t = Math.imul(t ^ (t >>> 15), t | 1);
          t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
          start = Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * starts);
          left = blockDays;
        }
        const taken = remaining < left ? remaining : left;
        const position = start + blockDays - left;
        log += prefix[position + taken]! - prefix[position]!;
        left -= taken;
        remaining -= taken;
      }
      logPrice[path] = log;
      blockLeft[path] = left;
      blockStart[path] = start;
      const price = startPrice * Math.exp(log);
      advanceMonth(params, state, path, month, price, null);
      cashColumn[path] = state.cash[path]!;
      priceColumn[path] = price;
    }
    if (!options.breachesOnly) {
      cash.push(band(cashColumn));
      btcPrice.push(band(priceColumn));
    }
  }

  let breached = 0;
  const byKind = { margin_call: 0, liquidation: 0, min_liquidity: 0, cash_out: 0 };
  const runway = new Float64Array(paths);
  const breachMonths: number[] = [];
  for (let path = 0; path < paths; path++) {
    const first = state.firstBreach[path]!;
    runway[path] = first ? first - 1 : horizonMonths;
    if (first) {
      breached++;
      breachMonths.push(first);
    }
    let marginCall = false;
    let liquidation = false;
    for (let loan = 0; loan < params.loans; loan++) {
      const at = (path * params.loans + loan) * 2;
      if (state.firstLoanBreach[at]) marginCall = true;
      if (state.firstLoanBreach[at + 1]) liquidation = true;
    }
    if (marginCall) byKind.margin_call++;
    if (liquidation) byKind.liquidation++;
    if (state.firstCashBreach[path * 2]) byKind.min_liquidity++;
    if (state.firstCashBreach[path * 2 + 1]) byKind.cash_out++;
  }
  return {
    paths,
    seed,
    blockDays,
    breachProbability: breached / paths,
    breachProbabilityByKind: {
      margin_call: byKind.margin_call / paths,
      liquidation: byKind.liquidation / paths,
      min_liquidity: byKind.min_liquidity / paths,
      cash_out: byKind.cash_out / paths,
    },
    firstBreachMonth: breachMonths.length ? band(Float64Array.from(breachMonths)) : null,
    runwayMonths: band(runway),
    cash,
    btcPrice,
  };
}
