import { methodologies } from '@domain/index-methodology/methodologies';
import { describe, expect, it } from 'vitest';
import { constituentFixture, indexResultFixture, treasuryFixtures } from '@/testing/market-fixtures';
import { indexCsv, indexCsvFilename, indexCsvRows } from './index-csv';
import { toTableRows } from './table-rows';

const now = Date.parse('2026-11-21T08:00:00Z');

describe('index CSV', () => {
  it('writes a header row and one row per table row, in table order', () => {
    const result = indexResultFixture();
    const rows = toTableRows(result.constituents, now);
    const csv = indexCsvRows(rows, methodologies.bitcoin_treasury, result.price);
    expect(csv[0]).toEqual([
      'Rank',
      'Company',
      'Ticker',
      'Sector',
      'BTC held',
      'BTC value (USD)',
      'BTC price (USD)',
      'BTC price date',
      'Market cap (USD)',
      'Market cap as of',
      'BTC value / market cap (%)',
      'mNAV (market cap)',
      'Conviction score',
      'Exposure score',
      'Composite score',
      'Index weight (%)',
      'Primary weight (%)',
      'Secondary weight (%)',
      'As of',
      'As-of date',
      'Stale',
      'Source',
      'Market cap source',
    ]);
    expect(csv.slice(1).map((row) => row[1])).toEqual(rows.map((row) => row.companyName));
    expect(csv[1]![4]).toBe(rows[0]!.btcHoldings);
  });

  it('adds the GreenVault columns for GreenVault', () => {
    const rows = toTableRows(indexResultFixture('green_vault').constituents, now);
    expect(indexCsvRows(rows, methodologies.green_vault, null)[0]).toEqual(
      expect.arrayContaining(['Sustainability score', 'Renewable share (%)', 'Renewable claim basis']),
    );
  });

  it('dates the renewable claim in its own GreenVault column', () => {
    const dated = toTableRows(
      indexResultFixture('green_vault').constituents.map((row) => ({ ...row, renewableAsOf: '2022-01-05' })),
      now,
    );
    const csv = indexCsvRows(dated, methodologies.green_vault, null);
    const column = csv[0]!.indexOf('Renewable claim as of');
    expect(column).toBeGreaterThan(csv[0]!.indexOf('Renewable claim basis'));
    expect(csv.slice(1).map((row) => row[column])).toEqual(dated.map(() => '2022-01-05'));
  });

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    const hostile = constituentFixture({
      companyName: '=HYPERLINK("http://evil.example","Click")',
      symbol: '+EVIL',
      sector: '@SUM(A1)',
      asOf: '-1+1',
      btcHoldings: 400_000,
      marketCap: 30_000_000_000,
      sourceNote: '\tcmd|calc',
    });
    const result = indexResultFixture('bitcoin_treasury', [...treasuryFixtures, hostile]);
    const rows = toTableRows(result.constituents, now);
    const lines = indexCsv(rows, methodologies.bitcoin_treasury, null).split('\r\n');
    const line = lines.find((candidate) => candidate.includes('HYPERLINK'))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(line).toContain(",'+EVIL,'@SUM(A1),");
    expect(line).toContain(",'-1+1,");
    expect(line).toContain(",'\tcmd|calc");
    for (const cell of line.split(',')) expect(cell).not.toMatch(/^[=+@\t]/);
  });

  it('dates the market cap apart from the holdings, and gives the BTC price and its date behind the USD values', () => {
    const dated = constituentFixture({
      companyName: 'Dated Market Cap Co',
      btcHoldings: 400_000,
      marketCap: 30_000_000_000,
      asOf: '2026-06-15',
      asOfDate: '2026-06-15',
      marketCapAsOf: '2026-02 (approx)',
      sourceNote: 'Holdings: 8-K of 2026-06-15.',
      marketCapSourceNote: 'Market cap: exchange close of 2026-02-27.',
    });
    const price = { symbol: 'BTC', price: 65_714, timestamp: '2026-06-15T00:00:00.000Z', source: 'test feed' };
    const result = indexResultFixture('bitcoin_treasury', [...treasuryFixtures, dated]);
    const rows = toTableRows(result.constituents, now);
    const undated = { ...rows[0]!, companyName: 'No Market Cap Co', marketCap: null };
    const [header, ...body] = indexCsvRows([...rows, undated], methodologies.bitcoin_treasury, price);
    const cell = (name: string, column: string) =>
      body.find((row) => row[header!.indexOf('Company')] === name)![header!.indexOf(column)];

    expect(cell('Dated Market Cap Co', 'Market cap as of')).toBe('2026-02 (approx)');
    expect(cell('Dated Market Cap Co', 'As of')).toBe('2026-06-15');
    expect(cell('Dated Market Cap Co', 'BTC price (USD)')).toBe(65_714);
    expect(cell('Dated Market Cap Co', 'BTC price date')).toBe('2026-06-15T00:00:00.000Z');
    expect(cell('Dated Market Cap Co', 'Source')).toBe('Holdings: 8-K of 2026-06-15.');
    expect(cell('Dated Market Cap Co', 'Market cap source')).toBe('Market cap: exchange close of 2026-02-27.');
    expect(cell('No Market Cap Co', 'Market cap as of')).toBeNull();
    expect(indexCsvRows(rows, methodologies.bitcoin_treasury, null)[1]![header!.indexOf('BTC price (USD)')]).toBeNull();
  });

  it('names the file after the index and the date', () => {
    expect(indexCsvFilename(methodologies.green_vault, now)).toBe('vaultmark-green_vault-2026-11-21.csv');
  });
});
