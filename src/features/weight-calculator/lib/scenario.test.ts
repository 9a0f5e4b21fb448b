import { calculateIndex } from '@domain/index-methodology/calculate-index';
import { methodologies } from '@domain/index-methodology/methodologies';
import { describe, expect, it } from 'vitest';
import { treasuryConstituentsFixture } from '@/testing/market-tools-fixtures';
import {
  isOfficial,
  officialScenario,
  parseScenarioSearch,
  resolveScenario,
  scenarioRows,
  serializeScenarioSearch,
  type ScenarioState,
} from './scenario';

describe('scenario in the URL', () => {
  it('round-trips settings, exclusions and hypothetical companies', () => {
    const state: ScenarioState = {
      index: 'green_vault',
      minBtc: '250',
      convictionPct: '50',
      sustainabilityPct: '30',
      capPct: '40',
      excluded: ['c-gv1', 'c-gv2'],
      hypothetical: [
        { name: 'Solar Co', btcHoldings: 900, btcValueUSD: null, marketCap: 1e9, renewableEnergyPct: 90 },
        { name: 'Wind Ltd', btcHoldings: 600, btcValueUSD: 40e6, marketCap: 2e9, renewableEnergyPct: 75 },
      ],
    };
    expect(parseScenarioSearch(serializeScenarioSearch(state))).toEqual(state);
  });

  it('ignores an unknown index and malformed hypothetical companies', () => {
    const state = parseScenarioSearch(
      new URLSearchParams('index=nope&hyp=~1~~1&hyp=Bad~x~~1&hyp=NoCap~5~~0&hyp=Fine~5~~100'),
    );
    expect(state.index).toBe('bitcoin_treasury');
    expect(state.hypothetical.map((company) => company.name)).toEqual(['Fine']);
  });

  it('drops a hypothetical company holding more BTC than will ever exist', () => {
    const state = parseScenarioSearch(
      new URLSearchParams('hyp=Huge~1e20~~1000000000&hyp=Over~21000001~~1000000000&hyp=AllOfIt~21000000~~1000000000'),
    );
    expect(state.hypothetical.map((company) => company.name)).toEqual(['AllOfIt']);
  });

  it('keeps a separator out of company names', () => {
    const params = serializeScenarioSearch({
      ...officialScenario('bitcoin_treasury'),
      hypothetical: [{ name: 'A~B', btcHoldings: 1, btcValueUSD: null, marketCap: 1, renewableEnergyPct: null }],
    });
    expect(parseScenarioSearch(params).hypothetical[0]?.name).toBe('A-B');
  });

  it('knows the official state', () => {
    expect(isOfficial(officialScenario('green_vault'))).toBe(true);
    expect(isOfficial({ ...officialScenario('green_vault'), capPct: '30' })).toBe(false);
  });
});

describe('resolveScenario', () => {
  it('is the official methodology when nothing is changed', () => {
    for (const index of ['bitcoin_treasury', 'bitcoin_treasury_starter', 'green_vault'] as const) {
      const { methodology, issues } = resolveScenario(officialScenario(index));
      expect(issues).toEqual({});
      expect(methodology.minBtc).toBe(methodologies[index].minBtc);
      expect(methodology.weightCapPct).toBe(methodologies[index].weightCapPct);
      expect(methodology.factorWeights.conviction).toBeCloseTo(methodologies[index].factorWeights.conviction, 12);
      expect(methodology.factorWeights.exposure).toBeCloseTo(methodologies[index].factorWeights.exposure, 12);
      expect(methodology.factorWeights.sustainability).toBeCloseTo(
        methodologies[index].factorWeights.sustainability,
        12,
      );
    }
  });

  it('gives exposure what conviction (and sustainability) leave', () => {
    const { settings, methodology } = resolveScenario({
      ...officialScenario('green_vault'),
      convictionPct: '25',
      sustainabilityPct: '60',
    });
    expect(settings.exposurePct).toBe(15);
    expect(methodology.factorWeights).toEqual({ conviction: 0.25, exposure: 0.15, sustainability: 0.6 });
  });

  it('flags invalid settings and falls back to the official values', () => {
    const { issues, settings } = resolveScenario({
      ...officialScenario('green_vault'),
      minBtc: '-1',
      convictionPct: '120',
      capPct: 'abc',
      sustainabilityPct: '90',
    });
    expect(Object.keys(issues).sort()).toEqual(['capPct', 'convictionPct', 'minBtc', 'sustainabilityPct']);
    expect(settings).toMatchObject({ minBtc: 500, convictionPct: 40, capPct: 25 });
    expect(settings.convictionPct + settings.exposurePct + settings.sustainabilityPct).toBeCloseTo(100, 9);
  });
});

describe('scenarioRows', () => {
  it('reproduces the official result when nothing changes', () => {
    const rows = scenarioRows(treasuryConstituentsFixture, [], 65_000);
    const scenario = calculateIndex(rows, resolveScenario(officialScenario('bitcoin_treasury')).methodology);
    const official = calculateIndex(treasuryConstituentsFixture, methodologies.bitcoin_treasury);
    expect(scenario.indexValue).toBe(official.indexValue);
    expect(scenario.constituents.map((row) => [row.id, row.indexWeight])).toEqual(
      official.constituents.map((row) => [row.id, row.indexWeight]),
    );
  });

  it('values a hypothetical company at the latest price unless given a value', () => {
    const rows = scenarioRows(
      [],
      [
        { name: 'P', btcHoldings: 10, btcValueUSD: null, marketCap: 1e9, renewableEnergyPct: null },
        { name: 'Q', btcHoldings: 10, btcValueUSD: 1, marketCap: 1e9, renewableEnergyPct: null },
      ],
      65_000,
    );
    expect(rows.map((row) => [row.id, row.btcValueUSD, row.hypothetical])).toEqual([
      ['hypothetical-1', 650_000, true],
      ['hypothetical-2', 1, true],
    ]);
  });
});
