// The signed-in user's journeys (/account):
//   GET  /api/me/activity                          bookings, registrations, enquiries, assessments,
//                                                  policy drafts, alerts by email
//   POST /api/me/consultations/:id/cancel          cancel one of their bookings
//   POST /api/me/webinar-registrations/:id/cancel  cancel one of their registrations
//   POST /api/me/alerts/:id/leave                  leave one of their alerts subscriptions
// Made signed in to the account, or signed out with its email once that is verified (ADR
// 180); someone else's id answers 404.
import type { Context } from 'hono';
import { alertMessages } from '../../domain/schemas/alerts.ts';
import { createRouter, type AppEnv } from '../app-env.ts';
import { leaveAccountAlerts } from '../alerts/subscriptions.ts';
import type { AccountOwner } from '../db/queries/account-rows.ts';
import { accountActivity, cancelOwnBooking, cancelOwnRegistration } from '../journeys/activity.ts';
import type { JourneySettings } from '../journeys/settings.ts';
import { requireSession } from '../middleware/require-role.ts';
import { uuidIdParam } from '../../domain/schemas/params.ts';
import { journeyContext } from './public-form.ts';
import { notFound, validate } from './validate.ts';

const NOT_YOURS = 'You have no booking or registration with this id.';

function personOf(c: Context<AppEnv>): AccountOwner {
  const { id, email, emailVerified } = c.var.authUser;
  return { userId: id, email: email.trim().toLowerCase(), emailVerified };
}

export const myActivityRoutes = (settings: JourneySettings) =>
  createRouter()
    .get('/activity', requireSession(), async (c) =>
      c.json(await accountActivity(journeyContext(c, settings), personOf(c))),
    )
    .post(
      '/consultations/:id/cancel',
      requireSession(),
      validate('param', uuidIdParam, notFound(NOT_YOURS)),
      async (c) => {
        const { id } = c.req.valid('param');
        return c.json(await cancelOwnBooking(journeyContext(c, settings), personOf(c), id));
      },
    )
    .post(
      '/webinar-registrations/:id/cancel',
      requireSession(),
      validate('param', uuidIdParam, notFound(NOT_YOURS)),
      async (c) => {
        const { id } = c.req.valid('param');
        return c.json(await cancelOwnRegistration(journeyContext(c, settings), personOf(c), id));
      },
    )
    .post(
      '/alerts/:id/leave',
      requireSession(),
      validate('param', uuidIdParam, notFound(alertMessages.notYours)),
      async (c) => {
        const { id } = c.req.valid('param');
        return c.json(await leaveAccountAlerts(journeyContext(c, settings), personOf(c), id));
      },
    );
