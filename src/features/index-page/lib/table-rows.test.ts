import { marketCapMnav } from '@domain/mnav';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexResultFixture, isoDaysAgo } from '@/testing/market-fixtures';
import {
  compareSortValues,
  filterRows,
  nextSort,
  sectorsOf,
  sortRows,
  toTableRows,
  type SortValue,
} from './table-rows';

const now = Date.now();
const rows = toTableRows(indexResultFixture().constituents, now);

describe('toTableRows', () => {
  it('ranks by index weight, heaviest first', () => {
    expect(rows.map((row) => row.rank)).toEqual(rows.map((_, index) => index + 1));
    for (let i = 1; i < rows.length; i += 1)
      expect(rows[i - 1]!.indexWeight).toBeGreaterThanOrEqual(rows[i]!.indexWeight);
  });

  it('marks rows older than 90 days stale', () => {
    const stale = rows.filter((row) => row.stale).map((row) => row.symbol);
    expect(stale).toEqual(['HOTL']);
    const fresh = toTableRows([{ ...indexResultFixture().constituents[0]!, asOfDate: isoDaysAgo(90, now) }], now);
    expect(fresh[0]!.stale).toBe(false);
    const old = toTableRows([{ ...indexResultFixture().constituents[0]!, asOfDate: isoDaysAgo(91, now) }], now);
    expect(old[0]!.stale).toBe(true);
  });
});

describe('the mNAV column', () => {
  it("is domain/mnav's market-cap mNAV of each row", () => {
    for (const row of rows) expect(row.mnav).toBe(marketCapMnav(row.marketCap, row.btcValueUSD));
    expect(rows.some((row) => row.mnav !== null)).toBe(true);
  });
});

describe('sorting', () => {
  it('starts a new column ascending and flips the same column', () => {
    expect(nextSort({ column: 'rank', direction: 'ascending' }, 'btc')).toEqual({
      column: 'btc',
      direction: 'ascending',
    });
    expect(nextSort({ column: 'btc', direction: 'ascending' }, 'btc')).toEqual({
      column: 'btc',
      direction: 'descending',
    });
    expect(nextSort({ column: 'btc', direction: 'descending' }, 'btc')).toEqual({
      column: 'btc',
      direction: 'ascending',
    });
  });

  it('puts missing values last in both directions', () => {
    const values: SortValue[] = [3, null, 1, 2];
    const rank = values.map((value, index) => ({ value, rank: index }));
    expect(sortRows(rank, (row) => row.value, 'ascending').map((row) => row.value)).toEqual([1, 2, 3, null]);
    expect(sortRows(rank, (row) => row.value, 'descending').map((row) => row.value)).toEqual([3, 2, 1, null]);
  });

  it('sorts text ignoring case and numbers inside text by value', () => {
    expect(compareSortValues('alpha', 'Bravo', 'ascending')).toBeLessThan(0);
    expect(compareSortValues('Fund 9', 'Fund 10', 'ascending')).toBeLessThan(0);
  });

  it('descending is ascending reversed, ties kept in rank order', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 5 }), { nil: null })), (values) => {
        const items = values.map((value, rank) => ({ value, rank }));
        const asc = sortRows(items, (item) => item.value, 'ascending');
        const desc = sortRows(items, (item) => item.value, 'descending');
        const present = (list: typeof items) => list.filter((item) => item.value !== null).map((item) => item.value);
        expect(present(desc)).toEqual(present(asc).reverse());
        for (let i = 1; i < asc.length; i += 1) {
          // eslint-disable-next-line vitest/no-conditional-expect -- ties keep their order; other neighbours differ
          if (asc[i - 1]!.value === asc[i]!.value) expect(asc[i - 1]!.rank).toBeLessThan(asc[i]!.rank);
        }
      }),
    );
  });
});

describe('filtering', () => {
  it('matches name or ticker without regard to case, and the sector exactly', () => {
    expect(filterRows(rows, { text: 'MINING', sector: '' }).map((row) => row.symbol)).toEqual(['BRVO', 'FOXT']);
    expect(filterRows(rows, { text: 'dlta', sector: '' }).map((row) => row.symbol)).toEqual(['DLTA']);
    expect(
      filterRows(rows, { text: '', sector: 'Software' })
        .map((row) => row.symbol)
        .sort(),
    ).toEqual(['ALPH', 'HOTL']);
    expect(filterRows(rows, { text: '  ', sector: '' })).toHaveLength(rows.length);
  });

  it('lists each sector once, alphabetically', () => {
    expect(sectorsOf([{ sector: 'b' }, { sector: null }, { sector: 'a' }, { sector: 'b' }])).toEqual(['a', 'b']);
  });
});
