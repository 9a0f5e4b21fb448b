// The treasury policy drafter: the choices as a short form, each explained, with a live
// preview of the draft beside it (drawn by the same clause library as the server's). Started
// from an assessment result (`?assessment=<token>`), its "no" and "not sure" answers become
// the draft's "to decide" items. Saving stores the draft and opens its page (share link,
// Word download, print, consultation).
import {
  ACCOUNTING_FRAMEWORKS,
  ALLOCATION_BASES,
  CHOICE_BOUNDS,
  CHOICE_EXPLANATIONS,
  CHOICE_LABELS,
  CUSTODY_MODELS,
  DEFAULT_CHOICES,
  EXECUTION_AUTHORITIES,
  IFRS_MODELS,
  OPTION_LABELS,
  POLICY_OWNERS,
  PURCHASE_METHODS,
  type PolicyChoices,
} from '@domain/policy/choices';
import { draftPolicy } from '@domain/policy/draft';
import { createPolicyInput, policyChoicesSchema } from '@domain/schemas/policies';
import { useState } from 'react';
import type * as React from 'react';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { useAssessmentResult } from '@/api/assessments/get-assessment-result';
import { CREATE_POLICY_DRAFT_ERROR, useCreatePolicyDraft } from '@/api/policies/create-policy-draft';
import { FormStatus, HoneypotField, SelectField, SubmitButton } from '@/components/form/form-fields';
import { TextField } from '@/components/form/text-field';
import { treasuryPolicyDraftPath } from '@/config/paths';
import { useIsClient } from '@/hooks/use-is-client';
import { ApiError } from '@/lib/api-client';
import { PolicyPreview } from './policy-preview';

type NumberChoice = keyof typeof CHOICE_BOUNDS;
type OptionChoice = Exclude<keyof PolicyChoices, NumberChoice>;

const OPTIONS: Record<OptionChoice, readonly string[]> = {
  allocationBasis: ALLOCATION_BASES,
  purchaseMethod: PURCHASE_METHODS,
  custody: CUSTODY_MODELS,
  accounting: ACCOUNTING_FRAMEWORKS,
  ifrsModel: IFRS_MODELS,
  executionAuthority: EXECUTION_AUTHORITIES,
  policyOwner: POLICY_OWNERS,
};

/** The form's groups, in order: what a board reads first comes first. */
const GROUPS: { title: string; choices: (keyof PolicyChoices)[] }[] = [
  { title: 'Authority', choices: ['executionAuthority', 'boardApprovalAboveUSD'] },
  { title: 'Allocation', choices: ['maxAllocationPct', 'allocationBasis', 'purchaseMethod'] },
  { title: 'Custody', choices: ['custody', 'signaturesRequired', 'keyHolders'] },
  { title: 'Risk limits', choices: ['rebalanceBandPct', 'maxLtvPct', 'liquidityFloorMonths'] },
  { title: 'Accounting', choices: ['accounting', 'ifrsModel'] },
  { title: 'Review', choices: ['reviewMonths', 'policyOwner'] },
];

const isNumberChoice = (key: keyof PolicyChoices): key is NumberChoice => key in CHOICE_BOUNDS;

/** Choices that apply only with another choice: shown only then. */
function applies(key: keyof PolicyChoices, choices: PolicyChoices): boolean {
  if (key === 'signaturesRequired' || key === 'keyHolders') return choices.custody === 'self_custody_multisig';
  if (key === 'ifrsModel') return choices.accounting === 'ifrs';
  return true;
}

type Entries = Record<keyof PolicyChoices, string>;

const initialEntries = (): Entries =>
  Object.fromEntries(Object.entries(DEFAULT_CHOICES).map(([key, value]) => [key, String(value)])) as Entries;

/** The entries as choices: numbers parsed (an unparsable one stays as text for the schema to name). */
function choicesOf(entries: Entries): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(entries).map(([key, value]) => {
      if (!isNumberChoice(key as keyof PolicyChoices)) return [key, value];
      const number = value.trim() === '' ? Number.NaN : Number(value);
      return [key, Number.isNaN(number) ? value : number];
    }),
  );
}

/** The choices for the preview: a field being edited keeps its last valid value. */
function previewChoices(entries: Entries): PolicyChoices {
  const parsed = z.safeParse(policyChoicesSchema, choicesOf(entries));
  if (parsed.success) return parsed.data;
  let fallback: PolicyChoices = { ...DEFAULT_CHOICES };
  for (const [key, value] of Object.entries(choicesOf(entries))) {
    const one = z.safeParse(policyChoicesSchema, { ...fallback, [key]: value });
    if (one.success) fallback = one.data;
  }
  return fallback;
}

/** The assessment the link names, once the page runs in the browser; an unknown one is dropped. */
function useLinkedAssessment(token: string | null) {
  const isClient = useIsClient();
  const result = useAssessmentResult(token ?? '', {
    queryConfig: { enabled: isClient && token !== null, retry: false },
  });
  const unknown = token !== null && result.error?.cause instanceof ApiError && result.error.cause.status === 404;
  return { token: unknown ? null : token, answers: result.data?.answers ?? null, unknown };
}

export function PolicyDrafter({ assessmentToken: linkedToken }: { assessmentToken: string | null }) {
  const assessment = useLinkedAssessment(linkedToken);
  const [companyName, setCompanyName] = useState('');
  const [website, setWebsite] = useState('');
  const [entries, setEntries] = useState<Entries>(initialEntries);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreatePolicyDraft();
  const navigate = useNavigate();

  const choices = previewChoices(entries);
  const draft = draftPolicy(companyName.trim() || 'Your company', choices, assessment.answers);
  const set = (key: keyof PolicyChoices) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setEntries((current) => ({ ...current, [key]: event.target.value }));

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { companyName, assessmentToken: assessment.token, choices: choicesOf(entries), website };
    const parsed = z.safeParse(createPolicyInput, input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      setFormError('Check the fields marked below.');
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      const saved = await create.mutateAsync(input as z.input<typeof createPolicyInput>);
      void navigate(treasuryPolicyDraftPath(saved.token));
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : CREATE_POLICY_DRAFT_ERROR);
    }
  }

  const field = (key: keyof PolicyChoices) => {
    const error = errors[`choices.${key}`] ?? null;
    if (isNumberChoice(key)) {
      const bounds = CHOICE_BOUNDS[key];
      return (
        <TextField
          key={key}
          name={key}
          label={CHOICE_LABELS[key]}
          type="number"
          inputMode="decimal"
          min={bounds.min}
          max={bounds.max}
          step="any"
          value={entries[key]}
          onChange={set(key)}
          hint={CHOICE_EXPLANATIONS[key]}
          error={error}
        />
      );
    }
    const labels = OPTION_LABELS[key] as Readonly<Record<string, string>>;
    return (
      <SelectField
        key={key}
        name={key}
        label={CHOICE_LABELS[key]}
        value={entries[key]}
        onChange={set(key)}
        hint={CHOICE_EXPLANATIONS[key]}
        error={error}
      >
        {OPTIONS[key].map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </SelectField>
    );
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label="Policy choices"
        className="flex flex-col gap-6"
        data-print="hide"
      >
        <FormStatus formError={formError} announcement={create.isSuccess ? 'Draft saved.' : ''} />
        {assessment.token ? (
          <p className="rounded-lg border border-border bg-muted p-3 text-sm" data-testid="policy-assessment">
            Drafting from your assessment result: its “no” and “not sure” answers are listed in the draft as decisions
            still to take.
          </p>
        ) : assessment.unknown ? (
          <p className="rounded-lg border border-border bg-muted p-3 text-sm" data-testid="policy-assessment">
            The assessment result in this link could not be found; the draft is made without it.
          </p>
        ) : null}
        <TextField
          label="Company name"
          name="companyName"
          autoComplete="organization"
          required
          value={companyName}
          onChange={(event) => setCompanyName(event.target.value)}
          hint="As it should appear on the title page and in the clauses."
          error={errors.companyName ?? null}
        />
        {GROUPS.map((group) => (
          <fieldset key={group.title} className="flex flex-col gap-4 rounded-xl border border-border p-4">
            <legend className="px-1 text-base font-semibold text-primary">{group.title}</legend>
            {group.choices.filter((key) => applies(key, choices)).map(field)}
          </fieldset>
        ))}
        <HoneypotField value={website} onChange={(event) => setWebsite(event.target.value)} />
        <div>
          <SubmitButton submitting={create.isPending} sendingLabel="Saving…" variant="accent">
            Save the draft
          </SubmitButton>
          <p className="mt-2 text-xs text-muted-foreground">
            Saving gives the draft a private link to share, the Word document and a consultation to review it.
          </p>
        </div>
      </form>
      <section aria-labelledby="policy-preview-heading" className="flex flex-col gap-3 lg:sticky lg:top-24">
        <h2 id="policy-preview-heading" className="text-lg font-semibold text-primary">
          Live preview
        </h2>
        <PolicyPreview
          companyName={draft.companyName}
          sections={draft.sections}
          openItems={draft.openItems}
          dateLabel="Unsaved draft: save it for the Word document and a link to share."
          headingLevel={3}
        />
      </section>
    </div>
  );
}
