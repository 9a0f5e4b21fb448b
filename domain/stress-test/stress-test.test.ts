import { describe, expect, it } from 'vitest';
import { runPath, type BalanceSheet } from './model.ts';
import { band, returnSeries, runMonteCarlo } from './monte-carlo.ts';
import { addMonths, drawdownPrices, historicalPrices, StressTestInputError, type DailyHistory } from './scenarios.ts';
import { runStressTest, withAllocation, type MonteCarloReport, type PathReport } from './stress-test.ts';

/** Worked example: 100 BTC, $1M cash, $100k burn, $500k covenant, one $2M loan at 12 % on 50 BTC. */
const sheet: BalanceSheet = {
  btcHoldings: 100,
  cashUSD: 1_000_000,
  monthlyBurnUSD: 100_000,
  minLiquidityUSD: 500_000,
  loans: [
    { principalUSD: 2_000_000, annualRatePct: 12, collateralBtc: 50, marginCallLtvPct: 50, liquidationLtvPct: 80 },
  ],
};
const START = 100_000;
const PATH = [90_000, 80_000, 60_000, 45_000, 40_000, 50_000, 55_000, 60_000, 70_000];

/** A made-up but deterministic daily history: a wave with a drift, two years from 2022-01-01. */
function syntheticHistory(days = 730): DailyHistory {
  const dayList: string[] = [];
  const closes = new Float64Array(days);
  for (let day = 0; day < days; day++) {
    dayList.push(new Date(Date.UTC(2022, 0, 1 + day)).toISOString().slice(0, 10));
    closes[day] = 40_000 * Math.exp(0.0004 * day + 0.35 * Math.sin(day / 23) + 0.08 * Math.sin(day * 1.7));
  }
  return { days: dayList, closes };
}

describe('the base model on a given path (report-only)', () => {
  it('finds each breach in the month worked out by hand', () => {
    // LTV = 2,000,000 / (50 × price): 44.4, 50, 66.7, 88.9, 100, 80, 72.7, 66.7, 57.1 %.
    // Cash falls 100,000 burn + 20,000 interest a month: 880k, 760k, 640k, 520k, 400k, …, -80k in month 9.
    const run = runPath(sheet, START, PATH);
    expect(run.breaches).toEqual([
      { kind: 'margin_call', month: 2, loan: 0 },
      { kind: 'liquidation', month: 4, loan: 0 },
      { kind: 'min_liquidity', month: 5 },
      { kind: 'cash_out', month: 9 },
    ]);
    expect(run.firstBreach).toEqual({ kind: 'margin_call', month: 2 });
    expect(run.runwayMonths).toBe(1);
    expect(run.months[1]!.loans[0]!.ltvPct).toBeCloseTo(50, 10);
    expect(run.months[3]!.loans[0]!.ltvPct).toBeCloseTo(88.888_888_9, 6);
    expect(run.months.map((row) => row.cashUSD)).toEqual([
      880_000, 760_000, 640_000, 520_000, 400_000, 280_000, 160_000, 40_000, -80_000,
    ]);
    // Report-only: nothing is sold, the loan stays, no action is listed.
    expect(run.months.every((row) => row.btcHoldings === 100)).toBe(true);
    expect(run.actions).toEqual([]);
  });

  it('never breaches without debt and without burn, whatever the price does', () => {
    const calm: BalanceSheet = { btcHoldings: 10, cashUSD: 0, monthlyBurnUSD: 0, loans: [] };
    const run = runPath(calm, START, drawdownPrices(START, 120, 99, 3));
    expect(run.breaches).toEqual([]);
    expect(run.firstBreach).toBeNull();
    expect(run.runwayMonths).toBe(120);
  });

  it('tops up collateral at a margin call back to the starting LTV when switched on', () => {
    const run = runPath(sheet, START, PATH.slice(0, 2), {
      topUpCollateral: true,
      sellBtcForBurn: false,
      repayAtMaturity: false,
    });
    // Month 2: LTV 50 % at 80,000; back to 40 % needs 2,000,000 / (0.4 × 80,000) = 62.5 BTC pledged: 12.5 more.
    expect(run.actions).toEqual([{ kind: 'top_up_collateral', month: 2, loan: 0, btc: 12.5, usd: 1_000_000 }]);
    expect(run.months[1]!.loans[0]!.ltvPct).toBeCloseTo(40, 10);
    expect(run.breaches).toContainEqual({ kind: 'margin_call', month: 2, loan: 0 });
  });

  it('sells BTC to cover the burn and repays at maturity when switched on', () => {
    const small: BalanceSheet = {
      btcHoldings: 10,
      cashUSD: 100_000,
      monthlyBurnUSD: 60_000,
      loans: [{ principalUSD: 0, annualRatePct: 0, collateralBtc: 0, marginCallLtvPct: 70, liquidationLtvPct: 90 }],
    };
    const run = runPath(small, 50_000, [50_000, 50_000, 50_000], {
      topUpCollateral: false,
      sellBtcForBurn: true,
      repayAtMaturity: false,
    });
    expect(run.actions).toEqual([
      { kind: 'sell_btc', month: 2, btc: 0.4, usd: 20_000 },
      { kind: 'sell_btc', month: 3, btc: 1.2, usd: 60_000 },
    ]);
    expect(run.breaches).toEqual([]);
    expect(run.months[2]!.btcHoldings).toBeCloseTo(8.4, 10);

    const loan: BalanceSheet = {
      btcHoldings: 20,
      cashUSD: 1_500_000,
      monthlyBurnUSD: 0,
      loans: [
        {
          principalUSD: 1_000_000,
          annualRatePct: 0,
          collateralBtc: 20,
          marginCallLtvPct: 70,
          liquidationLtvPct: 90,
          maturity: 2,
        },
      ],
    };
    const repaid = runPath(loan, 100_000, [100_000, 100_000, 100_000], {
      topUpCollateral: false,
      sellBtcForBurn: false,
      repayAtMaturity: true,
    });
    expect(repaid.actions).toEqual([{ kind: 'repay_loan', month: 2, loan: 0, btc: 20, usd: 1_000_000 }]);
    expect(repaid.months[1]!.cashUSD).toBe(500_000);
    expect(repaid.months[1]!.loans[0]!.ltvPct).toBeNull();
  });
});

describe('scenarios', () => {
  it('draws a drawdown in straight lines to the trough and back', () => {
    expect(Array.from(drawdownPrices(100, 6, 50, 2, 2))).toEqual([75, 50, 75, 100, 100, 100]);
    expect(Array.from(drawdownPrices(100, 4, 80, 1))).toEqual([20, 20, 20, 20].map((v) => expect.closeTo(v, 9)));
  });

  it('adds calendar months, clamping to the month end', () => {
    expect(addMonths('2022-01-31', 1)).toBe('2022-02-28');
    expect(addMonths('2023-12-15', 3)).toBe('2024-03-15');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });

  it('replays stored closes scaled so the start day closes at the start price', () => {
    const history = syntheticHistory();
    const replay = historicalPrices(history, '2022-01-15', 3, 50_000);
    const close = (day: string) => history.closes[history.days.indexOf(day)]!;
    const scale = 50_000 / close('2022-01-15');
    expect(replay.dates).toEqual(['2022-02-15', '2022-03-15', '2022-04-15']);
    replay.dates.forEach((day, index) => expect(replay.prices[index]).toBeCloseTo(close(day) * scale, 6));
    // The replay's low is the history's low among the month ends, at the same month.
    const report = runStressTest(
      { ...sheet, horizonMonths: 12, startPrice: 50_000, scenario: { kind: 'historical', from: '2022-01-15' } },
      { history },
    ) as PathReport;
    const monthEnds = report.months.map((row) => close(row.date!));
    const lowMonth = monthEnds.indexOf(Math.min(...monthEnds)) + 1;
    const reportLow = report.months.reduce((low, row) => (row.btcPrice < low.btcPrice ? row : low));
    expect(reportLow.month).toBe(lowMonth);
    expect(report.historical?.fromClose).toBe(close('2022-01-15'));
  });

  it('names the first stored day for a replay that starts before it, and the last for one that runs past it', () => {
    const history = syntheticHistory();
    const before = () => historicalPrices(history, '2021-06-01', 3, 50_000);
    expect(before).toThrow(StressTestInputError);
    expect(before).toThrow(/starts on 2022-01-01/);
    expect(() => historicalPrices(history, '2023-12-01', 3, 50_000)).toThrow(/ends on 2023-12-31/);
  });
});

describe('Monte Carlo', () => {
  const history = syntheticHistory();
  const returns = returnSeries(history);
  const options = { paths: 2_000, seed: 42, horizonMonths: 24, startPrice: START };

  it('gives the same answer for the same seed and another for another seed', () => {
    const first = runMonteCarlo(sheet, returns, options);
    expect(runMonteCarlo(sheet, returns, options)).toEqual(first);
    expect(runMonteCarlo(sheet, returns, { ...options, seed: 43 }).btcPrice).not.toEqual(first.btcPrice);
    expect(first.cash).toHaveLength(24);
    expect(first.btcPrice[0]!.p5).toBeLessThan(first.btcPrice[0]!.p95);
  });

  it('breaches no less often with more debt on the same collateral', () => {
    const probabilities = [500_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000].map((principalUSD) => {
      const levered = { ...sheet, minLiquidityUSD: null, cashUSD: 1e9, loans: [{ ...sheet.loans[0]!, principalUSD }] };
      return runMonteCarlo(levered, returns, options).breachProbability;
    });
    for (let index = 1; index < probabilities.length; index++) {
      expect(probabilities[index]).toBeGreaterThanOrEqual(probabilities[index - 1]!);
    }
    expect(probabilities.at(-1)).toBeGreaterThan(probabilities[0]!);
  });

  it('reports the first-breach months of the breaching paths and null when none breaches', () => {
    const calm = runMonteCarlo({ btcHoldings: 1, cashUSD: 0, monthlyBurnUSD: 0, loans: [] }, returns, options);
    expect(calm.breachProbability).toBe(0);
    expect(calm.firstBreachMonth).toBeNull();
    const burning = runMonteCarlo({ btcHoldings: 1, cashUSD: 1_000, monthlyBurnUSD: 300, loans: [] }, returns, options);
    // Cash 1,000 − 300 a month: below 0 in month 4 on every path.
    expect(burning.breachProbability).toBe(1);
    expect(burning.firstBreachMonth).toEqual({ p5: 4, p50: 4, p95: 4 });
  });
});

describe('the solver', () => {
  it('finds the allocation worked out by hand for a flat path', () => {
    // $5M cash, $100k burn, $1M covenant, 12 months: 5,000,000 − k × 100,000 − 1,200,000 ≥ 1,000,000 → k ≤ 28.
    const report = runStressTest(
      {
        btcHoldings: 0,
        cashUSD: 5_000_000,
        monthlyBurnUSD: 100_000,
        minLiquidityUSD: 1_000_000,
        loans: [],
        horizonMonths: 24,
        startPrice: START,
        scenario: { kind: 'drawdown', troughPct: 60, monthsToTrough: 6 },
        solver: { requiredRunwayMonths: 12 },
      },
      { history: syntheticHistory() },
    );
    expect(report.solver).toMatchObject({ allocationBtc: 28, allocationUSD: 2_800_000 });
    expect(report.solver?.allocationSharePct).toBeCloseTo(56, 10);
  });

  it('answers an allocation that survives while one BTC more does not', () => {
    const history = syntheticHistory();
    const base = {
      ...sheet,
      cashUSD: 3_000_000,
      horizonMonths: 18,
      startPrice: START,
      actions: { sellBtcForBurn: true },
      solver: { requiredRunwayMonths: 12 },
    };
    for (const scenario of [
      { kind: 'drawdown', troughPct: 40, monthsToTrough: 9, recoveryMonths: 6 },
      { kind: 'monte_carlo', paths: 500, seed: 7 },
    ] as const) {
      const input = { ...base, loans: [{ ...sheet.loans[0]!, principalUSD: 500_000, collateralBtc: 80 }], scenario };
      const report = runStressTest(input, { history });
      const answer = report.solver!.allocationBtc!;
      expect(answer).toBeGreaterThan(0);
      expect(answer).toBeLessThan(report.solver!.maxAllocationBtc);
      const survives = (btc: number) => {
        const rerun = runStressTest(
          { ...input, ...withAllocation(input, btc, START), horizonMonths: 12, solver: null },
          { history },
        );
        return rerun.kind === 'monte_carlo'
          ? rerun.breachProbability <= 0.05
          : (rerun as PathReport).firstBreach === null;
      };
      expect(survives(answer)).toBe(true);
      expect(survives(answer + 1)).toBe(false);
    }
  });

  it('answers null when even no allocation survives', () => {
    const report = runStressTest(
      {
        ...sheet,
        horizonMonths: 9,
        startPrice: START,
        scenario: { kind: 'path', monthEndPrices: PATH },
        solver: { requiredRunwayMonths: 6 },
      },
      { history: syntheticHistory() },
    );
    expect(report.solver?.allocationBtc).toBeNull();
    expect((report as MonteCarloReport | PathReport).kind).toBe('path');
  });
});

describe('percentile bands', () => {
  it('match the sorted list, linear between ranks', () => {
    let seed = 3;
    for (const size of [1, 2, 3, 10, 101, 1000]) {
      const values = Float64Array.from({ length: size }, () => {
        seed = (seed * 1_664_525 + 1_013_904_223) % 4_294_967_296;
        return Math.floor((seed / 4_294_967_296) * 50);
      });
      const sorted = Array.from(values).sort((a, b) => a - b);
      const at = (q: number) => {
        const rank = (size - 1) * q;
        const below = Math.floor(rank);
        const above = Math.min(below + 1, size - 1);
        return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
      };
      const result = band(values);
      expect(result.p5).toBeCloseTo(at(0.05), 9);
      expect(result.p50).toBeCloseTo(at(0.5), 9);
      expect(result.p95).toBeCloseTo(at(0.95), 9);
    }
  });
});
