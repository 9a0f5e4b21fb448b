// Prices for administrators: the latest price of each symbol with its age, whether the feed
// runs and how it last did, and a price entered by hand — stored, audited, and when it is
// the newest BTC price, every holding revalued in the same transaction (under all index
// types' write locks, like the feed).
import type * as z from 'zod/mini';
import { AppError } from '../../domain/errors.ts';
import {
  JOB_LABELS,
  type AgedPrice,
  type AuditEntry,
  type JobStatus,
  type priceEntrySchema,
} from '../../domain/schemas/admin.ts';
import { INDEX_TYPES } from '../../domain/schemas/common.ts';
import type { Price } from '../../domain/schemas/prices.ts';
import type { Database } from '../db/client.ts';
import { auditEntriesById, insertAuditEntries, type ActingUser } from '../db/queries/audit-log.ts';
import { BTC_SYMBOL, insertPrice, latestPrice, latestPrices } from '../db/queries/prices.ts';
import type { JobStatusRow } from '../db/schema.ts';
import { lockIndexTypes } from '../db/write-locks.ts';
import { refreshDerivedValues } from '../db/queries/derived-values.ts';

export type PriceEntry = z.output<typeof priceEntrySchema>;

export function agedPrice(price: Price, now = Date.now()): AgedPrice {
  return { ...price, ageSeconds: Math.max(0, Math.round((now - Date.parse(price.timestamp)) / 1000)) };
}

export async function latestAgedPrices(db: Database, now = Date.now()): Promise<AgedPrice[]> {
  return (await latestPrices(db)).map((price) => agedPrice(price, now));
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A job's status row for the dashboard; a job that never ran has only its name and label. */
export function toJobStatus(name: keyof typeof JOB_LABELS, row: JobStatusRow | undefined): JobStatus {
  return {
    name,
    label: JOB_LABELS[name],
    lastStartedAt: iso(row?.lastStartedAt),
    lastFinishedAt: iso(row?.lastFinishedAt),
    lastSuccessAt: iso(row?.lastSuccessAt),
    lastErrorAt: iso(row?.lastErrorAt),
    lastError: row?.lastError ?? null,
    lastOutcome: row?.lastOutcome ?? null,
    runCount: row?.runCount ?? 0,
    failureCount: row?.failureCount ?? 0,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const withCode = error as { code?: string; cause?: { code?: string } } | null;
  return withCode?.code === '23505' || withCode?.cause?.code === '23505';
}

/** Stores a price entered by hand; a new latest BTC price revalues every holding. */
export async function enterPrice(
  db: Database,
  actor: ActingUser,
  entry: PriceEntry,
): Promise<{ price: Price; revalued: boolean; audit: AuditEntry }> {
  const isBtc = entry.symbol === BTC_SYMBOL;
  try {
    return await db.transaction(async (tx) => {
      if (isBtc) await lockIndexTypes(tx, INDEX_TYPES);
      const price = await insertPrice(tx, {
        symbol: entry.symbol,
        price: entry.price,
        timestamp: new Date(entry.timestamp),
        source: entry.source,
      });
      const latest = await latestPrice(tx, entry.symbol);
      const revalued = isBtc && latest?.timestamp === price.timestamp;
      if (revalued) await refreshDerivedValues(tx, INDEX_TYPES);
      const ids = await insertAuditEntries(tx, actor, [
        {
          action: 'price_entered',
          origin: 'admin',
          table: 'price_data',
          rowId: `${price.symbol}@${price.timestamp}`,
          ticker: price.symbol,
          asOf: price.timestamp.slice(0, 10),
          source: entry.source,
          before: null,
          after: { ...price },
        },
      ]);
      const [audit] = await auditEntriesById(tx, ids);
      return { price, revalued, audit: audit! };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', {
        message: `A ${entry.symbol} price at ${entry.timestamp} is already stored.`,
        details: { issues: [{ path: 'timestamp', message: 'A price at this time is already stored.' }] },
      });
    }
    throw error;
  }
}
