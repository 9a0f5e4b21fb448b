// The second step of a cancellation: the question, "Yes, cancel it" and (while nothing is
// being sent) "Keep it". The manage pages of bookings and webinar registrations and the
// account page ask it the same way.
import type * as React from 'react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export function CancelQuestion({
  question,
  pending,
  onConfirm,
  onKeep,
  keepRef,
  compact = false,
}: {
  question: string;
  pending: boolean;
  onConfirm: () => void;
  /** Omitted: no "Keep it" button. */
  onKeep?: () => void;
  keepRef?: React.Ref<HTMLButtonElement>;
  /** Small buttons in one row, for a list entry; otherwise a block under the page's details. */
  compact?: boolean;
}) {
  const questionId = useId();
  const size = compact ? 'sm' : 'default';
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className={compact ? 'flex flex-wrap items-center gap-2' : 'mt-6 flex max-w-xl flex-col gap-3'}
    >
      <p id={questionId} className="font-medium">
        {question}
      </p>
      <div className={cn('flex flex-wrap', compact ? 'gap-2' : 'gap-3')}>
        <Button
          type="button"
          variant="destructive"
          size={size}
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending}
        >
          {pending ? 'Cancelling…' : 'Yes, cancel it'}
        </Button>
        {onKeep ? (
          <Button ref={keepRef} type="button" variant="outline" size={size} onClick={onKeep}>
            Keep it
          </Button>
        ) : null}
      </div>
    </div>
  );
}
