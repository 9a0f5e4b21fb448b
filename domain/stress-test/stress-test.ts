// The treasury stress test: a balance sheet, a scenario and the optional actions in; month
// rows, breaches, runway (or Monte Carlo percentiles) and the solver's answer out. The API
// (POST /api/v1/stress-test) and the page's Web Worker both call runStressTest.

import { NO_ACTIONS, runPath, type BalanceSheet, type PathRun, type StressActions } from './model.ts';
import { runMonteCarlo, returnSeries, type MonteCarloRun, type ReturnSeries } from './monte-carlo.ts';
import { drawdownPrices, historicalPrices, type DailyHistory } from './scenarios.ts';

/** The Monte Carlo solver reruns at most this many paths per step (the first ones of the seed). */
export const SOLVER_MAX_PATHS = 10_000;
/** A Monte Carlo allocation survives when at most this share of paths breaches (default). */
export const DEFAULT_MAX_BREACH_PROBABILITY_PCT = 5;

export type StressScenario =
  | { kind: 'path'; monthEndPrices: readonly number[] }
  | { kind: 'historical'; from: string }
  | { kind: 'drawdown'; troughPct: number; monthsToTrough: number; recoveryMonths?: number | null | undefined }
  | { kind: 'monte_carlo'; paths: number; seed: number; blockDays?: number | null | undefined };

export interface SolverRequest {
  /** Months the company must pass without any breach. */
  requiredRunwayMonths: number;
  /** Monte Carlo only: the largest share of breaching paths accepted, in percent. */
  maxBreachProbabilityPct?: number | null | undefined;
}

export interface StressTestInput extends BalanceSheet {
  horizonMonths: number;
  startPrice: number;
  scenario: StressScenario;
  actions?: Partial<StressActions> | undefined;
  solver?: SolverRequest | null | undefined;
}

export interface SolverAnswer {
  requiredRunwayMonths: number;
  /** Whole BTC bought with cash at the start price; null when even none survives. */
  allocationBtc: number | null;
  allocationUSD: number | null;
  /** The allocation as a share of the starting cash, in percent. */
  allocationSharePct: number | null;
  /** The most the cash could buy. */
  maxAllocationBtc: number;
  /** Monte Carlo: the accepted share and the paths each step reran. */
  maxBreachProbabilityPct?: number;
  paths?: number;
}

export interface PathReport extends PathRun {
  kind: 'path' | 'historical' | 'drawdown';
  horizonMonths: number;
  startPrice: number;
  historical?: { from: string; fromClose: number; scale: number };
  solver: SolverAnswer | null;
}

export interface MonteCarloReport extends MonteCarloRun {
  kind: 'monte_carlo';
  horizonMonths: number;
  startPrice: number;
  solver: SolverAnswer | null;
}

export type StressTestReport = PathReport | MonteCarloReport;

/** What the stored history gives the scenarios; the return series is made once and reused. */
export interface StressTestData {
  history: DailyHistory;
  returns?: ReturnSeries;
}

export function resolveActions(actions: Partial<StressActions> | undefined): StressActions {
  return { ...NO_ACTIONS, ...actions };
}

/** The sheet after converting `btc` BTC worth of cash at the start price. */
export function withAllocation(sheet: BalanceSheet, btc: number, startPrice: number): BalanceSheet {
  return { ...sheet, btcHoldings: sheet.btcHoldings + btc, cashUSD: sheet.cashUSD - btc * startPrice };
}

/**
 * The largest whole number of BTC the cash can buy at the start price that still survives:
 * bisection keeping `low` surviving and `high` failing, so the answer survives and one BTC
 * more does not (unless the answer is all the cash can buy).
 */
export function solveAllocation(
  sheet: BalanceSheet,
  startPrice: number,
  requiredRunwayMonths: number,
  survives: (sheet: BalanceSheet) => boolean,
): Pick<
  SolverAnswer,
  'allocationBtc' | 'allocationUSD' | 'allocationSharePct' | 'maxAllocationBtc' | 'requiredRunwayMonths'
> {
  const maxAllocationBtc = Math.max(0, Math.floor(sheet.cashUSD / startPrice));
  const answer = (btc: number | null) => ({
    requiredRunwayMonths,
    allocationBtc: btc,
    allocationUSD: btc === null ? null : btc * startPrice,
    allocationSharePct: btc === null ? null : sheet.cashUSD > 0 ? ((btc * startPrice) / sheet.cashUSD) * 100 : 0,
    maxAllocationBtc,
  });
  if (!survives(withAllocation(sheet, 0, startPrice))) return answer(null);
  if (survives(withAllocation(sheet, maxAllocationBtc, startPrice))) return answer(maxAllocationBtc);
  let low = 0;
  let high = maxAllocationBtc;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (survives(withAllocation(sheet, middle, startPrice))) low = middle;
    else high = middle;
  }
  return answer(low);
}

export function runStressTest(input: StressTestInput, data: StressTestData): StressTestReport {
  const { scenario, horizonMonths, startPrice } = input;
  const actions = resolveActions(input.actions);
  const sheet: BalanceSheet = input;
  const required = input.solver ? Math.min(input.solver.requiredRunwayMonths, horizonMonths) : 0;

  if (scenario.kind === 'monte_carlo') {
    const returns = data.returns ?? returnSeries(data.history);
    const run = runMonteCarlo(sheet, returns, { ...scenario, horizonMonths, startPrice, actions });
    let solver: SolverAnswer | null = null;
    if (input.solver) {
      const maxPct = input.solver.maxBreachProbabilityPct ?? DEFAULT_MAX_BREACH_PROBABILITY_PCT;
      const paths = Math.min(scenario.paths, SOLVER_MAX_PATHS);
      const survives = (candidate: BalanceSheet) =>
        runMonteCarlo(candidate, returns, {
          paths,
          seed: scenario.seed,
          blockDays: scenario.blockDays,
          horizonMonths: required,
          startPrice,
          actions,
          breachesOnly: true,
        }).breachProbability *
          100 <=
        maxPct;
      solver = { ...solveAllocation(sheet, startPrice, required, survives), maxBreachProbabilityPct: maxPct, paths };
    }
    return { kind: 'monte_carlo', horizonMonths, startPrice, ...run, solver };
  }

  let prices: ArrayLike<number>;
  let dates: string[] | undefined;
  let historical: PathReport['historical'];
  if (scenario.kind === 'path') prices = scenario.monthEndPrices;
  else if (scenario.kind === 'drawdown') {
    prices = drawdownPrices(
      startPrice,
      horizonMonths,
      scenario.troughPct,
      scenario.monthsToTrough,
      scenario.recoveryMonths,
    );
  } else {
    const replay = historicalPrices(data.history, scenario.from, horizonMonths, startPrice);
    prices = replay.prices;
    dates = replay.dates;
    historical = { from: scenario.from, fromClose: replay.fromClose, scale: replay.scale };
  }
  const run = runPath(sheet, startPrice, prices, actions, dates);
  let solver: SolverAnswer | null = null;
  if (input.solver) {
    const window = Array.prototype.slice.call(prices, 0, required) as number[];
    solver = solveAllocation(
      sheet,
      startPrice,
      required,
      (candidate) => runPath(candidate, startPrice, window, actions).firstBreach === null,
    );
  }
  return {
    kind: scenario.kind,
    horizonMonths,
    startPrice,
    ...(historical ? { historical } : {}),
    ...run,
    solver,
  };
}
