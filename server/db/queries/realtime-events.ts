// The durable realtime log (realtime_events): what a reconnecting browser or a server whose
// LISTEN connection dropped reads to catch up, and the periodic trim. Ids come from the
// table's sequence in commit order (supabase/migrations/*_realtime_events.sql).
import { asc, desc, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { realtimeEvents, type RealtimeEventRow } from '../schema.ts';
import { rawRows } from '../raw-rows.ts';

export type StoredRealtimeEvent = Pick<RealtimeEventRow, 'id' | 'payload'>;

/** The newest `limit` events, oldest first. */
export async function latestRealtimeEvents(db: Database, limit: number): Promise<StoredRealtimeEvent[]> {
  const rows = await db
    .select({ id: realtimeEvents.id, payload: realtimeEvents.payload })
    .from(realtimeEvents)
    .orderBy(desc(realtimeEvents.id))
    .limit(limit);
  return rows.reverse();
}

/** Up to `limit` events after `afterId`, in id order. */
export function realtimeEventsAfter(db: Database, afterId: number, limit: number): Promise<StoredRealtimeEvent[]> {
  return db
    .select({ id: realtimeEvents.id, payload: realtimeEvents.payload })
    .from(realtimeEvents)
    .where(gt(realtimeEvents.id, afterId))
    .orderBy(asc(realtimeEvents.id))
    .limit(limit);
}

export interface RealtimeEventBounds {
  /** The oldest id still kept, or null when the log is empty. */
  oldest: number | null;
  /** The highest id ever handed out (0 before the first event): ids above it do not exist. */
  lastAssigned: number;
}

export async function realtimeEventBounds(db: Database): Promise<RealtimeEventBounds> {
  const [row] = await rawRows<{ oldest: string | number | null; last_assigned: string | number }>(
    db,
    sql`select (select min(id) from realtime_events) as oldest,
               coalesce(pg_sequence_last_value(pg_get_serial_sequence('realtime_events', 'id')::regclass), 0) as last_assigned`,
  );
  if (!row) throw new Error('realtime_events bounds: no row');
  return { oldest: row.oldest === null ? null : Number(row.oldest), lastAssigned: Number(row.last_assigned) };
}

/** Deletes events written before `before`; returns how many. */
export async function trimRealtimeEvents(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(realtimeEvents)
    .where(lt(realtimeEvents.createdAt, before))
    .returning({ id: realtimeEvents.id });
  return deleted.length;
}
