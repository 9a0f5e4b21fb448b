// The holdings change log: every stored change (admin edit, API write, import, undo) newest
// first, down to the seed snapshot at the bottom, dated, with the difference and — behind
// "Show sources" — the source each was made with. The API lists each index type's changes
// oldest first, one type after another; the table shows that list reversed.
import { describeAsOfText } from '@domain/as-of-text';
import type { HoldingsChange, HoldingsChangeKind } from '@domain/schemas/holders';
import { INDEX_TYPE_LABEL } from '../lib/labels';
import { DateTime } from '@/components/data/date-time';
import { formatBtc } from '@/lib/format';

const KIND_LABEL: Readonly<Record<HoldingsChangeKind, string>> = {
  seed: 'Seed snapshot',
  stored: 'First stored figure',
  admin: 'Admin edit',
  api: 'API write',
  import: 'File import',
  undo: 'Undo of an import',
  system: 'System',
};

function signedBtc(value: number): string {
  if (value === 0) return '±0 BTC';
  return `${value > 0 ? '+' : '−'}${formatBtc(Math.abs(value), 8)}`;
}

export function ChangeLog({
  changes,
  showSources,
  showIndexType,
}: {
  changes: readonly HoldingsChange[];
  showSources: boolean;
  showIndexType: boolean;
}) {
  if (changes.length === 0) return <p className="text-sm text-muted-foreground">No stored changes.</p>;
  return (
    // Focusable so the table can be scrolled sideways with the keyboard on a narrow screen;
    // named apart from the page section "Holdings change log" around it.
    <div
      className="overflow-x-auto rounded-lg border border-border"
      role="region"
      aria-label="Holdings change log table"
      tabIndex={0}
    >
      <table className="w-full min-w-[32rem] text-left text-sm" data-testid="change-log">
        <caption className="sr-only">
          {showIndexType
            ? 'Holdings change log, newest first within each index type'
            : 'Holdings change log, newest first'}
        </caption>
        <thead className="bg-muted text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2">
              As of
            </th>
            <th scope="col" className="px-3 py-2">
              Change
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              BTC held
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Difference
            </th>
            {showSources ? (
              <th scope="col" className="px-3 py-2">
                Source
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {[...changes].reverse().map((change, index) => (
            <tr key={`${change.recordedAt}-${index}`} className="align-top">
              <td className="px-3 py-2">
                <div className="font-medium text-foreground">{describeAsOfText(change.asOf) ?? 'Undated'}</div>
                <div className="text-xs text-muted-foreground">
                  Recorded <DateTime value={change.recordedAt} />
                </div>
              </td>
              <td className="px-3 py-2">
                {KIND_LABEL[change.kind]}
                {change.action === 'delete' ? ' (removed)' : ''}
                {showIndexType ? (
                  <div className="text-xs text-muted-foreground">{INDEX_TYPE_LABEL[change.indexType]}</div>
                ) : null}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {change.btcHoldings === null ? '—' : formatBtc(change.btcHoldings, 8)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {change.difference === null ? '—' : signedBtc(change.difference)}
              </td>
              {showSources ? (
                <td className="max-w-md px-3 py-2 text-xs leading-5 text-muted-foreground">
                  {change.source ?? 'No source recorded'}
                  {change.importFile ? ` (file ${change.importFile})` : ''}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
