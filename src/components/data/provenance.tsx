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

/** The row's source note, collapsed behind a 'Source' disclosure. */
export function SourceNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <details className="mt-1 max-w-xs text-xs">
      <summary className="cursor-pointer font-medium text-accent-strong underline-offset-2 hover:underline">
        Source
      </summary>
      <p className="mt-1 whitespace-normal leading-5 text-muted-foreground">{note}</p>
    </details>
  );
}
