// The mail outbox: every message the site sent or tried to send, with its status.
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { OutboxStatus } from '../../../domain/schemas/mail.ts';
import type { Database } from '../client.ts';
import { outbox } from '../schema.ts';
import { likePattern } from './audit-log.ts';

/** The newest outbox messages, optionally for one recipient. */
export async function listOutbox(db: Database, options: { to?: string; limit?: number } = {}) {
  const query = db.select().from(outbox);
  const filtered = options.to ? query.where(eq(outbox.toAddress, options.to.trim().toLowerCase())) : query;
  return filtered.orderBy(desc(outbox.createdAt)).limit(options.limit ?? 100);
}

export interface OutboxFilters {
  status?: OutboxStatus | undefined;
  kind?: string | undefined;
  /** Part of the recipient address, matched case-insensitively and literally (% and _ too). */
  to?: string | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
}

/** Admin list with filters, newest first, and the total for paging. */
export async function pageOutbox(db: Database, filters: OutboxFilters, paging: { limit: number; offset: number }) {
  const where: SQL | undefined = and(
    filters.status ? eq(outbox.status, filters.status) : undefined,
    filters.kind ? eq(outbox.kind, filters.kind) : undefined,
    filters.to ? ilike(outbox.toAddress, likePattern(filters.to)) : undefined,
    filters.from ? gte(outbox.createdAt, filters.from) : undefined,
    filters.before ? lt(outbox.createdAt, filters.before) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ value: count() }).from(outbox).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
