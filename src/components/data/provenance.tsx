// Where a figure comes from and how old it is: the 'stale' marker, the low-confidence
// marker, the expandable source note and the "Show sources" list of public documents used by
// every market-data table and holder page.
import { useId, useState } from 'react';
import type { SourceLink } from '@domain/schemas/market-fields';
import { Button } from '@/components/ui/button';
import { STALE_AFTER_DAYS } from '@/config/market';
import { formatDate } from '@/lib/format';

/** Marks a holding reported more than STALE_AFTER_DAYS ago, in text as well as colour. */
export function StaleBadge() {
  return (
    <span className="ml-1 inline-flex items-center rounded-full border border-amber-400 bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      stale<span className="sr-only">: reported more than {STALE_AFTER_DAYS} days ago</span>
    </span>
  );
}

/** Marks a market cap its sources call low confidence, in text as well as colour (ADR 201). */
export function LowConfidenceBadge() {
  return (
    <span className="ml-1 inline-flex items-center rounded-full border border-amber-400 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
      low confidence<span className="sr-only">: this market cap comes from weak or conflicting sources</span>
    </span>
  );
}

/** The public documents behind a figure: each a link (new tab, no referrer) with its date. */
export function SourceLinks({ sources, id }: { sources: readonly SourceLink[]; id?: string }) {
  return (
    <ul id={id} className="mt-1 flex flex-col gap-1 text-xs leading-5">
      {sources.map((link) => (
        <li key={`${link.url} ${link.publishedAt}`}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-accent-strong underline underline-offset-2"
          >
            {link.title} <span className="sr-only">(opens in a new tab)</span>
          </a>
          <span className="text-muted-foreground">
            {' '}
            · <time dateTime={link.publishedAt}>{formatDate(link.publishedAt)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Show sources": a disclosure button (aria-expanded, aria-controls) over the list of a row's
 * public documents; nothing when the row names none.
 */
export function ShowSources({ sources, label }: { sources: readonly SourceLink[] | undefined; label?: string }) {
  const [shown, setShown] = useState(false);
  const listId = useId();
  if (!sources || sources.length === 0) return null;
  return (
    <div className="mt-1 max-w-xs">
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto p-0 text-xs"
        aria-expanded={shown}
        aria-controls={listId}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? 'Hide sources' : 'Show sources'}
        {label ? (
          <>
            {' '}
            <span className="sr-only">of {label}</span>
          </>
        ) : null}
      </Button>
      <div id={listId} hidden={!shown}>
        {shown ? <SourceLinks sources={sources} /> : null}
      </div>
    </div>
  );
}

/**
 * The row's source note, collapsed behind a 'Source' disclosure. With a market-cap note
 * (the source of market cap, shares, debt, preferred and cash) each note is named for what
 * it sources: the row's note is the holdings'.
 */
export function SourceNote({
  note,
  marketCapNote,
  sources,
  label,
}: {
  note: string | null;
  marketCapNote?: string | null;
  /** The row's public documents, listed behind "Show sources". */
  sources?: readonly SourceLink[] | undefined;
  /** Whose sources (the holder's name), for screen readers. */
  label?: string;
}) {
  const parts: { label: string | null; text: string }[] = !marketCapNote
    ? note
      ? [{ label: null, text: note }]
      : []
    : marketCapNote === note
      ? [{ label: 'Holdings, market cap and capital', text: note }]
      : [
          ...(note ? [{ label: 'Holdings', text: note }] : []),
          { label: 'Market cap and capital', text: marketCapNote },
        ];
  const links = <ShowSources sources={sources} label={label} />;
  if (parts.length === 0) return links;
  return (
    <>
      <details className="mt-1 max-w-xs text-xs">
        <summary className="cursor-pointer font-medium text-accent-strong underline-offset-2 hover:underline">
          Source
        </summary>
        {parts.map((part) => (
          <p key={part.label ?? 'row'} className="mt-1 whitespace-normal leading-5 text-muted-foreground">
            {part.label ? <span className="font-medium text-foreground">{part.label}: </span> : null}
            {part.text}
          </p>
        ))}
      </details>
      {links}
    </>
  );
}
