// Pricing enquiries (PGlite; both engines with TEST_ENGINES=all): stored for admins, confirmed by mail that says an
// invoice follows and that there is no card payment. Through Hono's typed testClient; the refused
// bodies, which its types do not let through, are raw requests.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_NEXT_STEP, PROGRAM_TIERS } from '../../domain/pricing/tiers.ts';
import { enquiries } from '../db/schema.ts';
import { enquiryBody, journeyApp, journeyClient, mailsTo, send } from '../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

describe.each(testEngines('http'))('pricing enquiries on %s', (engine) => {
  const database = useTestDatabase(engine);
  let harness: ReturnType<typeof journeyApp>;
  beforeAll(() => {
    harness = journeyApp(database());
  });

  it.each(PROGRAM_TIERS.map((tier) => [tier.id, tier.priceUsd] as const))(
    'stores an enquiry for %s and confirms it by mail, invoice to follow',
    async (tier, price) => {
      const body = { ...enquiryBody(), tier, message: 'Three of us.\nInvoice to accounts, please.' };
      const response = await journeyClient(harness.app).enquiries.$post({ json: body });
      expect(response.status).toBe(201);
      const created = await response.json();
      expect(created).toMatchObject({ tier, message: ENQUIRY_NEXT_STEP });
      const [row] = await database().db.select().from(enquiries).where(eq(enquiries.id, created.id));
      expect(row).toMatchObject({
        email: body.email,
        tier,
        status: 'new',
        message: 'Three of us.\nInvoice to accounts, please.',
      });
      await harness.mailer.idle();
      const [mail] = await mailsTo(database().db, body.email);
      expect(mail).toMatchObject({ kind: 'enquiry_confirmation', status: 'sent' });
      expect(mail!.textBody).toContain(`${price.toLocaleString('en-US')} USD`);
      expect(mail!.textBody).toContain(
        'An invoice in US dollars follows by email. There is no card payment on this site',
      );
      expect(mail!.textBody).toContain('30-day satisfaction guarantee');
    },
  );

  it.each([
    ['an unknown tier', { tier: 'platinum' }, 'tier'],
    ['a missing company', { company: undefined }, 'company'],
    ['a NUL in the message', { message: 'hello\u0000' }, 'message'],
    ['an over-long message', { message: 'x'.repeat(5001) }, 'message'],
  ])('answers 422 for %s, naming the field', async (_label, override, field) => {
    const before = await database().db.$count(enquiries);
    const response = await send(harness.app, 'POST', '/api/enquiries', enquiryBody(override));
    expect(response.status).toBe(422);
    const error = (await response.json()) as { details: { issues: { path: string }[] } };
    expect(error.details.issues.map((issue) => issue.path)).toContain(field);
    expect(await database().db.$count(enquiries)).toBe(before);
  });
});
