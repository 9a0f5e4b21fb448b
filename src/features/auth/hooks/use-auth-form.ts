// State of an account form: what was typed (kept on every error), the message per field,
// a message for the whole form, and focus moved to the first field with a problem so
// keyboard and screen-reader users land on it.
import { useCallback, useRef, useState } from 'react';
import type * as React from 'react';
import * as z from 'zod/mini';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message per top-level field of a failed parse. */
export function fieldErrorsFromIssues<Field extends string>(issues: readonly z.core.$ZodIssue[]): FieldErrors<Field> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors as FieldErrors<Field>;
}

export function useAuthForm<Field extends string>(order: readonly Field[], initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const formErrorRef = useRef<HTMLDivElement | null>(null);

  const showErrors = useCallback(
    (next: FieldErrors<Field>, message: string | null = null) => {
      setErrors(next);
      setFormError(message);
      const first = order.find((name) => next[name]);
      if (first) inputs.current[first]?.focus();
      else if (message) requestAnimationFrame(() => formErrorRef.current?.focus());
    },
    [order],
  );

  /** Props for a TextField: value, change handler, error, and the ref used for focus. */
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
  });

  /** Parses the values with a schema; shows the field messages and returns null when they fail. */
  const parse = <Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> | null => {
    const result = z.safeParse(schema, input);
    if (result.success) return result.data;
    showErrors(fieldErrorsFromIssues<Field>(result.error.issues));
    return null;
  };

  return { values, errors, formError, formErrorRef, submitting, setSubmitting, showErrors, field, parse };
}
