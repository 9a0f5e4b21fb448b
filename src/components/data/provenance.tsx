// Where a figure comes from and how old it is: the 'stale' marker and the expandable source
// note used by every market-data table.
import { STALE_AFTER_DAYS } from '@/config/market';

/** Marks a holding reported more than STALE_AFTER_DAYS ago, in text as well as colour. */
export function StaleBadge() {
  return (
    <span className="ml-1 inline-flex items-center rounded-full border border-amber-400 bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      stale<span className="sr-only">: reported more than {STALE_AFTER_DAYS} days ago</span>
    </span>
  );
}

/**
 * The row's source note, collapsed behind a 'Source' disclosure. With a market-cap note
 * (the source of market cap, shares, debt, preferred and cash) each note is named for what
 * it sources: the row's note is the holdings'.
 */
export function SourceNote({ note, marketCapNote }: { note: string | null; marketCapNote?: string | null }) {
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
  if (parts.length === 0) return null;
  return (
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
  );
}
