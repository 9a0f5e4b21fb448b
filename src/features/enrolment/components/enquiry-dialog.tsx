// The enrolment enquiry behind each pricing tier's button: a dialog that says plainly that an
// invoice follows and that there is no card payment, holding the enquiry form. Its title
// names the program chosen in the form. The form's code loads on intent (hover, focus,
// press), so the pricing page stays light.
import { ENQUIRY_NEXT_STEP, findTier, type ProgramTier, type TierId } from '@domain/pricing/tiers';
import type { EnquiryCreated } from '@domain/schemas/enquiries';
import { useEffect, useRef, useState } from 'react';
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
  const [chosen, setChosen] = useState<TierId>(tier.id);
  const formLoaded = enquiryForm.useIsLoaded();
  const sentRef = useRef<HTMLParagraphElement>(null);
  // Sent, the form and its focused button give way to the answer: focus moves to it.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setSent(null);
          setChosen(tier.id);
        }
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
        <DialogTitle>Enrol in {findTier(chosen).name}</DialogTitle>
        <DialogDescription className="mt-2">{ENQUIRY_NEXT_STEP}</DialogDescription>
        {sent ? (
          <div className="mt-4 flex flex-col gap-4" data-testid="enquiry-sent">
            <p ref={sentRef} role="status" tabIndex={-1} className="font-medium">
              {ENQUIRY_SENT_TITLE}.{/* The answer's next step is the description above: not said twice. */}
              {sent.message && sent.message !== ENQUIRY_NEXT_STEP ? ` ${sent.message}` : null}
            </p>
            <DialogClose asChild>
              <Button type="button">Close</Button>
            </DialogClose>
          </div>
        ) : formLoaded ? (
          <enquiryForm.Component tier={tier} onTierChange={setChosen} onSent={setSent} />
        ) : (
          <p role="status" className="mt-4 text-sm text-muted-foreground">
            Loading the form…
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
