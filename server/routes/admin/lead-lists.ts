// What the lead screens' routers share (consultations, webinar sessions and their
// registrations, assessments, enquiries): firm-local date filters, paging, and the CSV
// export answer. Contracts: domain/schemas/admin-leads.ts.
import type { Context } from 'hono';
import { toCsv, type CsvCell } from '../../../domain/csv.ts';
import { addDays, firstInstantAtWallTime, zonedDate } from '../../../domain/time-zone.ts';
import type { AppEnv } from '../../app-env.ts';

/** An export holds every matching row, up to this many. */
export const MAX_EXPORT_ROWS = 50_000;

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Firm-local dates (both ends included) as an instant range. */
export function dateRange(timeZone: string, from?: string, until?: string) {
  return {
    from: from ? firstInstantAtWallTime(from, 0, timeZone) : undefined,
    before: until ? firstInstantAtWallTime(addDays(until, 1), 0, timeZone) : undefined,
  };
}

export function paging(query: { page: number; pageSize: number }) {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

export const EVERYTHING = { limit: MAX_EXPORT_ROWS, offset: 0 };

export function csvResponse(c: Context<AppEnv>, name: string, timeZone: string, rows: CsvCell[][]) {
  const filename = `${name}-${zonedDate(new Date(), timeZone)}.csv`;
  // A byte-order mark so spreadsheets read UTF-8.
  return c.body(`\uFEFF${toCsv(rows)}`, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
  });
}
