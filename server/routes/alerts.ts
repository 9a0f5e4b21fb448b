// Alerts by email (issue 47, ADR 172):
//   POST   /api/alerts                      { email, topics, frequency, timeZone? } → 202, the same
//                                           answer whether or not the address is subscribed
//   POST   /api/alerts/confirm/:token       → 200 confirmed (the page posts it; a GET never confirms)
//   GET    /api/alerts/manage/:token        the subscription behind a manage link
//   PATCH  /api/alerts/manage/:token        { topics?, frequency?, timeZone? }
//   DELETE /api/alerts/manage/:token        leave
//   POST   /api/alerts/unsubscribe/:token   RFC 8058 one-click: any body, accepted without the
//                                           site's Origin (server/middleware/origin-check.ts)
import { alertMessages, subscribeInput, updateAlertsInput } from '../../domain/schemas/alerts.ts';
import {
  ACCEPTED,
  confirmAlerts,
  leaveAlerts,
  readManagedAlerts,
  subscribeToAlerts,
  updateManagedAlerts,
} from '../alerts/subscriptions.ts';
import { publicTokenParam } from '../../domain/schemas/params.ts';
import { createRouter } from '../app-env.ts';
import type { JourneySettings } from '../journeys/settings.ts';
import { caughtByHoneypot, journeyContext, limitRequest, signedInUserId } from './public-form.ts';
import { notFound, validate } from './validate.ts';

/** The path of the one route that takes POSTs from anywhere (mail providers' one-click unsubscribe). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = /^\/api\/alerts\/unsubscribe\/[^/]+$/;

/** A malformed token names nothing: the same 404 as an unknown one. */
const tokenParam = validate('param', publicTokenParam, notFound(alertMessages.notFound));

export const alertRoutes = (settings: JourneySettings) =>
  createRouter()
    .post('/', validate('json', subscribeInput), async (c) => {
      const body = c.req.valid('json');
      if (caughtByHoneypot(c, body.website)) return c.json(ACCEPTED, 202);
      await limitRequest(c, 'alertSubscribe', body.email);
      const request = { email: body.email, topics: body.topics, frequency: body.frequency, timeZone: body.timeZone };
      return c.json(await subscribeToAlerts(journeyContext(c, settings), request), 202);
    })
    .post('/confirm/:token', tokenParam, async (c) => {
      const { token } = c.req.valid('param');
      await limitRequest(c, 'alertManage');
      return c.json(await confirmAlerts(journeyContext(c, settings), token, await signedInUserId(c)));
    })
    .get('/manage/:token', tokenParam, async (c) => {
      const { token } = c.req.valid('param');
      c.header('x-robots-tag', 'noindex');
      return c.json(await readManagedAlerts(c.var.db, token));
    })
    .patch('/manage/:token', validate('json', updateAlertsInput), tokenParam, async (c) => {
      const { token } = c.req.valid('param');
      const body = c.req.valid('json');
      await limitRequest(c, 'alertManage');
      return c.json(
        await updateManagedAlerts(c.var.db, token, {
          topics: body.topics,
          frequency: body.frequency,
          timeZone: body.timeZone,
        }),
      );
    })
    .delete('/manage/:token', tokenParam, async (c) => {
      const { token } = c.req.valid('param');
      await limitRequest(c, 'alertManage');
      return c.json(await leaveAlerts(journeyContext(c, settings), token));
    })
    .post('/unsubscribe/:token', tokenParam, async (c) => {
      // RFC 8058: the body is "List-Unsubscribe=One-Click" (form-encoded); nothing in it matters.
      const { token } = c.req.valid('param');
      await limitRequest(c, 'alertManage');
      const left = await leaveAlerts(journeyContext(c, settings), token);
      return c.json({ status: left.status, message: alertMessages.left });
    });
