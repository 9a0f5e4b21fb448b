// Add or edit a market data row in a dialog. The body is checked with the API's own zod
// schema (domain/schemas/admin.ts) before it is sent, and a refusal from the server (422
// naming the field, 409 for a taken name or a row changed meanwhile) shows beside its field.
// Every change needs the date its figures are as of and their source.
import {
  constituentCreateSchema,
  constituentPatchSchema,
  INDEX_TYPE_NAMES,
  type AdminConstituent,
  type ConstituentCreateInput,
  type ConstituentPatchInput,
} from '@domain/schemas/admin';
import { INDEX_TYPES, type IndexType } from '@domain/schemas/common';
import { useState } from 'react';
import * as z from 'zod/mini';
import { useCreateConstituent, usePatchConstituent } from '@/api/admin/constituents';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { numberToInput, parseNumberInput } from '@/lib/parse-number';
import { ActionError, SelectField, serverFieldErrors } from './shared';

type Kind = 'text' | 'number' | 'multiline';
const FIELDS = [
  { name: 'companyName', label: 'Name', kind: 'text' },
  { name: 'symbol', label: 'Ticker', kind: 'text' },
  { name: 'btcHoldings', label: 'BTC holdings', kind: 'number' },
  { name: 'marketCap', label: 'Market cap (USD)', kind: 'number' },
  { name: 'country', label: 'Country', kind: 'text' },
  { name: 'sector', label: 'Sector', kind: 'text' },
  { name: 'exchange', label: 'Exchange', kind: 'text' },
  { name: 'asOf', label: 'As of', kind: 'text' },
  { name: 'sourceNote', label: 'Source', kind: 'multiline' },
  { name: 'marketCapAsOf', label: 'Market cap as of', kind: 'text' },
  { name: 'renewableEnergyPct', label: 'Renewable energy (%)', kind: 'number' },
  { name: 'renewableClaimBasis', label: 'Renewable claim basis', kind: 'text' },
  { name: 'renewableAsOf', label: 'Renewable share as of', kind: 'text' },
  { name: 'sharesOutstanding', label: 'Shares outstanding', kind: 'number' },
  { name: 'totalDebtUSD', label: 'Total debt (USD)', kind: 'number' },
  { name: 'preferredUSD', label: 'Preferred (USD)', kind: 'number' },
  { name: 'cashUSD', label: 'Cash (USD)', kind: 'number' },
  { name: 'capitalAsOf', label: 'Capital structure as of', kind: 'text' },
] as const satisfies readonly { name: keyof ConstituentPatchInput; label: string; kind: Kind }[];
type FieldName = (typeof FIELDS)[number]['name'];
type Values = Record<FieldName, string>;

const AS_OF_HINT = 'A date such as 2026-06-15, a range 2026-06-15/2026-06-21, or a month 2026-05.';

function initialValues(row: AdminConstituent | null): Values {
  const values = {} as Values;
  for (const field of FIELDS) {
    const stored = row ? (row as unknown as Record<string, unknown>)[field.name] : null;
    values[field.name] =
      field.kind === 'number' ? numberToInput(stored as number | null) : typeof stored === 'string' ? stored : '';
  }
  // A change is dated by the new figures, so as-of and source start empty on an edit.
  if (row) {
    values.asOf = '';
    values.sourceNote = '';
  }
  return values;
}

/** A field's value as the API takes it: a number (NaN when it is not one), text, or null when blank. */
function toBodyValue(kind: Kind, raw: string): unknown {
  if (kind === 'number') return parseNumberInput(raw);
  const text = raw.trim();
  return text === '' ? null : text;
}

function issuesByField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function ConstituentFormDialog({
  row,
  defaultIndexType,
  open,
  onOpenChange,
}: {
  /** The row to edit, or null to add one. */
  row: AdminConstituent | null;
  defaultIndexType: IndexType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [values, setValues] = useState<Values>(() => initialValues(row));
  const [indexType, setIndexType] = useState<IndexType>(row?.indexType ?? defaultIndexType);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateConstituent();
  const patch = usePatchConstituent();
  const mutation = row ? patch : create;
  const [notice, setNotice] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const original = initialValues(row);
    const body: Record<string, unknown> = {};
    for (const field of FIELDS) {
      const raw = values[field.name];
      const alwaysSent = field.name === 'asOf' || field.name === 'sourceNote';
      if (row) {
        if (!alwaysSent && raw.trim() === original[field.name].trim()) continue;
        body[field.name] = toBodyValue(field.kind, raw);
      } else {
        const value = toBodyValue(field.kind, raw);
        if (value !== null || alwaysSent || field.name === 'companyName' || field.name === 'btcHoldings') {
          body[field.name] = value ?? (field.kind === 'number' ? undefined : '');
        }
      }
    }
    if (row) body.expectedLastUpdated = row.lastUpdated;
    else body.indexType = indexType;
    const checked = row ? z.safeParse(constituentPatchSchema, body) : z.safeParse(constituentCreateSchema, body);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    const onError = (error: unknown) => setErrors(serverFieldErrors(error));
    if (row) {
      patch.mutate(
        { id: row.id, input: body as ConstituentPatchInput },
        {
          onSuccess: (answer) => {
            if (answer.audit === null) setNotice('Nothing changed, so nothing was written.');
            else onOpenChange(false);
          },
          onError,
        },
      );
    } else {
      create.mutate(body as ConstituentCreateInput, { onSuccess: () => onOpenChange(false), onError });
    }
  };

  const title = row ? `Edit ${row.companyName}` : 'Add a row';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          Every change needs the date its figures are as of and where they come from; both go into the audit log.
        </DialogDescription>
        <form noValidate onSubmit={submit} aria-label={title} className="grid gap-4 sm:grid-cols-2">
          {row ? null : (
            <SelectField
              label="Index type"
              value={indexType}
              onChange={(value) => setIndexType(value as IndexType)}
              options={INDEX_TYPES.map((type) => ({ value: type, label: INDEX_TYPE_NAMES[type] }))}
            />
          )}
          {FIELDS.map((field) =>
            field.kind === 'multiline' ? (
              <SourceField
                key={field.name}
                value={values[field.name]}
                error={errors[field.name]}
                onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
              />
            ) : (
              <TextField
                key={field.name}
                label={field.label}
                inputMode={field.kind === 'number' ? 'decimal' : undefined}
                value={values[field.name]}
                required={field.name === 'companyName' || field.name === 'btcHoldings' || field.name === 'asOf'}
                hint={field.name === 'asOf' ? AS_OF_HINT : undefined}
                error={errors[field.name] ?? null}
                onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
              />
            ),
          )}
          <div className="flex flex-col gap-2 sm:col-span-2">
            {errors.expectedLastUpdated ? (
              <p className="text-sm text-destructive">{errors.expectedLastUpdated}</p>
            ) : null}
            {Object.keys(errors).length === 0 ? (
              <ActionError error={mutation.error} fallback="The row could not be saved." />
            ) : null}
            {notice ? <p role="status">{notice}</p> : null}
            <div className="flex gap-2">
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending ? 'Saving…' : row ? 'Save changes' : 'Add row'}
              </Button>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
            </div>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function SourceField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = 'constituent-source-note';
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        Source
      </label>
      <textarea
        id={id}
        required
        rows={2}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-16 w-full rounded-md border border-input bg-background px-3 py-2 text-sm aria-invalid:border-destructive"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
