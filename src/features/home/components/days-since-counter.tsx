// Days since Strategy's (then MicroStrategy's) first Bitcoin treasury purchase on
// Aug 11, 2020, in whole UTC days, recomputed every 24 hours.
import { FIRST_CORPORATE_PURCHASE_DATE, ui } from '@/config/site';
import { formatDate, formatInteger } from '@/lib/format';
import { useNow } from '@/hooks/use-now';
import { daysSince } from '../lib/days-since';
import { CounterValue } from './counter-value';

const formatDays = (value: number) => formatInteger(Math.round(value));

export function DaysSinceCounter() {
  const now = useNow(ui.daysCounterRefreshMs);
  const days = daysSince(FIRST_CORPORATE_PURCHASE_DATE, now);
  const startText = formatDate(FIRST_CORPORATE_PURCHASE_DATE);

  return (
    <section
      aria-labelledby="days-since-heading"
      className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id="days-since-heading" className="text-sm font-semibold uppercase tracking-wide text-accent-strong">
        Days of corporate Bitcoin treasuries
      </h2>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-3 text-primary">
        <CounterValue
          testId="days-since-counter"
          target={days}
          durationMs={ui.daysCounterAnimationMs}
          format={formatDays}
          accessibleText={(text) => `${text} days`}
          className="text-5xl font-bold tracking-tight sm:text-6xl"
        />
        <span aria-hidden="true" className="text-lg font-medium text-muted-foreground">
          days
        </span>
      </p>
      <p className="mt-4 text-sm leading-6 text-muted-foreground">
        since the first Bitcoin treasury purchase by a public company: Strategy (then MicroStrategy) bought 21,454 BTC
        as a primary treasury reserve asset, announced on {startText}.
      </p>
      <p className="mt-2 text-xs text-muted-foreground">Whole days counted in UTC, refreshed every 24 hours.</p>
    </section>
  );
}
