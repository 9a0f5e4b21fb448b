// Alert subscriptions: subscribe (double opt-in: only the confirmation mail goes to an
// unconfirmed address), confirm by POST, read and change by the manage link, leave (also by
// the RFC 8058 one-click POST), the account's list (and leaving from it), the admin's counts per topic, and
// the deletion of subscriptions never confirmed.
import { and, count, eq, inArray, isNotNull, isNull, lt, max, sql } from 'drizzle-orm';
import { AppError } from '../../domain/errors.ts';
import type { AccountAlerts } from '../../domain/schemas/account-activity.ts';
import { methodologies, isIndexId } from '../../domain/index-methodology/methodologies.ts';
import { alertManagePath } from '../../domain/journey-paths.ts';
import {
  UNCONFIRMED_RETENTION_DAYS,
  alertMessages,
  type AlertAccepted,
  type AlertFrequency,
  type AlertStatus,
  type AlertTopic,
  type AlertTopicCounts,
  type AlertTopicKind,
  type ManagedAlerts,
  type NamedAlertTopic,
} from '../../domain/schemas/alerts.ts';
import { SITE_NAME } from '../auth.ts';
import type { Database } from '../db/client.ts';
import { ownedBy, type AccountOwner } from '../db/queries/account-rows.ts';
import {
  alertEvents,
  alertSubscriptions,
  alertTopics,
  treasuryConstituents,
  type AlertSubscriptionRow,
} from '../db/schema.ts';
import { newPublicToken } from '../db/tokens.ts';
import type { JourneyContext } from '../journeys/context.ts';
import { alertConfirmationMail, alreadySubscribedMail, type AlertMailContext } from './alert-mails.ts';

const DAY_MS = 86_400_000;

export function alertMailContext(context: Pick<JourneyContext, 'origin'>): AlertMailContext {
  return { siteName: SITE_NAME, origin: context.origin };
}

interface StoredTopic {
  kind: AlertTopicKind;
  key: string;
}

/** Holders by upper-case ticker: the ticker as stored and the name (the company's row first). */
async function holdersByTicker(db: Database, tickers: readonly string[]) {
  const wanted = [...new Set(tickers.map((ticker) => ticker.toUpperCase()))];
  const found = new Map<string, { ticker: string; name: string }>();
  if (wanted.length === 0) return found;
  const rows = await db
    .select({
      ticker: treasuryConstituents.ticker,
      name: treasuryConstituents.companyName,
      indexType: treasuryConstituents.indexType,
    })
    .from(treasuryConstituents)
    .where(inArray(sql`upper(${treasuryConstituents.ticker})`, wanted))
    .orderBy(sql`${treasuryConstituents.indexType} = 'bitcoin_etf'`, treasuryConstituents.indexType);
  for (const row of rows) {
    const key = row.ticker!.toUpperCase();
    if (!found.has(key)) found.set(key, { ticker: key, name: row.name });
  }
  return found;
}

/** The topics as stored (tickers upper case, no repeats); 422 naming the field of an unknown ticker. */
async function storedTopics(db: Database, topics: readonly AlertTopic[]): Promise<StoredTopic[]> {
  const holders = await holdersByTicker(
    db,
    topics.flatMap((topic) => (topic.kind === 'holder' ? [topic.ticker] : [])),
  );
  const issues: { path: string; message: string }[] = [];
  const result = new Map<string, StoredTopic>();
  topics.forEach((topic, position) => {
    if (topic.kind === 'holder') {
      const holder = holders.get(topic.ticker.toUpperCase());
      if (!holder) issues.push({ path: `topics.${position}.ticker`, message: alertMessages.unknownTicker });
      else result.set(`holder:${holder.ticker}`, { kind: 'holder', key: holder.ticker });
    } else {
      result.set(`index:${topic.indexId}`, { kind: 'index', key: topic.indexId });
    }
  });
  if (issues.length > 0) {
    const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    throw new AppError('VALIDATION_FAILED', { message: `Invalid request: ${summary}`, details: { issues } });
  }
  return [...result.values()];
}

async function namedTopics(db: Database, topics: readonly StoredTopic[]): Promise<NamedAlertTopic[]> {
  const holders = await holdersByTicker(
    db,
    topics.filter((topic) => topic.kind === 'holder').map((topic) => topic.key),
  );
  return topics
    .map((topic): NamedAlertTopic => {
      if (topic.kind === 'index') {
        return {
          kind: 'index',
          key: topic.key,
          name: isIndexId(topic.key) ? methodologies[topic.key].name : topic.key,
        };
      }
      const holder = holders.get(topic.key);
      return { kind: 'holder', key: topic.key, name: holder ? `${holder.name} (${topic.key})` : topic.key };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}

async function topicsOf(db: Database, subscriptionId: string): Promise<StoredTopic[]> {
  const rows = await db
    .select({ kind: alertTopics.kind, key: alertTopics.key })
    .from(alertTopics)
    .where(eq(alertTopics.subscriptionId, subscriptionId));
  return rows.map((row) => ({ kind: row.kind, key: row.key }));
}

async function replaceTopics(db: Database, subscriptionId: string, topics: readonly StoredTopic[]): Promise<void> {
  await db.delete(alertTopics).where(eq(alertTopics.subscriptionId, subscriptionId));
  if (topics.length > 0) {
    await db.insert(alertTopics).values(topics.map((topic) => ({ subscriptionId, kind: topic.kind, key: topic.key })));
  }
}

export function statusOf(row: Pick<AlertSubscriptionRow, 'confirmedAt' | 'unsubscribedAt'>): AlertStatus {
  if (row.unsubscribedAt) return 'left';
  return row.confirmedAt ? 'active' : 'unconfirmed';
}

async function managedView(db: Database, row: AlertSubscriptionRow, message?: string): Promise<ManagedAlerts> {
  return {
    status: statusOf(row),
    ...(message ? { message } : {}),
    topics: await namedTopics(db, await topicsOf(db, row.id)),
    frequency: row.frequency,
    timeZone: row.timeZone,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

async function subscriptionByToken(db: Database, token: string): Promise<AlertSubscriptionRow> {
  const [row] = await db.select().from(alertSubscriptions).where(eq(alertSubscriptions.token, token));
  if (!row) throw new AppError('NOT_FOUND', { message: alertMessages.notFound });
  return row;
}

export interface SubscribeRequest {
  email: string;
  topics: readonly AlertTopic[];
  frequency: AlertFrequency;
  timeZone?: string | undefined;
}

/** The answer to every subscription request, whatever was stored (nothing tells who is subscribed). */
export const ACCEPTED: AlertAccepted = { message: alertMessages.accepted };

/**
 * Stores a request and mails its confirmation link. An address already confirmed gets a
 * note with its manage link instead, and nothing changes (only its owner may change it); an
 * unconfirmed or left one is started again with the new topics and a new link.
 */
export async function subscribeToAlerts(context: JourneyContext, request: SubscribeRequest): Promise<AlertAccepted> {
  const now = context.settings.now();
  const topics = await storedTopics(context.db, request.topics);
  const mail = alertMailContext(context);
  const names = (await namedTopics(context.db, topics)).map((topic) => topic.name);
  const values = {
    frequency: request.frequency,
    timeZone: request.timeZone ?? context.settings.timeZone,
  };
  const ids = await context.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.email, request.email))
      .for('update');
    if (existing && statusOf(existing) === 'active') {
      return [await context.mailer.enqueue(tx, alreadySubscribedMail(mail, existing))];
    }
    let row: AlertSubscriptionRow;
    if (existing) {
      [row] = (await tx
        .update(alertSubscriptions)
        .set({
          ...values,
          token: newPublicToken(),
          confirmedAt: null,
          unsubscribedAt: null,
          lastDigestAt: null,
          createdAt: now,
          // Whoever confirms the new link (signed in) owns it in /account.
          userId: null,
        })
        .where(eq(alertSubscriptions.id, existing.id))
        .returning()) as [AlertSubscriptionRow];
    } else {
      // A concurrent first request for the same address: the unique email keeps one row.
      const inserted = await tx
        .insert(alertSubscriptions)
        .values({ ...values, email: request.email, createdAt: now })
        .onConflictDoNothing({ target: alertSubscriptions.email })
        .returning();
      if (!inserted[0]) return [];
      row = inserted[0];
    }
    await replaceTopics(tx, row.id, topics);
    return [
      await context.mailer.enqueue(
        tx,
        alertConfirmationMail(mail, { email: row.email, token: row.token, topicNames: names }),
      ),
    ];
  });
  context.mailer.deliverLater(ids);
  return ACCEPTED;
}

/**
 * Confirms the subscription (idempotent): alerts start with the changes after this moment.
 * Confirmed while signed in, it joins that account's list in /account.
 */
export async function confirmAlerts(
  context: JourneyContext,
  token: string,
  userId: string | null,
): Promise<ManagedAlerts> {
  const now = context.settings.now();
  const row = await context.db.transaction(async (tx) => {
    const found = await subscriptionByToken(tx, token);
    if (found.unsubscribedAt) throw new AppError('NOT_FOUND', { message: alertMessages.notFound });
    if (found.confirmedAt) return found;
    const [latest] = await tx.select({ id: max(alertEvents.id) }).from(alertEvents);
    const [confirmed] = await tx
      .update(alertSubscriptions)
      .set({ confirmedAt: now, lastEventId: latest?.id ?? 0, userId })
      .where(eq(alertSubscriptions.id, found.id))
      .returning();
    return confirmed!;
  });
  return managedView(context.db, row, alertMessages.confirmed);
}

/** Whether a token names a subscription (the pages behind its links then answer 200, else 404). */
export async function alertSubscriptionExists(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: alertSubscriptions.id })
    .from(alertSubscriptions)
    .where(eq(alertSubscriptions.token, token));
  return row !== undefined;
}

export async function readManagedAlerts(db: Database, token: string): Promise<ManagedAlerts> {
  return managedView(db, await subscriptionByToken(db, token));
}

export interface AlertsUpdate {
  topics?: readonly AlertTopic[] | undefined;
  frequency?: AlertFrequency | undefined;
  timeZone?: string | undefined;
}

/** Changes topics, frequency or zone; 409 once left (subscribe again instead). */
export async function updateManagedAlerts(db: Database, token: string, update: AlertsUpdate): Promise<ManagedAlerts> {
  const topics = update.topics ? await storedTopics(db, update.topics) : null;
  const row = await db.transaction(async (tx) => {
    const found = await subscriptionByToken(tx, token);
    if (found.unsubscribedAt) {
      throw new AppError('CONFLICT', {
        message: 'You left these alerts: subscribe again from a company or index page.',
      });
    }
    const [updated] = await tx
      .update(alertSubscriptions)
      .set({
        ...(update.frequency ? { frequency: update.frequency } : {}),
        ...(update.timeZone ? { timeZone: update.timeZone } : {}),
        updatedAt: new Date(),
      })
      .where(eq(alertSubscriptions.id, found.id))
      .returning();
    if (topics) await replaceTopics(tx, found.id, topics);
    return updated!;
  });
  return managedView(db, row, alertMessages.updated);
}

/** Leaves the alerts (manage page or one-click): the unsubscribe time is kept, the topics are deleted. */
export async function leaveAlerts(
  context: Pick<JourneyContext, 'db' | 'settings'>,
  token: string,
): Promise<ManagedAlerts> {
  const now = context.settings.now();
  const row = await context.db.transaction(async (tx) => {
    const found = await subscriptionByToken(tx, token);
    if (found.unsubscribedAt) return found;
    await replaceTopics(tx, found.id, []);
    const [left] = await tx
      .update(alertSubscriptions)
      .set({ unsubscribedAt: now })
      .where(eq(alertSubscriptions.id, found.id))
      .returning();
    return left!;
  });
  return managedView(context.db, row, alertMessages.left);
}

/**
 * The subscriptions an account may manage, by the rule every /account list follows (ADR 180):
 * confirmed while signed in to it (the confirmation proves the mailbox, the session the
 * account), or confirmed signed out to its email once the account's address is verified. An
 * unverified account email opens nobody's subscription.
 */
const ownedByAccount = (owner: AccountOwner) => ownedBy(alertSubscriptions, owner);

function accountView(row: AlertSubscriptionRow, managed: ManagedAlerts): AccountAlerts {
  return { id: row.id, ...managed, email: row.email, managePath: alertManagePath(row.token) };
}

/** The account's subscriptions not left, oldest first (/account). */
export async function accountAlerts(db: Database, owner: AccountOwner): Promise<AccountAlerts[]> {
  const rows = await db
    .select()
    .from(alertSubscriptions)
    .where(and(ownedByAccount(owner), isNull(alertSubscriptions.unsubscribedAt)))
    .orderBy(alertSubscriptions.createdAt);
  return Promise.all(rows.map(async (row) => accountView(row, await managedView(db, row))));
}

/** Leaves one of the account's subscriptions from /account (404 for anyone else's: its existence is not revealed). */
export async function leaveAccountAlerts(
  context: Pick<JourneyContext, 'db' | 'settings'>,
  owner: AccountOwner,
  id: string,
): Promise<AccountAlerts> {
  const [row] = await context.db
    .select()
    .from(alertSubscriptions)
    .where(and(eq(alertSubscriptions.id, id), ownedByAccount(owner)));
  if (!row) throw new AppError('NOT_FOUND', { message: alertMessages.notYours });
  return accountView(row, await leaveAlerts(context, row.token));
}

/** Subscribers per topic (confirmed, not left), most followed first; and the totals. */
export async function alertTopicCounts(db: Database): Promise<AlertTopicCounts> {
  const active = and(isNotNull(alertSubscriptions.confirmedAt), isNull(alertSubscriptions.unsubscribedAt));
  const rows = await db
    .select({ kind: alertTopics.kind, key: alertTopics.key, subscribers: count() })
    .from(alertTopics)
    .innerJoin(alertSubscriptions, eq(alertSubscriptions.id, alertTopics.subscriptionId))
    .where(active)
    .groupBy(alertTopics.kind, alertTopics.key);
  const named = await namedTopics(
    db,
    rows.map((row) => ({ kind: row.kind, key: row.key })),
  );
  const countOf = new Map(rows.map((row) => [`${row.kind}:${row.key}`, row.subscribers]));
  const [totals] = await db
    .select({
      confirmed: sql<number>`count(*) filter (where ${active})`.mapWith(Number),
      unconfirmed:
        sql<number>`count(*) filter (where ${alertSubscriptions.confirmedAt} is null and ${alertSubscriptions.unsubscribedAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(alertSubscriptions);
  return {
    topics: named
      .map((topic) => ({ ...topic, subscribers: countOf.get(`${topic.kind}:${topic.key}`) ?? 0 }))
      .sort((a, b) => b.subscribers - a.subscribers || a.name.localeCompare(b.name)),
    confirmed: totals?.confirmed ?? 0,
    unconfirmed: totals?.unconfirmed ?? 0,
  };
}

/** Deletes subscriptions never confirmed within the retention period; returns how many. */
export async function deleteStaleUnconfirmed(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_RETENTION_DAYS * DAY_MS);
  const deleted = await db
    .delete(alertSubscriptions)
    .where(and(isNull(alertSubscriptions.confirmedAt), lt(alertSubscriptions.createdAt, cutoff)))
    .returning({ id: alertSubscriptions.id });
  return deleted.length;
}
