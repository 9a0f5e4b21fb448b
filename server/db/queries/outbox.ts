// The mail outbox (mail kept in the database when no SMTP server is configured).
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { outbox } from '../schema.ts';

/** The newest outbox messages, optionally for one recipient. */
export async function listOutbox(db: Database, options: { to?: string; limit?: number } = {}) {
  const query = db.select().from(outbox);
  const filtered = options.to ? query.where(eq(outbox.toAddress, options.to.trim().toLowerCase())) : query;
  return filtered.orderBy(desc(outbox.createdAt)).limit(options.limit ?? 100);
}
