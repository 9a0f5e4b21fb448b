// One figure of a holder's page: its value, what it is computed from, its as-of date and —
// behind "Show sources" — its source.
import { LowConfidenceBadge } from '@/components/data/provenance';
import type { Figure } from '../lib/company-figures';

export function FigureCard({ figure, showSources }: { figure: Figure; showSources: boolean }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-card p-4 shadow-sm">
      <dt className="text-sm font-medium text-muted-foreground">{figure.label}</dt>
      <dd data-testid={`figure-${figure.key}`} className="break-words text-xl font-bold text-primary">
        {figure.value}
        {figure.flag ? <LowConfidenceBadge /> : null}
      </dd>
      {figure.formula ? (
        <dd>
          <code className="break-words font-mono text-xs text-muted-foreground">= {figure.formula}</code>
        </dd>
      ) : null}
      <dd className="text-xs text-muted-foreground">As of {figure.asOf}</dd>
      {showSources ? <dd className="text-xs leading-5 text-muted-foreground">Source: {figure.source}</dd> : null}
    </div>
  );
}
