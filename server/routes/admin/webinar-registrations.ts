// /api/admin/webinars/:id/registrations — who registered for one webinar session, filtered
// by status and paged, with a CSV attendee list.
import { adminRegistrationsQuery, type AdminRegistration } from '../../../domain/schemas/admin-leads.ts';
import { zonedDate } from '../../../domain/time-zone.ts';
import { createRouter } from '../../app-env.ts';
import { listRegistrations } from '../../db/queries/webinars.ts';
import type { WebinarRegistrationRow } from '../../db/schema.ts';
import type { JourneySettings } from '../../journeys/settings.ts';
import { validate } from '../validate.ts';
import { csvResponse, EVERYTHING, iso, paging } from './lead-lists.ts';
import { sessionIdParam, sessionOr404 } from './webinars.ts';

function registrationView(row: WebinarRegistrationRow): AdminRegistration {
  return {
    id: row.id,
    sessionId: row.sessionId,
    name: row.name,
    email: row.email,
    company: row.company,
    status: row.status,
    hasAccount: row.userId !== null,
    reminderSentAt: iso(row.reminderSentAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Mounted at /webinars beside adminWebinarRoutes. */
export const adminWebinarRegistrationRoutes = (settings: JourneySettings) => {
  const zone = settings.timeZone;
  return createRouter()
    .get('/:id/registrations', validate('query', adminRegistrationsQuery), sessionIdParam, async (c) => {
      const session = await sessionOr404(c.var.db, c.req.valid('param').id);
      const query = c.req.valid('query');
      const { rows, total } = await listRegistrations(c.var.db, session.id, { status: query.status }, paging(query));
      return c.json({ items: rows.map(registrationView), total, page: query.page, pageSize: query.pageSize });
    })
    .get('/:id/registrations/export', validate('query', adminRegistrationsQuery), sessionIdParam, async (c) => {
      const session = await sessionOr404(c.var.db, c.req.valid('param').id);
      const { rows } = await listRegistrations(
        c.var.db,
        session.id,
        { status: c.req.valid('query').status },
        EVERYTHING,
      );
      return csvResponse(c, `attendees-${zonedDate(session.startsAt, zone)}`, zone, [
        [
          'name',
          'email',
          'company',
          'status',
          'registered_at',
          'reminder_sent_at',
          'session_title',
          'session_starts_at_utc',
        ],
        ...rows.map((row) => [
          row.name,
          row.email,
          row.company,
          row.status,
          row.createdAt.toISOString(),
          iso(row.reminderSentAt),
          session.title,
          session.startsAt.toISOString(),
        ]),
      ]);
    });
};
