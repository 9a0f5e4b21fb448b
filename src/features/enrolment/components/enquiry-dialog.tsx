// The enrolment enquiry behind each pricing tier's button: a dialog that says plainly that an
// invoice follows and that there is no card payment, holding the enquiry form. The form's
// code loads on intent (hover, focus, press), so the pricing page stays light.
import { ENQUIRY_NEXT_STEP, type ProgramTier } from '@domain/pricing/tiers';
import type { EnquiryCreated } from '@domain/schemas/enquiries';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { createLazyComponent } from '@/lib/lazy-component';
import { ENQUIRY_SENT_TITLE } from '../lib/texts';

const enquiryForm = createLazyComponent(() => import('./enquiry-form').then((module) => module.EnquiryForm));

export function EnquiryDialog({ tier, highlighted }: { tier: ProgramTier; highlighted: boolean }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<EnquiryCreated | null>(null);
  const formLoaded = enquiryForm.useIsLoaded();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSent(null);
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant={highlighted ? 'accent' : 'outline'}
          className="w-full"
          onPointerEnter={() => void enquiryForm.load()}
          onFocus={() => void enquiryForm.load()}
          onClick={() => void enquiryForm.load()}
        >
          Enrol in {tier.name}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Enrol in {tier.name}</DialogTitle>
        <DialogDescription className="mt-2">{ENQUIRY_NEXT_STEP}</DialogDescription>
        {sent ? (
          <div className="mt-4 flex flex-col gap-4" data-testid="enquiry-sent">
            <p role="status" className="font-medium">
              {ENQUIRY_SENT_TITLE}. {sent.message}
            </p>
            <DialogClose asChild>
              <Button type="button">Close</Button>
            </DialogClose>
          </div>
        ) : formLoaded ? (
          <enquiryForm.Component tier={tier} onSent={setSent} />
        ) : (
          <p role="status" className="mt-4 text-sm text-muted-foreground">
            Loading the form…
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
