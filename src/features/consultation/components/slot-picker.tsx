// Free consultation slots grouped by day in the visitor's zone: a day first, then one of its
// times (a native radio group: arrow keys move between times), each with the firm's local
// time beside it.
import type { SlotView } from '@domain/schemas/consultations';
import { useId, useState } from 'react';
import { zonedDate } from '@domain/time-zone';
import { formatDate } from '@/lib/format';
import { formatCalendarDay, formatTimeInZone, formatWeekdayInZone, groupByDay } from '@/lib/time-zones';
import { cn } from '@/lib/utils';

export function SlotPicker({
  slots,
  visitorZone,
  firmZone,
  selected,
  onSelect,
  error,
}: {
  slots: readonly SlotView[];
  visitorZone: string;
  firmZone: string;
  selected: string | null;
  onSelect: (startsAt: string) => void;
  error?: string | null;
}) {
  const days = groupByDay(slots, visitorZone);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const day = days.find((group) => group.date === chosenDay) ?? days[0];
  const errorId = useId();
  const sameZone = firmZone === visitorZone;

  if (days.length === 0) {
    return <p className="text-sm">No free times in the next 30 days. Please check again soon.</p>;
  }

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="mb-2 text-sm font-medium text-foreground" id={`${errorId}-days`}>
          Day
        </h3>
        <ul className="flex flex-wrap gap-2" aria-labelledby={`${errorId}-days`}>
          {days.map((group) => (
            <li key={group.date}>
              <button
                type="button"
                aria-pressed={group.date === day?.date}
                onClick={() => setChosenDay(group.date)}
                className={cn(
                  'rounded-md border border-input px-3 py-1.5 text-sm font-medium',
                  group.date === day?.date ? 'border-primary bg-primary text-primary-foreground' : 'bg-background',
                )}
              >
                {formatCalendarDay(group.date)}
                <span className="sr-only">, {group.items.length} times</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {day ? (
        <fieldset aria-describedby={error ? errorId : undefined}>
          <legend className="mb-2 text-sm font-medium text-foreground">
            Time on {formatDate(day.date)}
            {sameZone ? null : (
              <span className="font-normal text-muted-foreground"> (your time · our time in {firmZone})</span>
            )}
          </legend>
          <div className="grid grid-cols-2 gap-2 lg:grid-cols-3">
            {day.items.map((slot) => (
              <label
                key={slot.startsAt}
                data-slot-start={slot.startsAt}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input
                  type="radio"
                  name="slot"
                  value={slot.startsAt}
                  checked={selected === slot.startsAt}
                  onChange={() => onSelect(slot.startsAt)}
                  className="size-4 accent-primary"
                />
                <span>
                  {formatTimeInZone(slot.startsAt, visitorZone)}
                  {sameZone ? null : (
                    <span className="block text-xs text-muted-foreground">
                      <span className="whitespace-nowrap">{formatTimeInZone(slot.startsAt, firmZone)}</span>
                      {/* Two columns on a phone: the legend says whose time this is. */}
                      <span className="max-sm:sr-only"> our time</span>
                      {/* Our clocks may already read another day than the visitor's. */}
                      {zonedDate(new Date(slot.startsAt), firmZone) === day.date
                        ? null
                        : `, ${formatWeekdayInZone(slot.startsAt, firmZone)}`}
                    </span>
                  )}
                </span>
              </label>
            ))}
          </div>
          {error ? (
            <p id={errorId} className="mt-2 text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
