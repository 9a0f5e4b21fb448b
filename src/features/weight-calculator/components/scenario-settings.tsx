// The methodology settings a scenario can change: minimum BTC, the factor split (conviction
// with exposure taking the rest; GreenVault also sustainability) and the weight cap. An
// invalid entry is flagged beside its field and the official value is used meanwhile.
import { numberFormat } from '@domain/intl-formats';
import type { Methodology } from '@domain/index-methodology/methodologies';
import { useId } from 'react';
import { TextField } from '@/components/form/text-field';
import { formatInteger } from '@/lib/format';
import {
  officialSettings,
  usesSustainability,
  type ResolvedScenario,
  type ScenarioState,
  type SettingKey,
} from '../lib/scenario';

const pct = (value: number) => `${numberFormat({ maximumFractionDigits: 2 }).format(value)}%`;

export function ScenarioSettings({
  state,
  resolved,
  base,
  onChange,
}: {
  state: ScenarioState;
  resolved: ResolvedScenario;
  base: Methodology;
  onChange: (key: SettingKey, value: string) => void;
}) {
  const sliderId = useId();
  const official = officialSettings(base);
  const { settings, issues } = resolved;
  const green = usesSustainability(base);
  const shown = (key: SettingKey, fallback: number) => state[key] ?? String(fallback);
  const withFallback = (key: SettingKey, officialText: string) =>
    issues[key] ? `${issues[key]} Using the official ${officialText} meanwhile.` : null;

  const fixedRules = [
    base.maxBtcExclusive !== null ? `fewer than ${formatInteger(base.maxBtcExclusive)} BTC` : null,
    base.minRenewablePct !== null ? `a renewable share of at least ${pct(base.minRenewablePct)}` : null,
  ].filter(Boolean);

  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold text-primary">Methodology settings</legend>
      <TextField
        label="Minimum BTC held"
        unit="BTC"
        inputMode="decimal"
        value={shown('minBtc', official.minBtc)}
        onChange={(event) => onChange('minBtc', event.target.value)}
        error={withFallback('minBtc', `${formatInteger(official.minBtc)} BTC`)}
        hint={`Official: ${formatInteger(official.minBtc)} BTC.${
          fixedRules.length > 0 ? ` The rule of ${fixedRules.join(' and ')} stays as published.` : ''
        }`}
      />
      <div className="flex flex-col gap-2">
        <TextField
          label="Conviction share of the score"
          unit="%"
          inputMode="decimal"
          value={shown('convictionPct', official.convictionPct)}
          onChange={(event) => onChange('convictionPct', event.target.value)}
          error={withFallback('convictionPct', pct(official.convictionPct))}
          hint={`Official: ${pct(official.convictionPct)}. Exposure (BTC held) takes the rest: now ${pct(settings.exposurePct)}.`}
        />
        <label htmlFor={sliderId} className="sr-only">
          Conviction share slider
        </label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={green ? 100 - settings.sustainabilityPct : 100}
          step={1}
          value={settings.convictionPct}
          onChange={(event) => onChange('convictionPct', event.target.value)}
          aria-valuetext={`Conviction ${pct(settings.convictionPct)}, exposure ${pct(settings.exposurePct)}`}
          className="w-full accent-accent-strong"
        />
        <p className="text-sm text-foreground" aria-hidden="true">
          Conviction {pct(settings.convictionPct)} · Exposure {pct(settings.exposurePct)}
          {green ? ` · Sustainability ${pct(settings.sustainabilityPct)}` : ''}
        </p>
      </div>
      {green ? (
        <TextField
          label="Sustainability share of the score"
          unit="%"
          inputMode="decimal"
          value={shown('sustainabilityPct', official.sustainabilityPct)}
          onChange={(event) => onChange('sustainabilityPct', event.target.value)}
          error={withFallback('sustainabilityPct', pct(official.sustainabilityPct))}
          hint={`Official: ${pct(official.sustainabilityPct)} (renewable energy share, scaled).`}
        />
      ) : null}
      <TextField
        label="Weight cap per company"
        unit="%"
        inputMode="decimal"
        value={shown('capPct', official.capPct)}
        onChange={(event) => onChange('capPct', event.target.value)}
        error={withFallback('capPct', pct(official.capPct))}
        hint={`Official: ${pct(official.capPct)}. Weight cut by the cap goes to the companies below it.`}
      />
    </fieldset>
  );
}
