// The enrolment enquiry form (loaded when its dialog is about to open): name, email,
// company, the tier and a message → POST /api/enquiries.
import { PROGRAM_TIERS, type ProgramTier, type TierId } from '@domain/pricing/tiers';
import { useEffect, useRef } from 'react';
import { enquiryInput, type EnquiryCreated } from '@domain/schemas/enquiries';
import { ENQUIRY_ERROR, useSendEnquiry } from '@/api/enquiries/send-enquiry';
import { FormStatus, HoneypotField, SelectField, SubmitButton, TextAreaField } from '@/components/form/form-fields';
import { TextField } from '@/components/form/text-field';
import { useAccountPrefill } from '@/components/form/use-account-prefill';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { formatUsd } from '@/lib/format';
import { ENQUIRY_SENT_TITLE } from '../lib/texts';
import { trackJourney } from '@/lib/track-journey';

export function EnquiryForm({
  tier,
  onTierChange,
  onSent,
}: {
  tier: ProgramTier;
  onTierChange?: (id: TierId) => void;
  onSent: (created: EnquiryCreated) => void;
}) {
  const send = useSendEnquiry();
  const form = useForm({ name: '', email: '', company: '', tier: tier.id as string, message: '', website: '' });
  useAccountPrefill(form.values, form.fill);
  const tierField = form.field('tier');
  const formRef = useRef<HTMLFormElement>(null);
  // The form's code may arrive after the dialog opened and focused its close button: focus
  // goes on to the first field, as when the form was already there.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, []);
  const onSubmit = form.submit({
    schema: enquiryInput,
    send: (input) => send.mutateAsync(input),
    failureText: ENQUIRY_ERROR,
    success: () => ({ title: ENQUIRY_SENT_TITLE, description: 'The confirmation is on its way by email.' }),
    onSuccess: (sent) => {
      trackJourney('enquiry');
      onSent(sent);
    },
  });
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label="Enrolment enquiry"
      className="mt-4 flex flex-col gap-4"
    >
      <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement} />
      <TextField label="Name" autoComplete="name" required {...form.field('name')} />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.field('email')}
      />
      <TextField label="Company" autoComplete="organization" required {...form.field('company')} />
      <SelectField
        label="Program"
        {...tierField}
        onChange={(event) => {
          tierField.onChange(event);
          const chosen = PROGRAM_TIERS.find((option) => option.id === event.target.value);
          if (chosen) onTierChange?.(chosen.id);
        }}
      >
        {PROGRAM_TIERS.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name} — {formatUsd(option.priceUsd, 0)} USD
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Message (optional)" {...form.field('message')} />
      <HoneypotField value={String(form.values.website)} onChange={form.field('website').onChange} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton submitting={form.submitting} sendingLabel="Sending…" variant="accent">
          Send the enquiry
        </SubmitButton>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
      </div>
    </form>
  );
}
