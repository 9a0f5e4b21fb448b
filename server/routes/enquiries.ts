// POST /api/enquiries { name, email, company, tier, message? } → 201: a program enrolment
// enquiry, stored for admins and confirmed by mail (an invoice follows; no card payment).
import { enquiryInput } from '../../domain/schemas/enquiries.ts';
import { createRouter } from '../app-env.ts';
import { pretendEnquiry, submitEnquiry } from '../journeys/enquiries.ts';
import type { JourneySettings } from '../journeys/settings.ts';
import { caughtByHoneypot, journeyContext, limitRequest, signedInUserId } from './public-form.ts';
import { validate } from './validate.ts';

export const enquiryRoutes = (settings: JourneySettings) =>
  createRouter().post('/', validate('json', enquiryInput), async (c) => {
    const body = c.req.valid('json');
    const request = {
      name: body.name,
      email: body.email,
      company: body.company,
      tier: body.tier,
      message: body.message,
    };
    if (caughtByHoneypot(c, body.website)) return c.json(pretendEnquiry(request, settings.now()), 201);
    await limitRequest(c, 'enquiry', body.email);
    return c.json(await submitEnquiry(journeyContext(c, settings), request, await signedInUserId(c)), 201);
  });
