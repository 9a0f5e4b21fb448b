// How old the inputs of a public summary figure are: its newest and oldest dates with their
// ages in days, and a "stale" mark when any is older than the tables' 90-day rule
// (domain/staleness.ts). The home counter, the index summary cards and the BTC price show it.
import { inputsAge, STALE_AFTER_DAYS } from '@domain/staleness';
import { useState } from 'react';
import { formatDate, formatInteger } from '@/lib/format';

const days = (count: number) => `${formatInteger(count)} ${count === 1 ? 'day' : 'days'} old`;

/** The age note of a figure whose inputs carry these dates; nothing when none is dated. */
export function InputsAge({
  dates,
  what,
  testId,
}: {
  dates: readonly (string | null | undefined)[];
  /** What the inputs are, in the singular ('holding', 'BTC price'). */
  what: string;
  testId?: string;
}) {
  // Read once per page view (as the tables do), so the server's and the browser's render agree.
  const [now] = useState(() => Date.now());
  const age = inputsAge(dates, now);
  if (!age) return null;
  const stale = age.allStale
    ? `all over ${STALE_AFTER_DAYS} days old`
    : age.someStale
      ? `includes inputs over ${STALE_AFTER_DAYS} days old`
      : null;
  const text =
    age.newest === age.oldest
      ? `${what} of ${formatDate(age.newest)}, ${days(age.newestDays)}`
      : `Newest ${what} ${formatDate(age.newest)} (${days(age.newestDays)}), oldest ${formatDate(age.oldest)} (${days(age.oldestDays)})`;
  return (
    <span data-testid={testId} data-stale={stale ? 'true' : 'false'} className="block">
      {text}
      {stale ? (
        <>
          {' '}
          <span className="inline-flex items-center rounded-full border border-amber-400 bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            stale
          </span>{' '}
          ({stale}).
        </>
      ) : (
        '.'
      )}
    </span>
  );
}
