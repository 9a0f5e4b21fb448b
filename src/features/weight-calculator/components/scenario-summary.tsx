// Index-level figures of the scenario beside the official ones: index value, constituent
// count, concentration (sum of squared weights) and effective number of holdings.
import type { IndexResult } from '@domain/index-methodology/calculate-index';
import type { OfficialFigures } from '../lib/compare';
import type { ScenarioRow } from '../lib/scenario';
import { formatFigure, formatFigureDelta } from '../lib/weight-format';

interface Figure {
  label: string;
  scenario: number | null;
  official: number | null;
  digits: number;
}

export function ScenarioSummary({
  scenario,
  official,
  officialLabel,
}: {
  scenario: IndexResult<ScenarioRow> | null;
  official: OfficialFigures | null;
  officialLabel: string;
}) {
  const figures: Figure[] = [
    { label: 'Index value', scenario: scenario?.indexValue ?? null, official: official?.indexValue ?? null, digits: 2 },
    {
      label: 'Constituents',
      scenario: scenario?.constituentCount ?? null,
      official: official?.constituentCount ?? null,
      digits: 0,
    },
    {
      label: 'Concentration',
      scenario: scenario?.concentration ?? null,
      official: official?.concentration ?? null,
      digits: 4,
    },
    {
      label: 'Effective number of holdings',
      scenario: scenario?.effectiveNumberOfHoldings ?? null,
      official: official?.effectiveNumberOfHoldings ?? null,
      digits: 2,
    },
  ];
  return (
    <div
      role="region"
      aria-label="Index figures"
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full border-collapse text-sm" data-testid="scenario-summary">
        <caption className="sr-only">Index figures: your scenario, the {officialLabel} and the change</caption>
        <thead className="bg-muted text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3">
              Figure
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 text-right">
              Your scenario
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 text-right">
              Official
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 text-right">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.map((figure) => (
            <tr key={figure.label} className="border-t border-border">
              <th scope="row" className="px-2 py-2 sm:px-3 text-left font-medium">
                {figure.label}
              </th>
              <td className="px-2 py-2 sm:px-3 text-right font-semibold tabular-nums text-primary">
                {formatFigure(figure.scenario, figure.digits)}
              </td>
              <td className="px-2 py-2 sm:px-3 text-right tabular-nums">
                {formatFigure(figure.official, figure.digits)}
              </td>
              <td className="px-2 py-2 sm:px-3 text-right tabular-nums">
                {figure.scenario !== null && figure.official !== null
                  ? formatFigureDelta(figure.scenario - figure.official, figure.digits)
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
