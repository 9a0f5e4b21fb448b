// The import planner on worked examples (no database): which layout a header is, what a
// blank cell means, how rows match stored ones, what replace mode removes, and how each
// kind of bad row is reported.
import { describe, expect, it } from 'vitest';
import { storedConstituent } from '../../testing/admin-fixtures.ts';
import { CSV_KINDS, detectCsvKind } from './file-kinds.ts';
import { parseImportFile } from './parse-file.ts';
import { planImport, scopeOf } from './plan-import.ts';

const options = { mode: 'upsert' as const, fileLabel: 'test.csv', today: '2026-11-23' };

describe('file layouts', () => {
  it.each([
    [
      'company_name,ticker,exchange,country,sector,btc_holdings,as_of,source_note,market_cap_usd,market_cap_as_of',
      'public_companies',
    ],
    ['company_name,ticker,issuer,country,btc_holdings,as_of,source_note,aum_usd_millions', 'etfs'],
    ['country,btc_holdings,as_of,source_note', 'governments'],
    [
      'company_name,ticker,btc_holdings,renewable_share_pct,as_of,source_note,btc_as_of,renewable_claim_basis',
      'green_candidates',
    ],
    [
      'company_name,ticker,market_cap_usd,market_cap_as_of,shares_basic,shares_diluted,total_debt_usd,preferred_usd,cash_usd,capital_as_of,source_note',
      'market_caps',
    ],
    ['companyName,btcHoldings,asOf,sourceNote', 'rows'],
  ])('%s → %s', (header, kind) => {
    expect(detectCsvKind(header.split(','))?.kind).toBe(kind);
  });

  it('recognises no layout from unrelated columns', () => {
    expect(detectCsvKind(['name', 'holdings'])).toBeNull();
    expect(CSV_KINDS.map((kind) => kind.kind)).toContain('governments');
  });
});

describe('planImport', () => {
  const header =
    'company_name,ticker,exchange,country,sector,btc_holdings,as_of,source_note,market_cap_usd,market_cap_as_of';

  it('keeps stored values where a cell is blank and reports changed fields only', () => {
    const file = parseImportFile(`${header}\nStored Co,,Nasdaq,,,2,2026-11-01,,,\n`, 'csv');
    const plan = planImport(file, [storedConstituent('a', { symbol: 'STC', country: 'US' })], scopeOf(file), options);
    expect(plan.counts).toMatchObject({ rows: 1, changed: 1, added: 0, invalid: 0 });
    const change = plan.changes[0]!;
    expect(change.kind).toBe('update');
    if (change.kind !== 'update') return;
    expect(change.after).toMatchObject({
      symbol: 'STC',
      country: 'US',
      exchange: 'Nasdaq',
      btcHoldings: 2,
      asOf: '2026-11-01',
    });
    // The row gives no source note: the audit records the file as the source.
    expect(change.provenance).toEqual({ asOf: '2026-11-01', source: 'Imported from test.csv' });
  });

  it('reports each bad cell with its line and column, and repeated names', () => {
    const text = [
      header,
      'Good Co,GC,NYSE,US,Mining,5000,2026-11-01,note,,',
      'Bad Number,BN,NYSE,US,Mining,1.8k,2026-11-01,note,,',
      'Bad Date,BD,NYSE,US,Mining,10,2026-13,note,1e9,',
      'good co,GC2,NYSE,US,Mining,7,2026-11-01,note,,',
    ].join('\n');
    const file = parseImportFile(text, 'csv');
    const plan = planImport(file, [], scopeOf(file), options);
    expect(plan.invalid).toEqual([
      { row: 3, column: 'btc_holdings', message: 'Enter a plain number such as 1234.5 (got "1.8k").' },
      { row: 4, column: 'as_of', message: expect.stringMatching(/"2026-13" is not a real date/) },
      { row: 4, column: 'market_cap_usd', message: 'Enter a plain number such as 1234.5 (got "1e9").' },
      { row: 5, column: 'company_name', message: 'good co repeats row 2 of this file.' },
    ]);
    expect(plan.counts).toMatchObject({ invalid: 3, added: 1 });
  });

  it('replace mode removes stored rows the file does not name, but not skipped ones', () => {
    const text = [
      'company_name,ticker,issuer,country,btc_holdings,as_of,source_note,aum_usd_millions',
      'Kept Fund,KF,Issuer,US,100,2026-11-01,note,',
      'Named But Blank,NB,Issuer,US,,2026-11-01,note,500',
    ].join('\n');
    const file = parseImportFile(text, 'csv');
    const rows = [
      storedConstituent('k', {
        companyName: 'Kept Fund',
        indexType: 'bitcoin_etf',
        btcHoldings: 100,
        asOf: '2026-11-01',
        sourceNote: 'note',
        symbol: 'KF',
        country: 'US',
      }),
      storedConstituent('n', { companyName: 'Named But Blank', indexType: 'bitcoin_etf' }),
      storedConstituent('g', { companyName: 'Gone Fund', indexType: 'bitcoin_etf' }),
      storedConstituent('t', { companyName: 'Treasury Co', indexType: 'bitcoin_treasury' }),
    ];
    const plan = planImport(file, rows, scopeOf(file), { ...options, mode: 'replace' });
    expect(plan.skipped).toEqual([
      { row: 3, companyName: 'Named But Blank', reason: expect.stringMatching(/No BTC figure/) },
    ]);
    expect(plan.changes.map((change) => [change.kind, change.id])).toEqual([['delete', 'g']]);
    expect(plan.counts).toMatchObject({ unchanged: 1, removed: 1, skipped: 1 });
  });

  it('market_caps rows update every stored company with the ticker, whatever its case', () => {
    const text = [
      'company_name,ticker,market_cap_usd,market_cap_as_of,shares_basic,shares_diluted,total_debt_usd,preferred_usd,cash_usd,capital_as_of,source_note',
      'Miner,MINR,2000000000,2026-11-01,,,,,,,cap note',
      'Unknown,NOPE,1000,2026-11-01,,,,,,,x',
      'No Date,NODT,1000,,,,,,,,x',
    ].join('\n');
    const file = parseImportFile(text, 'csv');
    const rows = [
      storedConstituent('a', { companyName: 'Miner Inc', symbol: 'minr' }),
      storedConstituent('b', { companyName: 'Miner Inc', symbol: 'MINR', indexType: 'green_vault' }),
      storedConstituent('c', { companyName: 'No Date Co', symbol: 'NODT' }),
    ];
    const plan = planImport(file, rows, scopeOf(file), options);
    expect(plan.changes.map((change) => change.id)).toEqual(['a', 'b']);
    expect(plan.changes[0]!.provenance).toEqual({ asOf: '2026-11-01', source: 'cap note' });
    expect(plan.skipped).toEqual([{ row: 3, companyName: 'Unknown', reason: 'No stored company has the ticker NOPE' }]);
    expect(plan.invalid).toEqual([{ row: 4, column: 'market_cap_as_of', message: 'This field is required.' }]);
    // A ticker that matches nothing yet is a dependency too: a company added with it would change the plan.
    expect(plan.dependsOn).toEqual({ indexTypes: ['bitcoin_treasury', 'green_vault'], tickers: ['MINR', 'NOPE'] });
  });

  it('JSON rows: unknown keys are refused, read-only keys of an export are ignored', () => {
    const file = parseImportFile(
      JSON.stringify([
        { id: 'x', indexWeight: 3, companyName: 'Export Co', btcHoldings: 4, asOf: '2026-11-01' },
        { companyName: 'Typo Co', btcholdings: 4, asOf: '2026-11-01' },
      ]),
      'json',
    );
    const plan = planImport(file, [], scopeOf(file), options);
    expect(plan.counts.added).toBe(1);
    expect(plan.invalid.map((issue) => [issue.row, issue.column])).toEqual([
      [2, 'btcholdings'],
      [2, 'btcHoldings'],
    ]);
  });
});

describe('structured sources in imports', () => {
  const link = { title: 'Form 8-K', url: 'https://www.sec.gov/', publishedAt: '2026-11-02' };

  it('reads them from a JSON row and from a generic CSV cell holding their JSON', () => {
    const json = parseImportFile(
      JSON.stringify([{ companyName: 'Linked Co', btcHoldings: 5, asOf: '2026-11-02', sources: [link] }]),
      'json',
    );
    const csv = parseImportFile(
      [
        'companyName,btcHoldings,asOf,sources',
        `Linked Co,5,2026-11-02,"${JSON.stringify([link]).replaceAll('"', '""')}"`,
      ].join('\n'),
      'csv',
    );
    for (const file of [json, csv]) {
      const plan = planImport(file, [storedConstituent('l', { companyName: 'Linked Co' })], scopeOf(file), options);
      expect(plan.invalid).toEqual([]);
      expect(plan.changes).toEqual([
        expect.objectContaining({ kind: 'update', after: expect.objectContaining({ sources: [link] }) }),
      ]);
    }
  });

  it('keeps the stored sources when a row gives none, and names a bad one by its column', () => {
    const kept = parseImportFile('companyName,btcHoldings,asOf\nLinked Co,6,2026-11-03', 'csv');
    const plan = planImport(
      kept,
      [storedConstituent('l', { companyName: 'Linked Co', sources: [link] })],
      scopeOf(kept),
      options,
    );
    expect(plan.changes[0]).toMatchObject({ kind: 'update', after: { btcHoldings: 6, sources: [link] } });

    const bad = parseImportFile(
      JSON.stringify([
        { companyName: 'Linked Co', btcHoldings: 5, asOf: '2026-11-02', sources: [{ ...link, url: 'javascript:x' }] },
      ]),
      'json',
    );
    expect(planImport(bad, [], scopeOf(bad), options).invalid).toEqual([
      { row: 1, column: 'sources', message: expect.stringMatching(/https/) },
    ]);
  });
});
