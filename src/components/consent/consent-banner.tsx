// Asks whether the external analytics tag may load (ADR 091). Not a modal: the page stays
// usable, the banner is a labelled region at the foot of the viewport with two equal choices.
import { useState } from 'react';
import { Link } from '@/lib/navigation';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { chooseConsent, needsConsentChoice, type ConsentChoice } from '@/lib/consent';

export const CONSENT_HEADING = 'Analytics cookies';

export function ConsentBanner({ onChoice }: { onChoice: (choice: ConsentChoice) => void }) {
  // Asked once per mount: no stored choice and no privacy signal (Do Not Track, GPC).
  const [asking] = useState(needsConsentChoice);
  if (!asking) return null;
  const choose = (choice: ConsentChoice) => {
    chooseConsent(choice);
    onChoice(choice);
  };
  return (
    <section
      aria-labelledby="consent-banner-heading"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-background p-4 shadow-lg"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="text-sm">
          <h2 id="consent-banner-heading" className="font-semibold text-foreground">
            {CONSENT_HEADING}
          </h2>
          <p className="text-muted-foreground">
            May we load Google Analytics to learn how the site is used? It sets cookies and sends your visit to Google.
            Our own page counts keep no cookies and no IP addresses, and run either way. See the{' '}
            <Link to={paths.cookiePolicy} className="text-accent-strong underline underline-offset-4">
              Cookie Policy
            </Link>
            .
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" onClick={() => choose('denied')}>
            Reject
          </Button>
          <Button variant="outline" onClick={() => choose('granted')}>
            Accept
          </Button>
        </div>
      </div>
    </section>
  );
}
