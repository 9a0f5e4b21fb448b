// The one way the server sends mail. Every message is first written to the `outbox` table
// (status queued), then delivered: through SMTP when SMTP_URL is set (nodemailer, with its
// attachments), otherwise by writing it to the log — the table is then the mailbox, read
// with `npm run admin -- outbox` and on the admin screen. Delivery records the outcome
// (sent, with its channel 'smtp' or 'log', or failed with the error) and the attempts;
// failed and stranded messages are retried with back-off (retryUnsent, run by the journeys
// job), and admins can resend.
//
// Routes that store something and mail about it enqueue the message in the same
// transaction (a transactional outbox: the mail exists if and only if the booking does)
// and deliver it after the commit.
import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { AppError } from '../../domain/errors.ts';
import type { DeliveryChannel } from '../../domain/schemas/mail.ts';
import type { Database } from '../db/client.ts';
import { outbox, type OutboxRow, type StoredAttachment } from '../db/schema.ts';
import { calendarEventOf } from './calendar.ts';

export type MailAttachment = StoredAttachment;

export interface MailMessage {
  /** What the mail is for, e.g. 'password_reset' (kept in the outbox). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail (calendar invitations); stored with the message. */
  attachments?: readonly MailAttachment[];
  /**
   * The text holds a single-use secret (a reset link). Such a message is never resent and,
   * under SMTP, is stored with the secret masked.
   */
  sensitive?: boolean;
  /** Extra header fields, e.g. List-Unsubscribe (stored with the message, sent on every delivery). */
  headers?: Readonly<Record<string, string>>;
}

export type MailDelivery = 'smtp' | 'outbox';
export type MailStatus = 'queued' | 'sent' | 'failed';

export interface Mailer {
  readonly delivery: MailDelivery;
  /** The From header, e.g. 'Vaultmark <no-reply@vaultmark.example>'. */
  readonly from: string;
  /** Stores the message and delivers it now. Delivery failures are recorded (and logged), not thrown. */
  send(message: MailMessage): Promise<OutboxRow>;
  /**
   * Stores a queued message with `db` — a transaction, so the mail is written with what it is
   * about. Call deliverLater with the id once the transaction has committed.
   */
  enqueue(db: Database, message: MailMessage): Promise<string>;
  /** Delivers queued messages in the background (after the answer); errors are logged. */
  deliverLater(ids: readonly string[]): void;
  /** Delivers one stored message unless it is sent or another delivery holds it (`now` for tests). */
  deliver(id: string, now?: Date): Promise<OutboxRow | null>;
  /** An admin's resend: delivers the stored message again, whatever its status. */
  resend(id: string): Promise<OutboxRow>;
  /** Retries failed and stranded messages whose back-off has passed; returns how many it tried. */
  retryUnsent(now?: Date): Promise<number>;
  /**
   * Work after the answer that sends mail (better-auth's background tasks, such as a reset
   * link): idle() waits for it too, so a stop does not cut it off. Errors are logged.
   */
  afterAnswer(work: Promise<unknown>): void;
  /** Resolves when the background deliveries and work started so far have finished. */
  idle(): Promise<void>;
  /** Closes the SMTP connection pool, if any. */
  close(): void;
}

export interface MailerOptions {
  db: Database;
  logger: Logger;
  /** smtp:// or smtps:// URL; unset keeps mail in the outbox table. */
  smtpUrl?: string | undefined;
  /** From header, e.g. 'Vaultmark <no-reply@vaultmark.example>'. */
  from: string;
}

/** A delivery claims its message for this long; a claim older than this is abandoned. */
export const DELIVERY_LEASE_MS = 2 * 60_000;
/** Deliveries a message gets before it stays failed (an admin can still resend it). */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** Wait after the n-th failed attempt before the next: 1 min, 5 min, 30 min, 2 h. */
export const RETRY_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
const RETRY_BATCH = 50;
const ERROR_TEXT_MAX = 500;

export const NOT_RESENDABLE =
  'This message holds a single-use link and cannot be sent again: ask the person to request a new one.';

export const SUPERSEDED_CALENDAR_MAIL =
  'This calendar message has been replaced by a later one about the same event, so resending it would put an out-of-date invitation in the calendar. Resend the latest message instead:';

/** Reset links are masked wherever they could be read by someone else than their owner. */
export function maskSecretLinks(text: string): string {
  return text.replace(/([?&]token=)[^\s&]+/g, '$1[hidden]');
}

/** Whether an admin may resend a stored message. */
export function isResendable(row: Pick<OutboxRow, 'sensitive' | 'kind'>): boolean {
  // Rows from before the flag existed: reset mail is recognised by its kind.
  return !row.sensitive && row.kind !== 'password_reset';
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > ERROR_TEXT_MAX ? `${text.slice(0, ERROR_TEXT_MAX - 1)}…` : text;
}

/** LIKE patterns (backslash escapes) of the stored messages that carry these calendar events. */
const uidPattern = (uid: string) => `%UID:${uid.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The newest stored message carrying a later version (a higher SEQUENCE) of the calendar
 * event `row` carries, if any: `row`'s invitation is then out of date and is not resent.
 */
export async function laterCalendarMail(db: Database, row: OutboxRow): Promise<OutboxRow | null> {
  const event = calendarEventOf(row.attachments);
  if (!event) return null;
  const candidates = await db
    .select()
    .from(outbox)
    .where(and(ne(outbox.id, row.id), sql`${outbox.attachments}::text LIKE ${uidPattern(event.uid)}`))
    .orderBy(desc(outbox.createdAt));
  return (
    candidates.find((candidate) => {
      const other = calendarEventOf(candidate.attachments);
      return other?.uid === event.uid && other.sequence > event.sequence;
    }) ?? null
  );
}

/** Of these stored messages, the ids of the calendar mail a later message has replaced (one query). */
export async function supersededCalendarMail(db: Database, rows: readonly OutboxRow[]): Promise<Set<string>> {
  const events = new Map(
    rows.flatMap((row) => {
      const event = calendarEventOf(row.attachments);
      return event ? [[row.id, event] as const] : [];
    }),
  );
  if (events.size === 0) return new Set();
  const patterns = [...new Set([...events.values()].map((event) => uidPattern(event.uid)))];
  const stored = await db
    .select({ attachments: outbox.attachments })
    .from(outbox)
    .where(or(...patterns.map((pattern) => sql`${outbox.attachments}::text LIKE ${pattern}`)));
  const latest = new Map<string, number>();
  for (const { attachments } of stored) {
    const event = calendarEventOf(attachments);
    if (event) latest.set(event.uid, Math.max(latest.get(event.uid) ?? 0, event.sequence));
  }
  return new Set([...events].filter(([, event]) => (latest.get(event.uid) ?? 0) > event.sequence).map(([id]) => id));
}

type Transport = (message: MailMessage) => Promise<string | undefined>;

export function createMailer(options: MailerOptions): Mailer {
  const { db } = options;
  const log = options.logger.child({ module: 'mail' });
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const delivery: MailDelivery = smtp ? 'smtp' : 'outbox';
  /** Recorded with each successful delivery, so the outbox tells mailed from only logged. */
  const channel: DeliveryChannel = smtp ? 'smtp' : 'log';
  const pending = new Set<Promise<unknown>>();

  const transport: Transport = smtp
    ? async (message) => {
        const info = await smtp.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          headers: { ...message.headers },
          attachments: (message.attachments ?? []).map((attachment) => ({
            filename: attachment.filename,
            content: attachment.content,
            contentType: attachment.contentType,
          })),
        });
        return info.messageId;
      }
    : async (message) => {
        log.info(
          {
            kind: message.kind,
            to: message.to,
            subject: message.subject,
            text: message.text,
            attachments: message.attachments?.map((attachment) => attachment.filename),
          },
          `Mail kept in the outbox (no SMTP_URL): ${message.subject} → ${message.to}`,
        );
        return undefined;
      };

  /** The row as stored: under SMTP a sensitive text is masked (the original is only in memory). */
  const rowValues = (message: MailMessage, status: MailStatus) => ({
    kind: message.kind,
    toAddress: message.to,
    subject: message.subject,
    textBody: smtp && message.sensitive ? maskSecretLinks(message.text) : message.text,
    attachments: [...(message.attachments ?? [])],
    sensitive: message.sensitive ?? false,
    headers: { ...message.headers },
    status,
    attempts: 0,
  });

  const messageOf = (row: OutboxRow): MailMessage => ({
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    attachments: row.attachments,
    sensitive: row.sensitive,
    headers: row.headers,
  });

  /** Takes the message for one attempt: counts it and stamps the time, unless someone else holds it. */
  async function claim(id: string, force: boolean, now = new Date()): Promise<OutboxRow | null> {
    const leaseCutoff = new Date(now.getTime() - DELIVERY_LEASE_MS);
    const conditions = force
      ? eq(outbox.id, id)
      : and(
          eq(outbox.id, id),
          ne(outbox.status, 'sent'),
          or(isNull(outbox.lastAttemptAt), lt(outbox.lastAttemptAt, leaseCutoff)),
        );
    const [row] = await db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, lastAttemptAt: now })
      .where(conditions)
      .returning();
    return row ?? null;
  }

  async function attempt(row: OutboxRow, message: MailMessage): Promise<OutboxRow> {
    try {
      const messageId = await transport(message);
      const [sent] = await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), deliveredVia: channel, lastError: null })
        .where(eq(outbox.id, row.id))
        .returning();
      if (smtp) log.info({ kind: row.kind, to: row.toAddress, messageId, attempt: row.attempts }, 'Mail sent');
      return sent ?? row;
    } catch (error) {
      log.error({ err: error, kind: row.kind, to: row.toAddress, attempt: row.attempts }, 'Mail delivery failed');
      const [failed] = await db
        .update(outbox)
        .set({ status: 'failed', lastError: errorText(error) })
        .where(eq(outbox.id, row.id))
        .returning();
      return failed ?? row;
    }
  }

  async function deliver(id: string, now = new Date()): Promise<OutboxRow | null> {
    const row = await claim(id, false, now);
    if (!row) return null;
    if (row.sensitive && smtp) {
      // The stored text is masked; the original went (or failed to go) with send().
      return row;
    }
    return attempt(row, messageOf(row));
  }

  function track<T>(work: Promise<T>, failure = 'Background mail delivery failed'): void {
    const tracked = work.catch((error: unknown) => log.error({ err: error }, failure));
    pending.add(tracked);
    void tracked.finally(() => pending.delete(tracked));
  }

  return {
    delivery,
    from: options.from,
    async send(message) {
      const [row] = await db.insert(outbox).values(rowValues(message, 'queued')).returning();
      const claimed = await claim(row!.id, true);
      return attempt(claimed ?? row!, message);
    },
    async enqueue(target, message) {
      if (message.sensitive) throw new Error('Sensitive mail is sent with send(), never queued');
      const [row] = await target.insert(outbox).values(rowValues(message, 'queued')).returning({ id: outbox.id });
      return row!.id;
    },
    deliverLater(ids) {
      if (ids.length === 0) return;
      track(
        (async () => {
          for (const id of ids) await deliver(id);
        })(),
      );
    },
    deliver,
    afterAnswer(work) {
      track(work, 'Background auth task failed');
    },
    async resend(id) {
      const [existing] = await db.select().from(outbox).where(eq(outbox.id, id));
      if (!existing) throw new AppError('NOT_FOUND', { message: 'No message in the outbox has this id.' });
      if (!isResendable(existing)) throw new AppError('CONFLICT', { message: NOT_RESENDABLE });
      const newer = await laterCalendarMail(db, existing);
      if (newer) {
        const sent = newer.createdAt.toISOString().slice(0, 16).replace('T', ' ');
        throw new AppError('CONFLICT', {
          message: `${SUPERSEDED_CALENDAR_MAIL} "${newer.subject}" (${sent} UTC).`,
          details: { supersededBy: newer.id },
        });
      }
      const row = await claim(id, true);
      return attempt(row ?? existing, messageOf(existing));
    },
    async retryUnsent(now = new Date()) {
      const strandedBefore = new Date(now.getTime() - DELIVERY_LEASE_MS);
      const candidates = await db
        .select({ id: outbox.id, attempts: outbox.attempts, lastAttemptAt: outbox.lastAttemptAt })
        .from(outbox)
        .where(
          and(
            inArray(outbox.status, ['queued', 'failed']),
            eq(outbox.sensitive, false),
            ne(outbox.kind, 'password_reset'),
            lt(outbox.attempts, MAX_DELIVERY_ATTEMPTS),
            or(isNull(outbox.lastAttemptAt), lt(outbox.lastAttemptAt, strandedBefore)),
            // A queued message never tried is its route's to deliver for the first minutes.
            or(sql`${outbox.lastAttemptAt} IS NOT NULL`, lt(outbox.createdAt, strandedBefore)),
          ),
        )
        .orderBy(outbox.createdAt)
        .limit(RETRY_BATCH);
      let tried = 0;
      for (const candidate of candidates) {
        const wait = RETRY_BACKOFF_MS[Math.min(candidate.attempts, RETRY_BACKOFF_MS.length) - 1] ?? 0;
        if (candidate.lastAttemptAt && now.getTime() - candidate.lastAttemptAt.getTime() < wait) continue;
        if (await deliver(candidate.id, now)) tried += 1;
      }
      return tried;
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close: () => smtp?.close(),
  };
}
