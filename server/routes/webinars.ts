// Live webinars:
//   GET  /api/webinars                      { upcoming, past } with seats left (no join links)
//   POST /api/webinars/:id/registrations    { name, email, company? }
//        201 registered · 200 already registered (the same registration) · 409 full (with
//        details.nextSession), started or cancelled · 404 unknown session
import { webinarMessages, registerForWebinarInput } from '../../domain/schemas/webinars.ts';
import { createRouter } from '../app-env.ts';
import type { JourneySettings } from '../journeys/settings.ts';
import { listWebinars, pretendRegistration, registerForWebinar } from '../journeys/webinars.ts';
import { caughtByHoneypot, journeyContext, limitRequest, signedInUserId, uuidParam } from './public-form.ts';
import { validate } from './validate.ts';

export const webinarRoutes = (settings: JourneySettings) =>
  createRouter()
    .get('/', async (c) => c.json(await listWebinars(journeyContext(c, settings))))
    .post('/:id/registrations', validate('json', registerForWebinarInput), async (c) => {
      const sessionId = uuidParam(c.req.param('id'), webinarMessages.notFound);
      const body = c.req.valid('json');
      const request = { name: body.name, email: body.email, company: body.company };
      const context = journeyContext(c, settings);
      if (caughtByHoneypot(c, body.website)) return c.json(await pretendRegistration(context, sessionId, request), 201);
      await limitRequest(c, 'webinarRegistration', body.email);
      const result = await registerForWebinar(context, sessionId, request, await signedInUserId(c));
      return c.json(result, result.created ? 201 : 200);
    });
