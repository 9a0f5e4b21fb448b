// One round of the alerts job (ADR 172):
// 1. detect: holdings changes from the audit log since the job's cursor, and index changes
//    (enters, leaves, weight moved by more than the threshold) against the weights last
//    reported — each stored once as an alert_events row;
// 2. send: to each confirmed `instant` subscriber one mail with every new change of their
//    topics (one import: one mail), and on their Monday morning a digest to each `weekly` one;
// 3. tidy: subscriptions never confirmed are deleted after 7 days, old events after 30.
// The mail is queued in the transaction that moves the subscriber's cursor, so a change is
// mailed once; delivery follows the commit.
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, max, sql } from 'drizzle-orm';
import {
  indexChanges,
  weeklyDigestDue,
  type AlertChange,
  type HoldingsAlert,
  type IndexMember,
} from '../../domain/alerts.ts';
import { INDEX_IDS, indexPagePath, methodologies } from '../../domain/index-methodology/methodologies.ts';
import { holderPath } from '../../domain/market/holder-paths.ts';
import { INDEX_TYPES, type IndexType } from '../../domain/schemas/common.ts';
import type { Database } from '../db/client.ts';
import { alertEvents, alertState, alertSubscriptions, alertTopics, auditLog, type AuditLogRow } from '../db/schema.ts';
import { lockIndexTypes } from '../db/write-locks.ts';
import type { JourneyContext } from '../journeys/context.ts';
import { computeIndexResult } from '../market/index-service.ts';
import { instantAlertMail, weeklyDigestMail } from './alert-mails.ts';
import { alertMailContext, deleteStaleUnconfirmed } from './subscriptions.ts';

const AUDIT_CURSOR = 'audit_cursor';
const AUDIT_BATCH = 10_000;
const EVENT_RETENTION_MS = 30 * 86_400_000;

async function readState<T>(db: Database, name: string): Promise<T | null> {
  const [row] = await db.select({ value: alertState.value }).from(alertState).where(eq(alertState.name, name));
  return row ? (row.value as T) : null;
}

async function writeState(db: Database, name: string, value: unknown): Promise<void> {
  await db
    .insert(alertState)
    .values({ name, value })
    .onConflictDoUpdate({ target: alertState.name, set: { value, updatedAt: new Date() } });
}

type Snapshot = Record<string, unknown> | null;
const holdingsOf = (snapshot: Snapshot): number | null =>
  typeof snapshot?.btcHoldings === 'number' ? snapshot.btcHoldings : null;
const textOf = (snapshot: Snapshot, field: string): string | null =>
  typeof snapshot?.[field] === 'string' ? (snapshot[field] as string) : null;

/** The holdings change an audit entry of treasury_constituents records (before equals after: another field changed). */
export function holdingsChangeOf(entry: AuditLogRow): HoldingsAlert {
  const before = entry.before as Snapshot;
  const after = entry.after as Snapshot;
  const was = entry.action === 'insert' ? null : holdingsOf(before);
  const is = entry.action === 'delete' ? null : holdingsOf(after);
  const companyName = entry.companyName ?? entry.ticker ?? '';
  return {
    type: 'holdings',
    ticker: entry.ticker?.toUpperCase() ?? '',
    companyName,
    before: was,
    after: is,
    difference: was === null || is === null ? null : is - was,
    asOf: entry.asOf ?? textOf(after, 'asOf'),
    source: entry.source ?? textOf(after, 'sourceNote'),
    path:
      holderPath({
        companyName,
        symbol: entry.ticker,
        indexType: (entry.indexType ?? 'bitcoin_treasury') as IndexType,
      }) ?? '/holdings',
  };
}

/**
 * Holdings changes written since the cursor, as alert events. The round first takes every
 * index type's write lock (ADR 031): no market write is then half-way, so every audit entry
 * below the highest id it reads has committed, and the cursor never skips one. The first
 * round only sets the cursor: history before the alerts existed is not news.
 */
export async function detectHoldingsChanges(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await lockIndexTypes(tx, INDEX_TYPES);
    const cursor = await readState<{ lastId: number }>(tx, AUDIT_CURSOR);
    if (!cursor) {
      const [latest] = await tx.select({ id: max(auditLog.id) }).from(auditLog);
      await writeState(tx, AUDIT_CURSOR, { lastId: latest?.id ?? 0 });
      return 0;
    }
    const entries = await tx
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, cursor.lastId), eq(auditLog.tableName, 'treasury_constituents')))
      .orderBy(asc(auditLog.id))
      .limit(AUDIT_BATCH);
    if (entries.length === 0) return 0;
    const events: (typeof alertEvents.$inferInsert)[] = [];
    for (const entry of entries) {
      const change = holdingsChangeOf(entry);
      if (change.before === change.after || !entry.ticker) continue; // other fields only, or a government
      events.push({
        kind: 'holder',
        key: change.ticker,
        auditId: entry.id,
        importId: entry.importId,
        payload: change,
        createdAt: now,
      });
    }
    if (events.length > 0) await tx.insert(alertEvents).values(events);
    await writeState(tx, AUDIT_CURSOR, { lastId: entries.at(-1)!.id });
    return events.length;
  });
}

/** Index changes against the weights last reported; the first round of an index only remembers them. */
export async function detectIndexChanges(db: Database, now: Date): Promise<number> {
  let detected = 0;
  for (const indexId of INDEX_IDS) {
    const result = await computeIndexResult(db, indexId, now);
    const current: Record<string, IndexMember> = {};
    for (const member of result.constituents) {
      current[member.companyName] = {
        companyName: member.companyName,
        ticker: member.symbol,
        weight: member.indexWeight,
      };
    }
    detected += await db.transaction(async (tx) => {
      const name = `index:${indexId}`;
      const reported = await readState<Record<string, IndexMember>>(tx, name);
      if (!reported) {
        await writeState(tx, name, current);
        return 0;
      }
      const { changes, remember } = indexChanges(reported, current);
      if (changes.length > 0) {
        await tx.insert(alertEvents).values(
          changes.map((change) => ({
            kind: 'index' as const,
            key: indexId,
            payload: {
              type: change.type,
              indexId,
              indexName: methodologies[indexId].name,
              companyName: change.member.companyName,
              ticker: change.member.ticker,
              before: change.before,
              after: change.after,
              path: indexPagePath(indexId),
            } satisfies AlertChange,
            createdAt: now,
          })),
        );
      }
      await writeState(tx, name, remember);
      return changes.length;
    });
  }
  return detected;
}

interface DueChange {
  subscriptionId: string;
  email: string;
  token: string;
  eventId: number;
  payload: AlertChange;
}

/** The new changes of each chosen subscriber's topics, up to `upTo`, in order. */
async function dueChanges(
  tx: Database,
  frequency: 'instant' | 'weekly',
  upTo: number,
  subscriptionIds?: readonly string[],
): Promise<Map<string, DueChange[]>> {
  const rows = await tx
    .select({
      subscriptionId: alertSubscriptions.id,
      email: alertSubscriptions.email,
      token: alertSubscriptions.token,
      eventId: alertEvents.id,
      payload: alertEvents.payload,
    })
    .from(alertSubscriptions)
    .innerJoin(alertTopics, eq(alertTopics.subscriptionId, alertSubscriptions.id))
    .innerJoin(
      alertEvents,
      and(
        eq(alertEvents.kind, alertTopics.kind),
        eq(alertEvents.key, alertTopics.key),
        gt(alertEvents.id, alertSubscriptions.lastEventId),
        lte(alertEvents.id, upTo),
      ),
    )
    .where(
      and(
        eq(alertSubscriptions.frequency, frequency),
        isNotNull(alertSubscriptions.confirmedAt),
        isNull(alertSubscriptions.unsubscribedAt),
        subscriptionIds ? inArray(alertSubscriptions.id, [...subscriptionIds]) : undefined,
      ),
    )
    .orderBy(alertSubscriptions.id, asc(alertEvents.id));
  const bySubscriber = new Map<string, DueChange[]>();
  for (const row of rows) {
    const list = bySubscriber.get(row.subscriptionId) ?? [];
    list.push({ ...row, payload: row.payload as AlertChange });
    bySubscriber.set(row.subscriptionId, list);
  }
  return bySubscriber;
}

/** One mail per `instant` subscriber with new changes; answers the queued mail ids. */
export async function queueInstantAlerts(context: JourneyContext): Promise<string[]> {
  return context.db.transaction(async (tx) => {
    const [latest] = await tx.select({ id: max(alertEvents.id) }).from(alertEvents);
    const upTo = latest?.id ?? 0;
    if (upTo === 0) return [];
    const mail = alertMailContext(context);
    const ids: string[] = [];
    for (const changes of (await dueChanges(tx, 'instant', upTo)).values()) {
      const { email, token } = changes[0]!;
      ids.push(
        await context.mailer.enqueue(
          tx,
          instantAlertMail(mail, { email, token, changes: changes.map((change) => change.payload) }),
        ),
      );
    }
    // Every instant subscriber has now heard of everything up to here (of their topics).
    await tx
      .update(alertSubscriptions)
      .set({ lastEventId: upTo })
      .where(and(eq(alertSubscriptions.frequency, 'instant'), lt(alertSubscriptions.lastEventId, upTo)));
    return ids;
  });
}

/** The weekly digest to each `weekly` subscriber whose Monday morning it is (when they have changes). */
export async function queueWeeklyDigests(context: JourneyContext, now: Date): Promise<string[]> {
  return context.db.transaction(async (tx) => {
    const candidates = await tx
      .select({
        id: alertSubscriptions.id,
        timeZone: alertSubscriptions.timeZone,
        lastDigestAt: alertSubscriptions.lastDigestAt,
      })
      .from(alertSubscriptions)
      .where(
        and(
          eq(alertSubscriptions.frequency, 'weekly'),
          isNotNull(alertSubscriptions.confirmedAt),
          isNull(alertSubscriptions.unsubscribedAt),
        ),
      );
    const due = candidates.filter((row) => weeklyDigestDue(now, row.timeZone, row.lastDigestAt)).map((row) => row.id);
    if (due.length === 0) return [];
    const [latest] = await tx.select({ id: max(alertEvents.id) }).from(alertEvents);
    const upTo = latest?.id ?? 0;
    const mail = alertMailContext(context);
    const ids: string[] = [];
    for (const changes of (await dueChanges(tx, 'weekly', upTo, due)).values()) {
      const { email, token } = changes[0]!;
      ids.push(
        await context.mailer.enqueue(
          tx,
          weeklyDigestMail(mail, { email, token, changes: changes.map((change) => change.payload) }),
        ),
      );
    }
    await tx
      .update(alertSubscriptions)
      .set({ lastDigestAt: now, lastEventId: sql`greatest(${alertSubscriptions.lastEventId}, ${upTo})` })
      .where(inArray(alertSubscriptions.id, due));
    return ids;
  });
}

export interface AlertRound {
  holdingsChanges: number;
  indexChanges: number;
  instant: number;
  digests: number;
  deletedUnconfirmed: number;
}

/** Detects, queues and delivers; then tidies. */
export async function runAlertRound(context: JourneyContext, now: Date): Promise<AlertRound> {
  const holdingsChanges = await detectHoldingsChanges(context.db, now);
  const indexChangeCount = await detectIndexChanges(context.db, now);
  const instant = await queueInstantAlerts(context);
  const digests = await queueWeeklyDigests(context, now);
  for (const id of [...instant, ...digests]) await context.mailer.deliver(id);
  const deletedUnconfirmed = await deleteStaleUnconfirmed(context.db, now);
  await context.db.delete(alertEvents).where(lt(alertEvents.createdAt, new Date(now.getTime() - EVENT_RETENTION_MS)));
  return {
    holdingsChanges,
    indexChanges: indexChangeCount,
    instant: instant.length,
    digests: digests.length,
    deletedUnconfirmed,
  };
}
