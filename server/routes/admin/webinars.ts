// /api/admin/webinars — webinar sessions with their seats, filtered by firm-local date and
// status and paged, with a CSV export; create, edit and cancel a session (registrants told,
// calendars updated). The registrations of a session: webinar-registrations.ts.
import { AppError } from '../../../domain/errors.ts';
import {
  adminWebinarsQuery,
  webinarSessionInput,
  webinarSessionPatch,
  type AdminWebinarSession,
} from '../../../domain/schemas/admin-leads.ts';
import { uuidIdParam } from '../../../domain/schemas/params.ts';
import { createRouter } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { findSessionWithSeats, listSessions, type SessionWithSeats } from '../../db/queries/webinars.ts';
import type { JourneySettings } from '../../journeys/settings.ts';
import { cancelWebinarSession, createWebinarSession, updateWebinarSession } from '../../journeys/webinars.ts';
import { journeyContext } from '../public-form.ts';
import { notFound, validate } from '../validate.ts';
import { csvResponse, dateRange, EVERYTHING, paging } from './lead-lists.ts';

const NO_SESSION = 'No webinar session has this id.';

function sessionView(session: SessionWithSeats): AdminWebinarSession {
  return {
    id: session.id,
    title: session.title,
    abstract: session.abstract,
    startsAt: session.startsAt.toISOString(),
    durationMinutes: session.durationMinutes,
    capacity: session.capacity,
    joinUrl: session.joinUrl,
    status: session.status,
    seriesKey: session.seriesKey,
    registered: session.registered,
    seatsLeft: Math.max(0, session.capacity - session.registered),
    createdAt: session.createdAt.toISOString(),
  };
}

// A malformed id names nothing: the same 404 as an unknown one.
export const sessionIdParam = validate('param', uuidIdParam, notFound(NO_SESSION));

export async function sessionOr404(db: Database, id: string): Promise<SessionWithSeats> {
  const session = await findSessionWithSeats(db, id);
  if (!session) throw new AppError('NOT_FOUND', { message: NO_SESSION });
  return session;
}

export const adminWebinarRoutes = (settings: JourneySettings) => {
  const zone = settings.timeZone;
  return createRouter()
    .get('/', validate('query', adminWebinarsQuery), async (c) => {
      const query = c.req.valid('query');
      const filters = { status: query.status, ...dateRange(zone, query.from, query.until) };
      const { rows, total } = await listSessions(c.var.db, filters, paging(query));
      return c.json({ items: rows.map(sessionView), total, page: query.page, pageSize: query.pageSize });
    })
    .get('/export', validate('query', adminWebinarsQuery), async (c) => {
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
    .post('/', validate('json', webinarSessionInput), async (c) => {
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
    .patch('/:id', validate('json', webinarSessionPatch), sessionIdParam, async (c) => {
      const { id } = c.req.valid('param');
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
    .post('/:id/cancel', sessionIdParam, async (c) => {
      const { id } = c.req.valid('param');
      await cancelWebinarSession(journeyContext(c, settings), id);
      return c.json(sessionView((await findSessionWithSeats(c.var.db, id))!));
    });
};
