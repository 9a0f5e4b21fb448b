// Contracts of the admin mail screen (the outbox):
//   GET  /api/admin/outbox?status=&kind=&to=&from=&until=&page=&pageSize= → OutboxPage
//   POST /api/admin/outbox/:id/resend → OutboxMessage (409 for a message holding a
//        single-use link, such as a password reset)
// Every message the site sends is kept with its status, whatever the delivery mode.
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, calendarDate, text } from './fields.ts';
import { pageNumber, pageSizeNumber } from './paging.ts';

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * How a sent message was delivered: 'smtp' handed to the SMTP server (SMTP_URL), 'log' only
 * written to the server log because no SMTP server was configured — nobody was emailed.
 * Null for messages never delivered and for those sent before the channel was recorded.
 */
export const DELIVERY_CHANNELS = ['smtp', 'log'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * A message's state as admins read it (the admin screen and `npm run admin -- outbox`):
 * mail only written to the log is never called "Sent", which reads as "the person has it".
 */
export function outboxStatusLabel(message: { status: OutboxStatus; deliveredVia: DeliveryChannel | null }): string {
  if (message.status === 'queued') return 'Queued';
  if (message.status === 'failed') return 'Failed';
  if (message.deliveredVia === 'log') return 'Written to log (no SMTP)';
  if (message.deliveredVia === 'smtp') return 'Sent (SMTP)';
  return 'Sent';
}

export const outboxListQuery = z.object({
  status: z.optional(z.enum(OUTBOX_STATUSES, { error: `status must be one of ${OUTBOX_STATUSES.join(', ')}` })),
  kind: z.optional(
    z.string().check(z.regex(/^[a-z_]{1,40}$/, { error: 'kind is a word like consultation_confirmation.' })),
  ),
  /** Part of the recipient address (case-insensitive; % and _ match themselves); blank = all. */
  to: z.optional(text({ max: EMAIL_MAX_LENGTH, min: 0 })),
  /** Created on or after this date (UTC). */
  from: z.optional(calendarDate),
  /** Created on or before this date (UTC). */
  until: z.optional(calendarDate),
  page: pageNumber,
  pageSize: pageSizeNumber,
});
export type OutboxListQuery = z.input<typeof outboxListQuery>;

export const outboxAttachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  /** The attachment's text (calendar invitations are text). */
  content: z.string(),
});

export const outboxMessageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The text, with single-use links (reset tokens) masked. */
  body: z.string(),
  createdAt: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  lastAttemptAt: z.nullable(z.string()),
  sentAt: z.nullable(z.string()),
  /** How the delivery at sentAt went: through SMTP, or only into the server log (see DELIVERY_CHANNELS). */
  deliveredVia: z.nullable(z.enum(DELIVERY_CHANNELS)),
  attachments: z.array(outboxAttachmentSchema),
  /** False for messages holding a single-use link (ask the person to request a new one) or superseded. */
  resendable: z.boolean(),
  /** A calendar message a later one about the same event has replaced: never resent. */
  superseded: z.boolean(),
});
export type OutboxMessage = z.output<typeof outboxMessageSchema>;

/** GET /api/admin/outbox: newest first. */
export const outboxPageSchema = z.object({
  /** 'smtp': sent through SMTP_URL; 'outbox': kept here and in the server log only. */
  delivery: z.enum(['smtp', 'outbox']),
  messages: z.array(outboxMessageSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type OutboxPage = z.output<typeof outboxPageSchema>;

/**
 * The part of the same answer the first admin page reads (what was sent to whom, when): a
 * view of outboxPageSchema, so answers of the full contract always parse with it.
 */
export const outboxSummaryListSchema = z.object({
  delivery: outboxPageSchema.shape.delivery,
  messages: z.array(
    z.pick(outboxMessageSchema, { id: true, kind: true, to: true, subject: true, body: true, createdAt: true }),
  ),
});
export type OutboxSummaryList = z.output<typeof outboxSummaryListSchema>;
