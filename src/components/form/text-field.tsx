// A labelled text input with an optional hint and an error message beside it, wired for
// assistive technology (aria-describedby to both, aria-invalid when there is an error).
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '@/lib/utils';

export const inputClassName =
  'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive sm:text-sm';

export type TextFieldProps = Omit<React.ComponentProps<'input'>, 'id'> & {
  label: React.ReactNode;
  /** Unit shown after the label, e.g. 'USD' or 'BTC'. */
  unit?: string;
  hint?: React.ReactNode;
  /** Beside the label, outside it (e.g. a FieldHelp tooltip button). */
  labelAddon?: React.ReactNode;
  error?: string | null;
  id?: string;
  className?: string;
  inputClassName?: string;
};

export function TextField({
  label,
  unit,
  hint,
  labelAddon,
  error,
  id,
  className,
  inputClassName: extraInputClassName,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="text-field" className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <div className="flex items-center gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-foreground">
          {label}
          {unit ? <span className="font-normal text-muted-foreground"> ({unit})</span> : null}
        </label>
        {labelAddon}
      </div>
      <input
        id={inputId}
        type="text"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClassName, extraInputClassName)}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs leading-5 text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
