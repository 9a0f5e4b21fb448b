import { methodologies } from '@domain/index-methodology/methodologies';
import { describe, expect, it } from 'vitest';
import { indexResultFixture } from '@/testing/market-fixtures';
import { columnHelp, compositeBreakdown } from './column-help';
import { indexColumns } from './columns';
import { toTableRows } from './table-rows';

describe('columnHelp', () => {
  it('explains every number column of every index, from its own rules', () => {
    for (const methodology of Object.values(methodologies)) {
      for (const column of indexColumns(methodology, { showBreakdown: true })) {
        // eslint-disable-next-line vitest/no-conditional-expect -- only numeric columns carry help
        if (column.numeric) expect(columnHelp(column.id, methodology), column.id).toMatch(/\w/);
      }
    }
    expect(columnHelp('weight', methodologies.bitcoin_treasury)).toContain('15%');
    expect(columnHelp('weight', methodologies.green_vault)).toContain('25%');
    expect(columnHelp('conviction', methodologies.bitcoin_treasury)).toContain('70% of the composite');
    expect(columnHelp('conviction', methodologies.green_vault)).toContain('40% of the composite');
  });
});

describe('compositeBreakdown', () => {
  it('adds up to the composite score shown', () => {
    const [row] = toTableRows(indexResultFixture('bitcoin_treasury').constituents, Date.now());
    const text = compositeBreakdown(row!, methodologies.bitcoin_treasury);
    expect(text).toMatch(/^Composite [\d.]+ = 70% × conviction [\d.]+ \+ 30% × exposure [\d.]+$/);
    expect(row!.compositeScore).toBeCloseTo(0.7 * row!.convictionScore + 0.3 * row!.exposureScore, 6);
  });

  it('names the sustainability factor for GreenVault', () => {
    const [row] = toTableRows(indexResultFixture('green_vault').constituents, Date.now());
    expect(compositeBreakdown(row!, methodologies.green_vault)).toMatch(/40% × sustainability [\d.]+$/);
  });
});
