// Every company of the scenario: include or exclude it, its weight under the scenario and
// officially, the difference, and why a company is out of the index.
import type { Methodology } from '@domain/index-methodology/methodologies';
import { nameWithTicker } from '@domain/market/name-with-ticker';
import { X } from 'lucide-react';
import { formatBtc } from '@/lib/format';
import { cn } from '@/lib/utils';
import { reasonText, type WeightRow } from '../lib/compare';
import { formatWeight, formatWeightDelta } from '../lib/weight-format';

function statusText(row: WeightRow, methodology: Methodology): string {
  switch (row.status.kind) {
    case 'in':
      return 'In the index';
    case 'excluded':
      return 'Excluded by you';
    case 'ineligible':
      return reasonText(row.status.reason, methodology);
  }
}

export function WeightsTable({
  rows,
  methodology,
  officialLabel,
  onToggle,
  onRemoveHypothetical,
}: {
  rows: readonly WeightRow[];
  methodology: Methodology;
  officialLabel: string;
  onToggle: (id: string, include: boolean) => void;
  onRemoveHypothetical: (id: string) => void;
}) {
  return (
    <div
      role="region"
      aria-labelledby="weights-caption"
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption id="weights-caption" className="px-4 py-3 text-left text-sm text-muted-foreground">
          Weights by company: your scenario against the {officialLabel}. Untick a company to exclude it.
        </caption>
        <thead className="bg-muted text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2">
              Include
            </th>
            <th scope="col" className="px-3 py-2">
              Company
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              BTC held
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Your weight
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Official
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => {
            const { row } = item;
            const label = nameWithTicker(row.companyName, row.symbol);
            return (
              <tr
                key={row.id}
                data-testid="weight-row"
                className={cn('border-t border-border', item.status.kind !== 'in' && 'text-muted-foreground')}
              >
                <td className="px-3 py-2">
                  {row.hypothetical ? (
                    <button
                      type="button"
                      onClick={() => onRemoveHypothetical(row.id)}
                      aria-label={`Remove ${row.companyName}`}
                      className="inline-flex size-8 items-center justify-center rounded-md border border-input hover:bg-muted"
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  ) : (
                    <input
                      type="checkbox"
                      checked={item.included}
                      onChange={(event) => onToggle(row.id, event.target.checked)}
                      aria-label={`Include ${row.companyName}`}
                      className="size-5 accent-accent-strong"
                    />
                  )}
                </td>
                <th scope="row" className="px-3 py-2 text-left font-medium text-foreground">
                  {label}
                  {row.hypothetical ? (
                    <span className="ml-2 rounded bg-accent/20 px-1.5 py-0.5 text-xs font-semibold text-accent-foreground">
                      Hypothetical
                    </span>
                  ) : null}
                </th>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{formatBtc(row.btcHoldings, 2)}</td>
                <td className="min-w-32 px-3 py-2">{statusText(item, methodology)}</td>
                <td
                  data-column="scenario"
                  className="whitespace-nowrap px-3 py-2 text-right font-semibold tabular-nums text-foreground"
                >
                  {formatWeight(item.scenarioWeight)}
                </td>
                <td data-column="official" className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                  {formatWeight(item.officialWeight)}
                </td>
                <td
                  data-column="delta"
                  className={cn(
                    'whitespace-nowrap px-3 py-2 text-right tabular-nums',
                    item.delta !== null && item.delta > 0.005 && 'text-success',
                    item.delta !== null && item.delta < -0.005 && 'text-destructive',
                  )}
                >
                  {formatWeightDelta(item.delta)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
