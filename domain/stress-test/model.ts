// The treasury stress test's balance-sheet model: a company's cash, BTC and BTC-backed loans
// run through month-end BTC prices. One kernel (advanceMonth) moves every path one month
// over structure-of-arrays state, so a single given path and 100,000 simulated ones follow
// the same arithmetic. Pure: no I/O, no clock; runs in a Web Worker and on the server.

export const MAX_HORIZON_MONTHS = 120;
export const MAX_MONTE_CARLO_PATHS = 100_000;
export const MAX_LOANS = 20;
/** A month in days, for the daily history: 365.25 / 12. */
export const DAYS_PER_MONTH = 365.25 / 12;

export const BREACH_KINDS = ['margin_call', 'liquidation', 'min_liquidity', 'cash_out'] as const;
export type BreachKind = (typeof BREACH_KINDS)[number];

export interface StressLoan {
  principalUSD: number;
  annualRatePct: number;
  /** BTC pledged from the holdings; 0 for an unsecured loan (no LTV, never a margin call). */
  collateralBtc: number;
  marginCallLtvPct: number;
  liquidationLtvPct: number;
  /** The month end (1 = the first) at which the principal falls due; none: it stays outstanding. */
  maturity?: number | null | undefined;
}

export interface BalanceSheet {
  /** Every BTC the company holds, pledged collateral included. */
  btcHoldings: number;
  cashUSD: number;
  /** Net operating cash out per month, ≥ 0. */
  monthlyBurnUSD: number;
  /** The liquidity covenant: cash below it is a breach. */
  minLiquidityUSD?: number | null | undefined;
  loans: readonly StressLoan[];
}

/** The optional actions, each its own switch; all off is the report-only base. */
export interface StressActions {
  /** At a margin call, pledge free BTC until the loan is back at its starting LTV. */
  topUpCollateral: boolean;
  /** When cash falls below 0, sell free BTC at the month-end price to bring it back to 0. */
  sellBtcForBurn: boolean;
  /** At a loan's maturity, pay the principal from cash and free its collateral. */
  repayAtMaturity: boolean;
}

export const NO_ACTIONS: StressActions = { topUpCollateral: false, sellBtcForBurn: false, repayAtMaturity: false };

export type ActionKind = 'top_up_collateral' | 'sell_btc' | 'repay_loan';

export interface ActionTaken {
  kind: ActionKind;
  month: number;
  /** The loan's index, for a top-up or a repayment. */
  loan?: number;
  btc: number;
  usd: number;
}

export interface Breach {
  kind: BreachKind;
  month: number;
  /** The loan's index, for margin_call and liquidation. */
  loan?: number;
}

/** The fixed figures of a run, laid out for the kernel. */
export interface KernelParams {
  loans: number;
  burn: number;
  /** -Infinity when there is no covenant. */
  minLiquidity: number;
  principal: Float64Array;
  monthlyInterest: Float64Array;
  marginCall: Float64Array;
  liquidation: Float64Array;
  /** 0: no maturity. */
  maturity: Int32Array;
  /** LTV at the start price, the top-up's target; NaN for an unsecured loan. */
  startLtv: Float64Array;
  secured: Uint8Array;
  actions: StressActions;
}

/** The state of `paths` paths; per-loan arrays are path-major (path × loans + loan). */
export interface KernelState {
  paths: number;
  cash: Float64Array;
  freeBtc: Float64Array;
  collateral: Float64Array;
  repaid: Uint8Array;
  /** After this month's actions; NaN for an unsecured or repaid loan. */
  ltv: Float64Array;
  /** First month of margin_call / liquidation per path and loan (path × loans × 2 + 0|1); 0: none. */
  firstLoanBreach: Int32Array;
  /** First month of min_liquidity / cash_out per path (path × 2 + 0|1); 0: none. */
  firstCashBreach: Int32Array;
  /** The earliest breach of any kind per path; 0: none. */
  firstBreach: Int32Array;
}

export function kernelParams(sheet: BalanceSheet, startPrice: number, actions: StressActions): KernelParams {
  const count = sheet.loans.length;
  const params: KernelParams = {
    loans: count,
    burn: sheet.monthlyBurnUSD,
    minLiquidity: sheet.minLiquidityUSD ?? -Infinity,
    principal: new Float64Array(count),
    monthlyInterest: new Float64Array(count),
    marginCall: new Float64Array(count),
    liquidation: new Float64Array(count),
    maturity: new Int32Array(count),
    startLtv: new Float64Array(count),
    secured: new Uint8Array(count),
    actions,
  };
  sheet.loans.forEach((loan, index) => {
    params.principal[index] = loan.principalUSD;
    params.monthlyInterest[index] = (loan.principalUSD * loan.annualRatePct) / 100 / 12;
    params.marginCall[index] = loan.marginCallLtvPct;
    params.liquidation[index] = loan.liquidationLtvPct;
    params.maturity[index] = loan.maturity ?? 0;
    params.secured[index] = loan.collateralBtc > 0 ? 1 : 0;
    params.startLtv[index] =
      loan.collateralBtc > 0 ? (loan.principalUSD / (loan.collateralBtc * startPrice)) * 100 : Number.NaN;
  });
  return params;
}

export function kernelState(sheet: BalanceSheet, paths: number): KernelState {
  const count = sheet.loans.length;
  const pledged = sheet.loans.reduce((sum, loan) => sum + loan.collateralBtc, 0);
  const state: KernelState = {
    paths,
    cash: new Float64Array(paths).fill(sheet.cashUSD),
    freeBtc: new Float64Array(paths).fill(sheet.btcHoldings - pledged),
    collateral: new Float64Array(paths * count),
    repaid: new Uint8Array(paths * count),
    ltv: new Float64Array(paths * count),
    firstLoanBreach: new Int32Array(paths * count * 2),
    firstCashBreach: new Int32Array(paths * 2),
    firstBreach: new Int32Array(paths),
  };
  for (let path = 0; path < paths; path++) {
    for (let loan = 0; loan < count; loan++) state.collateral[path * count + loan] = sheet.loans[loan]!.collateralBtc;
  }
  return state;
}

function noteBreach(state: KernelState, path: number, month: number): void {
  if (state.firstBreach[path] === 0) state.firstBreach[path] = month;
}

/**
 * Moves one path to the end of `month` at `price`: cash pays the burn and the interest of
 * every outstanding loan; then, when switched on, maturities are repaid, BTC is sold to
 * bring negative cash back to 0, and margin calls are met from free BTC. A breach is
 * recorded on the figures before the action that answers it (a call met is still a call).
 */
export function advanceMonth(
  params: KernelParams,
  state: KernelState,
  path: number,
  month: number,
  price: number,
  log: ActionTaken[] | null,
): void {
  const count = params.loans;
  const base = path * count;
  const { actions } = params;
  let cash = state.cash[path]! - params.burn;
  let free = state.freeBtc[path]!;
  for (let loan = 0; loan < count; loan++) {
    if (state.repaid[base + loan] === 0) cash -= params.monthlyInterest[loan]!;
  }
  if (actions.repayAtMaturity) {
    for (let loan = 0; loan < count; loan++) {
      if (params.maturity[loan] !== month || state.repaid[base + loan] !== 0) continue;
      const released = state.collateral[base + loan]!;
      cash -= params.principal[loan]!;
      free += released;
      state.collateral[base + loan] = 0;
      state.repaid[base + loan] = 1;
      log?.push({ kind: 'repay_loan', month, loan, btc: released, usd: params.principal[loan]! });
    }
  }
  if (actions.sellBtcForBurn && cash < 0 && free > 0) {
    // Enough BTC: cash is brought to exactly 0 (no rounding dust left below it).
    const needed = -cash / price;
    const sold = needed <= free ? needed : free;
    cash = needed <= free ? 0 : cash + free * price;
    free -= sold;
    log?.push({ kind: 'sell_btc', month, btc: sold, usd: sold * price });
  }
  for (let loan = 0; loan < count; loan++) {
    const at = base + loan;
    if (state.repaid[at] !== 0 || params.secured[loan] === 0) {
      state.ltv[at] = Number.NaN;
      continue;
    }
    const principal = params.principal[loan]!;
    let collateral = state.collateral[at]!;
    let ltv = (principal / (collateral * price)) * 100;
    if (ltv >= params.liquidation[loan]! && state.firstLoanBreach[at * 2 + 1] === 0) {
      state.firstLoanBreach[at * 2 + 1] = month;
      noteBreach(state, path, month);
    }
    if (ltv >= params.marginCall[loan]!) {
      if (state.firstLoanBreach[at * 2] === 0) {
        state.firstLoanBreach[at * 2] = month;
        noteBreach(state, path, month);
      }
      if (actions.topUpCollateral && free > 0) {
        const target = Math.min(params.startLtv[loan]!, params.marginCall[loan]!);
        const added = Math.min(free, principal / ((target / 100) * price) - collateral);
        if (added > 0) {
          free -= added;
          collateral += added;
          state.collateral[at] = collateral;
          ltv = (principal / (collateral * price)) * 100;
          log?.push({ kind: 'top_up_collateral', month, loan, btc: added, usd: added * price });
        }
      }
    }
    state.ltv[at] = ltv;
  }
  if (cash < params.minLiquidity && state.firstCashBreach[path * 2] === 0) {
    state.firstCashBreach[path * 2] = month;
    noteBreach(state, path, month);
  }
  if (cash < 0 && state.firstCashBreach[path * 2 + 1] === 0) {
    state.firstCashBreach[path * 2 + 1] = month;
    noteBreach(state, path, month);
  }
  state.cash[path] = cash;
  state.freeBtc[path] = free;
}

/** BTC the path holds: free plus still pledged. */
export function heldBtc(params: KernelParams, state: KernelState, path: number): number {
  let held = state.freeBtc[path]!;
  for (let loan = 0; loan < params.loans; loan++) held += state.collateral[path * params.loans + loan]!;
  return held;
}

export interface MonthRow {
  month: number;
  /** The month-end day, for a historical replay. */
  date?: string;
  btcPrice: number;
  cashUSD: number;
  btcHoldings: number;
  /** Per loan; null once repaid or for an unsecured loan. */
  loans: { ltvPct: number | null }[];
}

export interface PathRun {
  months: MonthRow[];
  breaches: Breach[];
  firstBreach: { kind: BreachKind; month: number } | null;
  /** Month ends passed before the first breach: the horizon when there is none. */
  runwayMonths: number;
  actions: ActionTaken[];
}

/** Runs the balance sheet through the given month-end prices (month 1 first). */
export function runPath(
  sheet: BalanceSheet,
  startPrice: number,
  prices: ArrayLike<number>,
  actions: StressActions = NO_ACTIONS,
  dates?: readonly string[],
): PathRun {
  const params = kernelParams(sheet, startPrice, actions);
  const state = kernelState(sheet, 1);
  const log: ActionTaken[] = [];
  const months: MonthRow[] = [];
  for (let month = 1; month <= prices.length; month++) {
    const price = prices[month - 1]!;
    advanceMonth(params, state, 0, month, price, log);
    const loans = Array.from(state.ltv, (ltv) => ({ ltvPct: Number.isNaN(ltv) ? null : ltv }));
    months.push({
      month,
      ...(dates ? { date: dates[month - 1] } : {}),
      btcPrice: price,
      cashUSD: state.cash[0]!,
      btcHoldings: heldBtc(params, state, 0),
      loans,
    });
  }
  const breaches: Breach[] = [];
  for (let loan = 0; loan < params.loans; loan++) {
    const marginCall = state.firstLoanBreach[loan * 2]!;
    const liquidation = state.firstLoanBreach[loan * 2 + 1]!;
    if (marginCall) breaches.push({ kind: 'margin_call', month: marginCall, loan });
    if (liquidation) breaches.push({ kind: 'liquidation', month: liquidation, loan });
  }
  if (state.firstCashBreach[0]) breaches.push({ kind: 'min_liquidity', month: state.firstCashBreach[0] });
  if (state.firstCashBreach[1]) breaches.push({ kind: 'cash_out', month: state.firstCashBreach[1] });
  const kindOrder = (kind: BreachKind) => BREACH_KINDS.indexOf(kind);
  breaches.sort((a, b) => a.month - b.month || kindOrder(a.kind) - kindOrder(b.kind) || (a.loan ?? 0) - (b.loan ?? 0));
  const first = breaches[0];
  return {
    months,
    breaches,
    firstBreach: first ? { kind: first.kind, month: first.month } : null,
    runwayMonths: first ? first.month - 1 : prices.length,
    actions: log,
  };
}
