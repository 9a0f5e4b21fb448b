// The journeys' job: reminders 24 h before a consultation and 1 h before a webinar, sent
// once — across runs, and across two server instances on one PostgreSQL — and the webinar
// schedule kept rolling.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { insertConsultation } from '../db/queries/consultations.ts';
import { insertSession } from '../db/queries/webinars.ts';
import { WEBINAR_SCHEDULE_RULE, plannedWebinars } from '../../domain/webinars/schedule.ts';
import { outbox, webinarRegistrations } from '../db/schema.ts';
import { newPublicToken } from '../db/tokens.ts';
import { defaultJourneySettings } from '../journeys/settings.ts';
import { createMailer } from '../mail/mailer.ts';
import { uniqueEmail } from '../testing/auth-helpers.ts';
import { mailsTo } from '../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { listJobStatus } from './job-status.ts';
import { JourneyJobs, queueDueReminders } from './journey-jobs.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const silent = pino({ level: 'silent' });

function jobsFor(handle: DatabaseHandle, now: Date) {
  const mailer = createMailer({ db: handle.db, logger: silent, from: 'Vaultmark <no-reply@localhost>' });
  const settings = defaultJourneySettings({ now: () => now });
  return {
    jobs: new JourneyJobs({ handle, logger: silent, mailer, settings, origin: 'http://localhost' }),
    mailer,
    settings,
  };
}

async function book(handle: DatabaseHandle, startsAt: Date, status: 'booked' | 'cancelled' = 'booked') {
  const email = uniqueEmail('reminded');
  const row = await insertConsultation(handle.db, {
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * MINUTE),
    name: 'Ada',
    email,
    company: 'Engines',
    role: null,
    topic: null,
    visitorTimeZone: 'America/New_York',
    assessmentId: null,
    userId: null,
    manageToken: newPublicToken(),
    consentAt: new Date(),
  });
  if (status === 'cancelled') {
    const { consultations } = await import('../db/schema.ts');
    await handle.db.update(consultations).set({ status }).where(eq(consultations.id, row.id));
  }
  return email;
}

/** Whole minutes, so instants compare equal after the database round trip. */
const minuteOf = (ms: number) => new Date(Math.floor(ms / MINUTE) * MINUTE);

describe.each(testEngines())('journey jobs on %s', (engine) => {
  const database = useTestDatabase(engine);
  const now = minuteOf(Date.now() + 400 * 24 * HOUR); // clear of other tests' rows
  let due = '';
  let notYet = '';
  let cancelled = '';
  let earlyRegistrant = '';
  let lateRegistrant = '';

  beforeAll(async () => {
    const { handle, db } = database();
    due = await book(handle, new Date(now.getTime() + 23 * HOUR));
    notYet = await book(handle, new Date(now.getTime() + 25 * HOUR));
    cancelled = await book(handle, new Date(now.getTime() + 2 * HOUR), 'cancelled');
    const session = await insertSession(db, {
      title: 'Starting soon',
      abstract: 'Reminder test.',
      startsAt: new Date(now.getTime() + 50 * MINUTE),
      durationMinutes: 60,
      capacity: 10,
      joinUrl: 'https://meet.example.com/soon',
    });
    earlyRegistrant = uniqueEmail('early');
    lateRegistrant = uniqueEmail('late');
    await db.insert(webinarRegistrations).values([
      {
        sessionId: session.id,
        name: 'Early',
        email: earlyRegistrant,
        createdAt: new Date(now.getTime() - 2 * 24 * HOUR),
      },
      // Registered within the hour before the start: the confirmation was reminder enough.
      { sessionId: session.id, name: 'Late', email: lateRegistrant, createdAt: new Date(now.getTime() - 5 * MINUTE) },
    ]);
  });

  it('sends the due reminders once: 24 h before a consultation, 1 h before a webinar', async () => {
    const { handle, db } = database();
    const { jobs } = jobsFor(handle, now);
    expect(await jobs.runReminders(now)).toEqual({ consultations: 1, webinars: 1, retried: 0 });
    expect(await jobs.runReminders(now)).toEqual({ consultations: 0, webinars: 0, retried: 0 });
    expect(await jobs.runReminders(new Date(now.getTime() + 10 * MINUTE))).toMatchObject({
      consultations: 0,
      webinars: 0,
    });

    const [reminder] = await mailsTo(db, due);
    expect(reminder).toMatchObject({ kind: 'consultation_reminder', status: 'sent' });
    expect(reminder!.textBody).toContain('is tomorrow');
    expect(reminder!.textBody).toMatch(/http:\/\/localhost\/schedule-consultation\/manage\/[A-Za-z0-9_-]{22}/);
    expect(await mailsTo(db, notYet)).toEqual([]);
    expect(await mailsTo(db, cancelled)).toEqual([]);
    const [webinar] = await mailsTo(db, earlyRegistrant);
    expect(webinar).toMatchObject({ kind: 'webinar_reminder', status: 'sent' });
    expect(webinar!.textBody).toContain('Join here: https://meet.example.com/soon');
    expect(await mailsTo(db, lateRegistrant)).toEqual([]);

    const status = (await listJobStatus(db)).find((row) => row.name === 'reminder_mail');
    expect(status).toMatchObject({ lastOutcome: 'nothing due', lastError: null });
    expect(status!.runCount).toBeGreaterThanOrEqual(3);

    // An hour later the second booking is due.
    expect(await jobs.runReminders(new Date(now.getTime() + 2 * HOUR))).toMatchObject({ consultations: 1 });
    expect((await mailsTo(db, notYet)).map((mail) => mail.kind)).toEqual(['consultation_reminder']);
  });

  it('plans the webinar schedule once and records the run', async () => {
    const { handle, db } = database();
    const { jobs } = jobsFor(handle, now);
    // Sixteen sessions in eight weeks, fifteen when today's has already started.
    expect(await jobs.topUpSchedule(now)).toBe(plannedWebinars(WEBINAR_SCHEDULE_RULE, 'Europe/London', now).length);
    expect(await jobs.topUpSchedule(now)).toBe(0);
    expect((await listJobStatus(db)).find((row) => row.name === 'webinar_schedule')).toMatchObject({
      lastOutcome: 'up to date',
      runCount: 2,
    });
  });

  it.runIf(engine === 'postgres')('sends each reminder once with two server instances on one database', async () => {
    const first = database();
    const second = await openDatabase({ databaseUrl: first.url! });
    try {
      const later = new Date(now.getTime() + 30 * 24 * HOUR);
      const emails = await Promise.all(
        Array.from({ length: 6 }, (_, i) => book(first.handle, new Date(later.getTime() + (18 + i) * HOUR))),
      );
      const a = jobsFor(first.handle, later);
      const b = jobsFor(second, later);
      // Through the job (advisory lock) and straight at the claim (no lock): once either way.
      await Promise.all([
        a.jobs.runReminders(later),
        b.jobs.runReminders(later),
        queueDueReminders(
          { db: first.db, mailer: a.mailer, settings: a.settings, origin: 'http://localhost', logger: silent },
          later,
        ),
        queueDueReminders(
          { db: second.db, mailer: b.mailer, settings: b.settings, origin: 'http://localhost', logger: silent },
          later,
        ),
      ]);
      await Promise.all([a.jobs.runReminders(later), b.jobs.runReminders(later)]);
      for (const email of emails) {
        const reminders = await first.db.select().from(outbox).where(eq(outbox.toAddress, email));
        expect(reminders.map((mail) => mail.kind)).toEqual(['consultation_reminder']);
      }
    } finally {
      await second.close();
    }
  });
});
