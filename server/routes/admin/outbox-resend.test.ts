// An admin's resend from the outbox never puts an out-of-date invitation in a calendar
// (issue 42): a calendar message that a later one about the same event has replaced (a
// booking moved, then cancelled) is refused with 409 saying why and naming the later one;
// the latest goes again. Real HTTP on PGlite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxPage } from '../../../domain/schemas/mail.ts';
import { seedJourneyDefaults } from '../../db/seed/journeys.ts';
import { SUPERSEDED_CALENDAR_MAIL } from '../../mail/mailer.ts';
import { signUpAdmin } from '../../testing/auth-helpers.ts';
import { bookingBody, journeyApp, mailsTo, movableClock, send } from '../../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../../testing/test-db.ts';

describe.each(testEngines())('resending calendar mail on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = movableClock('2026-10-20T08:00:00Z');
  let harness: ReturnType<typeof journeyApp>;
  let cookie = '';

  beforeAll(async () => {
    await seedJourneyDefaults(database().db);
    harness = journeyApp(database(), { clock });
    cookie = (await signUpAdmin(harness.app, database().db)).cookie;
  });

  const resend = (id: string) => send(harness.app, 'POST', `/api/admin/outbox/${id}/resend`, {}, { cookie });

  it('refuses the invitations of a booking since moved and cancelled, and resends the cancellation', async () => {
    const body = bookingBody('2026-10-23T09:00:00Z');
    const booked = await send(harness.app, 'POST', '/api/consultations', body);
    const token = ((await booked.json()) as { managePath: string }).managePath.split('/').pop()!;
    const manage = `/api/consultations/manage/${token}`;
    expect((await send(harness.app, 'POST', `${manage}/reschedule`, { startsAt: '2026-10-23T10:00:00Z' })).status).toBe(
      200,
    );
    expect((await send(harness.app, 'POST', `${manage}/cancel`, {})).status).toBe(200);
    await harness.mailer.idle();
    const mails = await mailsTo(database().db, body.email);
    expect(mails.map((mail) => mail.kind)).toEqual([
      'consultation_confirmation',
      'consultation_rescheduled',
      'consultation_cancellation',
    ]);
    const [original, moved, cancelled] = mails;

    for (const stale of [original!, moved!]) {
      const refused = await resend(stale.id);
      expect(refused.status).toBe(409);
      const answer = (await refused.json()) as { message: string; details: { supersededBy: string } };
      expect(answer.message).toContain(SUPERSEDED_CALENDAR_MAIL);
      expect(answer.message).toContain(cancelled!.subject);
      expect(answer.details.supersededBy).toBe(cancelled!.id);
    }
    // Nothing was sent again.
    expect((await mailsTo(database().db, body.email)).map((mail) => mail.attempts)).toEqual([1, 1, 1]);

    const resent = await resend(cancelled!.id);
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({ id: cancelled!.id, status: 'sent', attempts: 2 });

    const listed = (await (
      await send(harness.app, 'GET', `/api/admin/outbox?to=${encodeURIComponent(body.email)}`, undefined, { cookie })
    ).json()) as OutboxPage;
    expect(
      Object.fromEntries(listed.messages.map((message) => [message.kind, [message.superseded, message.resendable]])),
    ).toEqual({
      consultation_confirmation: [true, false],
      consultation_rescheduled: [true, false],
      consultation_cancellation: [false, true],
    });
  });

  it('still resends mail with no calendar event, and an invitation nothing replaced', async () => {
    const body = bookingBody('2026-10-23T11:00:00Z');
    await send(harness.app, 'POST', '/api/consultations', body);
    await harness.mailer.idle();
    const [confirmation] = await mailsTo(database().db, body.email);
    expect((await resend(confirmation!.id)).status).toBe(200);
  });
});
