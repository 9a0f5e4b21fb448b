// The stress-test benchmark's run and its baseline, shared by Node (bench/stress-test.ts) and
// the browser (bundled into bench/stress-test-baseline.worker.ts): 10,000 paths × 60 months,
// one secured loan, burn and a liquidity covenant, no actions, over ten years of made-up daily
// closes; and one tight typed-array loop doing the same arithmetic inline (the same block
// bootstrap and generator, the same cash, LTV and breach checks, the same per-month
// percentiles). Both answers are compared, so the baseline cannot be faster by doing less.
import { DAYS_PER_MONTH, type BalanceSheet } from '../domain/stress-test/model.ts';
import { band, type ReturnSeries } from '../domain/stress-test/monte-carlo.ts';

export const PATHS = 10_000;
export const MONTHS = 60;
export const BLOCK_DAYS = 30;
export const SEED = 2026;
export const START_PRICE = 90_000;
export const TARGET_RATIO = 2;

export const SHEET: BalanceSheet = {
  btcHoldings: 10_000,
  cashUSD: 1_000_000_000,
  monthlyBurnUSD: 5_000_000,
  minLiquidityUSD: 100_000_000,
  loans: [
    { principalUSD: 300_000_000, annualRatePct: 8, collateralBtc: 8_000, marginCallLtvPct: 70, liquidationLtvPct: 85 },
  ],
};

/** Ten years of made-up daily closes with a trend, cycles and noise (deterministic). */
export function syntheticCloses(): Float64Array {
  const days = 3_650;
  const closes = new Float64Array(days);
  let seed = 7;
  for (let day = 0; day < days; day++) {
    seed = (seed * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    closes[day] = 20_000 * Math.exp(0.0005 * day + 0.5 * Math.sin(day / 180) + 0.03 * (seed / 4_294_967_296 - 0.5));
  }
  return closes;
}

/** What both runs answer, compared before any timing. */
export interface RunCheck {
  breachProbability: number;
  lastMedianCash: number;
}

function pathSeed(seed: number, path: number): number {
  let mixed = (seed ^ Math.imul(path + 1, 0x9e3779b9)) >>> 0;
  mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  return (mixed ^ (mixed >>> 16)) >>> 0;
}

/** The same run written as one loop: no kernel call, no per-loan arrays. */
export function tightLoop(returns: ReturnSeries): RunCheck {
  const loan = SHEET.loans[0]!;
  const prefix = returns.prefix;
  const starts = returns.count - BLOCK_DAYS + 1;
  const rng = new Uint32Array(PATHS);
  for (let path = 0; path < PATHS; path++) rng[path] = pathSeed(SEED, path);
  const blockStart = new Int32Array(PATHS);
  const blockLeft = new Int32Array(PATHS);
  const logPrice = new Float64Array(PATHS);
  const cash = new Float64Array(PATHS).fill(SHEET.cashUSD);
  const firstBreach = new Int32Array(PATHS);
  const cashColumn = new Float64Array(PATHS);
  const priceColumn = new Float64Array(PATHS);
  const outflow = SHEET.monthlyBurnUSD + (loan.principalUSD * loan.annualRatePct) / 100 / 12;
  const minLiquidity = SHEET.minLiquidityUSD!;
  let lastMedian = 0;
  let dayBefore = 0;
  for (let month = 1; month <= MONTHS; month++) {
    const monthEnd = Math.round(month * DAYS_PER_MONTH);
    const days = monthEnd - dayBefore;
    dayBefore = monthEnd;
    for (let path = 0; path < PATHS; path++) {
      let remaining = days;
      let log = logPrice[path]!;
      let left = blockLeft[path]!;
      let start = blockStart[path]!;
      while (remaining > 0) {
        if (left === 0) {
          let t = (rng[path]! + 0x6d2b79f5) | 0;
          rng[path] = t;
          t = Math.imul(t ^ (t >>> 15), t | 1);
          t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
          start = Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * starts);
          left = BLOCK_DAYS;
        }
        const taken = remaining < left ? remaining : left;
        const position = start + BLOCK_DAYS - left;
        log += prefix[position + taken]! - prefix[position]!;
        left -= taken;
        remaining -= taken;
      }
      logPrice[path] = log;
      blockLeft[path] = left;
      blockStart[path] = start;
      const price = START_PRICE * Math.exp(log);
      const ltv = (loan.principalUSD / (loan.collateralBtc * price)) * 100;
      const balance = cash[path]! - outflow;
      cash[path] = balance;
      if (
        firstBreach[path] === 0 &&
        (ltv >= loan.marginCallLtvPct || ltv >= loan.liquidationLtvPct || balance < minLiquidity || balance < 0)
      ) {
        firstBreach[path] = month;
      }
      cashColumn[path] = balance;
      priceColumn[path] = price;
    }
    lastMedian = band(cashColumn).p50;
    band(priceColumn);
  }
  let breached = 0;
  for (let path = 0; path < PATHS; path++) if (firstBreach[path]) breached++;
  return { breachProbability: breached / PATHS, lastMedianCash: lastMedian };
}
