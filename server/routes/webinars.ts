// Live webinars:
//   GET  /api/webinars                      { upcoming, past } with seats left (no join links)
//   POST /api/webinars/:id/registrations    { name, email, company?, timeZone? }
//        201 registered, also when the email was already (nothing added; the owner is mailed) · 409 full (with
//        details.nextSession), started or cancelled · 404 unknown session
//   GET  /api/webinars/registrations/manage/:token          the registration behind a manage link
//   POST /api/webinars/registrations/manage/:token/cancel   cancel it (mail with a calendar CANCEL)
import { webinarMessages, registerForWebinarInput } from '../../domain/schemas/webinars.ts';
import { publicTokenParam, uuidIdParam } from '../../domain/schemas/params.ts';
import { createRouter } from '../app-env.ts';
import type { JourneySettings } from '../journeys/settings.ts';
import {
  cancelRegistrationByToken,
  listWebinars,
  pretendRegistration,
  readManagedRegistration,
  registerForWebinar,
} from '../journeys/webinars.ts';
import { caughtByHoneypot, journeyContext, limitRequest, signedInUserId } from './public-form.ts';
import { notFound, validate } from './validate.ts';

/** A malformed token names nothing: the same 404 as an unknown one. */
const tokenParam = validate('param', publicTokenParam, notFound(webinarMessages.registrationNotFound));

export const webinarRoutes = (settings: JourneySettings) =>
  createRouter()
    .get('/', async (c) => c.json(await listWebinars(journeyContext(c, settings))))
    .post(
      '/:id/registrations',
      validate('json', registerForWebinarInput),
      validate('param', uuidIdParam, notFound(webinarMessages.notFound)),
      async (c) => {
        const { id: sessionId } = c.req.valid('param');
        const body = c.req.valid('json');
        const request = { name: body.name, email: body.email, company: body.company, timeZone: body.timeZone };
        const context = journeyContext(c, settings);
        if (caughtByHoneypot(c, body.website))
          return c.json(await pretendRegistration(context, sessionId, request), 201);
        await limitRequest(c, 'webinarRegistration', body.email);
        const result = await registerForWebinar(context, sessionId, request, await signedInUserId(c));
        return c.json(result, 201);
      },
    )
    .get('/registrations/manage/:token', tokenParam, async (c) => {
      const registration = await readManagedRegistration(journeyContext(c, settings), c.req.valid('param').token);
      c.header('x-robots-tag', 'noindex');
      return c.json(registration);
    })
    .post('/registrations/manage/:token/cancel', tokenParam, async (c) => {
      const { token } = c.req.valid('param');
      await limitRequest(c, 'webinarRegistrationManage');
      return c.json(await cancelRegistrationByToken(journeyContext(c, settings), token));
    });
