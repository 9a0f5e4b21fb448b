// What an alert says and when it goes: the changes a subscriber hears about (a holder's
// holdings; an index's members and weights), their lines of text, which index changes are
// news (enters, leaves, a weight moving by more than the threshold) and when the weekly
// digest is due (Monday morning in the subscriber's zone). Pure: the server's alerts job and
// the tests use it.
import type { IndexId } from './index-methodology/methodologies.ts';
import { groupThousands } from './intl-formats.ts';
import { INDEX_WEIGHT_ALERT_THRESHOLD_PP, WEEKLY_DIGEST_MINUTE_OF_DAY } from './schemas/alerts.ts';
import { zonedParts, zonedTimeToInstant } from './time-zone.ts';

/** A holder's holdings changed (an admin's write, an API write or an import). */
export interface HoldingsAlert {
  type: 'holdings';
  ticker: string;
  companyName: string;
  /** BTC before and after; null before a first insert or after a removal. */
  before: number | null;
  after: number | null;
  difference: number | null;
  asOf: string | null;
  source: string | null;
  /** The holder's page on the site. */
  path: string;
}

/** An index's membership or a member's weight changed after a recalculation. */
export interface IndexAlert {
  type: 'entered' | 'left' | 'weight';
  indexId: IndexId;
  indexName: string;
  companyName: string;
  ticker: string | null;
  /** Weights in percent; null when not a member. */
  before: number | null;
  after: number | null;
  /** The index's page on the site. */
  path: string;
}

export type AlertChange = HoldingsAlert | IndexAlert;

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const btc = (value: number) => `${groupThousands(round(value, 8))} BTC`;
const signed = (value: number, text: string) =>
  value > 0 ? `+${text}` : value < 0 ? `−${text.replace('-', '')}` : text;
const percent = (value: number) => `${round(value, 2).toFixed(2)}%`;

/** One change in a line or two of plain text (links absolute on `origin`). */
export function alertChangeText(change: AlertChange, origin: string): string {
  const link = new URL(change.path, origin).toString();
  if (change.type === 'holdings') {
    const name = `${change.companyName} (${change.ticker})`;
    const before = change.before === null ? 'none' : btc(change.before);
    const after = change.after === null ? 'removed' : btc(change.after);
    const difference = change.difference === null ? '' : ` (${signed(change.difference, btc(change.difference))})`;
    const lines = [
      `${name}: ${before} → ${after}${difference}`,
      `  As of: ${change.asOf ?? 'not stated'}`,
      `  Source: ${change.source ?? 'not stated'}`,
      `  ${link}`,
    ];
    return lines.join('\n');
  }
  const name = change.ticker ? `${change.companyName} (${change.ticker})` : change.companyName;
  const what =
    change.type === 'entered'
      ? `entered the ${change.indexName} at ${percent(change.after ?? 0)}`
      : change.type === 'left'
        ? `left the ${change.indexName} (was ${percent(change.before ?? 0)})`
        : `weight in the ${change.indexName}: ${percent(change.before ?? 0)} → ${percent(change.after ?? 0)} (${signed(
            (change.after ?? 0) - (change.before ?? 0),
            `${round(Math.abs((change.after ?? 0) - (change.before ?? 0)), 2).toFixed(2)} pp`,
          )})`;
  return [`${name} ${what}`, `  ${link}`].join('\n');
}

/** A member of an index as the alerts job remembers it: its name, ticker and last reported weight. */
export interface IndexMember {
  companyName: string;
  ticker: string | null;
  weight: number;
}

/**
 * The news between the weights last reported and the new ones (members keyed by name):
 * members that entered or left, and weights that moved by more than the threshold. Also the
 * weights to remember: a member's reported weight changes only when it is reported, so a
 * slow drift is told once it adds up to more than the threshold.
 */
export function indexChanges(
  reported: Readonly<Record<string, IndexMember>>,
  current: Readonly<Record<string, IndexMember>>,
  thresholdPp = INDEX_WEIGHT_ALERT_THRESHOLD_PP,
): {
  changes: { type: IndexAlert['type']; member: IndexMember; before: number | null; after: number | null }[];
  remember: Record<string, IndexMember>;
} {
  const changes: ReturnType<typeof indexChanges>['changes'] = [];
  const remember: Record<string, IndexMember> = {};
  for (const [key, member] of Object.entries(current)) {
    const was = reported[key];
    if (!was) {
      changes.push({ type: 'entered', member, before: null, after: member.weight });
      remember[key] = member;
    } else if (Math.abs(member.weight - was.weight) > thresholdPp) {
      changes.push({ type: 'weight', member, before: was.weight, after: member.weight });
      remember[key] = member;
    } else {
      remember[key] = { ...member, weight: was.weight };
    }
  }
  for (const [key, was] of Object.entries(reported)) {
    if (!(key in current)) changes.push({ type: 'left', member: was, before: was.weight, after: null });
  }
  return { changes, remember };
}

/**
 * The Monday morning (08:00 local) of the week `now` falls in, in `timeZone`, when `now` is on
 * or after it on that Monday; null on any other day or earlier on Monday. A digest is due when
 * this is not null and the last digest went before it.
 */
export function digestMorning(now: Date, timeZone: string): Date | null {
  const local = zonedParts(now, timeZone);
  if (local.weekday !== 1 || local.minuteOfDay < WEEKLY_DIGEST_MINUTE_OF_DAY) return null;
  return zonedTimeToInstant(local.date, WEEKLY_DIGEST_MINUTE_OF_DAY, timeZone);
}

/** Whether the weekly digest is due now for a subscriber whose last digest went at `lastDigestAt`. */
export function weeklyDigestDue(now: Date, timeZone: string, lastDigestAt: Date | null): boolean {
  const morning = digestMorning(now, timeZone);
  return morning !== null && (lastDigestAt === null || lastDigestAt.getTime() < morning.getTime());
}
