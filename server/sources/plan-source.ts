// Compares a source's rows with the stored rows and plans an upsert (ADR 191). Pure.
//
// Matching, never by guesswork: an administrator's alias first (map to a row, or ignore);
// then the symbol (the stored symbol equal to the source's, or the same ticker on an
// exchange the suffix stands for: MSTR.US ↔ MSTR on Nasdaq); a holder without a symbol
// (a government) by its exact name. One match: the row's holdings are compared. Several:
// skipped until an administrator maps it. None: proposed as an addition, with the fields
// the source does not give named. A stored row the source does not list stays as it is.
import { withSourceLink } from '../../domain/market/source-links.ts';
import type { ConstituentRecord, ImportPreview } from '../../domain/schemas/admin.ts';
import type { ImportCounts } from '../../domain/schemas/import-counts.ts';
import type { IndexType } from '../../domain/schemas/common.ts';
import { withAsOfDate, type FingerprintScope, type StoredConstituent } from '../db/queries/constituent-writes.ts';
import type { SourcedChange, SourcePlan } from '../market/import/import-service.ts';
import { EMPTY_RECORD, type SkippedRow } from '../market/import/plan-import.ts';
import { symbolMatches } from './exchange-suffixes.ts';
import type { SourceAnswer, SourceRow } from './types.ts';

/** An administrator's alias: the source key mapped to a stored row, or ignored (null). */
export interface AliasTarget {
  sourceKey: string;
  constituentId: string | null;
}

/** Fields a new holder of each index type needs and no source of holdings gives. */
const MISSING_FOR_NEW: Readonly<Record<IndexType, readonly (keyof ConstituentRecord)[]>> = {
  bitcoin_treasury: ['marketCap', 'sector'],
  green_vault: ['marketCap', 'sector', 'renewableEnergyPct'],
  bitcoin_etf: [],
  government_reserve: [],
};

const keyOf = (key: string) => key.trim().toUpperCase();

function candidatesFor(row: SourceRow, stored: readonly StoredConstituent[]): StoredConstituent[] {
  const sameType = stored.filter((item) => item.record.indexType === row.indexType);
  if (row.sourceSymbol) return sameType.filter((item) => symbolMatches(item.record, row.sourceSymbol!));
  return sameType.filter((item) => item.record.companyName === row.companyName);
}

export function planSource(
  answer: SourceAnswer,
  stored: readonly StoredConstituent[],
  aliases: readonly AliasTarget[],
): SourcePlan {
  const byId = new Map(stored.map((item) => [item.id, item]));
  const aliasByKey = new Map(aliases.map((alias) => [keyOf(alias.sourceKey), alias]));
  const provenance = { asOf: answer.asOf, source: answer.note };
  const changes: SourcedChange[] = [];
  const skipped: SkippedRow[] = [];
  const names: [IndexType, string][] = [];
  /** Stored rows a source row already updates (a second one is skipped). */
  const claimed = new Map<string, string>();
  const takenNames = new Set(stored.map((item) => `${item.record.indexType}\u0000${item.record.companyName}`));
  let unchanged = 0;

  answer.rows.forEach((row, index) => {
    const number = index + 1;
    const skip = (reason: string) =>
      skipped.push({ row: number, companyName: row.companyName, reason, sourceKey: row.key, indexType: row.indexType });
    const alias = aliasByKey.get(keyOf(row.key));
    let target: StoredConstituent | undefined;
    if (alias) {
      if (alias.constituentId === null) {
        // Settled: listed among the skipped rows, not among the holders still to map.
        skipped.push({ row: number, companyName: row.companyName, reason: 'Ignored by an administrator' });
        return;
      }
      target = byId.get(alias.constituentId);
      if (!target) return skip(`Mapped to a row that is not in ${row.indexType}; map it again`);
    } else {
      const candidates = candidatesFor(row, stored);
      if (candidates.length > 1) {
        return skip(
          `Matches ${candidates.length} stored rows (${candidates
            .map((item) => item.record.companyName)
            .join(', ')}); map it to one`,
        );
      }
      target = candidates[0];
    }

    if (target) {
      const other = claimed.get(target.id);
      if (other !== undefined) return skip(`${target.record.companyName} is already updated from ${other}`);
      claimed.set(target.id, row.key);
      names.push([target.record.indexType, target.record.companyName]);
      if (target.record.btcHoldings === row.btcHoldings) {
        unchanged += 1;
        return;
      }
      const after = withAsOfDate({
        ...target.record,
        btcHoldings: row.btcHoldings,
        asOf: answer.asOf,
        sourceNote: answer.note,
        sources: withSourceLink(target.record.sources, answer.link),
      });
      changes.push({ kind: 'update', id: target.id, before: target.record, after, provenance, row: number });
      return;
    }

    // No stored row: proposed as an addition, unless its name is already a row's (then only
    // an administrator can say whether it is that row).
    const nameKey = `${row.indexType}\u0000${row.companyName}`;
    if (takenNames.has(nameKey)) {
      return skip(`A stored row is named ${row.companyName} but does not match ${row.key}; map it`);
    }
    takenNames.add(nameKey);
    names.push([row.indexType, row.companyName]);
    const after = withAsOfDate({
      ...EMPTY_RECORD,
      companyName: row.companyName,
      indexType: row.indexType,
      // The source's symbol as it is (MSTR.US, 3350.T): the next run finds the row by it.
      symbol: row.sourceSymbol ? row.sourceSymbol.toUpperCase() : null,
      country: row.country,
      btcHoldings: row.btcHoldings,
      asOf: answer.asOf,
      sourceNote: answer.note,
      sources: [answer.link],
    });
    changes.push({
      kind: 'insert',
      id: crypto.randomUUID(),
      after,
      provenance,
      row: number,
      missing: [...MISSING_FOR_NEW[row.indexType]],
      sourceKey: row.key,
    });
  });

  const counts: ImportCounts = {
    rows: answer.rows.length,
    added: changes.filter((change) => change.kind === 'insert').length,
    changed: changes.filter((change) => change.kind === 'update').length,
    unchanged,
    removed: 0,
    invalid: 0,
    skipped: skipped.length,
  };
  const indexTypes = [...new Set(answer.rows.map((row) => row.indexType))];
  const dependsOn: FingerprintScope = { indexTypes, names };
  return { dependsOn, changes, skipped, counts };
}

/**
 * The auto-apply rule (off unless configured): a preview qualifies when it only changes the
 * holdings of matched rows, each by at most `pct` per cent of a positive stored figure — no
 * holder to add, none to map, nothing else.
 */
export function withinAutoApply(preview: ImportPreview, pct: number): boolean {
  if (preview.added.length > 0 || preview.removed.length > 0 || preview.invalid.length > 0) return false;
  if (preview.skipped.some((row) => row.sourceKey !== undefined)) return false;
  return (
    preview.changed.length > 0 &&
    preview.changed.every((row) => {
      const holdings = row.changes.find((change) => change.field === 'btcHoldings');
      if (!holdings || typeof holdings.before !== 'number' || typeof holdings.after !== 'number') return false;
      if (holdings.before <= 0) return false;
      return Math.abs(holdings.after - holdings.before) / holdings.before <= pct / 100;
    })
  );
}
