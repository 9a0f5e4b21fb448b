// The cookie policy's "change your answer" for Google Analytics: the current answer and two
// buttons, or why there is nothing to choose (no tag configured, or a privacy signal set).
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useIsClient } from '@/hooks/use-is-client';
import { privacySignalSet } from '@/lib/analytics';
import { chooseConsent, measurementId, storedConsent, type ConsentChoice } from '@/lib/consent';

export const ANALYTICS_CHOICE_HEADING = 'Your answer about Google Analytics';

const answerText: Record<ConsentChoice | 'none', string> = {
  granted: 'You accepted Google Analytics.',
  denied: 'You rejected Google Analytics.',
  none: 'You have not answered yet.',
};

export function AnalyticsChoice() {
  // The stored answer and the page's tag are the browser's: read after hydration.
  const isClient = useIsClient();
  const [storedChoice, setChoice] = useState<ConsentChoice | null | undefined>(undefined);
  const choice = storedChoice === undefined ? (isClient ? storedConsent() : null) : storedChoice;
  const choose = (next: ConsentChoice) => {
    chooseConsent(next);
    setChoice(next);
  };
  let body: ReactNode;
  if (!isClient) {
    body = null;
  } else if (measurementId() === null) {
    body = <p>This site is not set up with Google Analytics, so there is nothing to choose.</p>;
  } else if (privacySignalSet()) {
    body = <p>Your browser sends Do Not Track or Global Privacy Control, so Google Analytics is never loaded.</p>;
  } else {
    body = (
      <>
        <p>
          {answerText[choice ?? 'none']}
          {choice === 'granted' ? ' If you reject it now, it stops loading from your next page load.' : ''}
        </p>
        <div className="mt-3 flex gap-2">
          <Button variant="outline" onClick={() => choose('granted')} aria-pressed={choice === 'granted'}>
            Accept Google Analytics
          </Button>
          <Button variant="outline" onClick={() => choose('denied')} aria-pressed={choice === 'denied'}>
            Reject Google Analytics
          </Button>
        </div>
      </>
    );
  }
  return (
    <section aria-labelledby="analytics-choice-heading" className="mt-10 max-w-3xl rounded-lg border border-border p-5">
      <h2 id="analytics-choice-heading" className="text-lg font-semibold text-primary">
        {ANALYTICS_CHOICE_HEADING}
      </h2>
      <div className="mt-2 text-sm text-muted-foreground">{body}</div>
    </section>
  );
}
