// Contract of the treasury stress test: POST /api/v1/stress-test StressTestRequest →
// 200 StressTestReport (domain/stress-test/stress-test.ts). Every figure is bounded and
// none negative; a refused field answers 422 naming it. The page's form uses the same schema.
import * as z from 'zod/mini';
import { MAX_BLOCK_DAYS } from '../stress-test/monte-carlo.ts';
import { MAX_HORIZON_MONTHS, MAX_LOANS, MAX_MONTE_CARLO_PATHS } from '../stress-test/model.ts';
import { boundedInteger, boundedNumber, calendarDate } from './fields.ts';
import { MAX_BTC_HOLDINGS } from './market-fields.ts';

/** The largest USD figure accepted: $10 trillion. */
export const MAX_USD = 1e13;
export const MAX_BTC_PRICE = 1e8;
export const MAX_LTV_PCT = 1000;

const usd = boundedNumber(0, MAX_USD);
const btc = boundedNumber(0, MAX_BTC_HOLDINGS);
const price = boundedNumber(0.01, MAX_BTC_PRICE);
const months = boundedInteger(1, MAX_HORIZON_MONTHS);

export const stressLoanSchema = z
  .object({
    principalUSD: usd,
    annualRatePct: boundedNumber(0, 100),
    collateralBtc: btc,
    marginCallLtvPct: boundedNumber(1, MAX_LTV_PCT),
    liquidationLtvPct: boundedNumber(1, MAX_LTV_PCT),
    maturity: z.optional(z.nullable(months)),
  })
  .check(
    z.refine((loan) => loan.marginCallLtvPct <= loan.liquidationLtvPct, {
      error: 'The margin call LTV must be at most the liquidation LTV.',
      path: ['marginCallLtvPct'],
    }),
  );

export const stressScenarioSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('path'), monthEndPrices: z.array(price).check(z.maxLength(MAX_HORIZON_MONTHS)) }),
  z.object({ kind: z.literal('historical'), from: calendarDate }),
  z.object({
    kind: z.literal('drawdown'),
    troughPct: boundedNumber(0, 99.99),
    monthsToTrough: months,
    recoveryMonths: z.optional(z.nullable(months)),
  }),
  z.object({
    kind: z.literal('monte_carlo'),
    paths: boundedInteger(1, MAX_MONTE_CARLO_PATHS),
    seed: boundedInteger(0, 4_294_967_295),
    blockDays: z.optional(z.nullable(boundedInteger(1, MAX_BLOCK_DAYS))),
  }),
]);

export const stressTestRequestSchema = z
  .object({
    btcHoldings: btc,
    cashUSD: usd,
    monthlyBurnUSD: usd,
    minLiquidityUSD: z.optional(z.nullable(usd)),
    loans: z._default(z.array(stressLoanSchema).check(z.maxLength(MAX_LOANS)), []),
    horizonMonths: months,
    /** Default: the latest stored BTC price. */
    startPrice: z.optional(z.nullable(price)),
    scenario: stressScenarioSchema,
    actions: z.optional(
      z.object({
        topUpCollateral: z.optional(z.boolean()),
        sellBtcForBurn: z.optional(z.boolean()),
        repayAtMaturity: z.optional(z.boolean()),
      }),
    ),
    solver: z.optional(
      z.nullable(
        z.object({
          requiredRunwayMonths: months,
          maxBreachProbabilityPct: z.optional(z.nullable(boundedNumber(0, 100))),
        }),
      ),
    ),
  })
  .check(
    z.refine(
      (input) => input.scenario.kind !== 'path' || input.scenario.monthEndPrices.length === input.horizonMonths,
      { error: 'Give one month-end price per month of the horizon.', path: ['scenario', 'monthEndPrices'] },
    ),
    z.refine((input) => input.loans.reduce((sum, loan) => sum + loan.collateralBtc, 0) <= input.btcHoldings, {
      error: 'The loans pledge more BTC than the holdings.',
      path: ['loans'],
    }),
    z.refine((input) => !input.solver || input.solver.requiredRunwayMonths <= input.horizonMonths, {
      error: 'The required runway must be within the horizon.',
      path: ['solver', 'requiredRunwayMonths'],
    }),
  );

export type StressTestRequest = z.infer<typeof stressTestRequestSchema>;

// The answer, for the OpenAPI document and the client's parsing.
const bandSchema = z.object({ p5: z.number(), p50: z.number(), p95: z.number() });
const breachKind = z.enum(['margin_call', 'liquidation', 'min_liquidity', 'cash_out']);
const solverSchema = z.nullable(
  z.object({
    requiredRunwayMonths: z.number(),
    allocationBtc: z.nullable(z.number()),
    allocationUSD: z.nullable(z.number()),
    allocationSharePct: z.nullable(z.number()),
    maxAllocationBtc: z.number(),
    maxBreachProbabilityPct: z.optional(z.number()),
    paths: z.optional(z.number()),
  }),
);

export const pathReportSchema = z.object({
  kind: z.enum(['path', 'historical', 'drawdown']),
  horizonMonths: z.number(),
  startPrice: z.number(),
  /** API: when the stored start price was observed; null when the request gave one. */
  startPriceAsOf: z.optional(z.nullable(z.string())),
  historical: z.optional(z.object({ from: z.string(), fromClose: z.number(), scale: z.number() })),
  months: z.array(
    z.object({
      month: z.number(),
      date: z.optional(z.string()),
      btcPrice: z.number(),
      cashUSD: z.number(),
      btcHoldings: z.number(),
      loans: z.array(z.object({ ltvPct: z.nullable(z.number()) })),
    }),
  ),
  breaches: z.array(z.object({ kind: breachKind, month: z.number(), loan: z.optional(z.number()) })),
  firstBreach: z.nullable(z.object({ kind: breachKind, month: z.number() })),
  runwayMonths: z.number(),
  actions: z.array(
    z.object({
      kind: z.enum(['top_up_collateral', 'sell_btc', 'repay_loan']),
      month: z.number(),
      loan: z.optional(z.number()),
      btc: z.number(),
      usd: z.number(),
    }),
  ),
  solver: solverSchema,
});

export const monteCarloReportSchema = z.object({
  kind: z.literal('monte_carlo'),
  horizonMonths: z.number(),
  startPrice: z.number(),
  /** API: when the stored start price was observed; null when the request gave one. */
  startPriceAsOf: z.optional(z.nullable(z.string())),
  paths: z.number(),
  seed: z.number(),
  blockDays: z.number(),
  breachProbability: z.number(),
  breachProbabilityByKind: z.record(breachKind, z.number()),
  firstBreachMonth: z.nullable(bandSchema),
  runwayMonths: bandSchema,
  cash: z.array(bandSchema),
  btcPrice: z.array(bandSchema),
  solver: solverSchema,
});

export const stressTestReportSchema = z.union([pathReportSchema, monteCarloReportSchema]);
