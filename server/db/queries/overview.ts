// The admin overview's counts: accounts, market rows and their freshness per index type
// (oldest and newest as-of, stale rows by the rule of domain/staleness.ts), and the lead
// counts of the client journeys.
import { count, countDistinct, eq, gte, max, min, sql, sum } from 'drizzle-orm';
import { ADMIN_ROLE } from '../../../domain/auth.ts';
import type { LeadCounts, NewSinceLastLook, Overview } from '../../../domain/schemas/admin.ts';
import { INDEX_TYPES } from '../../../domain/schemas/common.ts';
import { staleCutoffDate } from '../../../domain/staleness.ts';
import type { Database } from '../client.ts';
import {
  adminLooks,
  assessments,
  consultations,
  enquiries,
  treasuryConstituents,
  user,
  userRoles,
  webinarRegistrations,
} from '../schema.ts';

const DAY_MS = 86_400_000;

export async function accountCounts(db: Database, now = Date.now()): Promise<Overview['accounts']> {
  const since = (days: number) => new Date(now - days * DAY_MS);
  const [[accounts], [admins], [week], [month]] = await Promise.all([
    db.select({ value: count() }).from(user),
    db
      .select({ value: countDistinct(userRoles.userId) })
      .from(userRoles)
      .where(eq(userRoles.role, ADMIN_ROLE)),
    db
      .select({ value: count() })
      .from(user)
      .where(gte(user.createdAt, since(7))),
    db
      .select({ value: count() })
      .from(user)
      .where(gte(user.createdAt, since(30))),
  ]);
  return {
    total: accounts?.value ?? 0,
    admins: admins?.value ?? 0,
    newLast7Days: week?.value ?? 0,
    newLast30Days: month?.value ?? 0,
  };
}

/** Per index type: rows, BTC, oldest/newest as-of date, stale and undated rows. */
export async function freshnessByIndexType(
  db: Database,
  now = Date.now(),
): Promise<Overview['constituents']['byIndexType']> {
  const cutoff = staleCutoffDate(now);
  const rows = await db
    .select({
      indexType: treasuryConstituents.indexType,
      count: count(),
      totalBtc: sum(treasuryConstituents.btcHoldings),
      oldestAsOf: min(treasuryConstituents.asOfDate),
      newestAsOf: max(treasuryConstituents.asOfDate),
      stale: sql<number>`count(*) filter (where ${treasuryConstituents.asOfDate} < ${cutoff})`,
      undated: sql<number>`count(*) filter (where ${treasuryConstituents.asOfDate} is null)`,
    })
    .from(treasuryConstituents)
    .groupBy(treasuryConstituents.indexType);
  const byType = new Map(rows.map((row) => [row.indexType, row]));
  return INDEX_TYPES.map((indexType) => {
    const row = byType.get(indexType);
    return {
      indexType,
      count: row?.count ?? 0,
      totalBtc: Number(row?.totalBtc ?? 0),
      oldestAsOf: row?.oldestAsOf ?? null,
      newestAsOf: row?.newestAsOf ?? null,
      stale: Number(row?.stale ?? 0),
      undated: Number(row?.undated ?? 0),
    };
  });
}

/**
 * Lead counts for the overview: upcoming bookings, and bookings, webinar registrations,
 * assessments and enquiries received in the last 7 and 30 days (by when they were made;
 * cancelled ones included — they were leads). Page views come with analytics (issue 12).
 */
export async function leadCounts(db: Database, now = Date.now()): Promise<LeadCounts> {
  const weekAgo = new Date(now - 7 * DAY_MS).toISOString();
  const monthAgo = new Date(now - 30 * DAY_MS).toISOString();
  const windowed = (
    table: typeof consultations | typeof webinarRegistrations | typeof assessments | typeof enquiries,
  ) =>
    db
      .select({
        last7Days: sql<number>`count(*) FILTER (WHERE ${table.createdAt} >= ${weekAgo}::timestamptz)::int`,
        last30Days: sql<number>`count(*) FILTER (WHERE ${table.createdAt} >= ${monthAgo}::timestamptz)::int`,
      })
      .from(table);
  const [[upcoming], [bookings], [registrations], [assessmentCounts], [enquiryCounts]] = await Promise.all([
    db
      .select({ value: count() })
      .from(consultations)
      .where(
        sql`${consultations.status} = 'booked' AND ${consultations.startsAt} > ${new Date(now).toISOString()}::timestamptz`,
      ),
    windowed(consultations),
    windowed(webinarRegistrations),
    windowed(assessments),
    windowed(enquiries),
  ]);
  const counts = (row: { last7Days: number; last30Days: number } | undefined) => ({
    last7Days: Number(row?.last7Days ?? 0),
    last30Days: Number(row?.last30Days ?? 0),
  });
  return {
    upcomingBookings: upcoming?.value ?? 0,
    bookings: counts(bookings),
    webinarRegistrations: counts(registrations),
    assessments: counts(assessmentCounts),
    enquiries: counts(enquiryCounts),
  };
}

/** A pause longer than this between overview reads starts a new look. */
export const LOOK_GAP_MS = 30 * 60_000;

/**
 * Records an administrator's overview read and answers since when "new" counts: the read
 * before the current visit (reads less than LOOK_GAP_MS apart are one visit, so a refresh
 * does not empty the list); null on their first look.
 */
export async function recordLook(db: Database, userId: string, now: Date): Promise<Date | null> {
  const gapStart = new Date(now.getTime() - LOOK_GAP_MS).toISOString();
  const [row] = await db
    .insert(adminLooks)
    .values({ userId, lookedAt: now, previousLookAt: null })
    .onConflictDoUpdate({
      target: adminLooks.userId,
      set: {
        previousLookAt: sql`CASE WHEN ${adminLooks.lookedAt} < ${gapStart}::timestamptz THEN ${adminLooks.lookedAt} ELSE ${adminLooks.previousLookAt} END`,
        lookedAt: now,
      },
    })
    .returning({ previousLookAt: adminLooks.previousLookAt, lookedAt: adminLooks.lookedAt });
  return row?.previousLookAt ?? null;
}

/** What came in after `since`: bookings, changes, cancellations, registrations, enquiries, assessments. */
export async function newSince(db: Database, since: Date): Promise<Omit<NewSinceLastLook, 'since'>> {
  const at = since.toISOString();
  const after = (column: Parameters<typeof gte>[0]) => sql`${column} > ${at}::timestamptz`;
  const [[bookings], [cancellations], [registrations], [enquiryCount], [assessmentCount]] = await Promise.all([
    db.select({ value: count() }).from(consultations).where(after(consultations.createdAt)),
    db.select({ value: count() }).from(consultations).where(after(consultations.cancelledAt)),
    db.select({ value: count() }).from(webinarRegistrations).where(after(webinarRegistrations.createdAt)),
    db.select({ value: count() }).from(enquiries).where(after(enquiries.createdAt)),
    db.select({ value: count() }).from(assessments).where(after(assessments.createdAt)),
  ]);
  return {
    bookings: bookings?.value ?? 0,
    cancellations: cancellations?.value ?? 0,
    webinarRegistrations: registrations?.value ?? 0,
    enquiries: enquiryCount?.value ?? 0,
    assessments: assessmentCount?.value ?? 0,
  };
}
