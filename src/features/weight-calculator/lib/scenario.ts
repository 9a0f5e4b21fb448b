// A what-if on an index methodology: its settings (minimum BTC, factor split, weight cap),
// companies left out and hypothetical ones added, kept in the URL query string. Turns that
// into the Methodology and rows calculateIndex takes, and validates each setting.
import {
  INDEX_IDS,
  isIndexId,
  methodologies,
  type IndexId,
  type Methodology,
} from '@domain/index-methodology/methodologies';
import type { Constituent } from '@domain/schemas/constituents';
import { MAX_BTC_HOLDINGS } from '@domain/schemas/market-fields';
import { parseNumberInput } from '@/lib/parse-number';

export interface HypotheticalCompany {
  name: string;
  btcHoldings: number;
  /** USD; null means BTC held × the latest stored BTC price. */
  btcValueUSD: number | null;
  marketCap: number;
  /** Percent; only GreenVault uses it. */
  renewableEnergyPct: number | null;
}

/** Settings are kept as typed; absent means the methodology's official value. */
export interface ScenarioState {
  index: IndexId;
  minBtc?: string;
  convictionPct?: string;
  sustainabilityPct?: string;
  capPct?: string;
  excluded: readonly string[];
  hypothetical: readonly HypotheticalCompany[];
}

export type SettingKey = 'minBtc' | 'convictionPct' | 'sustainabilityPct' | 'capPct';

const PARAMS: Readonly<Record<SettingKey, string>> = {
  minBtc: 'min',
  convictionPct: 'conv',
  sustainabilityPct: 'sus',
  capPct: 'cap',
};
const INDEX_PARAM = 'index';
const EXCLUDED_PARAM = 'ex';
const HYPOTHETICAL_PARAM = 'hyp';
/** Separates a hypothetical company's fields in its `hyp` value (names may not contain it). */
const FIELD_SEPARATOR = '~';

export const DEFAULT_INDEX: IndexId = INDEX_IDS[0];

export const usesSustainability = (methodology: Methodology) => methodology.factorWeights.sustainability > 0;

export function sanitiseCompanyName(name: string): string {
  return name.replaceAll(FIELD_SEPARATOR, '-').trim();
}

function encodeHypothetical(company: HypotheticalCompany): string {
  return [
    sanitiseCompanyName(company.name),
    company.btcHoldings,
    company.btcValueUSD ?? '',
    company.marketCap,
    company.renewableEnergyPct ?? '',
  ].join(FIELD_SEPARATOR);
}

function decodeHypothetical(value: string): HypotheticalCompany | null {
  const [name, btc, btcValue, marketCap, renewable] = value.split(FIELD_SEPARATOR);
  const btcHoldings = parseNumberInput(btc ?? '');
  const cap = parseNumberInput(marketCap ?? '');
  const usd = parseNumberInput(btcValue ?? '');
  const renewablePct = parseNumberInput(renewable ?? '');
  const finiteOrNull = (number: number | null) => (number !== null && Number.isFinite(number) ? number : null);
  if (!name?.trim() || btcHoldings === null || !(btcHoldings >= 0) || cap === null || !(cap > 0)) return null;
  if (!Number.isFinite(btcHoldings) || btcHoldings > MAX_BTC_HOLDINGS || !Number.isFinite(cap)) return null;
  return {
    name: name.trim(),
    btcHoldings,
    btcValueUSD: finiteOrNull(usd),
    marketCap: cap,
    renewableEnergyPct: finiteOrNull(renewablePct),
  };
}

export function parseScenarioSearch(params: URLSearchParams): ScenarioState {
  const index = params.get(INDEX_PARAM) ?? '';
  const state: ScenarioState = {
    index: isIndexId(index) ? index : DEFAULT_INDEX,
    excluded: (params.get(EXCLUDED_PARAM) ?? '').split(',').filter(Boolean),
    hypothetical: params
      .getAll(HYPOTHETICAL_PARAM)
      .map(decodeHypothetical)
      .filter((company) => company !== null),
  };
  for (const [key, param] of Object.entries(PARAMS) as [SettingKey, string][]) {
    const value = params.get(param);
    if (value !== null) state[key] = value;
  }
  return state;
}

export function serializeScenarioSearch(state: ScenarioState): URLSearchParams {
  const params = new URLSearchParams({ [INDEX_PARAM]: state.index });
  for (const [key, param] of Object.entries(PARAMS) as [SettingKey, string][]) {
    const value = state[key];
    if (value !== undefined) params.set(param, value);
  }
  if (state.excluded.length > 0) params.set(EXCLUDED_PARAM, state.excluded.join(','));
  for (const company of state.hypothetical) params.append(HYPOTHETICAL_PARAM, encodeHypothetical(company));
  return params;
}

/** The official state of an index: no change at all. */
export const officialScenario = (index: IndexId): ScenarioState => ({ index, excluded: [], hypothetical: [] });

export function isOfficial(state: ScenarioState): boolean {
  return (
    serializeScenarioSearch(state).toString() === serializeScenarioSearch(officialScenario(state.index)).toString()
  );
}

export interface ScenarioSettings {
  minBtc: number;
  convictionPct: number;
  exposurePct: number;
  sustainabilityPct: number;
  capPct: number;
}

export interface ResolvedScenario {
  methodology: Methodology;
  settings: ScenarioSettings;
  /** Field-level messages; an invalid setting falls back to the official value. */
  issues: Partial<Record<SettingKey, string>>;
}

const percent = (fraction: number) => Math.round(fraction * 1e6) / 1e4;

export function officialSettings(methodology: Methodology): ScenarioSettings {
  return {
    minBtc: methodology.minBtc,
    convictionPct: percent(methodology.factorWeights.conviction),
    exposurePct: percent(methodology.factorWeights.exposure),
    sustainabilityPct: percent(methodology.factorWeights.sustainability),
    capPct: methodology.weightCapPct,
  };
}

export function resolveScenario(state: ScenarioState): ResolvedScenario {
  const base = methodologies[state.index];
  const official = officialSettings(base);
  const issues: Partial<Record<SettingKey, string>> = {};
  const read = (key: SettingKey, valid: (value: number) => boolean, message: string, fallback: number) => {
    const raw = state[key];
    if (raw === undefined) return fallback;
    const value = parseNumberInput(raw, { percent: key !== 'minBtc' });
    if (value !== null && Number.isFinite(value) && valid(value)) return value;
    issues[key] = message;
    return fallback;
  };

  const minBtc = read('minBtc', (value) => value >= 0, 'Enter a number of BTC, 0 or more.', official.minBtc);
  const between0And100 = (value: number) => value >= 0 && value <= 100;
  const convictionPct = read(
    'convictionPct',
    between0And100,
    'Enter a percentage from 0 to 100.',
    official.convictionPct,
  );
  let sustainabilityPct = 0;
  if (usesSustainability(base)) {
    sustainabilityPct = read(
      'sustainabilityPct',
      between0And100,
      'Enter a percentage from 0 to 100.',
      official.sustainabilityPct,
    );
    if (convictionPct + sustainabilityPct > 100) {
      issues.sustainabilityPct = 'Conviction and sustainability together cannot exceed 100%.';
      sustainabilityPct = Math.min(official.sustainabilityPct, 100 - convictionPct);
    }
  }
  const capPct = read(
    'capPct',
    (value) => value > 0 && value <= 100,
    'Enter a cap above 0% and at most 100%.',
    official.capPct,
  );
  const exposurePct = Math.max(0, 100 - convictionPct - sustainabilityPct);

  return {
    settings: { minBtc, convictionPct, exposurePct, sustainabilityPct, capPct },
    issues,
    methodology: {
      ...base,
      minBtc,
      weightCapPct: capPct,
      factorWeights: {
        conviction: convictionPct / 100,
        exposure: exposurePct / 100,
        sustainability: sustainabilityPct / 100,
      },
    },
  };
}

/** A row calculateIndex can take, with what the table needs to show it. */
export interface ScenarioRow {
  id: string;
  companyName: string;
  symbol: string | null;
  btcHoldings: number;
  btcValueUSD: number;
  marketCap: number | null;
  renewableEnergyPct: number | null;
  hypothetical: boolean;
}

export const hypotheticalId = (position: number) => `hypothetical-${position + 1}`;

export function scenarioRows(
  constituents: readonly Constituent[],
  hypothetical: readonly HypotheticalCompany[],
  latestBtcPrice: number | null,
): ScenarioRow[] {
  const stored = constituents.map((row): ScenarioRow => ({
    id: row.id,
    companyName: row.companyName,
    symbol: row.symbol,
    btcHoldings: row.btcHoldings,
    btcValueUSD: row.btcValueUSD,
    marketCap: row.marketCap,
    renewableEnergyPct: row.renewableEnergyPct,
    hypothetical: false,
  }));
  const added = hypothetical.map((company, position): ScenarioRow => ({
    id: hypotheticalId(position),
    companyName: company.name,
    symbol: null,
    btcHoldings: company.btcHoldings,
    btcValueUSD: company.btcValueUSD ?? (latestBtcPrice === null ? 0 : company.btcHoldings * latestBtcPrice),
    marketCap: company.marketCap,
    renewableEnergyPct: company.renewableEnergyPct,
    hypothetical: true,
  }));
  return [...stored, ...added];
}
