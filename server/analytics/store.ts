// Storing and summarising the first-party analytics (ADR 091). A visitor is a hash of the
// request's address, its browser (User-Agent) and the site's host with a salt of the UTC
// day: the same visitor hashes alike all day and differently the next, and the address is
// never written anywhere. The day's salt is random, kept in analytics_salts (so every
// instance hashes alike) and deleted once the day is over.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { AnalyticsOverview } from '../../domain/schemas/analytics.ts';
import { ANALYTICS_RETENTION_DAYS, ANALYTICS_TOP_LIMIT, type AnalyticsEventName } from '../../domain/analytics.ts';
import type { Database } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { analyticsEvents, analyticsSalts } from '../db/schema.ts';

const SALT_BYTES = 32;
const DAY_MS = 86_400_000;

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The salt of `at`'s UTC day, made on first use; salts of earlier days are deleted, and
 * so are events older than ANALYTICS_RETENTION_DAYS.
 */
export async function dailySalt(db: Database, at: Date): Promise<string> {
  const day = utcDay(at);
  const [found] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(eq(analyticsSalts.day, day));
  if (found) return found.salt;
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(SALT_BYTES).toString('base64url') })
    .onConflictDoNothing();
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  const keepFrom = new Date(Date.parse(`${day}T00:00:00Z`) - ANALYTICS_RETENTION_DAYS * DAY_MS);
  await db.delete(analyticsEvents).where(lt(analyticsEvents.occurredAt, keepFrom));
  const [made] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  return made!.salt;
}

/** Keeps the day's salt in memory too, so a beacon costs no salt query (one cache per app). */
export class SaltCache {
  #day: string | null = null;
  #salt: string | null = null;

  async get(db: Database, at: Date): Promise<string> {
    const day = utcDay(at);
    if (this.#day !== day || !this.#salt) {
      this.#salt = await dailySalt(db, at);
      this.#day = day;
    }
    return this.#salt;
  }
}

export interface VisitorSignals {
  address: string | undefined;
  userAgent: string | undefined;
  host: string | undefined;
}

export function visitorHash(salt: string, signals: VisitorSignals): string {
  return createHash('sha256')
    .update([salt, signals.host ?? '', signals.address ?? '', signals.userAgent ?? ''].join('\n'))
    .digest('base64url')
    .slice(0, 32);
}

export interface StoredEvent {
  name: AnalyticsEventName;
  path: string;
  referrerHost: string | null;
}

export async function storeEvents(db: Database, hash: string, events: readonly StoredEvent[], at: Date) {
  if (events.length === 0) return;
  await db.insert(analyticsEvents).values(events.map((event) => ({ ...event, visitorHash: hash, occurredAt: at })));
}

/** The admin overview of the `days` UTC days up to and including `now`'s. */
export async function analyticsOverview(db: Database, days: number, now: Date): Promise<AnalyticsOverview> {
  const toDay = utcDay(now);
  const from = new Date(Date.parse(`${toDay}T00:00:00Z`) - (days - 1) * DAY_MS);
  const fromDay = utcDay(from);
  const inRange = gte(analyticsEvents.occurredAt, from);
  const dayOf = sql<string>`to_char(${analyticsEvents.occurredAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const isPageView = eq(analyticsEvents.name, 'page_view');
  const visitorDays = sql<number>`count(DISTINCT ${analyticsEvents.visitorHash})::int`;

  const [perDay, topPaths, referrers, funnel] = await Promise.all([
    db
      .select({
        date: dayOf,
        pageViews: sql<number>`count(*) FILTER (WHERE ${isPageView})::int`,
        visitors: sql<number>`count(DISTINCT ${analyticsEvents.visitorHash})::int`,
      })
      .from(analyticsEvents)
      .where(inRange)
      .groupBy(dayOf),
    db
      .select({ path: analyticsEvents.path, pageViews: count() })
      .from(analyticsEvents)
      .where(and(inRange, isPageView))
      .groupBy(analyticsEvents.path)
      .orderBy(desc(count()), analyticsEvents.path)
      .limit(ANALYTICS_TOP_LIMIT),
    // A visit is a visitor-day with that referrer, not a row: a flood of rows counts once.
    db
      .select({ host: sql<string>`${analyticsEvents.referrerHost}`, visits: visitorDays })
      .from(analyticsEvents)
      .where(and(inRange, isNotNull(analyticsEvents.referrerHost)))
      .groupBy(analyticsEvents.referrerHost)
      .orderBy(desc(visitorDays), analyticsEvents.referrerHost)
      .limit(ANALYTICS_TOP_LIMIT),
    // Visitor hashes change daily, so each step counts visitor-days, in order within the day.
    rawRows<{ home: number; assessment: number; booking: number }>(
      db,
      sql`
      WITH home AS (
        SELECT visitor_hash, min(occurred_at) AS at FROM analytics_events
        WHERE name = 'page_view' AND path = '/' AND occurred_at >= ${from.toISOString()}::timestamptz
        GROUP BY visitor_hash
      ), assessment AS (
        SELECT e.visitor_hash, min(e.occurred_at) AS at FROM analytics_events e JOIN home h USING (visitor_hash)
        WHERE e.name = 'page_view' AND e.path = '/assessment' AND e.occurred_at >= h.at
        GROUP BY e.visitor_hash
      ), booking AS (
        SELECT DISTINCT e.visitor_hash FROM analytics_events e JOIN assessment a USING (visitor_hash)
        WHERE e.name = 'booking_made' AND e.occurred_at >= a.at
      )
      SELECT (SELECT count(*) FROM home)::int AS home,
             (SELECT count(*) FROM assessment)::int AS assessment,
             (SELECT count(*) FROM booking)::int AS booking`,
    ),
  ]);

  const byDay = new Map(perDay.map((row) => [row.date, row]));
  const dayList: AnalyticsOverview['days'] = [];
  for (let at = from.getTime(); utcDay(new Date(at)) <= toDay; at += DAY_MS) {
    const date = utcDay(new Date(at));
    const row = byDay.get(date);
    dayList.push({ date, pageViews: Number(row?.pageViews ?? 0), visitors: Number(row?.visitors ?? 0) });
  }
  const [funnelRow] = funnel;
  return {
    from: fromDay,
    to: toDay,
    days: dayList,
    topPaths: topPaths.map((row) => ({ path: row.path, pageViews: Number(row.pageViews) })),
    referrers: referrers.map((row) => ({ host: row.host, visits: Number(row.visits) })),
    funnel: {
      home: Number(funnelRow?.home ?? 0),
      assessment: Number(funnelRow?.assessment ?? 0),
      booking: Number(funnelRow?.booking ?? 0),
    },
  };
}

/** Page views in the last 7 and 30 days, for the admin overview. */
export async function pageViewCounts(db: Database, now = Date.now()) {
  const weekAgo = new Date(now - 7 * DAY_MS).toISOString();
  const monthAgo = new Date(now - 30 * DAY_MS).toISOString();
  const [row] = await db
    .select({
      last7Days: sql<number>`count(*) FILTER (WHERE ${analyticsEvents.occurredAt} >= ${weekAgo}::timestamptz)::int`,
      last30Days: sql<number>`count(*) FILTER (WHERE ${analyticsEvents.occurredAt} >= ${monthAgo}::timestamptz)::int`,
    })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.name, 'page_view'));
  return { last7Days: Number(row?.last7Days ?? 0), last30Days: Number(row?.last30Days ?? 0) };
}
