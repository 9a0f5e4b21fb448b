// Telling the firm about its leads (issue 42): a mail to NOTIFY_EMAIL — or, when it is unset,
// to every administrator — on each booking, reschedule, cancellation and enquiry, written in
// the transaction of the change (so it exists if and only if the change does), and a daily
// digest of the webinar registrations made before today (firm's zone), each listed once.
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { ADMIN_ROLE } from '../../domain/auth.ts';
import { firstInstantAtWallTime, zonedDate } from '../../domain/time-zone.ts';
import type { Database } from '../db/client.ts';
import { user, userRoles, webinarRegistrations, webinarSessions } from '../db/schema.ts';
import { formatInstant } from '../mail/formatting.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { mailContextOf, type JourneyContext } from './context.ts';

export const FIRM_NOTIFICATION_KIND = 'firm_notification';
export const FIRM_DIGEST_KIND = 'firm_webinar_digest';

/** Who hears of leads: NOTIFY_EMAIL, else every administrator's address. */
export async function firmRecipients(db: Database, notifyEmail: string | null): Promise<string[]> {
  if (notifyEmail) return [notifyEmail];
  const admins = await db
    .selectDistinct({ email: user.email })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, ADMIN_ROLE))
    .orderBy(asc(user.email));
  return admins.map((admin) => admin.email);
}

export interface FirmNews {
  /** The subject after the site's name, e.g. 'New booking: Ada Lovelace (Engines Ltd)'. */
  subject: string;
  lines: readonly (string | null | undefined)[];
  /** The outbox kind (default FIRM_NOTIFICATION_KIND). */
  kind?: string;
}

/** Queues the news to every recipient with `tx` (the change's transaction); returns the mail ids. */
export async function notifyFirm(context: JourneyContext, tx: Database, news: FirmNews): Promise<string[]> {
  const mail = mailContextOf(context);
  const text = [
    ...news.lines.filter((line): line is string => Boolean(line)),
    '',
    `Admin dashboard: ${new URL('/admin', mail.origin).toString()}`,
  ].join('\n');
  const ids: string[] = [];
  for (const to of await firmRecipients(tx, context.settings.notifyEmail)) {
    const message: MailMessage = {
      kind: news.kind ?? FIRM_NOTIFICATION_KIND,
      to,
      subject: `[${mail.siteName}] ${news.subject}`,
      text,
    };
    ids.push(await context.mailer.enqueue(tx, message));
  }
  return ids;
}

/** A time as the firm reads it. */
export const firmTime = (context: JourneyContext, at: Date) => formatInstant(at, context.settings.timeZone);

/**
 * Claims the registrations made before today (the firm's zone) that no digest has listed,
 * and queues one digest per recipient, in one transaction: of several instances, each
 * registration goes in exactly one digest. Returns the mail ids (none when nothing is new).
 */
export async function queueRegistrationDigest(context: JourneyContext, now: Date): Promise<string[]> {
  const zone = context.settings.timeZone;
  const today = zonedDate(now, zone);
  const startOfToday = firstInstantAtWallTime(today, 0, zone);
  return context.db.transaction(async (tx) => {
    const claimed = await tx
      .update(webinarRegistrations)
      .set({ firmNotifiedAt: now })
      .where(and(isNull(webinarRegistrations.firmNotifiedAt), lt(webinarRegistrations.createdAt, startOfToday)))
      .returning();
    if (claimed.length === 0) return [];
    const sessionIds = [...new Set(claimed.map((row) => row.sessionId))];
    const sessions = await tx.select().from(webinarSessions).where(inArray(webinarSessions.id, sessionIds));
    const byId = new Map(sessions.map((session) => [session.id, session]));
    const lines = [...claimed]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((row) => {
        const session = byId.get(row.sessionId);
        const what = session ? `"${session.title}" (${firmTime(context, session.startsAt)})` : 'a session';
        return `- ${row.name} <${row.email}>${row.company ? `, ${row.company}` : ''}: ${what}, registered ${firmTime(context, row.createdAt)}${row.status === 'cancelled' ? ' (since cancelled)' : ''}`;
      });
    return notifyFirm(context, tx, {
      kind: FIRM_DIGEST_KIND,
      subject: `Webinar registrations before ${today}: ${claimed.length}`,
      lines: [`New webinar registrations (${claimed.length}):`, ...lines],
    });
  });
}
