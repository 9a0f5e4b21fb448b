// The mNAV calculator's form: its fields, how they sit in the URL query string, the values
// they fall back to (the chosen company's stored figures, the latest stored BTC price) and
// how the typed text becomes calculateMnav's input.
import type { MnavBasis, MnavField, MnavInput } from '@domain/mnav';
import type { Constituent } from '@domain/schemas/constituents';
import { numberToInput, parseNumberInput } from '@/lib/parse-number';

export interface MnavFieldSpec {
  field: MnavField;
  /** Query-string key. */
  param: string;
  label: string;
  unit: string;
  /** Accepts a trailing '%'. */
  percent?: boolean;
  /** What the field means (its tooltip). */
  help: string;
}

/** In the order the form shows them. */
export const mnavFieldSpecs: readonly MnavFieldSpec[] = [
  {
    field: 'btcHeld',
    param: 'btc',
    label: 'BTC held',
    unit: 'BTC',
    help: 'The bitcoin the company holds. Choosing a company fills in its stored figure.',
  },
  {
    field: 'btcPrice',
    param: 'price',
    label: 'BTC price',
    unit: 'USD',
    help: 'US dollars per bitcoin. The latest stored price unless you enter another.',
  },
  {
    field: 'marketCap',
    param: 'mcap',
    label: 'Market cap',
    unit: 'USD',
    help: 'What the market values all the shares at. mNAV is market cap divided by the value of the BTC held.',
  },
  {
    field: 'sharePrice',
    param: 'sp',
    label: 'Share price',
    unit: 'USD',
    help: 'The price of one share. With shares outstanding it gives market cap when none is entered.',
  },
  {
    field: 'sharesOutstanding',
    param: 'shares',
    label: 'Shares outstanding',
    unit: 'shares',
    help: 'Shares issued, for the per-share figures (BTC and sats per share, NAV per share).',
  },
  {
    field: 'debt',
    param: 'debt',
    label: 'Debt',
    unit: 'USD',
    help: 'Total debt, added to market cap for the enterprise value.',
  },
  {
    field: 'preferred',
    param: 'pref',
    label: 'Preferred stock',
    unit: 'USD',
    help: 'Preferred stock at its liquidation value, added to market cap for the enterprise value.',
  },
  {
    field: 'cash',
    param: 'cash',
    label: 'Cash',
    unit: 'USD',
    help: 'Cash and equivalents, subtracted from market cap for the enterprise value.',
  },
  {
    field: 'btcAddedPerDay',
    param: 'add',
    label: 'BTC added per day',
    unit: 'BTC',
    help: 'Average BTC bought per day: how many days of buying it takes to bring mNAV down to 1.',
  },
  {
    field: 'dailyBtcYieldPct',
    param: 'yield',
    label: 'Daily BTC yield',
    unit: '%',
    percent: true,
    help: 'Daily growth of BTC per share, in percent: how many days of that growth cover the premium.',
  },
];

export const SYMBOL_PARAM = 'symbol';
export const BASIS_PARAM = 'basis';
const BASIS_VALUES: Record<string, MnavBasis> = { ev: 'enterpriseValue', mcap: 'marketCap' };
const basisParam = (basis: MnavBasis) => (basis === 'enterpriseValue' ? 'ev' : 'mcap');

export const fieldSpec = (field: MnavField): MnavFieldSpec => mnavFieldSpecs.find((spec) => spec.field === field)!;

/** The fields a stored company fills in, with the constituent value each takes. */
export const companyFieldValues: Readonly<Partial<Record<MnavField, (company: Constituent) => number | null>>> = {
  btcHeld: (company) => company.btcHoldings,
  marketCap: (company) => company.marketCap,
  sharesOutstanding: (company) => company.sharesOutstanding,
  debt: (company) => company.totalDebtUSD,
  preferred: (company) => company.preferredUSD,
  cash: (company) => company.cashUSD,
};

export const isCompanyField = (field: MnavField) => companyFieldValues[field] !== undefined;

/**
 * What the user has set. A field that is absent (undefined) takes its fallback — the
 * chosen company's figure, or for BTC price the latest stored price; an empty string is a
 * field the user cleared.
 */
export interface MnavFormState {
  values: Partial<Record<MnavField, string>>;
  /** The company prefilled from: its ticker, or its id when it has none. */
  symbol?: string;
  /** The basis chosen for BTC to reach mNAV 1 and days to cover; absent = the default (EV where known). */
  basis?: MnavBasis;
}

export type MnavValues = Record<MnavField, string>;

export interface MnavFallbacks {
  company: Constituent | null;
  latestBtcPrice: number | null;
}

export function parseMnavSearch(params: URLSearchParams): MnavFormState {
  const values: Partial<Record<MnavField, string>> = {};
  for (const { field, param } of mnavFieldSpecs) {
    const raw = params.get(param);
    if (raw !== null) values[field] = raw;
  }
  const symbol = params.get(SYMBOL_PARAM)?.trim();
  const basis = BASIS_VALUES[params.get(BASIS_PARAM) ?? ''];
  return { values, ...(symbol ? { symbol } : {}), ...(basis ? { basis } : {}) };
}

/** Only a field with a fallback needs an explicit empty value to stay cleared. */
function hasFallback(field: MnavField, state: MnavFormState): boolean {
  return field === 'btcPrice' || (state.symbol !== undefined && isCompanyField(field));
}

export function serializeMnavSearch(state: MnavFormState): URLSearchParams {
  const params = new URLSearchParams();
  for (const { field, param } of mnavFieldSpecs) {
    const value = state.values[field];
    if (value === undefined) continue;
    if (value.trim() !== '' || hasFallback(field, state)) params.set(param, value);
  }
  if (state.symbol) params.set(SYMBOL_PARAM, state.symbol);
  if (state.basis) params.set(BASIS_PARAM, basisParam(state.basis));
  return params;
}

export const companyKey = (company: Constituent) => company.symbol ?? company.id;

export function findCompany(companies: readonly Constituent[] | undefined, symbol: string | undefined) {
  if (!companies || !symbol) return null;
  const wanted = symbol.toUpperCase();
  return companies.find((company) => companyKey(company).toUpperCase() === wanted) ?? null;
}

/** The text each field shows: what the user typed, else its fallback, else empty. */
export function effectiveValues(state: MnavFormState, fallbacks: MnavFallbacks): MnavValues {
  const values = {} as MnavValues;
  for (const { field } of mnavFieldSpecs) {
    const typed = state.values[field];
    const fromCompany = companyFieldValues[field];
    if (typed !== undefined) values[field] = typed;
    else if (fromCompany && fallbacks.company) values[field] = numberToInput(fromCompany(fallbacks.company));
    else if (field === 'btcPrice') values[field] = numberToInput(fallbacks.latestBtcPrice);
    else values[field] = '';
  }
  return values;
}

/** True when the field shows the chosen company's stored figure unchanged. */
export function isFromCompany(field: MnavField, values: MnavValues, company: Constituent | null): boolean {
  const fromCompany = companyFieldValues[field];
  if (!fromCompany || !company) return false;
  const stored = fromCompany(company);
  return stored !== null && parseNumberInput(values[field]) === stored;
}

export function toMnavInput(values: MnavValues): MnavInput {
  const input = {} as MnavInput;
  for (const { field, percent } of mnavFieldSpecs) input[field] = parseNumberInput(values[field], { percent });
  return input;
}

/** The state to share: every value as shown, so the link gives the same results later. */
export function pinnedState(state: MnavFormState, values: MnavValues): MnavFormState {
  return {
    values: { ...values },
    ...(state.symbol ? { symbol: state.symbol } : {}),
    ...(state.basis ? { basis: state.basis } : {}),
  };
}
