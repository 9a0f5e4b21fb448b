// The CSV of each open data resource: its list, one row per item, with a header row.
// domain/csv.ts quotes per RFC 4180 and neutralises cells a spreadsheet would run as a
// formula (=, +, -, @ at the start).
import { toCsv, type CsvCell } from '../../domain/csv.ts';
import { groupHolders } from '../../domain/market/combined-holdings.ts';
import type { Constituent } from '../../domain/schemas/constituents.ts';
import type { Government, Holder, HoldingsChange } from '../../domain/schemas/holders.ts';
import type { CombinedHoldings, IndexHistoryRow, IndexResultResponse } from '../../domain/schemas/market.ts';
import type { Price } from '../../domain/schemas/prices.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each table takes its own resource's data
export type CsvTable = (data: any) => string;

const CONSTITUENT_COLUMNS = [
  'companyName',
  'symbol',
  'indexType',
  'btcHoldings',
  'btcValueUSD',
  'marketCap',
  'indexWeight',
  'sharesOutstanding',
  'totalDebtUSD',
  'preferredUSD',
  'cashUSD',
  'country',
  'exchange',
  'sector',
  'renewableEnergyPct',
  'renewableAsOf',
  'asOf',
  'marketCapAsOf',
  'capitalAsOf',
  'lastUpdated',
  'sourceNote',
  'marketCapSourceNote',
] as const satisfies readonly (keyof Constituent)[];

const constituentRow = (row: Constituent): CsvCell[] => CONSTITUENT_COLUMNS.map((column) => row[column]);

const CHANGE_LOG_COLUMNS = [
  'indexType',
  'kind',
  'action',
  'recordedAt',
  'asOf',
  'btcHoldings',
  'difference',
  'source',
  'importFile',
] as const satisfies readonly (keyof HoldingsChange)[];

const changeLogRow = (change: HoldingsChange): CsvCell[] => CHANGE_LOG_COLUMNS.map((column) => change[column]);

export const OPEN_DATA_CSV = {
  indexResult: ((result: IndexResultResponse) =>
    toCsv([
      ['rank', 'cappedWeight', 'compositeScore', ...CONSTITUENT_COLUMNS],
      ...result.constituents.map((row, index) => [
        index + 1,
        row.cappedWeight,
        row.compositeScore,
        ...constituentRow(row),
      ]),
    ])) as CsvTable,
  constituents: ((rows: Constituent[]) => toCsv([[...CONSTITUENT_COLUMNS], ...rows.map(constituentRow)])) as CsvTable,
  // A company listed among public companies and in GreenVault has a row in each; only the
  // row its totals count says true, so summing the column's rows gives totalBTC.
  combinedHoldings: ((combined: CombinedHoldings) => {
    const counted = new Set(groupHolders(combined.rows).map((holder) => holder.row.id));
    return toCsv([
      [...CONSTITUENT_COLUMNS, 'countedInTotal'],
      ...combined.rows.map((row) => [...constituentRow(row), String(counted.has(row.id))]),
    ]);
  }) as CsvTable,
  holder: ((holder: Holder) =>
    toCsv([
      ['ticker', ...CHANGE_LOG_COLUMNS],
      ...holder.changeLog.map((change) => [holder.ticker, ...changeLogRow(change)]),
    ])) as CsvTable,
  government: ((government: Government) =>
    toCsv([
      ['slug', ...CHANGE_LOG_COLUMNS],
      ...government.changeLog.map((change) => [government.slug, ...changeLogRow(change)]),
    ])) as CsvTable,
  prices: ((prices: Price[]) =>
    toCsv([
      ['symbol', 'price', 'timestamp', 'source'],
      ...prices.map((price) => [price.symbol, price.price, price.timestamp, price.source]),
    ])) as CsvTable,
  indexHistory: ((rows: IndexHistoryRow[]) =>
    toCsv([
      [
        'date',
        'indexType',
        'indexValue',
        'totalBtc',
        'totalMarketCap',
        'constituentCount',
        'performance1d',
        'performance7d',
        'performance30d',
      ],
      ...rows.map((row) => [
        row.date,
        row.indexType,
        row.indexValue,
        row.totalBtc,
        row.totalMarketCap,
        row.constituentCount,
        row.performance1d,
        row.performance7d,
        row.performance30d,
      ]),
    ])) as CsvTable,
};
