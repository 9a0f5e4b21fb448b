// The pure parts of the sources: CoinGecko's answer turned into rows (bounds, shape, keys),
// symbols matched by exchange suffix, and the plan — never a guess, never a removal.
import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../domain/schemas/admin.ts';
import { constituentRecord, storedConstituent } from '../testing/admin-fixtures.ts';
import { companiesAnswer, governmentsAnswer } from '../testing/coingecko-answers.ts';
import { coinGeckoLink, publicTreasuryRows } from './coingecko.ts';
import { splitSymbol, symbolMatches } from './exchange-suffixes.ts';
import { planSource, withinAutoApply } from './plan-source.ts';
import { SourceFailure, type SourceAnswer, type SourceRow } from './types.ts';

describe('exchange suffixes', () => {
  it('splits a symbol at its last dot', () => {
    expect(splitSymbol('MSTR.US')).toEqual({ ticker: 'MSTR', suffix: 'US' });
    expect(splitSymbol('3350.t')).toEqual({ ticker: '3350', suffix: 'T' });
    expect(splitSymbol('MSTR')).toEqual({ ticker: 'MSTR', suffix: null });
  });

  it.each([
    [{ symbol: 'MSTR', exchange: 'Nasdaq' }, 'MSTR.US', true],
    [{ symbol: 'HUT', exchange: 'Nasdaq / TSX' }, 'HUT.US', true],
    [{ symbol: '3350.T', exchange: 'Tokyo Stock Exchange' }, '3350.T', true],
    [{ symbol: 'MSTR', exchange: 'Nasdaq' }, 'MSTR.T', false],
    [{ symbol: 'TRSR', exchange: 'Euronext Amsterdam' }, 'TRSR.NA', false],
    [{ symbol: 'MSTR', exchange: null }, 'MSTR.US', false],
    [{ symbol: null, exchange: 'Nasdaq' }, 'MSTR.US', false],
  ])('%o against %s: %s', (stored, symbol, matches) => {
    expect(symbolMatches(stored, symbol)).toBe(matches);
  });
});

describe('CoinGecko rows', () => {
  it('reads the documented shape, keyed by symbol', () => {
    const rows = publicTreasuryRows(companiesAnswer(), 'companies', 'bitcoin_treasury');
    expect(rows[0]).toEqual({
      key: 'MSTR.US',
      indexType: 'bitcoin_treasury',
      companyName: 'Strategy',
      sourceSymbol: 'MSTR.US',
      country: 'US',
      btcHoldings: 846_842,
    });
  });

  it.each([
    ['absurd holdings', { total_holdings: 1e12 }, /companies\[0\]\.total_holdings/],
    ['negative holdings', { total_holdings: -1 }, /total_holdings/],
    ['a blank name', { name: '  ' }, /companies\[0\]\.name/],
    ['holdings as text', { total_holdings: '12' }, /documented public treasury shape/],
  ])('refuses %s, naming where', (_label, change, reason) => {
    const answer = companiesAnswer();
    const body = { ...answer, companies: [{ ...answer.companies[0]!, ...change }] };
    expect(() => publicTreasuryRows(body, 'companies', 'bitcoin_treasury')).toThrow(SourceFailure);
    expect(() => publicTreasuryRows(body, 'companies', 'bitcoin_treasury')).toThrow(reason);
  });

  it('reads the governments list under its own name, as documented, and refuses it under another', () => {
    const rows = publicTreasuryRows(governmentsAnswer(), 'governments', 'government_reserve');
    expect(rows[0]).toMatchObject({ key: 'United States', sourceSymbol: null, indexType: 'government_reserve' });
    const { governments, ...totals } = governmentsAnswer();
    expect(() =>
      publicTreasuryRows({ ...totals, companies: governments }, 'governments', 'government_reserve'),
    ).toThrow(/governments: the answer is not CoinGecko's documented public treasury shape/);
  });

  it('refuses a holder listed twice', () => {
    const answer = companiesAnswer();
    const body = { ...answer, companies: [answer.companies[0]!, answer.companies[0]!] };
    expect(() => publicTreasuryRows(body, 'companies', 'bitcoin_treasury')).toThrow(/listed twice/);
  });
});

const sourceRow = (key: string, btcHoldings: number, companyName = key): SourceRow => ({
  key,
  indexType: 'bitcoin_treasury',
  companyName,
  sourceSymbol: key,
  country: null,
  btcHoldings,
});
const answerOf = (rows: SourceRow[]): SourceAnswer => ({
  rows,
  asOf: '2026-12-07',
  note: 'CoinGecko, 2026-12-07',
  link: coinGeckoLink('2026-12-07'),
});

describe('planSource', () => {
  const rows = [
    storedConstituent('a', { companyName: 'Alpha Inc', symbol: 'ALPH', exchange: 'Nasdaq', btcHoldings: 100 }),
    storedConstituent('b', { companyName: 'Beta Inc', symbol: 'BETA', exchange: 'NYSE', btcHoldings: 200 }),
    storedConstituent('c', { companyName: 'Beta Japan', symbol: 'BETA', exchange: 'NYSE American', btcHoldings: 50 }),
  ];

  it('updates a changed holding with the source and day; an unchanged one stays; nothing is removed', () => {
    const plan = planSource(answerOf([sourceRow('ALPH.US', 150, 'Alpha')]), rows, []);
    expect(plan.counts).toMatchObject({ rows: 1, changed: 1, unchanged: 0, added: 0, removed: 0 });
    expect(plan.changes[0]).toMatchObject({
      kind: 'update',
      id: 'a',
      after: { companyName: 'Alpha Inc', btcHoldings: 150, asOf: '2026-12-07', sourceNote: 'CoinGecko, 2026-12-07' },
    });
    expect(planSource(answerOf([sourceRow('ALPH.US', 100)]), rows, []).counts).toMatchObject({
      changed: 0,
      unchanged: 1,
    });
  });

  it('skips a symbol matching several rows until it is mapped; the alias decides', () => {
    const ambiguous = planSource(answerOf([sourceRow('BETA.US', 300)]), rows, []);
    expect(ambiguous.changes).toEqual([]);
    expect(ambiguous.skipped[0]).toMatchObject({ sourceKey: 'BETA.US', reason: expect.stringMatching(/Matches 2/) });
    const mapped = planSource(answerOf([sourceRow('BETA.US', 300)]), rows, [
      { sourceKey: 'beta.us', constituentId: 'c' },
    ]);
    expect(mapped.changes[0]).toMatchObject({ kind: 'update', id: 'c' });
  });

  it('proposes an unknown holder with the fields it lacks, and never merges one by name alone', () => {
    const plan = planSource(
      answerOf([sourceRow('GAMM.US', 10, 'Gamma Corp'), sourceRow('ALPH.T', 5, 'Alpha Inc')]),
      rows,
      [],
    );
    expect(plan.changes).toEqual([
      expect.objectContaining({ kind: 'insert', sourceKey: 'GAMM.US', missing: ['marketCap', 'sector'] }),
    ]);
    expect(plan.skipped[0]).toMatchObject({ sourceKey: 'ALPH.T', companyName: 'Alpha Inc' });
  });
});

describe('withinAutoApply', () => {
  const summary = {} as ImportPreview['import'];
  const changed = (before: number, after: number): ImportPreview['changed'][number] => ({
    row: 1,
    id: 'a',
    indexType: 'bitcoin_treasury',
    companyName: 'Alpha Inc',
    symbol: 'ALPH',
    changes: [{ field: 'btcHoldings', before, after }],
  });
  const preview = (parts: Partial<ImportPreview>): ImportPreview => ({
    import: summary,
    upToDate: true,
    added: [],
    changed: [],
    removed: [],
    invalid: [],
    skipped: [],
    ...parts,
  });

  it('takes only matched holdings changes within the limit', () => {
    expect(withinAutoApply(preview({ changed: [changed(1000, 1040)] }), 5)).toBe(true);
    expect(withinAutoApply(preview({ changed: [changed(1000, 940)] }), 5)).toBe(false);
    expect(withinAutoApply(preview({ changed: [changed(0, 10)] }), 5)).toBe(false);
    expect(withinAutoApply(preview({}), 5)).toBe(false);
  });

  it('leaves a run with a holder to add or to map for an administrator', () => {
    const added = { row: 2, indexType: 'bitcoin_treasury', companyName: 'New', symbol: null } as const;
    expect(
      withinAutoApply(
        preview({
          changed: [changed(1000, 1010)],
          added: [{ ...added, record: constituentRecord({ companyName: 'New' }) }],
        }),
        5,
      ),
    ).toBe(false);
    expect(
      withinAutoApply(
        preview({
          changed: [changed(1000, 1010)],
          skipped: [{ row: 3, companyName: 'X', reason: 'map it', sourceKey: 'X.US' }],
        }),
        5,
      ),
    ).toBe(false);
  });
});
