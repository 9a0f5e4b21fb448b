// The stress test page's inputs as text (what the reader typed), their place in the URL so a
// run can be shared, and the request they make (validated by the API's own schema).
import { STRESS_TEST_FLAG_PARAMS, STRESS_TEST_TEXT_PARAMS } from '@domain/route-query-params';
import { stressTestRequestSchema, type StressTestRequest } from '@domain/schemas/stress-test';
import type { Constituent } from '@domain/schemas/constituents';
import { parseNumberInput } from '@/lib/parse-number';

/**
 * Days of stored closes the page reads for replays and Monte Carlo: the most
 * /api/prices/daily answers (DAILY_PRICE_MAX_DAYS), back to 1999 from today, so the page
 * sees the whole stored history as the API does, not the charts' ten years.
 */
export const STRESS_HISTORY_DAYS = 10_000;

export type ScenarioKind = 'drawdown' | 'historical' | 'path' | 'monte_carlo';
export const SCENARIO_KINDS: readonly { value: ScenarioKind; label: string }[] = [
  { value: 'drawdown', label: 'Drawdown' },
  { value: 'historical', label: 'Historical replay' },
  { value: 'path', label: 'Your own path' },
  { value: 'monte_carlo', label: 'Monte Carlo' },
];

export interface LoanForm {
  principal: string;
  rate: string;
  collateral: string;
  marginCall: string;
  liquidation: string;
  maturity: string;
}

export interface StressForm {
  ticker: string;
  btc: string;
  cash: string;
  burn: string;
  minLiquidity: string;
  horizon: string;
  /** Empty: the latest stored BTC price. */
  price: string;
  kind: ScenarioKind;
  trough: string;
  toTrough: string;
  recovery: string;
  from: string;
  /** Month-end prices, comma-separated. */
  path: string;
  paths: string;
  seed: string;
  block: string;
  loans: LoanForm[];
  topUp: boolean;
  sell: boolean;
  repay: boolean;
  runway: string;
  maxBreach: string;
}

export const DEFAULT_LOAN: LoanForm = {
  principal: '20000000',
  rate: '8',
  collateral: '500',
  marginCall: '50',
  liquidation: '80',
  maturity: '',
};

export const DEFAULT_FORM: StressForm = {
  ticker: '',
  btc: '1000',
  cash: '50000000',
  burn: '2000000',
  minLiquidity: '10000000',
  horizon: '24',
  price: '',
  kind: 'drawdown',
  trough: '75',
  toTrough: '12',
  recovery: '',
  from: '2024-03-14',
  path: '',
  paths: '2000',
  seed: '1',
  block: '30',
  loans: [DEFAULT_LOAN],
  topUp: false,
  sell: false,
  repay: false,
  runway: '12',
  maxBreach: '5',
};

const TEXT_KEYS = STRESS_TEST_TEXT_PARAMS;
const FLAG_KEYS = STRESS_TEST_FLAG_PARAMS;
const LOAN_KEYS = ['principal', 'rate', 'collateral', 'marginCall', 'liquidation', 'maturity'] as const;

/** Whether the URL holds figures of its own (a shared run), not only a ticker to prefill from. */
export function hasFigures(params: URLSearchParams): boolean {
  return params.has('btc');
}

export function parseStressSearch(params: URLSearchParams): StressForm {
  const form: StressForm = { ...DEFAULT_FORM, loans: [...DEFAULT_FORM.loans] };
  for (const key of TEXT_KEYS) {
    const value = params.get(key);
    if (value !== null) form[key] = value.slice(0, 4000);
  }
  const kind = params.get('kind');
  if (SCENARIO_KINDS.some((option) => option.value === kind)) form.kind = kind as ScenarioKind;
  for (const key of FLAG_KEYS) form[key] = params.get(key) === '1';
  if (hasFigures(params)) {
    form.loans = params
      .getAll('loan')
      .slice(0, 20)
      .map((text) => {
        const [principal = '', rate = '', collateral = '', marginCall = '', liquidation = '', maturity = ''] =
          text.split('~');
        return { principal, rate, collateral, marginCall, liquidation, maturity } satisfies LoanForm;
      });
  }
  return form;
}

export function serializeStressSearch(form: StressForm): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) if (form[key] !== '') params.set(key, form[key]);
  params.set('kind', form.kind);
  for (const key of FLAG_KEYS) if (form[key]) params.set(key, '1');
  for (const loan of form.loans) params.append('loan', LOAN_KEYS.map((key) => loan[key]).join('~'));
  return params;
}

/** The figures a stored holder gives: its holdings, cash and debt (an unsecured loan, rate not stored). */
export function prefillFromHolder(form: StressForm, row: Constituent): StressForm {
  const loans: LoanForm[] =
    row.totalDebtUSD && row.totalDebtUSD > 0
      ? [
          {
            principal: String(row.totalDebtUSD),
            rate: '0',
            collateral: '0',
            marginCall: '50',
            liquidation: '80',
            maturity: '',
          },
        ]
      : [];
  return {
    ...form,
    ticker: row.symbol ?? form.ticker,
    btc: String(row.btcHoldings),
    cash: row.cashUSD === null ? '0' : String(row.cashUSD),
    burn: '0',
    minLiquidity: '',
    loans,
  };
}

const number = (text: string): number | null => parseNumberInput(text);
const optionalNumber = (text: string): number | null | undefined => (text.trim() === '' ? undefined : number(text));

/** The request the form makes, or the issues by field path (the API's schema). */
export function toStressRequest(
  form: StressForm,
  latestPrice: number | null,
): { request: StressTestRequest; errors: null } | { request: null; errors: Record<string, string> } {
  const horizon = number(form.horizon);
  const scenario =
    form.kind === 'drawdown'
      ? {
          kind: 'drawdown',
          troughPct: number(form.trough),
          monthsToTrough: number(form.toTrough),
          recoveryMonths: optionalNumber(form.recovery),
        }
      : form.kind === 'historical'
        ? { kind: 'historical', from: form.from.trim() }
        : form.kind === 'path'
          ? {
              kind: 'path',
              monthEndPrices: form.path
                .split(/[\s,;]+/)
                .filter(Boolean)
                .map((text) => number(text)),
            }
          : {
              kind: 'monte_carlo',
              paths: number(form.paths),
              seed: number(form.seed),
              blockDays: optionalNumber(form.block),
            };
  const body = {
    btcHoldings: number(form.btc),
    cashUSD: number(form.cash),
    monthlyBurnUSD: number(form.burn),
    minLiquidityUSD: optionalNumber(form.minLiquidity),
    loans: form.loans.map((loan) => ({
      principalUSD: number(loan.principal),
      annualRatePct: number(loan.rate),
      collateralBtc: number(loan.collateral),
      marginCallLtvPct: number(loan.marginCall),
      liquidationLtvPct: number(loan.liquidation),
      maturity: optionalNumber(loan.maturity),
    })),
    horizonMonths: horizon,
    startPrice: optionalNumber(form.price) ?? latestPrice ?? undefined,
    scenario,
    actions: { topUpCollateral: form.topUp, sellBtcForBurn: form.sell, repayAtMaturity: form.repay },
    solver: {
      requiredRunwayMonths: number(form.runway),
      maxBreachProbabilityPct: optionalNumber(form.maxBreach),
    },
  };
  const parsed = stressTestRequestSchema.safeParse(body);
  if (parsed.success) return { request: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return { request: null, errors };
}
