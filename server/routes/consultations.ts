// Consultation booking:
//   GET  /api/consultations/slots?from=&to=&timeZone=   free 30-minute slots (UTC instants)
//   POST /api/consultations                             201 { id, startsAt, endsAt, manageUrl, managePath }
//        409 slot taken · 422 not a slot / invalid field (named)
//   GET  /api/consultations/manage/:token               the booking behind a manage link
//   POST /api/consultations/manage/:token/cancel        cancel it (mail with a calendar CANCEL)
//   POST /api/consultations/manage/:token/reschedule    { startsAt, timeZone? } move it atomically
import {
  bookConsultationInput,
  consultationMessages,
  rescheduleInput,
  slotsQuery,
} from '../../domain/schemas/consultations.ts';
import { publicTokenParam } from '../../domain/schemas/params.ts';
import { createRouter } from '../app-env.ts';
import {
  bookConsultation,
  cancelByToken,
  freeSlotsJson,
  pretendBooking,
  readManagedBooking,
  rescheduleByToken,
} from '../journeys/consultations.ts';
import type { JourneySettings } from '../journeys/settings.ts';
import { caughtByHoneypot, journeyContext, limitRequest, signedInUserId } from './public-form.ts';
import { notFound, validate } from './validate.ts';

/** A malformed token names nothing: the same 404 as an unknown one. */
const tokenParam = validate('param', publicTokenParam, notFound(consultationMessages.notFound));

export const consultationRoutes = (settings: JourneySettings) =>
  createRouter()
    .get('/slots', validate('query', slotsQuery), async (c) => {
      const body = await freeSlotsJson(journeyContext(c, settings), c.req.valid('query'));
      return c.body(body, 200, { 'content-type': 'application/json' });
    })
    .post('/', validate('json', bookConsultationInput), async (c) => {
      const body = c.req.valid('json');
      const context = journeyContext(c, settings);
      if (caughtByHoneypot(c, body.website)) return c.json(pretendBooking(context, body.startsAt), 201);
      await limitRequest(c, 'consultation', body.email);
      const booking = await bookConsultation(
        context,
        {
          startsAt: body.startsAt,
          name: body.name,
          email: body.email,
          company: body.company,
          role: body.role,
          topic: body.topic,
          assessmentToken: body.assessmentToken,
          timeZone: body.timeZone,
        },
        await signedInUserId(c),
      );
      return c.json(booking, 201);
    })
    .get('/manage/:token', tokenParam, async (c) => {
      const booking = await readManagedBooking(journeyContext(c, settings), c.req.valid('param').token);
      c.header('x-robots-tag', 'noindex');
      return c.json(booking);
    })
    .post('/manage/:token/cancel', tokenParam, async (c) => {
      const { token } = c.req.valid('param');
      await limitRequest(c, 'consultationManage');
      return c.json(await cancelByToken(journeyContext(c, settings), token));
    })
    .post('/manage/:token/reschedule', validate('json', rescheduleInput), tokenParam, async (c) => {
      const { token } = c.req.valid('param');
      await limitRequest(c, 'consultationManage');
      return c.json(await rescheduleByToken(journeyContext(c, settings), token, c.req.valid('json')));
    });
