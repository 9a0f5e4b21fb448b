// Month-end BTC prices for the stress test's deterministic scenarios: a drawdown shape and a
// replay of stored daily closes. A scenario that the stored history cannot answer throws a
// StressTestInputError naming the field, which the API answers as 422.

/** Stored daily closes, oldest first: `days` as YYYY-MM-DD, `closes` in USD. */
export interface DailyHistory {
  days: readonly string[];
  closes: ArrayLike<number>;
}

export class StressTestInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'StressTestInputError';
  }
}

/**
 * A fall of `troughPct` % in a straight line over `monthsToTrough` months; then back to the
 * start price in a straight line over `recoveryMonths` and flat after it, or flat at the
 * trough when there is no recovery.
 */
export function drawdownPrices(
  startPrice: number,
  horizonMonths: number,
  troughPct: number,
  monthsToTrough: number,
  recoveryMonths?: number | null,
): Float64Array {
  const prices = new Float64Array(horizonMonths);
  const trough = startPrice * (1 - troughPct / 100);
  for (let month = 1; month <= horizonMonths; month++) {
    let price: number;
    if (month <= monthsToTrough) price = startPrice - ((startPrice - trough) * month) / monthsToTrough;
    else if (recoveryMonths) {
      const into = Math.min(month - monthsToTrough, recoveryMonths);
      price = trough + ((startPrice - trough) * into) / recoveryMonths;
    } else price = trough;
    prices[month - 1] = price;
  }
  return prices;
}

/** `day` (YYYY-MM-DD) plus `months` calendar months, the day of month clamped to the month's last. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1, 2)}-${pad(Math.min(date, lastDay), 2)}`;
}

/** The index of the last stored day on or before `day`, or -1. */
function dayAtOrBefore(days: readonly string[], day: string): number {
  let low = 0;
  let high = days.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (days[middle]! <= day) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

export interface HistoricalReplay {
  prices: Float64Array;
  dates: string[];
  fromClose: number;
  /** startPrice / fromClose. */
  scale: number;
}

/**
 * Stored closes replayed from `from`: month end m is `from` + m months (the last stored close
 * on or before it), scaled so that `from`'s close equals the start price.
 */
export function historicalPrices(
  history: DailyHistory,
  from: string,
  horizonMonths: number,
  startPrice: number,
): HistoricalReplay {
  const first = history.days[0];
  const last = history.days[history.days.length - 1];
  if (!first || !last) throw new StressTestInputError('scenario.from', 'No daily BTC closes are stored yet.');
  if (from < first) {
    throw new StressTestInputError(
      'scenario.from',
      `The stored daily BTC history starts on ${first}: choose a day on or after it.`,
    );
  }
  const end = addMonths(from, horizonMonths);
  if (end > last) {
    throw new StressTestInputError(
      'scenario.from',
      `The stored daily BTC history ends on ${last}: ${from} plus ${horizonMonths} months (${end}) goes past it.`,
    );
  }
  const fromClose = history.closes[dayAtOrBefore(history.days, from)]!;
  const scale = startPrice / fromClose;
  const prices = new Float64Array(horizonMonths);
  const dates: string[] = [];
  for (let month = 1; month <= horizonMonths; month++) {
    const day = addMonths(from, month);
    dates.push(day);
    prices[month - 1] = history.closes[dayAtOrBefore(history.days, day)]! * scale;
  }
  return { prices, dates, fromClose, scale };
}
