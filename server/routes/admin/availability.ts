// /api/admin/availability — the consultation calendar: weekly opening hours and blackout
// dates (none before the firm's today; the bookings left on a new one counted). Every edit
// drops the cached free slots.
import { formatClockTime, parseClockTime } from '../../../domain/booking/slots.ts';
import { AppError } from '../../../domain/errors.ts';
import {
  BLACKOUT_IN_PAST,
  blackoutInput,
  weeklyHoursInput,
  type AvailabilityView,
  type BlackoutAnswer,
} from '../../../domain/schemas/admin-leads.ts';
import { blackoutDateParam } from '../../../domain/schemas/params.ts';
import { addDays, firstInstantAtWallTime, zonedDate } from '../../../domain/time-zone.ts';
import { createRouter } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import {
  deleteBlackout,
  listBlackouts,
  listWeeklyHours,
  replaceWeeklyHours,
  upsertBlackout,
} from '../../db/queries/availability.ts';
import { countBooked } from '../../db/queries/consultations.ts';
import type { JourneySettings } from '../../journeys/settings.ts';
import { notFound, validate } from '../validate.ts';

const NO_BLACKOUT = 'No blackout date matches.';

async function availabilityView(
  db: Database,
  { timeZone, bankHolidays }: Pick<JourneySettings, 'timeZone' | 'bankHolidays'>,
): Promise<AvailabilityView> {
  const [hours, blackouts] = await Promise.all([listWeeklyHours(db), listBlackouts(db)]);
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

export const adminAvailabilityRoutes = (settings: JourneySettings) => {
  const zone = settings.timeZone;
  return createRouter()
    .get('/', async (c) => c.json(await availabilityView(c.var.db, settings)))
    .put('/hours', validate('json', weeklyHoursInput), async (c) => {
      const hours = c.req.valid('json').weeklyHours.map((entry) => ({
        weekday: entry.weekday,
        startMinute: parseClockTime(entry.start)!,
        endMinute: parseClockTime(entry.end)!,
      }));
      await replaceWeeklyHours(c.var.db, hours);
      settings.slotReads.invalidate();
      return c.json(await availabilityView(c.var.db, settings));
    })
    .post('/blackouts', validate('json', blackoutInput), async (c) => {
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
        ...(await availabilityView(c.var.db, settings)),
        bookedOnDate: await countBooked(
          c.var.db,
          firstInstantAtWallTime(body.date, 0, zone),
          firstInstantAtWallTime(addDays(body.date, 1), 0, zone),
        ),
      };
      return c.json(answer, added ? 201 : 200);
    })
    .delete('/blackouts/:date', validate('param', blackoutDateParam, notFound(NO_BLACKOUT)), async (c) => {
      const { date } = c.req.valid('param');
      if (!(await deleteBlackout(c.var.db, date))) {
        throw new AppError('NOT_FOUND', { message: NO_BLACKOUT });
      }
      settings.slotReads.invalidate();
      return c.json(await availabilityView(c.var.db, settings));
    });
};
