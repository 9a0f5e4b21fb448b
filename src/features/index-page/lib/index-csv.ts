// The constituent table as CSV: one header row, then the rows in the table's current order
// and filter, with raw numbers (not display text) and every column, the weight breakdown
// included, each figure with its date: the BTC price (and its time) behind the USD values,
// the market cap's as-of apart from the holdings', and both source notes. Text cells are
// neutralised against spreadsheet formulas by lib/csv.
import type { Methodology } from '@domain/index-methodology/methodologies';
import type { Price } from '@domain/schemas/prices';
import { toCsv, type CsvCell } from '@/lib/csv';
import { marketCapSource } from '@/lib/market-cap-facts';
import { usesSustainability } from './columns';
import type { IndexTableRow } from './table-rows';

interface CsvColumn {
  header: string;
  value: (row: IndexTableRow) => CsvCell;
}

const round = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** `price`: the BTC price the USD values are at (the index result's), null when none is stored. */
export function indexCsvColumns(methodology: Methodology, price: Price | null): CsvColumn[] {
  const green = usesSustainability(methodology);
  return [
    { header: 'Rank', value: (r) => r.rank },
    { header: 'Company', value: (r) => r.companyName },
    { header: 'Ticker', value: (r) => r.symbol },
    { header: 'Sector', value: (r) => r.sector },
    { header: 'BTC held', value: (r) => r.btcHoldings },
    { header: 'BTC value (USD)', value: (r) => round(r.btcValueUSD, 2) },
    { header: 'BTC price (USD)', value: () => price?.price ?? null },
    { header: 'BTC price date', value: () => price?.timestamp ?? null },
    { header: 'Market cap (USD)', value: (r) => r.marketCap },
    { header: 'Market cap as of', value: (r) => (r.marketCap === null ? null : r.marketCapAsOf) },
    { header: 'BTC value / market cap (%)', value: (r) => round(r.btcPercentOfAssets, 4) },
    { header: 'mNAV (market cap)', value: (r) => round(r.mnav, 4) },
    { header: 'Conviction score', value: (r) => round(r.convictionScore, 2) },
    { header: 'Exposure score', value: (r) => round(r.exposureScore, 2) },
    ...(green
      ? [
          { header: 'Sustainability score', value: (r: IndexTableRow) => round(r.sustainabilityScore, 2) },
          { header: 'Renewable share (%)', value: (r: IndexTableRow) => r.renewableEnergyPct },
          { header: 'Renewable claim basis', value: (r: IndexTableRow) => r.renewableClaimBasis },
          { header: 'Renewable claim as of', value: (r: IndexTableRow) => r.renewableAsOf ?? null },
        ]
      : []),
    { header: 'Composite score', value: (r) => round(r.compositeScore, 2) },
    { header: 'Index weight (%)', value: (r) => round(r.indexWeight, 4) },
    { header: 'Primary weight (%)', value: (r) => round(r.primaryWeight, 4) },
    { header: 'Secondary weight (%)', value: (r) => round(r.secondaryWeight, 4) },
    { header: 'As of', value: (r) => r.asOf },
    { header: 'As-of date', value: (r) => r.asOfDate },
    { header: 'Stale', value: (r) => (r.stale ? 'stale' : '') },
    { header: 'Source', value: (r) => r.sourceNote },
    { header: 'Market cap source', value: (r) => marketCapSource(r) },
  ];
}

/** The header row and one row of cells per table row. */
export function indexCsvRows(
  rows: readonly IndexTableRow[],
  methodology: Methodology,
  price: Price | null,
): CsvCell[][] {
  const columns = indexCsvColumns(methodology, price);
  return [columns.map((column) => column.header), ...rows.map((row) => columns.map((column) => column.value(row)))];
}

export function indexCsv(rows: readonly IndexTableRow[], methodology: Methodology, price: Price | null): string {
  return toCsv(indexCsvRows(rows, methodology, price));
}

/** 'vaultmark-bitcoin_treasury-2026-11-21.csv' */
export function indexCsvFilename(methodology: Methodology, now: number): string {
  return `vaultmark-${methodology.id}-${new Date(now).toISOString().slice(0, 10)}.csv`;
}
