// An animated figure with a stable test hook. Screen readers get the final value once (the
// sr-only text); the digits shown are hidden from them and never announced. Until the app has
// hydrated the page (<html data-app-ready>, ADR 093) the final figure is shown, so the served
// page and a reader without JavaScript see the true value, not a 0; the count-up then runs.
import { useCountUp } from '../hooks/use-count-up';
import { cn } from '@/lib/utils';

export function CounterValue({
  testId,
  target,
  durationMs,
  format,
  accessibleText,
  className,
}: {
  testId: string;
  target: number;
  durationMs: number;
  format: (value: number) => string;
  /** What a screen reader hears, given the formatted final value. */
  accessibleText: (finalText: string) => string;
  className?: string;
}) {
  const { value, done } = useCountUp(target, durationMs);
  const finalText = format(target);
  return (
    <>
      <span className="sr-only">{accessibleText(finalText)}</span>
      <span aria-hidden="true" className={cn('tabular-nums [html[data-app-ready]_&]:hidden', className)}>
        {finalText}
      </span>
      <span
        aria-hidden="true"
        aria-live="off"
        data-testid={testId}
        data-target={finalText}
        data-value={target}
        data-state={done ? 'done' : 'animating'}
        className={cn('tabular-nums [html:not([data-app-ready])_&]:hidden', className)}
      >
        {format(value)}
      </span>
    </>
  );
}
