// /api/admin/outbox: every message the site sent or tried to send, with its status, how it
// was delivered (SMTP or only the log), attempts and last error, filtered (the recipient by
// part of the address) and paged; and resend. Single-use links (password resets) are masked
// in the listing and such messages are never resent: the operator reads them in the server
// log or with `npm run admin -- outbox`. Nor is a calendar message a later one about the
// same event replaced (409, naming the later one).
import { outboxListQuery, type OutboxMessage, type OutboxPage } from '../../../domain/schemas/mail.ts';
import { uuidIdParam } from '../../../domain/schemas/params.ts';
import { addDays } from '../../../domain/time-zone.ts';
import { createRouter } from '../../app-env.ts';
import { pageOutbox } from '../../db/queries/outbox.ts';
import type { OutboxRow } from '../../db/schema.ts';
import { isResendable, maskSecretLinks, supersededCalendarMail } from '../../mail/mailer.ts';
import { notFound, validate } from '../validate.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function outboxMessageView(row: OutboxRow, superseded = false): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    body: maskSecretLinks(row.textBody),
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    lastAttemptAt: iso(row.lastAttemptAt),
    sentAt: iso(row.sentAt),
    deliveredVia: row.deliveredVia,
    attachments: row.attachments,
    resendable: isResendable(row) && !superseded,
    superseded,
  };
}

export const adminOutboxRoutes = createRouter()
  .get('/', validate('query', outboxListQuery), async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await pageOutbox(
      c.var.db,
      {
        status: query.status,
        kind: query.kind,
        to: query.to,
        from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        before: query.until ? new Date(`${addDays(query.until, 1)}T00:00:00Z`) : undefined,
      },
      { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    );
    const replaced = await supersededCalendarMail(c.var.db, rows);
    const body: OutboxPage = {
      delivery: c.var.auth.settings.mailer.delivery,
      messages: rows.map((row) => outboxMessageView(row, replaced.has(row.id))),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
    return c.json(body);
  })
  .post('/:id/resend', validate('param', uuidIdParam, notFound('No message in the outbox has this id.')), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(outboxMessageView(await c.var.auth.settings.mailer.resend(id)));
  });
