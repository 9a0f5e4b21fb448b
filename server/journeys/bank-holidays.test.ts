// Bank holidays become blackout dates from their rule, each year once: the slot listing
// leaves them out, a day an administrator opens stays open, an administrator's own reason
// for a date is kept, and two instances adding them at once on PostgreSQL add each day once.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { deleteBlackout, listBlackouts, upsertBlackout } from '../db/queries/availability.ts';
import { seedJourneyDefaults } from '../db/seed/journeys.ts';
import { listJobStatus } from '../jobs/job-status.ts';
import { JourneyJobs } from '../jobs/journey-jobs.ts';
import { createMailer } from '../mail/mailer.ts';
import { journeyApp, movableClock } from '../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { addBankHolidays } from './bank-holidays.ts';
import { defaultJourneySettings, type JourneySettings } from './settings.ts';

const silent = pino({ level: 'silent' });

describe.each(testEngines())('bank holidays on %s', (engine) => {
  const database = useTestDatabase(engine);

  function jobsAt(now: Date, settings: Partial<JourneySettings> = {}) {
    const { handle, db } = database();
    const journeySettings = defaultJourneySettings({ now: () => now, ...settings });
    const mailer = createMailer({ db, logger: silent, from: 'Vaultmark <no-reply@localhost>' });
    return new JourneyJobs({ handle, logger: silent, mailer, settings: journeySettings, origin: 'http://localhost' });
  }

  it('adds the coming days of the year once, and the slots leave them out', async () => {
    const { db } = database();
    await seedJourneyDefaults(db);
    const clock = movableClock('2026-11-28T10:00:00Z');
    const { app } = journeyApp(database(), { clock });
    const slotsOn = async (date: string) =>
      ((await (await app.request(`/api/consultations/slots?from=${date}&to=${date}`)).json()) as { slots: unknown[] })
        .slots.length;
    expect(await slotsOn('2026-12-25')).toBe(16); // a Friday, 09:00–17:00 before the rule runs

    expect(await jobsAt(clock.now).addBankHolidays()).toBe(2);
    expect(await listBlackouts(db)).toEqual([
      { date: '2026-12-25', reason: 'Bank holiday (England and Wales): Christmas Day' },
      { date: '2026-12-28', reason: 'Bank holiday (England and Wales): Boxing Day (substitute day)' },
    ]);
    const { app: freshApp } = journeyApp(database(), { clock });
    const freshSlotsOn = async (date: string) =>
      (
        (await (await freshApp.request(`/api/consultations/slots?from=${date}&to=${date}`)).json()) as {
          slots: unknown[];
        }
      ).slots.length;
    expect(await freshSlotsOn('2026-12-25')).toBe(0);
    expect(await freshSlotsOn('2026-12-28')).toBe(0);
    expect(await freshSlotsOn('2026-12-24')).toBe(16);
    expect(await jobsAt(clock.now).addBankHolidays()).toBe(0);
    const statuses = await listJobStatus(db);
    expect(statuses.find((status) => status.name === 'bank_holidays')).toMatchObject({ lastOutcome: 'up to date' });
  });

  it('keeps a removed day open and an administrator’s own reason', async () => {
    const { db } = database();
    expect(await deleteBlackout(db, '2026-12-25')).toBe(true);
    await upsertBlackout(db, '2027-03-26', 'Office move');
    // On 10 December bookings reach into 2027: that year is added whole, 2026 is not again.
    expect(await jobsAt(new Date('2026-12-10T09:00:00Z')).addBankHolidays()).toBe(7);
    const dates = await listBlackouts(db);
    expect(dates.map((blackout) => blackout.date)).toEqual([
      '2026-12-28',
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
    expect(dates.find((blackout) => blackout.date === '2027-03-26')?.reason).toBe('Office move');
  });

  it('adds nothing when the setting is none', async () => {
    const { db } = database();
    const before = await listBlackouts(db);
    expect(await jobsAt(new Date('2031-06-01T09:00:00Z'), { bankHolidays: 'none' }).addBankHolidays()).toBe(0);
    expect(await listBlackouts(db)).toEqual(before);
  });

  if (engine === 'postgres')
    it('adds each day once when two instances run at the same moment', async () => {
      const { url } = database();
      const handles = await Promise.all([openDatabase({ databaseUrl: url! }), openDatabase({ databaseUrl: url! })]);
      try {
        const settings = defaultJourneySettings();
        const now = new Date('2035-02-01T09:00:00Z');
        const added = await Promise.all(handles.map((handle) => addBankHolidays(handle.db, settings, now)));
        expect(added.sort()).toEqual([0, 7]);
        const dates = (await listBlackouts(handles[0]!.db, '2035-01-01')).map((blackout) => blackout.date);
        expect(dates).toHaveLength(7);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    });
});
