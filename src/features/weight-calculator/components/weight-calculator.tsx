// The weight calculator: start from a methodology and its live constituents, change its
// settings, exclude companies or add hypothetical ones, and see weights, index value and
// concentration recomputed at once by calculateIndex in the browser — beside the official
// result. The whole scenario lives in the URL, so it can be shared.
import { calculateIndex, type IndexResult } from '@domain/index-methodology/calculate-index';
import { INDEX_IDS, isIndexId, methodologies, type IndexId } from '@domain/index-methodology/methodologies';
import { RotateCcw, RotateCw, TriangleAlert } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { CopyLinkButton } from '@/components/copy-link-button';
import { DateTime } from '@/components/data/date-time';
import { inputClassName } from '@/components/form/text-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrigin } from '@/hooks/use-is-client';
import { shareableUrl, useSearchState } from '@/hooks/use-search-state';
import { formatInteger } from '@/lib/format';
import { useConstituents } from '@/api/constituents/get-constituents';
import { useIndexResult } from '@/api/index-results/get-index-result';
import { useLatestBtcPrice } from '@/api/prices/get-latest-prices';
import { compareWeights, type OfficialFigures } from '../lib/compare';
import {
  hypotheticalId,
  isOfficial,
  officialScenario,
  parseScenarioSearch,
  resolveScenario,
  scenarioRows,
  serializeScenarioSearch,
  usesSustainability,
  type HypotheticalCompany,
  type ScenarioRow,
  type ScenarioState,
  type SettingKey,
} from '../lib/scenario';
import { HypotheticalCompanyForm } from './hypothetical-company-form';
import { ScenarioSettings } from './scenario-settings';
import { ScenarioSummary } from './scenario-summary';
import { WeightsTable } from './weights-table';

type ScenarioOutcome = { result: IndexResult<ScenarioRow>; error: null } | { result: null; error: string };

function runScenario(rows: ScenarioRow[], methodology: Parameters<typeof calculateIndex>[1]): ScenarioOutcome {
  try {
    return { result: calculateIndex(rows, methodology), error: null };
  } catch (error) {
    return { result: null, error: error instanceof Error ? error.message : String(error) };
  }
}

function toOfficialFigures(result: {
  indexValue: number;
  constituentCount: number;
  concentration: number;
  effectiveNumberOfHoldings: number;
  capFeasible: boolean;
  constituents: readonly { id: string; indexWeight: number }[];
}): OfficialFigures {
  return {
    indexValue: result.indexValue,
    constituentCount: result.constituentCount,
    concentration: result.concentration,
    effectiveNumberOfHoldings: result.effectiveNumberOfHoldings,
    capFeasible: result.capFeasible,
    weights: new Map(result.constituents.map((row) => [row.id, row.indexWeight])),
  };
}

export function WeightCalculator() {
  const selectId = useId();
  const { pathname } = useLocation();
  const origin = useOrigin();
  const [state, setState] = useSearchState<ScenarioState>(parseScenarioSearch, serializeScenarioSearch);
  const base = methodologies[state.index];
  const constituents = useConstituents(base.sourceIndexType);
  const published = useIndexResult(state.index);
  const price = useLatestBtcPrice();
  const latestBtcPrice = price.btcPrice?.price ?? null;

  const resolved = useMemo(() => resolveScenario(state), [state]);
  const excluded = useMemo(() => new Set(state.excluded), [state.excluded]);
  const rows = useMemo(
    () => scenarioRows(constituents.data ?? [], state.hypothetical, latestBtcPrice),
    [constituents.data, state.hypothetical, latestBtcPrice],
  );
  const outcome = useMemo(
    () =>
      runScenario(
        rows.filter((row) => !excluded.has(row.id)),
        resolved.methodology,
      ),
    [rows, excluded, resolved.methodology],
  );
  // The published result when it loads; until then (or if it fails) the official rules
  // applied here to the same live rows.
  const official = useMemo((): { figures: OfficialFigures | null; label: string } => {
    if (published.data) return { figures: toOfficialFigures(published.data), label: 'official result' };
    const stored = rows.filter((row) => !row.hypothetical);
    if (stored.length === 0) return { figures: null, label: 'official result' };
    const local = runScenario(stored, base);
    return {
      figures: local.result ? toOfficialFigures(local.result) : null,
      label: 'official rules on the same data',
    };
  }, [published.data, rows, base]);
  const weightRows = useMemo(
    () => compareWeights(rows, excluded, outcome.result, official.figures),
    [rows, excluded, outcome.result, official.figures],
  );

  const update = (patch: Partial<ScenarioState>) => setState({ ...state, ...patch });
  const setSetting = (key: SettingKey, value: string) => update({ [key]: value });
  const toggle = (id: string, include: boolean) =>
    update({ excluded: include ? state.excluded.filter((item) => item !== id) : [...state.excluded, id] });
  const addHypothetical = (company: HypotheticalCompany) => update({ hypothetical: [...state.hypothetical, company] });
  const removeHypothetical = (id: string) =>
    update({ hypothetical: state.hypothetical.filter((_, position) => hypotheticalId(position) !== id) });

  const link = shareableUrl(origin, pathname, serializeScenarioSearch(state));
  const scenario = outcome.result;
  // rows holds the hypothetical companies too: count each kind on its own.
  const hypotheticalCount = rows.filter((row) => row.hypothetical).length;
  const liveCount = rows.length - hypotheticalCount;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 rounded-lg border border-border bg-muted/40 p-4 md:flex-row md:items-end md:justify-between">
        <div className="flex min-w-0 flex-col gap-1.5 md:w-80">
          <label htmlFor={selectId} className="text-sm font-medium">
            Start from the methodology of
          </label>
          <select
            id={selectId}
            className={inputClassName}
            value={state.index}
            onChange={(event) => {
              if (isIndexId(event.target.value)) setState(officialScenario(event.target.value as IndexId));
            }}
          >
            {INDEX_IDS.map((id) => (
              <option key={id} value={id}>
                {methodologies[id].name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-start gap-3">
          <Button
            type="button"
            variant="outline"
            onClick={() => setState(officialScenario(state.index))}
            disabled={isOfficial(state)}
          >
            <RotateCcw aria-hidden="true" />
            Reset to official
          </Button>
          <CopyLinkButton url={link} />
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <ScenarioSettings state={state} resolved={resolved} base={base} onChange={setSetting} />
          <HypotheticalCompanyForm
            latestBtcPrice={latestBtcPrice}
            needsRenewable={usesSustainability(base)}
            onAdd={addHypothetical}
          />
        </div>

        <section aria-labelledby="scenario-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="scenario-heading" className="text-xl font-semibold text-primary">
            Your scenario
          </h2>
          {constituents.status === 'pending' ? (
            <div className="space-y-3" data-testid="weights-loading">
              <p className="text-sm text-muted-foreground">Loading the live constituents…</p>
              <Skeleton className="h-32 w-full" />
              <Skeleton className="h-64 w-full" />
            </div>
          ) : constituents.status === 'error' ? (
            <Alert variant="destructive">
              <TriangleAlert aria-hidden="true" />
              <AlertTitle>The live constituents could not be loaded</AlertTitle>
              <AlertDescription>
                <p>{constituents.error.message}</p>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="mt-2"
                  onClick={() => void constituents.refetch()}
                  disabled={constituents.isFetching}
                >
                  <RotateCw aria-hidden="true" />
                  Try again
                </Button>
              </AlertDescription>
            </Alert>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                {formatInteger(liveCount)} {liveCount === 1 ? 'company' : 'companies'} from the live data
                {hypotheticalCount > 0 ? `, ${formatInteger(hypotheticalCount)} hypothetical` : ''}.{' '}
                {published.data ? (
                  <>
                    Official result calculated <DateTime value={published.data.calculatedAt} />.
                  </>
                ) : published.status === 'error' ? (
                  `The published result could not be loaded (${published.error.message}); the official column applies the official rules to the same data.`
                ) : (
                  'Loading the published result…'
                )}
              </p>
              {outcome.error ? (
                <Alert>
                  <TriangleAlert aria-hidden="true" />
                  <AlertTitle>Nothing to calculate</AlertTitle>
                  <AlertDescription>{outcome.error}. Include a company or add one.</AlertDescription>
                </Alert>
              ) : null}
              {scenario && !scenario.capFeasible ? (
                <Alert>
                  <TriangleAlert aria-hidden="true" />
                  <AlertTitle>
                    The cap cannot hold with {formatInteger(scenario.constituentCount)} constituents: weights are equal.
                  </AlertTitle>
                  <AlertDescription>
                    {formatInteger(scenario.constituentCount)} × {resolved.settings.capPct}% is less than 100%, so every
                    company gets the same weight. Raise the cap, lower the minimum BTC or add companies.
                  </AlertDescription>
                </Alert>
              ) : null}
              {scenario && scenario.constituentCount === 0 ? (
                <Alert>
                  <TriangleAlert aria-hidden="true" />
                  <AlertTitle>No company qualifies</AlertTitle>
                  <AlertDescription>
                    The index stands at 100 with no constituents, an effective number of holdings of 0 and a
                    concentration of 1.
                  </AlertDescription>
                </Alert>
              ) : null}
              <ScenarioSummary scenario={scenario} official={official.figures} officialLabel={official.label} />
              <WeightsTable
                rows={weightRows}
                methodology={resolved.methodology}
                officialLabel={official.label}
                onToggle={toggle}
                onRemoveHypothetical={removeHypothetical}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
