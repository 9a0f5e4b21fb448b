// The calculator's results, each with its formula beside it: the two mNAVs and the premium
// first, then NAV, per-share figures and the two forms of days to cover. The headline figures
// are also said in a polite live region once typing pauses: on a phone or with a screen
// reader the results are not where the typing is.
import { useEffect, useState } from 'react';
import type { ResultKey, ResultLine } from '../lib/mnav-results';

/** How long the inputs must rest before the new headline figures are announced. */
export const RESULTS_ANNOUNCE_DELAY_MS = 600;

const HEADLINE: readonly ResultKey[] = ['marketCapMnav', 'enterpriseValueMnav', 'premiumPct'];

function Formula({ children }: { children: string }) {
  return <code className="break-words font-mono text-xs text-muted-foreground">= {children}</code>;
}

export function MnavResults({ lines }: { lines: readonly ResultLine[] }) {
  const headline = lines.filter((line) => HEADLINE.includes(line.key));
  const rest = lines.filter((line) => !HEADLINE.includes(line.key));
  const summary = headline.map((line) => `${line.label}: ${line.value}`).join('. ');
  // Starts with the figures shown, so loading the page announces nothing.
  const [announced, setAnnounced] = useState(summary);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(summary), RESULTS_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [summary]);
  return (
    <>
      <section aria-labelledby="mnav-results-heading" data-testid="mnav-results" className="flex flex-col gap-4">
        <h2 id="mnav-results-heading" className="text-xl font-semibold text-primary">
          Results
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {headline.map((line) => (
            <div
              key={line.key}
              className="flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-card p-4 shadow-sm"
            >
              <dt className="text-sm font-medium text-muted-foreground">{line.label}</dt>
              <dd
                data-testid={`result-${line.key}`}
                className="break-words text-2xl font-bold tracking-tight text-primary"
              >
                {line.value}
              </dd>
              <dd>
                <Formula>{line.formula}</Formula>
              </dd>
              {line.note ? <dd className="text-xs leading-5 text-muted-foreground">{line.note}</dd> : null}
            </div>
          ))}
        </dl>
        <dl className="divide-y divide-border rounded-lg border border-border bg-card">
          {rest.map((line) => (
            <div key={line.key} className="grid min-w-0 gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto]">
              <dt className="text-sm font-medium text-foreground">{line.label}</dt>
              <dd data-testid={`result-${line.key}`} className="break-words font-semibold text-primary sm:text-right">
                {line.value}
              </dd>
              <dd className="sm:col-span-2">
                <Formula>{line.formula}</Formula>
              </dd>
              {line.note ? (
                <dd className="text-xs leading-5 text-muted-foreground sm:col-span-2">{line.note}</dd>
              ) : null}
            </div>
          ))}
        </dl>
      </section>
      {/* Beside the section, not in it: the section's text is what a copied link reproduces. */}
      <p role="status" className="sr-only" data-testid="mnav-results-announcement">
        {announced}
      </p>
    </>
  );
}
