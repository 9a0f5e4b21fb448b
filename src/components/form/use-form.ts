// The one way the site's forms work (the journeys and the account forms): what was typed
// (kept on every error), a message per field shown inline (TextField and its siblings wire it
// to the input with aria-describedby and aria-invalid), focus moved to the first field with
// a problem, a message for the whole form, a polite live region that announces what
// happened, a submit button disabled while sending, and a toast on success and on failure.
//
// A submit validates with the same zod schema the server uses (domain/schemas), runs the
// form's own checks that need more than the schema (a password's strength, a repeat that
// must match), sends, and maps a 422's field issues back onto the fields. A form whose
// failures need their own reading (the account forms' describeAuthError) returns field
// messages and/or a message for the whole form from onFailure.
import { useCallback, useRef, useState } from 'react';
import type * as React from 'react';
import * as z from 'zod/mini';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify, type NotificationInput } from '@/stores/notifications-store';

export type FormValues = Record<string, string | boolean>;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message per top-level field of a failed parse (or of a 422's issues). */
export function fieldErrorsFromIssues<Field extends string>(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
): FieldErrors<Field> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const key = typeof issue.path === 'string' ? issue.path.split('.')[0] : String(issue.path[0] ?? '');
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors as FieldErrors<Field>;
}

const issuesSchema = z.object({
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});

/** A 422's field issues, read from the error's details; empty for any other failure. */
export function issuesOfError(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const parsed = z.safeParse(issuesSchema, error.details);
  return parsed.success ? parsed.data.issues : [];
}

/**
 * The first message per field of a 422's issues, for any form: the one mapping of a refused
 * request onto fields (useForm's submit uses it; so do the account forms and the admin screens).
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsFromIssues<string>(issuesOfError(error)))) {
    if (message) errors[field] = message;
  }
  return errors;
}

export const FORM_FAILED_TITLE = 'Not sent';
export const CHECK_FIELDS_MESSAGE = 'Please check the highlighted fields.';

export interface SubmitOptions<Schema extends z.ZodMiniType, Result> {
  /** The request's contract (the server validates with the same schema). */
  schema: Schema;
  /** The request body built from the values (default: the values as they are). */
  input?: (values: FormValues) => unknown;
  send: (input: z.output<Schema>) => Promise<Result>;
  /**
   * Checks beyond the schema, run after it passes and before sending (the submit button is
   * already disabled): field messages stop the submit without a toast, like the schema's.
   */
  check?: (input: z.output<Schema>) => FieldErrors<string> | null | Promise<FieldErrors<string> | null>;
  /** The success toast, or null for none. */
  success?: (result: Result) => NotificationInput | null;
  onSuccess?: (result: Result) => void;
  /** The message when the server gave none. */
  failureText: string;
  /**
   * Handles a failure itself (a 409 that needs its own view, an account error): return a
   * message for the form (also toasted), field messages and/or a form message, or undefined
   * to leave the failure to the default handling.
   */
  onFailure?: (error: unknown) => string | FailureMessages | undefined;
}

/** What a failure handler can say: messages next to fields, and/or one for the whole form. */
export interface FailureMessages {
  fieldErrors?: Readonly<Record<string, string>>;
  formError?: string | null;
}

export function useForm<Values extends FormValues>(initial: Values) {
  type Field = keyof Values & string;
  const order = Object.keys(initial) as Field[];
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const inputs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const formErrorRef = useRef<HTMLDivElement | null>(null);

  const showErrors = useCallback(
    (next: FieldErrors<Field>, message: string | null = null) => {
      setErrors(next);
      setFormError(message);
      const first = order.find((name) => next[name]);
      const count = order.filter((name) => next[name]).length;
      setAnnouncement(
        message ?? (count > 0 ? `${count === 1 ? 'One field needs' : `${count} fields need`} attention.` : ''),
      );
      if (first) inputs.current[first]?.focus();
      else if (message) requestAnimationFrame(() => formErrorRef.current?.focus());
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the field order is fixed by `initial`
    [],
  );

  const setValue = useCallback(<Name extends Field>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  /** Replaces some values (prefill from the session); leaves the rest. */
  const fill = useCallback((partial: Partial<Values>) => {
    setValues((current) => ({ ...current, ...partial }));
  }, []);

  const register = (name: Field) => (element: HTMLElement | null) => {
    inputs.current[name] = element;
  };

  /** Props for a TextField, TextAreaField or SelectField holding a text value. */
  const field = (name: Field) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name] ?? null,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setValue(name, event.target.value as Values[Field]);
    },
    ref: register(name),
  });

  /** Props for a CheckboxField. */
  const checkbox = (name: Field) => ({
    name,
    checked: values[name] === true,
    error: errors[name] ?? null,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as Values[Field]),
    ref: register(name),
  });

  /** The messages of fields this form has (a message for another key goes to the whole form). */
  const knownFields = (fieldErrors: FieldErrors<Field>): FieldErrors<Field> =>
    Object.fromEntries(
      Object.entries(fieldErrors).filter(([name]) => order.includes(name as Field)),
    ) as FieldErrors<Field>;

  function submit<Schema extends z.ZodMiniType, Result>(options: SubmitOptions<Schema, Result>) {
    /** The field messages (of this form's fields) and the form message a failure shows. */
    function readFailure(
      error: unknown,
      handled: string | FailureMessages | undefined,
    ): { fieldErrors: FieldErrors<Field>; formError: string | null } {
      if (typeof handled === 'string') return { fieldErrors: {}, formError: handled };
      const given = handled === undefined ? fieldErrorsOf(error) : handled.fieldErrors;
      const known = knownFields((given ?? {}) as FieldErrors<Field>);
      const formError = handled?.formError ?? null;
      if (formError !== null || Object.keys(known).length > 0) return { fieldErrors: known, formError };
      // No field of this form at fault and no message for the form: the handler's message for
      // another field, else the server's message, else the form's own.
      const other = handled === undefined ? undefined : Object.values(given ?? {}).find(Boolean);
      return { fieldErrors: {}, formError: other ?? errorMessage(error, options.failureText) };
    }

    return async (event?: React.FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (submittingRef.current) return;
      const parsed = z.safeParse(options.schema, options.input ? options.input(values) : values);
      if (!parsed.success) {
        const known = knownFields(fieldErrorsFromIssues<Field>(parsed.error.issues));
        if (Object.keys(known).length > 0) showErrors(known);
        else showErrors({}, parsed.error.issues[0]?.message ?? CHECK_FIELDS_MESSAGE);
        return;
      }
      submittingRef.current = true;
      setSubmitting(true);
      try {
        const checked = options.check ? await options.check(parsed.data) : null;
        const problems = Object.entries(checked ?? {}).filter(([, message]) => Boolean(message));
        if (problems.length > 0) {
          const knownProblems = knownFields(Object.fromEntries(problems) as FieldErrors<Field>);
          if (Object.keys(knownProblems).length > 0) showErrors(knownProblems);
          else showErrors({}, problems[0]?.[1] ?? CHECK_FIELDS_MESSAGE);
          return;
        }
        const result = await options.send(parsed.data);
        setErrors({});
        setFormError(null);
        const toast = options.success?.(result);
        if (toast) {
          notify({ variant: 'success', ...toast });
          setAnnouncement(toast.title);
        }
        options.onSuccess?.(result);
      } catch (error) {
        const { fieldErrors, formError } = readFailure(error, options.onFailure?.(error));
        const message = formError ?? CHECK_FIELDS_MESSAGE;
        notify({ variant: 'destructive', title: FORM_FAILED_TITLE, description: message });
        showErrors(fieldErrors, formError);
      } finally {
        submittingRef.current = false;
        setSubmitting(false);
      }
    };
  }

  return {
    values,
    errors,
    formError,
    formErrorRef,
    announcement,
    submitting,
    setValue,
    fill,
    showErrors,
    field,
    checkbox,
    submit,
  };
}

export type FormApi = ReturnType<typeof useForm>;
