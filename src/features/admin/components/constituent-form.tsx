// Add or edit a market data row in a dialog. The body is checked with the API's own zod
// schema (domain/schemas/admin.ts) before it is sent, and a refusal from the server (422
// naming the field, 409 for a taken name or a row changed meanwhile) shows beside its field.
// Every change needs the date its figures are as of and their source.
import {
  constituentCreateSchema,
  constituentPatchSchema,
  INDEX_TYPE_NAMES,
  type AdminConstituent,
  type ConstituentPatchInput,
} from '@domain/schemas/admin';
import { INDEX_TYPES, type IndexType } from '@domain/schemas/common';
import type { SourceLink } from '@domain/schemas/market-fields';
import { useState } from 'react';
import { useCreateConstituent, usePatchConstituent } from '@/api/admin/constituents';
import { FormStatus, SubmitButton } from '@/components/form/form-fields';
import { TextField } from '@/components/form/text-field';
import { useForm, type FormValues } from '@/components/form/use-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { numberToInput, parseNumberInput } from '@/lib/parse-number';
import { SelectField } from '@/components/form/form-fields';

type Kind = 'text' | 'number' | 'multiline' | 'links';
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
  { name: 'sources', label: 'Public documents (links)', kind: 'links' },
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
const LINKS_HINT =
  'One document a line: its publication date | its title | its https address, such as 2026-03-09 | Form 8-K | https://www.sec.gov/…';
const LINK_SEPARATOR = ' | ';

/** The row's sources as the form's lines: "date | title | url". */
function linksToInput(sources: readonly SourceLink[] | undefined): string {
  return (sources ?? []).map((link) => [link.publishedAt, link.title, link.url].join(LINK_SEPARATOR)).join('\n');
}

/** The form's lines as sources; a line without three parts leaves the missing ones empty for the schema to name. */
function inputToLinks(raw: string): { publishedAt: string; title: string; url: string }[] {
  return raw
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [publishedAt = '', title = '', ...url] = line.split('|').map((part) => part.trim());
      return { publishedAt, title, url: url.join('|') };
    });
}

function initialValues(row: AdminConstituent | null): Values {
  const values = {} as Values;
  for (const field of FIELDS) {
    // The form's as-of fields start empty: a stored row has its own names for those dates.
    const stored: unknown = row && field.name in row ? row[field.name as keyof AdminConstituent] : null;
    values[field.name] =
      field.kind === 'number'
        ? numberToInput(stored as number | null)
        : field.kind === 'links'
          ? linksToInput(row?.sources)
          : typeof stored === 'string'
            ? stored
            : '';
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
  if (kind === 'links') return inputToLinks(raw);
  const text = raw.trim();
  return text === '' ? null : text;
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
  const [original] = useState(() => initialValues(row));
  const form = useForm<Values & { indexType: string }>({
    ...original,
    indexType: row?.indexType ?? defaultIndexType,
  });
  const create = useCreateConstituent();
  const patch = usePatchConstituent();
  const [notice, setNotice] = useState<string | null>(null);

  /** The body: on an edit, what changed (with the as-of date and source); on an add, what was given. */
  const body = (values: FormValues): Record<string, unknown> => {
    const sent: Record<string, unknown> = {};
    for (const field of FIELDS) {
      const raw = String(values[field.name] ?? '');
      const alwaysSent = field.name === 'asOf' || field.name === 'sourceNote';
      if (row) {
        if (!alwaysSent && raw.trim() === original[field.name].trim()) continue;
        sent[field.name] = toBodyValue(field.kind, raw);
      } else {
        const value = toBodyValue(field.kind, raw);
        if (value !== null || alwaysSent || field.name === 'companyName' || field.name === 'btcHoldings') {
          sent[field.name] = value ?? (field.kind === 'number' ? undefined : '');
        }
      }
    }
    if (row) sent.expectedLastUpdated = row.lastUpdated;
    else sent.indexType = values.indexType;
    return sent;
  };
  const failureText = 'The row could not be saved.';
  const submit = row
    ? form.submit({
        schema: constituentPatchSchema,
        input: body,
        send: (input) => {
          setNotice(null);
          return patch.mutateAsync({ id: row.id, input });
        },
        failureText,
        success: () => null,
        onSuccess: (answer) => {
          if (answer.audit === null) setNotice('Nothing changed, so nothing was written.');
          else onOpenChange(false);
        },
      })
    : form.submit({
        schema: constituentCreateSchema,
        input: body,
        send: (input) => create.mutateAsync(input),
        failureText,
        success: () => null,
        onSuccess: () => onOpenChange(false),
      });

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
              {...form.field('indexType')}
              options={INDEX_TYPES.map((type) => ({ value: type, label: INDEX_TYPE_NAMES[type] }))}
            />
          )}
          {FIELDS.map((field) =>
            field.kind === 'multiline' || field.kind === 'links' ? (
              <SourceField
                key={field.name}
                id={`constituent-${field.name}`}
                label={field.label}
                hint={field.kind === 'links' ? LINKS_HINT : undefined}
                required={field.kind === 'multiline'}
                {...form.field(field.name)}
              />
            ) : (
              <TextField
                key={field.name}
                label={field.label}
                inputMode={field.kind === 'number' ? 'decimal' : undefined}
                required={field.name === 'companyName' || field.name === 'btcHoldings' || field.name === 'asOf'}
                hint={field.name === 'asOf' ? AS_OF_HINT : undefined}
                {...form.field(field.name)}
              />
            ),
          )}
          <div className="flex flex-col gap-2 sm:col-span-2">
            <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement} />
            {notice ? <p role="status">{notice}</p> : null}
            <div className="flex gap-2">
              <SubmitButton submitting={form.submitting} sendingLabel="Saving…">
                {row ? 'Save changes' : 'Add row'}
              </SubmitButton>
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
  id,
  label,
  hint,
  required,
  value,
  error,
  onChange,
  ref,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  required: boolean;
  value: string;
  error: string | null;
  onChange: (event: React.ChangeEvent<HTMLTextAreaElement>) => void;
  ref: (element: HTMLElement | null) => void;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={id}
        required={required}
        rows={2}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={onChange}
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
