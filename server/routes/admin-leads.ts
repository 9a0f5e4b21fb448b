// /api/admin/* for the "Leads" screen: bookings, webinar sessions and their attendees,
// assessment results, enquiries — each a filtered, paged list with a CSV export — and the
// consultation availability. Administrators only. Contracts: domain/schemas/admin-leads.ts.
import type { Context } from 'hono';
import { ADMIN_ROLE } from '../../domain/auth.ts';
import type { AreaId } from '../../domain/assessment/questions.ts';
import type { AssessmentScore, ReadinessLevel } from '../../domain/assessment/scoring.ts';
import { formatClockTime, parseClockTime } from '../../domain/booking/slots.ts';
import { toCsv, type CsvCell } from '../../domain/csv.ts';
import { AppError } from '../../domain/errors.ts';
import type { TierId } from '../../domain/pricing/tiers.ts';
import {
  adminAssessmentsQuery,
  adminConsultationsQuery,
  adminEnquiriesQuery,
  adminRegistrationsQuery,
  adminWebinarsQuery,
  BLACKOUT_IN_PAST,
  blackoutInput,
  consultationJoinUrlInput,
  enquiryStatusInput,
  webinarSessionInput,
  webinarSessionPatch,
  weeklyHoursInput,
  type AdminAssessment,
  type AdminConsultation,
  type AdminEnquiry,
  type AdminRegistration,
  type AdminWebinarSession,
  type AvailabilityView,
  type BlackoutAnswer,
} from '../../domain/schemas/admin-leads.ts';
import { calendarDate } from '../../domain/schemas/fields.ts';
import type { ConsultationStatus } from '../../domain/schemas/consultations.ts';
import type { EnquiryStatus } from '../../domain/schemas/enquiries.ts';
import type { RegistrationStatus, WebinarSessionStatus } from '../../domain/schemas/webinars.ts';
import { addDays, firstInstantAtWallTime, zonedDate } from '../../domain/time-zone.ts';
import { createRouter, type AppEnv } from '../app-env.ts';
import { listAssessments } from '../db/queries/assessments.ts';
import {
  deleteBlackout,
  listBlackouts,
  listWeeklyHours,
  replaceWeeklyHours,
  upsertBlackout,
} from '../db/queries/availability.ts';
import { countBooked, findConsultation, listConsultations, markConsultationDone } from '../db/queries/consultations.ts';
import { listEnquiries, setEnquiryStatus } from '../db/queries/enquiries.ts';
import {
  findSessionWithSeats,
  listRegistrations,
  listSessions,
  type SessionWithSeats,
} from '../db/queries/webinars.ts';
import type { AssessmentRow, ConsultationRow, EnquiryRow, WebinarRegistrationRow } from '../db/schema.ts';
import { cancelBooking, joiningLinkOf, setBookingJoiningLink } from '../journeys/consultations.ts';
import type { JourneySettings } from '../journeys/settings.ts';
import { cancelWebinarSession, createWebinarSession, updateWebinarSession } from '../journeys/webinars.ts';
import { requireRole } from '../middleware/require-role.ts';
import { journeyContext, uuidParam } from './public-form.ts';
import { validate } from './validate.ts';

/** An export holds every matching row, up to this many. */
export const MAX_EXPORT_ROWS = 50_000;
const NO_BOOKING = 'No booking has this id.';
const NO_SESSION = 'No webinar session has this id.';
const NO_ENQUIRY = 'No enquiry has this id.';
export const DONE_ONLY_BOOKED = 'Only a booked consultation can be marked done.';
export const DONE_NOT_STARTED = 'This consultation has not started yet: it can be marked done once it has begun.';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Firm-local dates (both ends included) as an instant range. */
function dateRange(timeZone: string, from?: string, until?: string) {
  return {
    from: from ? firstInstantAtWallTime(from, 0, timeZone) : undefined,
    before: until ? firstInstantAtWallTime(addDays(until, 1), 0, timeZone) : undefined,
  };
}

function paging(query: { page: number; pageSize: number }) {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

const EVERYTHING = { limit: MAX_EXPORT_ROWS, offset: 0 };

function csvResponse(c: Context<AppEnv>, name: string, timeZone: string, rows: CsvCell[][]) {
  const filename = `${name}-${zonedDate(new Date(), timeZone)}.csv`;
  // A byte-order mark so spreadsheets read UTF-8.
  return c.body(`\uFEFF${toCsv(rows)}`, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
  });
}

function consultationView(
  row: ConsultationRow,
  assessmentToken: string | null,
  settings: Pick<JourneySettings, 'consultationJoinUrl'>,
): AdminConsultation {
  return {
    id: row.id,
    status: row.status as ConsultationStatus,
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

function sessionView(session: SessionWithSeats): AdminWebinarSession {
  return {
    id: session.id,
    title: session.title,
    abstract: session.abstract,
    startsAt: session.startsAt.toISOString(),
    durationMinutes: session.durationMinutes,
    capacity: session.capacity,
    joinUrl: session.joinUrl,
    status: session.status as WebinarSessionStatus,
    seriesKey: session.seriesKey,
    registered: session.registered,
    seatsLeft: Math.max(0, session.capacity - session.registered),
    createdAt: session.createdAt.toISOString(),
  };
}

function registrationView(row: WebinarRegistrationRow): AdminRegistration {
  return {
    id: row.id,
    sessionId: row.sessionId,
    name: row.name,
    email: row.email,
    company: row.company,
    status: row.status as RegistrationStatus,
    hasAccount: row.userId !== null,
    reminderSentAt: iso(row.reminderSentAt),
    createdAt: row.createdAt.toISOString(),
  };
}

function assessmentView(row: AssessmentRow): AdminAssessment {
  const score = row.result as AssessmentScore;
  return {
    id: row.id,
    token: row.token,
    overall: row.overall,
    level: row.level as ReadinessLevel,
    areaScores: Object.fromEntries(score.areas.map((area) => [area.areaId, area.score])) as Record<AreaId, number>,
    email: row.email,
    hasAccount: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

function enquiryView(row: EnquiryRow): AdminEnquiry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    tier: row.tier as TierId,
    message: row.message,
    status: row.status as EnquiryStatus,
    hasAccount: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function availabilityView(
  c: Context<AppEnv>,
  { timeZone, bankHolidays }: Pick<JourneySettings, 'timeZone' | 'bankHolidays'>,
): Promise<AvailabilityView> {
  const [hours, blackouts] = await Promise.all([listWeeklyHours(c.var.db), listBlackouts(c.var.db)]);
  return {
    timeZone,
    bankHolidays,
    weeklyHours: hours.map((entry) => ({
      weekday: entry.weekday,
      start: formatClockTime(entry.startMinute),
      end: formatClockTime(entry.endMinute),
    })),
    blackouts,
  };
}

async function sessionOr404(c: Context<AppEnv>, id: string): Promise<SessionWithSeats> {
  const session = await findSessionWithSeats(c.var.db, uuidParam(id, NO_SESSION));
  if (!session) throw new AppError('NOT_FOUND', { message: NO_SESSION });
  return session;
}

export const adminLeadsRoutes = (settings: JourneySettings) => {
  const zone = settings.timeZone;
  const admin = requireRole(ADMIN_ROLE);
  return (
    createRouter()
      // ----- consultations -----
      .get('/consultations', admin, validate('query', adminConsultationsQuery), async (c) => {
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
      .get('/consultations/export', admin, validate('query', adminConsultationsQuery), async (c) => {
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
      .post('/consultations/:id/cancel', admin, async (c) => {
        const row = await findConsultation(c.var.db, uuidParam(c.req.param('id'), NO_BOOKING));
        if (!row) throw new AppError('NOT_FOUND', { message: NO_BOOKING });
        return c.json(consultationView(await cancelBooking(journeyContext(c, settings), row, 'admin'), null, settings));
      })
      .patch('/consultations/:id', admin, validate('json', consultationJoinUrlInput), async (c) => {
        const id = uuidParam(c.req.param('id'), NO_BOOKING);
        const row = await setBookingJoiningLink(journeyContext(c, settings), id, c.req.valid('json').joinUrl ?? null);
        if (!row) throw new AppError('NOT_FOUND', { message: NO_BOOKING });
        return c.json(consultationView(row, null, settings));
      })
      .post('/consultations/:id/done', admin, async (c) => {
        const id = uuidParam(c.req.param('id'), NO_BOOKING);
        const now = settings.now();
        const row = await markConsultationDone(c.var.db, id, now);
        if (row) return c.json(consultationView(row, null, settings));
        const found = await findConsultation(c.var.db, id);
        if (!found) throw new AppError('NOT_FOUND', { message: NO_BOOKING });
        if (found.status !== 'booked') throw new AppError('CONFLICT', { message: DONE_ONLY_BOOKED });
        throw new AppError('CONFLICT', { message: DONE_NOT_STARTED });
      })
      // ----- webinars -----
      .get('/webinars', admin, validate('query', adminWebinarsQuery), async (c) => {
        const query = c.req.valid('query');
        const filters = { status: query.status, ...dateRange(zone, query.from, query.until) };
        const { rows, total } = await listSessions(c.var.db, filters, paging(query));
        return c.json({ items: rows.map(sessionView), total, page: query.page, pageSize: query.pageSize });
      })
      .get('/webinars/export', admin, validate('query', adminWebinarsQuery), async (c) => {
        const query = c.req.valid('query');
        const filters = { status: query.status, ...dateRange(zone, query.from, query.until) };
        const { rows } = await listSessions(c.var.db, filters, EVERYTHING);
        return csvResponse(c, 'webinar-sessions', zone, [
          ['id', 'title', 'starts_at_utc', 'duration_minutes', 'capacity', 'registered', 'seats_left', 'status'],
          ...rows.map((row) => {
            const view = sessionView(row);
            return [
              view.id,
              view.title,
              view.startsAt,
              view.durationMinutes,
              view.capacity,
              view.registered,
              view.seatsLeft,
              view.status,
            ];
          }),
        ]);
      })
      .post('/webinars', admin, validate('json', webinarSessionInput), async (c) => {
        const body = c.req.valid('json');
        const session = await createWebinarSession(journeyContext(c, settings), {
          title: body.title,
          abstract: body.abstract,
          startsAt: new Date(body.startsAt),
          durationMinutes: body.durationMinutes,
          capacity: body.capacity,
          joinUrl: body.joinUrl ?? null,
        });
        return c.json(sessionView(session), 201);
      })
      .patch('/webinars/:id', admin, validate('json', webinarSessionPatch), async (c) => {
        const id = uuidParam(c.req.param('id'), NO_SESSION);
        const body = c.req.valid('json');
        const session = await updateWebinarSession(journeyContext(c, settings), id, {
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.abstract !== undefined ? { abstract: body.abstract } : {}),
          ...(body.startsAt !== undefined ? { startsAt: new Date(body.startsAt) } : {}),
          ...(body.durationMinutes !== undefined ? { durationMinutes: body.durationMinutes } : {}),
          ...(body.capacity !== undefined ? { capacity: body.capacity } : {}),
          ...(body.joinUrl !== undefined ? { joinUrl: body.joinUrl } : {}),
        });
        return c.json(sessionView(session));
      })
      .post('/webinars/:id/cancel', admin, async (c) => {
        const id = uuidParam(c.req.param('id'), NO_SESSION);
        await cancelWebinarSession(journeyContext(c, settings), id);
        return c.json(sessionView((await findSessionWithSeats(c.var.db, id))!));
      })
      .get('/webinars/:id/registrations', admin, validate('query', adminRegistrationsQuery), async (c) => {
        const session = await sessionOr404(c, c.req.param('id'));
        const query = c.req.valid('query');
        const { rows, total } = await listRegistrations(c.var.db, session.id, { status: query.status }, paging(query));
        return c.json({ items: rows.map(registrationView), total, page: query.page, pageSize: query.pageSize });
      })
      .get('/webinars/:id/registrations/export', admin, validate('query', adminRegistrationsQuery), async (c) => {
        const session = await sessionOr404(c, c.req.param('id'));
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
      })
      // ----- assessments -----
      .get('/assessments', admin, validate('query', adminAssessmentsQuery), async (c) => {
        const query = c.req.valid('query');
        const filters = { level: query.level, ...dateRange(zone, query.from, query.until) };
        const { rows, total } = await listAssessments(c.var.db, filters, paging(query));
        return c.json({ items: rows.map(assessmentView), total, page: query.page, pageSize: query.pageSize });
      })
      .get('/assessments/export', admin, validate('query', adminAssessmentsQuery), async (c) => {
        const query = c.req.valid('query');
        const filters = { level: query.level, ...dateRange(zone, query.from, query.until) };
        const { rows } = await listAssessments(c.var.db, filters, EVERYTHING);
        const areas: AreaId[] = ['governance', 'risk', 'custody', 'accounting', 'communication'];
        return csvResponse(c, 'assessments', zone, [
          ['id', 'created_at', 'overall', 'level', ...areas, 'email', 'has_account', 'token'],
          ...rows.map((row) => {
            const view = assessmentView(row);
            return [
              view.id,
              view.createdAt,
              view.overall,
              view.level,
              ...areas.map((area) => view.areaScores[area]),
              view.email,
              view.hasAccount ? 'yes' : 'no',
              view.token,
            ];
          }),
        ]);
      })
      // ----- enquiries -----
      .get('/enquiries', admin, validate('query', adminEnquiriesQuery), async (c) => {
        const query = c.req.valid('query');
        const filters = { status: query.status, tier: query.tier, ...dateRange(zone, query.from, query.until) };
        const { rows, total } = await listEnquiries(c.var.db, filters, paging(query));
        return c.json({ items: rows.map(enquiryView), total, page: query.page, pageSize: query.pageSize });
      })
      .get('/enquiries/export', admin, validate('query', adminEnquiriesQuery), async (c) => {
        const query = c.req.valid('query');
        const filters = { status: query.status, tier: query.tier, ...dateRange(zone, query.from, query.until) };
        const { rows } = await listEnquiries(c.var.db, filters, EVERYTHING);
        return csvResponse(c, 'enquiries', zone, [
          ['id', 'created_at', 'status', 'tier', 'name', 'email', 'company', 'message', 'has_account'],
          ...rows.map((row) => [
            row.id,
            row.createdAt.toISOString(),
            row.status,
            row.tier,
            row.name,
            row.email,
            row.company,
            row.message,
            row.userId ? 'yes' : 'no',
          ]),
        ]);
      })
      .patch('/enquiries/:id', admin, validate('json', enquiryStatusInput), async (c) => {
        const row = await setEnquiryStatus(
          c.var.db,
          uuidParam(c.req.param('id'), NO_ENQUIRY),
          c.req.valid('json').status,
        );
        if (!row) throw new AppError('NOT_FOUND', { message: NO_ENQUIRY });
        return c.json(enquiryView(row));
      })
      // ----- availability -----
      .get('/availability', admin, async (c) => c.json(await availabilityView(c, settings)))
      .put('/availability/hours', admin, validate('json', weeklyHoursInput), async (c) => {
        const hours = c.req.valid('json').weeklyHours.map((entry) => ({
          weekday: entry.weekday,
          startMinute: parseClockTime(entry.start)!,
          endMinute: parseClockTime(entry.end)!,
        }));
        await replaceWeeklyHours(c.var.db, hours);
        settings.slotReads.invalidate();
        return c.json(await availabilityView(c, settings));
      })
      .post('/availability/blackouts', admin, validate('json', blackoutInput), async (c) => {
        const body = c.req.valid('json');
        if (body.date < zonedDate(settings.now(), zone)) {
          throw new AppError('VALIDATION_FAILED', {
            message: `Invalid request: date: ${BLACKOUT_IN_PAST}`,
            details: { issues: [{ path: 'date', message: BLACKOUT_IN_PAST }] },
          });
        }
        const added = await upsertBlackout(c.var.db, body.date, body.reason);
        settings.slotReads.invalidate();
        const answer: BlackoutAnswer = {
          ...(await availabilityView(c, settings)),
          bookedOnDate: await countBooked(
            c.var.db,
            firstInstantAtWallTime(body.date, 0, zone),
            firstInstantAtWallTime(addDays(body.date, 1), 0, zone),
          ),
        };
        return c.json(answer, added ? 201 : 200);
      })
      .delete('/availability/blackouts/:date', admin, async (c) => {
        const date = c.req.param('date');
        if (!calendarDate.safeParse(date).success || !(await deleteBlackout(c.var.db, date))) {
          throw new AppError('NOT_FOUND', { message: 'No blackout date matches.' });
        }
        settings.slotReads.invalidate();
        return c.json(await availabilityView(c, settings));
      })
  );
};
