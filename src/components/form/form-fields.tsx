// The fields of the site's forms besides TextField: a text area, a select, a checkbox, the
// hidden honeypot, the form's status (its message and a live region announcing what
// happened) and the submit button that is disabled while a form is sending. Each field shows
// its message inline and points to it with aria-describedby.
import { CircleAlert } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { HONEYPOT_FIELD } from '@domain/schemas/public-forms';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { inputClassName } from './text-field';

function describedBy(...ids: (string | null | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

function FieldMessage({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
}

function FieldHint({ id, hint }: { id: string; hint?: React.ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="text-xs leading-5 text-muted-foreground">
      {hint}
    </p>
  );
}

type TextAreaFieldProps = Omit<React.ComponentProps<'textarea'>, 'id'> & {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string | null;
  className?: string;
};

export function TextAreaField({ label, hint, error, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`, hint ? `${id}-hint` : null)}
        className={cn(inputClassName, 'h-auto min-h-24 py-2')}
        {...props}
      />
      <FieldMessage id={`${id}-error`} error={error} />
      <FieldHint id={`${id}-hint`} hint={hint} />
    </div>
  );
}

type SelectFieldProps = Omit<React.ComponentProps<'select'>, 'id'> & {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string | null;
  className?: string;
  /** The choices as data (each an <option>), before any given as children. */
  options?: readonly SelectOption[];
};

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({ label, hint, error, className, options, children, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`, hint ? `${id}-hint` : null)}
        className={inputClassName}
        {...props}
      >
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <FieldMessage id={`${id}-error`} error={error} />
      <FieldHint id={`${id}-hint`} hint={hint} />
    </div>
  );
}

type CheckboxFieldProps = Omit<React.ComponentProps<'input'>, 'id' | 'type'> & {
  label: React.ReactNode;
  error?: string | null;
  className?: string;
};

export function CheckboxField({ label, error, className, ...props }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${id}-error`)}
          className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          {...props}
        />
        <label htmlFor={id} className="text-sm leading-5 text-foreground">
          {label}
        </label>
      </div>
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * The honeypot: out of sight, out of the tab order and hidden from assistive technology;
 * only bots fill it in (domain/schemas/public-forms.ts HONEYPOT_FIELD).
 */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
      </label>
    </div>
  );
}

/** The message for the whole form (focusable, announced) and a live region for everything else. */
export function FormStatus({
  formError,
  formErrorRef,
  announcement,
  children,
}: {
  formError: string | null;
  formErrorRef?: React.Ref<HTMLDivElement>;
  announcement: string;
  children?: React.ReactNode;
}) {
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {formError ? (
        <Alert variant="destructive" ref={formErrorRef} tabIndex={-1} data-testid="form-alert">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>
            {formError}
            {children ? <span className="mt-1 block">{children}</span> : null}
          </AlertDescription>
        </Alert>
      ) : null}
    </>
  );
}

/** Disabled and marked busy while the form is sending. */
export function SubmitButton({
  submitting,
  sendingLabel,
  children,
  ...props
}: ButtonProps & { submitting: boolean; sendingLabel: string }) {
  return (
    <Button type="submit" disabled={submitting} aria-busy={submitting} {...props}>
      {submitting ? sendingLabel : children}
    </Button>
  );
}
