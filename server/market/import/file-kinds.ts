// The file layouts the admin import reads, recognised by their header: the seed snapshots
// of server/db/seed/ exactly as they are (public_companies, etfs, governments,
// green_candidates, market_caps — the same skip rules as the seed loader), and a generic
// CSV whose header is the API's field names. Each turns one CSV record into a draft: the
// fields it gives (blank cells give nothing), which column each came from, or why the row is
// skipped.
import { CONSTITUENT_FIELDS, type ConstituentField, type ImportKind } from '../../../domain/schemas/admin.ts';
import type { IndexType } from '../../../domain/schemas/common.ts';

/** A cell turned into a field value: a number when the column holds numbers, text otherwise. */
export type CellValue = string | number | null;

export interface RowDraft {
  /** Set when the row is skipped on purpose (not an error), with the reason. */
  skip?: string;
  /**
   * The fields the row gives (blank cells left out): CellValues from CSV; a JSON row's values
   * as sent, which the field schemas check (plan-import.ts).
   */
  fields: Partial<Record<ConstituentField, unknown>>;
  /** The file column each field came from (for messages). */
  columnOf: Partial<Record<ConstituentField, string>>;
  /** Fields the row must give (as their column names) whatever the stored row holds. */
  requires?: ConstituentField[];
  /** Name shown for a skipped row. */
  label?: string | null;
  /** market_caps: the rows to update are found by ticker instead of by name. */
  ticker?: string | null;
  /** The fields whose first value dates the change, when it is not the row's asOf (market_caps). */
  asOfFrom?: ConstituentField[];
  /** The source of the change when the row's sourceNote is not it (market_caps' note on its figures). */
  note?: string | null;
}

export interface CsvKind {
  kind: ImportKind;
  /** The index types its rows belong to (market_caps: the ones it updates). */
  indexTypes: IndexType[];
  /** Columns that identify the layout; all must be in the header. */
  columns: readonly string[];
  /** Whether `mode: replace` makes sense (the file is a whole list). */
  replaceable: boolean;
  toDraft(values: Readonly<Record<string, string>>): RowDraft;
}

/** Numeric fields: their cells must be plain decimals. */
export const NUMBER_FIELDS: ReadonlySet<ConstituentField> = new Set([
  'btcHoldings',
  'marketCap',
  'renewableEnergyPct',
  'sharesOutstanding',
  'totalDebtUSD',
  'preferredUSD',
  'cashUSD',
]);

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** Marks a cell that is not a plain number, so validation can say so (kept as text). */
export class NotANumber {
  constructor(readonly text: string) {}
}

function jsonCell(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // refused by the field's schema, naming the column
  }
}

/** A cell read for a field: blank → absent (undefined); numbers parsed strictly. */
export function cell(value: string | undefined, field: ConstituentField): unknown {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  // A CSV cell carries a row's sources as their JSON list, as a JSON import writes them.
  if (field === 'sources') return jsonCell(trimmed);
  if (!NUMBER_FIELDS.has(field)) return value;
  return PLAIN_DECIMAL.test(trimmed) ? Number(trimmed) : new NotANumber(trimmed);
}

/** Builds a draft from column → field pairs (only non-blank cells). */
function draftFrom(
  values: Readonly<Record<string, string>>,
  mapping: readonly (readonly [column: string, field: ConstituentField])[],
): RowDraft {
  const fields: RowDraft['fields'] = {};
  const columnOf: RowDraft['columnOf'] = {};
  for (const [column, field] of mapping) {
    const value = cell(values[column], field);
    if (value === undefined) continue;
    fields[field] = value as CellValue;
    columnOf[field] = column;
  }
  return { fields, columnOf };
}

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

const publicCompanies: CsvKind = {
  kind: 'public_companies',
  indexTypes: ['bitcoin_treasury'],
  columns: ['company_name', 'ticker', 'exchange', 'sector', 'btc_holdings', 'as_of', 'market_cap_usd'],
  replaceable: true,
  toDraft(values) {
    const draft = draftFrom(values, [
      ['company_name', 'companyName'],
      ['ticker', 'symbol'],
      ['exchange', 'exchange'],
      ['country', 'country'],
      ['sector', 'sector'],
      ['btc_holdings', 'btcHoldings'],
      ['as_of', 'asOf'],
      ['source_note', 'sourceNote'],
      ['market_cap_usd', 'marketCap'],
    ]);
    // As in the seed: the row's market-cap date goes with the row's own market cap.
    if (!blank(values.market_cap_usd) && !blank(values.market_cap_as_of)) {
      draft.fields.marketCapAsOf = values.market_cap_as_of!;
      draft.columnOf.marketCapAsOf = 'market_cap_as_of';
    }
    draft.requires = ['companyName', 'btcHoldings', 'asOf'];
    return draft;
  },
};

const etfs: CsvKind = {
  kind: 'etfs',
  indexTypes: ['bitcoin_etf'],
  columns: ['company_name', 'ticker', 'issuer', 'btc_holdings', 'as_of'],
  replaceable: true,
  toDraft(values) {
    if (blank(values.btc_holdings)) {
      const label = values.company_name?.trim() || null;
      return { skip: 'No BTC figure (the source gives only assets under management)', fields: {}, columnOf: {}, label };
    }
    const draft = draftFrom(values, [
      ['company_name', 'companyName'],
      ['ticker', 'symbol'],
      ['country', 'country'],
      ['btc_holdings', 'btcHoldings'],
      ['as_of', 'asOf'],
      ['source_note', 'sourceNote'],
    ]);
    draft.requires = ['companyName', 'btcHoldings', 'asOf'];
    return draft;
  },
};

const governments: CsvKind = {
  kind: 'governments',
  indexTypes: ['government_reserve'],
  columns: ['country', 'btc_holdings', 'as_of'],
  replaceable: true,
  toDraft(values) {
    if (blank(values.btc_holdings)) {
      return { skip: 'No BTC figure', fields: {}, columnOf: {}, label: values.country?.trim() || null };
    }
    const draft = draftFrom(values, [
      ['country', 'companyName'],
      ['country', 'country'],
      ['btc_holdings', 'btcHoldings'],
      ['as_of', 'asOf'],
      ['source_note', 'sourceNote'],
    ]);
    draft.requires = ['companyName', 'btcHoldings', 'asOf'];
    return draft;
  },
};

const greenCandidates: CsvKind = {
  kind: 'green_candidates',
  indexTypes: ['green_vault'],
  columns: ['company_name', 'ticker', 'btc_holdings', 'renewable_share_pct', 'as_of', 'btc_as_of'],
  replaceable: true,
  toDraft(values) {
    const label = values.company_name?.trim() || null;
    if (blank(values.btc_holdings)) return { skip: 'No BTC figure', fields: {}, columnOf: {}, label };
    if (blank(values.renewable_share_pct))
      return { skip: 'No renewable-energy share', fields: {}, columnOf: {}, label };
    // The row's as_of dates the renewable claim; btc_as_of dates the BTC figure (the row's as-of).
    const draft = draftFrom(values, [
      ['company_name', 'companyName'],
      ['ticker', 'symbol'],
      ['btc_holdings', 'btcHoldings'],
      ['renewable_share_pct', 'renewableEnergyPct'],
      ['as_of', 'renewableAsOf'],
      ['source_note', 'sourceNote'],
      ['btc_as_of', 'asOf'],
      ['renewable_claim_basis', 'renewableClaimBasis'],
    ]);
    draft.requires = ['companyName', 'btcHoldings', 'asOf', 'renewableAsOf'];
    return draft;
  },
};

const CAPITAL_COLUMNS = ['shares_basic', 'total_debt_usd', 'preferred_usd', 'cash_usd'] as const;

const marketCaps: CsvKind = {
  kind: 'market_caps',
  indexTypes: ['bitcoin_treasury', 'green_vault'],
  columns: ['company_name', 'ticker', 'market_cap_usd', 'market_cap_as_of', 'shares_basic', 'capital_as_of'],
  replaceable: false,
  toDraft(values) {
    const label = values.company_name?.trim() || null;
    const ticker = values.ticker?.trim() || null;
    if (!ticker) return { skip: 'No ticker to find the company by', fields: {}, columnOf: {}, label };
    const hasCap = !blank(values.market_cap_usd);
    const hasCapital = CAPITAL_COLUMNS.some((column) => !blank(values[column]));
    if (!hasCap && !hasCapital) return { skip: 'No market cap or capital figures', fields: {}, columnOf: {}, label };
    const draft = draftFrom(values, [
      ['market_cap_usd', 'marketCap'],
      ['shares_basic', 'sharesOutstanding'],
      ['total_debt_usd', 'totalDebtUSD'],
      ['preferred_usd', 'preferredUSD'],
      ['cash_usd', 'cashUSD'],
      ['source_note', 'sourceNote'],
    ]);
    const requires: ConstituentField[] = [];
    if (hasCap) {
      draft.columnOf.marketCapAsOf = 'market_cap_as_of';
      if (!blank(values.market_cap_as_of)) draft.fields.marketCapAsOf = values.market_cap_as_of!;
      requires.push('marketCapAsOf');
    }
    if (hasCapital) {
      draft.columnOf.capitalAsOf = 'capital_as_of';
      if (!blank(values.capital_as_of)) draft.fields.capitalAsOf = values.capital_as_of!;
    }
    // The note explains these figures, not the holdings: it becomes the market cap's source
    // note, and the row's own source note (the holdings') stays.
    const note = typeof draft.fields.sourceNote === 'string' ? draft.fields.sourceNote : null;
    delete draft.fields.sourceNote;
    delete draft.columnOf.sourceNote;
    if (note !== null) {
      draft.fields.marketCapSourceNote = note;
      draft.columnOf.marketCapSourceNote = 'source_note';
    }
    return { ...draft, ticker, label, requires, asOfFrom: ['marketCapAsOf', 'capitalAsOf'], note };
  },
};

export const genericRows: CsvKind = {
  kind: 'rows',
  indexTypes: [],
  columns: ['companyName', 'btcHoldings', 'asOf'],
  replaceable: true,
  toDraft(values) {
    const draft = draftFrom(
      values,
      // The API's field names as CSV columns (a dashboard export reads back in).
      CONSTITUENT_FIELDS.map((field) => [field, field] as const),
    );
    draft.requires = ['companyName', 'btcHoldings', 'asOf'];
    return draft;
  },
};

/** Tried in order: the first whose columns are all in the header wins (market_caps before public_companies). */
export const CSV_KINDS: readonly CsvKind[] = [
  marketCaps,
  greenCandidates,
  etfs,
  publicCompanies,
  genericRows,
  governments,
];

export function detectCsvKind(header: readonly string[]): CsvKind | null {
  return CSV_KINDS.find((kind) => kind.columns.every((column) => header.includes(column))) ?? null;
}

/** What each layout's header must contain, for the message when none matches. */
export function describeCsvKinds(): string {
  return CSV_KINDS.map((kind) => `${kind.kind} (${kind.columns.join(', ')})`).join('; ');
}
