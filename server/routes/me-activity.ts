// The signed-in user's journeys (/account):
//   GET  /api/me/activity                          bookings, registrations, enquiries, assessments
//   POST /api/me/consultations/:id/cancel          cancel one of their bookings
//   POST /api/me/webinar-registrations/:id/cancel  cancel one of their registrations
// Matched by user id and by the account's email; someone else's id answers 404.
import type { Context } from 'hono';
import { createRouter, type AppEnv } from '../app-env.ts';
import { accountActivity, cancelOwnBooking, cancelOwnRegistration, type AccountPerson } from '../journeys/activity.ts';
import type { JourneySettings } from '../journeys/settings.ts';
import { requireSession } from '../middleware/require-role.ts';
import { journeyContext, uuidParam } from './public-form.ts';

const NOT_YOURS = 'You have no booking or registration with this id.';

function personOf(c: Context<AppEnv>): AccountPerson {
  return { userId: c.var.authUser.id, email: c.var.authUser.email.trim().toLowerCase() };
}

export const myActivityRoutes = (settings: JourneySettings) =>
  createRouter()
    .get('/activity', requireSession(), async (c) =>
      c.json(await accountActivity(journeyContext(c, settings), personOf(c))),
    )
    .post('/consultations/:id/cancel', requireSession(), async (c) => {
      const id = uuidParam(c.req.param('id'), NOT_YOURS);
      return c.json(await cancelOwnBooking(journeyContext(c, settings), personOf(c), id));
    })
    .post('/webinar-registrations/:id/cancel', requireSession(), async (c) => {
      const id = uuidParam(c.req.param('id'), NOT_YOURS);
      return c.json(await cancelOwnRegistration(journeyContext(c, settings), personOf(c), id));
    });
