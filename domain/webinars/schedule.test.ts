import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBankHoliday } from '../booking/bank-holidays.ts';
import { zonedParts } from '../time-zone.ts';
import { WEBINAR_SCHEDULE_RULE, WEBINAR_TOPICS, plannedWebinars, topicOn } from './schedule.ts';

const rule = WEBINAR_SCHEDULE_RULE;

describe('the twice-weekly webinar rule', () => {
  it('plans no session on a bank holiday of the firm', () => {
    const now = new Date('2029-12-01T09:00:00Z');
    const datesOf = (region: 'england-and-wales' | 'none') =>
      plannedWebinars(WEBINAR_SCHEDULE_RULE, 'Europe/London', now, (date) => isBankHoliday(region, date)).map(
        (session) => zonedParts(session.startsAt, 'Europe/London').date,
      );
    // Christmas Day 2029 is a Tuesday, New Year's Day 2030 too; Boxing Day falls on a Wednesday.
    expect(datesOf('none')).toEqual(expect.arrayContaining(['2029-12-25', '2029-12-27', '2030-01-01']));
    expect(datesOf('england-and-wales')).not.toContain('2029-12-25');
    expect(datesOf('england-and-wales')).not.toContain('2030-01-01');
    expect(datesOf('england-and-wales')).toContain('2029-12-27');
    expect(datesOf('none').length - datesOf('england-and-wales').length).toBe(2);
  });

  it('plans 16 sessions over 8 weeks, Tuesdays and Thursdays at 16:00 London time', () => {
    const sessions = plannedWebinars(rule, 'Europe/London', new Date('2026-03-02T12:00:00Z')); // a Monday
    expect(sessions).toHaveLength(16);
    expect(sessions.slice(0, 4).map((session) => session.startsAt.toISOString())).toEqual([
      '2026-03-03T16:00:00.000Z',
      '2026-03-05T16:00:00.000Z',
      '2026-03-10T16:00:00.000Z',
      '2026-03-12T16:00:00.000Z',
    ]);
    // After the UK clocks change on 2026-03-29, 16:00 BST is 15:00 UTC.
    expect(sessions.find((session) => session.startsAt.toISOString().startsWith('2026-03-31'))?.startsAt).toEqual(
      new Date('2026-03-31T15:00:00Z'),
    );
    for (const session of sessions) {
      expect(zonedParts(session.startsAt, 'Europe/London')).toMatchObject({ minuteOfDay: 16 * 60 });
      expect([2, 4]).toContain(zonedParts(session.startsAt, 'Europe/London').weekday);
      expect(session).toMatchObject({ seriesKey: 'twice-weekly', durationMinutes: 60, capacity: 100 });
    }
  });

  it('leaves out today’s session once it has started, and never plans one in the past', () => {
    const tuesdayEvening = new Date('2026-03-03T16:00:00Z');
    const sessions = plannedWebinars(rule, 'Europe/London', tuesdayEvening);
    expect(sessions[0]?.startsAt).toEqual(new Date('2026-03-05T16:00:00Z'));
    fc.assert(
      fc.property(fc.date({ min: new Date('2025-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }), (now) => {
        for (const session of plannedWebinars(rule, 'America/New_York', now)) {
          expect(session.startsAt.getTime()).toBeGreaterThan(now.getTime());
          expect(session.startsAt.getTime() - now.getTime()).toBeLessThan(8 * 7 * 86_400_000);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('rotates through the six topics in turn, the same topic for a date whenever it is planned', () => {
    expect(topicOn(rule, '2026-01-06')).toBe(WEBINAR_TOPICS[0]);
    expect(topicOn(rule, '2026-01-08')).toBe(WEBINAR_TOPICS[1]);
    expect(topicOn(rule, '2026-01-13')).toBe(WEBINAR_TOPICS[2]);
    expect(topicOn(rule, '2026-01-27')).toBe(WEBINAR_TOPICS[0]); // 6 sessions later
    expect(topicOn(rule, '2025-12-30')).toBe(WEBINAR_TOPICS[4]); // before the rotation start
    const early = plannedWebinars(rule, 'Europe/London', new Date('2026-03-02T00:00:00Z'));
    const later = plannedWebinars(rule, 'Europe/London', new Date('2026-03-20T00:00:00Z'));
    const both = later.flatMap((session) =>
      early.filter((other) => other.startsAt.getTime() === session.startsAt.getTime()).map((same) => [same, session]),
    );
    expect(both.map(([same]) => same!.title)).toEqual(both.map(([, session]) => session!.title));
    const titles = early.slice(0, 6).map((session) => session.title);
    expect(new Set(titles).size).toBe(6);
  });

  it('uses the topic list of the live webinars page', () => {
    const page = readFileSync(new URL('../../src/app/routes/programs/live-webinars.tsx', import.meta.url), 'utf8');
    for (const topic of WEBINAR_TOPICS) expect(page).toContain(`'${topic.title}'`);
  });
});
