import type * as React from 'react';

/** One figure of the summary: a term, its value and an optional note (inside a <dl>). */
export function Stat({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: React.ReactNode;
  note?: React.ReactNode;
  testId?: string;
}) {
  return (
    <div className="flex flex-col rounded-lg border border-border bg-card p-4">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd data-testid={testId} className="order-first mt-0 text-2xl font-bold tracking-tight text-primary">
        {value}
      </dd>
      {note ? <dd className="mt-1 text-xs leading-5 text-muted-foreground">{note}</dd> : null}
    </div>
  );
}
