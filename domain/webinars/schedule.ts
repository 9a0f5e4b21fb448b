// The live webinars' rhythm as a rule — twice a week, Tuesdays and Thursdays at 16:00 in
// the firm's time zone, one hour, topics rotating — and the sessions the rule plans for
// the coming weeks. Sessions are stored from this (server/db/queries/webinars.ts), never
// invented: a session the rule did not plan is one an administrator entered.
import { addDays, daysBetween, firstInstantAtWallTime, isoWeekday, zonedDate } from '../time-zone.ts';

export interface WebinarTopic {
  title: string;
  abstract: string;
}

/** The topics the sessions rotate through (the list on /live-webinars). */
export const WEBINAR_TOPICS: readonly WebinarTopic[] = [
  {
    title: 'Custody models and how to run due diligence on a provider',
    abstract:
      'Self-custody, qualified custodians and multi-signature set-ups compared on key control, insurance and operational effort, and the questions to ask a provider before signing.',
  },
  {
    title: 'Accounting and disclosure for digital assets',
    abstract:
      'How a Bitcoin position is measured and presented (for US GAAP reporters, fair value under ASU 2023-08), the audit evidence of existence and ownership, and what to disclose each quarter.',
  },
  {
    title: 'Sizing a position: volatility, liquidity and drawdown scenarios',
    abstract:
      'Sizing an allocation from the drawdown the balance sheet and covenants can absorb, keeping operating cash apart, and stress-testing the result.',
  },
  {
    title: 'Writing and adopting a treasury policy',
    abstract:
      'What a treasury policy for Bitcoin sets out — objectives, limits, approval rights, rebalancing and exit rules — and how it goes to the board for adoption.',
  },
  {
    title: 'Reporting to the board and to investors',
    abstract:
      'A reporting pack for directors and shareholders: the rationale, the risks in plain terms, and the figures to report on a regular, dated cadence.',
  },
  {
    title: 'Reading the Pure Bitcoin Treasury Index and mNAV',
    abstract:
      'How the index chooses and weights its companies, what mNAV measures, and what a premium or discount to net asset value can and cannot tell you.',
  },
];

export interface WebinarScheduleRule {
  /** Stored with each planned session, so planning again never duplicates one. */
  seriesKey: string;
  /** ISO weekdays the sessions fall on (1 = Monday … 7 = Sunday), in weekly order. */
  weekdays: readonly number[];
  /** Start, minutes after midnight in the firm's time zone. */
  startMinute: number;
  durationMinutes: number;
  capacity: number;
  /** How far ahead sessions are planned. */
  weeksAhead: number;
  /** A Monday: the first session of that week takes the first topic, and so on in turn. */
  rotationStart: string;
  topics: readonly WebinarTopic[];
}

/** Twice a week: Tuesdays and Thursdays at 16:00 firm time (11:00 in New York), 60 minutes. */
export const WEBINAR_SCHEDULE_RULE: WebinarScheduleRule = {
  seriesKey: 'twice-weekly',
  weekdays: [2, 4],
  startMinute: 16 * 60,
  durationMinutes: 60,
  capacity: 100,
  weeksAhead: 8,
  rotationStart: '2026-01-05',
  topics: WEBINAR_TOPICS,
};

export interface PlannedWebinar {
  seriesKey: string;
  title: string;
  abstract: string;
  startsAt: Date;
  durationMinutes: number;
  capacity: number;
}

/** The topic the rule gives the session on a firm-local date (the same whenever it is asked). */
export function topicOn(rule: WebinarScheduleRule, date: string): WebinarTopic {
  const days = daysBetween(rule.rotationStart, date);
  const week = Math.floor(days / 7);
  const position = Math.max(0, rule.weekdays.indexOf(isoWeekday(date)));
  const turn = week * rule.weekdays.length + position;
  const count = rule.topics.length;
  return rule.topics[((turn % count) + count) % count]!;
}

/**
 * The sessions the rule plans from `now` for `rule.weeksAhead` weeks: every firm-local
 * date of one of the rule's weekdays, today included, whose start is still ahead, except
 * the dates `closed` says the firm is closed (its bank holidays).
 */
export function plannedWebinars(
  rule: WebinarScheduleRule,
  timeZone: string,
  now: Date,
  closed: (date: string) => boolean = () => false,
): PlannedWebinar[] {
  const today = zonedDate(now, timeZone);
  const planned: PlannedWebinar[] = [];
  for (let offset = 0; offset < rule.weeksAhead * 7; offset += 1) {
    const date = addDays(today, offset);
    if (!rule.weekdays.includes(isoWeekday(date)) || closed(date)) continue;
    const startsAt = firstInstantAtWallTime(date, rule.startMinute, timeZone);
    if (startsAt.getTime() <= now.getTime()) continue;
    const topic = topicOn(rule, date);
    planned.push({
      seriesKey: rule.seriesKey,
      title: topic.title,
      abstract: topic.abstract,
      startsAt,
      durationMinutes: rule.durationMinutes,
      capacity: rule.capacity,
    });
  }
  return planned;
}
