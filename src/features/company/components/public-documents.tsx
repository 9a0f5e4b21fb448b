// The public documents behind a holder's figures (filings, trackers, the source pages a sync
// read), shown with the figures' sources: links that open in a new tab, each with its date.
import type { SourceLink } from '@domain/schemas/market-fields';
import { SourceLinks } from '@/components/data/provenance';

export function PublicDocuments({ sources }: { sources: readonly SourceLink[] | undefined }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <h3 className="font-semibold text-primary">Public documents</h3>
      {sources && sources.length > 0 ? (
        <SourceLinks sources={sources} />
      ) : (
        <p className="text-xs text-muted-foreground">No public document is linked for these figures yet.</p>
      )}
    </div>
  );
}
