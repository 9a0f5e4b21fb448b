// Puts the scenario's result beside the official one: a row per company (weight in each,
// the difference, and why a company is out), and the index-level figures with their deltas.
import type { IndexResult, IneligibleReason } from '@domain/index-methodology/calculate-index';
import type { Methodology } from '@domain/index-methodology/methodologies';
import { formatInteger } from '@/lib/format';
import type { ScenarioRow } from './scenario';

/** The official figures the comparison needs (the API result or a local calculation). */
export interface OfficialFigures {
  indexValue: number;
  constituentCount: number;
  concentration: number;
  effectiveNumberOfHoldings: number;
  capFeasible: boolean;
  weights: ReadonlyMap<string, number>;
}

export type RowStatus = { kind: 'in' } | { kind: 'excluded' } | { kind: 'ineligible'; reason: IneligibleReason };

export interface WeightRow {
  row: ScenarioRow;
  included: boolean;
  status: RowStatus;
  scenarioWeight: number | null;
  /** Null when the official result is not available. */
  officialWeight: number | null;
  /** Scenario − official, in percentage points; null when either side is unknown. */
  delta: number | null;
}

export function reasonText(reason: IneligibleReason, methodology: Methodology): string {
  switch (reason) {
    case 'below_minimum_btc':
      return `Below ${formatInteger(methodology.minBtc)} BTC`;
    case 'above_maximum_btc':
      return `${formatInteger(methodology.maxBtcExclusive ?? 0)} BTC or more`;
    case 'no_btc_value':
      return 'No BTC value';
    case 'no_market_cap':
      return 'No market cap';
    case 'renewable_share_too_low':
      return `Renewable share below ${formatInteger(methodology.minRenewablePct ?? 0)}%`;
  }
}

export function compareWeights(
  rows: readonly ScenarioRow[],
  excluded: ReadonlySet<string>,
  scenario: IndexResult<ScenarioRow> | null,
  official: OfficialFigures | null,
): WeightRow[] {
  const scenarioWeights = new Map(scenario?.constituents.map((row) => [row.id, row.indexWeight]));
  const reasons = new Map(scenario?.ineligible.map((row) => [row.id, row.reason]));
  const compared = rows.map((row): WeightRow => {
    const included = !excluded.has(row.id);
    const scenarioWeight = scenarioWeights.get(row.id) ?? (scenario ? 0 : null);
    const reason = reasons.get(row.id);
    const status: RowStatus = !included
      ? { kind: 'excluded' }
      : reason
        ? { kind: 'ineligible', reason }
        : { kind: 'in' };
    const officialWeight = official ? (official.weights.get(row.id) ?? 0) : null;
    const delta = scenarioWeight !== null && officialWeight !== null ? scenarioWeight - officialWeight : null;
    return { row, included, status, scenarioWeight, officialWeight, delta };
  });
  return compared.sort(
    (a, b) =>
      (b.scenarioWeight ?? 0) - (a.scenarioWeight ?? 0) ||
      (b.officialWeight ?? 0) - (a.officialWeight ?? 0) ||
      b.row.btcHoldings - a.row.btcHoldings ||
      a.row.companyName.localeCompare(b.row.companyName, 'en-US'),
  );
}
