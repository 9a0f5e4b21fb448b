// The chart's CSV: one line per day of the shown range, oldest first, with each price's
// source, through the shared CSV writer (which neutralises formula-like text cells).
import type { IndexId } from '@domain/index-methodology/methodologies';
import { toCsv } from '@/lib/csv';
import type { ChartRange, DailyRow } from './series';

export const PERFORMANCE_CSV_HEADER = ['date', 'index', 'index_value', 'btc_price_usd', 'btc_price_source'] as const;

export function performanceCsv(rows: readonly DailyRow[], indexName: string): string {
  return toCsv([
    PERFORMANCE_CSV_HEADER,
    ...rows.map((row) => [row.date, indexName, row.indexValue, row.btcPrice, row.btcPriceSource]),
  ]);
}

export function performanceCsvFilename(indexId: IndexId, range: ChartRange, end: string | null): string {
  return `vaultmark-${indexId}-${range}-${end ?? 'empty'}.csv`;
}
