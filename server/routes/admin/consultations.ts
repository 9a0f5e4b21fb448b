// /api/admin/consultations — bookings by start, filtered by firm-local date and status and
// paged, with a CSV export; cancel (the visitor is told), set the joining link, mark done
// (only a booked consultation, once it has begun).
import { AppError } from '../../../domain/errors.ts';
import {
  adminConsultationsQuery,
  consultationJoinUrlInput,
  type AdminConsultation,
} from '../../../domain/schemas/admin-leads.ts';
import { uuidIdParam } from '../../../domain/schemas/params.ts';
import { createRouter } from '../../app-env.ts';
import { findConsultation, listConsultations, markConsultationDone } from '../../db/queries/consultations.ts';
import type { ConsultationRow } from '../../db/schema.ts';
import { cancelBooking, joiningLinkOf, setBookingJoiningLink } from '../../journeys/consultations.ts';
import type { JourneySettings } from '../../journeys/settings.ts';
import { journeyContext } from '../public-form.ts';
import { notFound, validate } from '../validate.ts';
import { csvResponse, dateRange, EVERYTHING, iso, paging } from './lead-lists.ts';

const NO_BOOKING = 'No booking has this id.';
export const DONE_ONLY_BOOKED = 'Only a booked consultation can be marked done.';
export const DONE_NOT_STARTED = 'This consultation has not started yet: it can be marked done once it has begun.';

function consultationView(
  row: ConsultationRow,
  assessmentToken: string | null,
  settings: Pick<JourneySettings, 'consultationJoinUrl'>,
): AdminConsultation {
  return {
    id: row.id,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    name: row.name,
    email: row.email,
    company: row.company,
    role: row.role,
    topic: row.topic,
    visitorTimeZone: row.visitorTimeZone,
    assessmentToken,
    hasAccount: row.userId !== null,
    reminderSentAt: iso(row.reminderSentAt),
    cancelledAt: iso(row.cancelledAt),
    createdAt: row.createdAt.toISOString(),
    joinUrl: row.joinUrl,
    effectiveJoinUrl: joiningLinkOf(settings, row),
  };
}

// A malformed id names nothing: the same 404 as an unknown one.
const bookingIdParam = validate('param', uuidIdParam, notFound(NO_BOOKING));

export const adminConsultationRoutes = (settings: JourneySettings) => {
  const zone = settings.timeZone;
  return createRouter()
    .get('/', validate('query', adminConsultationsQuery), async (c) => {
      const query = c.req.valid('query');
      const filters = { status: query.status, ...dateRange(zone, query.from, query.until) };
      const { rows, total } = await listConsultations(c.var.db, filters, paging(query));
      return c.json({
        items: rows.map((row) => consultationView(row.consultation, row.assessmentToken, settings)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      });
    })
    .get('/export', validate('query', adminConsultationsQuery), async (c) => {
      const query = c.req.valid('query');
      const { rows } = await listConsultations(
        c.var.db,
        { status: query.status, ...dateRange(zone, query.from, query.until) },
        EVERYTHING,
      );
      const header = ['id', 'status', 'starts_at_utc', 'ends_at_utc', 'name', 'email', 'company', 'role', 'topic'];
      return csvResponse(c, 'consultations', zone, [
        [
          ...header,
          'visitor_time_zone',
          'assessment_token',
          'has_account',
          'reminder_sent_at',
          'cancelled_at',
          'created_at',
        ],
        ...rows.map(({ consultation: row, assessmentToken }) => [
          row.id,
          row.status,
          row.startsAt.toISOString(),
          row.endsAt.toISOString(),
          row.name,
          row.email,
          row.company,
          row.role,
          row.topic,
          row.visitorTimeZone,
          assessmentToken,
          row.userId ? 'yes' : 'no',
          iso(row.reminderSentAt),
          iso(row.cancelledAt),
          row.createdAt.toISOString(),
        ]),
      ]);
    })
    .post('/:id/cancel', bookingIdParam, async (c) => {
      const row = await findConsultation(c.var.db, c.req.valid('param').id);
      if (!row) throw new AppError('NOT_FOUND', { message: NO_BOOKING });
      return c.json(consultationView(await cancelBooking(journeyContext(c, settings), row, 'admin'), null, settings));
    })
    .patch('/:id', validate('json', consultationJoinUrlInput), bookingIdParam, async (c) => {
      const { id } = c.req.valid('param');
      const row = await setBookingJoiningLink(journeyContext(c, settings), id, c.req.valid('json').joinUrl ?? null);
      if (!row) throw new AppError('NOT_FOUND', { message: NO_BOOKING });
      return c.json(consultationView(row, null, settings));
    })
    .post('/:id/done', bookingIdParam, async (c) => {
      const { id } = c.req.valid('param');
      const now = settings.now();
      const row = await markConsultationDone(c.var.db, id, now);
      if (row) return c.json(consultationView(row, null, settings));
      const found = await findConsultation(c.var.db, id);
      if (!found) throw new AppError('NOT_FOUND', { message: NO_BOOKING });
      if (found.status !== 'booked') throw new AppError('CONFLICT', { message: DONE_ONLY_BOOKED });
      throw new AppError('CONFLICT', { message: DONE_NOT_STARTED });
    });
};
