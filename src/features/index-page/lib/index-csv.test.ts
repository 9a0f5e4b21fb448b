import { methodologies } from '@domain/index-methodology/methodologies';
import { describe, expect, it } from 'vitest';
import { constituentFixture, indexResultFixture, treasuryFixtures } from '@/testing/market-fixtures';
import { indexCsv, indexCsvFilename, indexCsvRows } from './index-csv';
import { toTableRows } from './table-rows';

const now = Date.parse('2026-11-21T08:00:00Z');

describe('index CSV', () => {
  it('writes a header row and one row per table row, in table order', () => {
    const rows = toTableRows(indexResultFixture().constituents, now);
    const csv = indexCsvRows(rows, methodologies.bitcoin_treasury);
    expect(csv[0]).toEqual([
      'Rank',
      'Company',
      'Ticker',
      'Sector',
      'BTC held',
      'BTC value (USD)',
      'Market cap (USD)',
      'BTC % of assets',
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
    ]);
    expect(csv.slice(1).map((row) => row[1])).toEqual(rows.map((row) => row.companyName));
    expect(csv[1]![4]).toBe(rows[0]!.btcHoldings);
  });

  it('adds the GreenVault columns for GreenVault', () => {
    const rows = toTableRows(indexResultFixture('green_vault').constituents, now);
    expect(indexCsvRows(rows, methodologies.green_vault)[0]).toEqual(
      expect.arrayContaining(['Sustainability score', 'Renewable share (%)', 'Renewable claim basis']),
    );
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
    const lines = indexCsv(rows, methodologies.bitcoin_treasury).split('\r\n');
    const line = lines.find((candidate) => candidate.includes('HYPERLINK'))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(line).toContain(",'+EVIL,'@SUM(A1),");
    expect(line).toContain(",'-1+1,");
    expect(line).toContain(",'\tcmd|calc");
    for (const cell of line.split(',')) expect(cell).not.toMatch(/^[=+@\t]/);
  });

  it('names the file after the index and the date', () => {
    expect(indexCsvFilename(methodologies.green_vault, now)).toBe('vaultmark-green_vault-2026-11-21.csv');
  });
});
