// The market-cap readers' pure halves (ADR 192): which share count of a company facts answer
// is used, and which quote answers are refused.
import { describe, expect, it } from 'vitest';
import { companyFactsAnswer, quoteAnswer, shareEntry } from '../testing/market-cap-answers.ts';
import { isUsListing } from './market-cap.ts';
import { lastCloseOf } from './quote-close.ts';
import { paddedCik, sharesOutstandingOf } from './sec-edgar.ts';
import { SourceFailure } from './types.ts';

describe('sharesOutstandingOf', () => {
  it('takes the latest entry by end, then by filed, whatever the order listed', () => {
    const answer = companyFactsAnswer(1050446, 'Strategy Inc', [
      shareEntry('2026-10-27', 360_000_000, '2026-11-05', '10-Q/A'),
      shareEntry('2026-10-27', 359_000_000, '2026-10-30'),
      shareEntry('2026-02-10', 333_752_708, '2026-02-12', '10-K'),
    ]);
    expect(sharesOutstandingOf(answer, '1050446')).toMatchObject({
      cik: '0001050446',
      shares: 360_000_000,
      asOf: '2026-10-27',
      filed: '2026-11-05',
      form: '10-Q/A',
    });
  });

  it.each([
    ['no entries', companyFactsAnswer(1, 'X', []), /shape|EntityCommonStockSharesOutstanding/],
    ['a fractional count', companyFactsAnswer(1, 'X', [shareEntry('2026-01-01', 1.5, '2026-01-02')]), /plausible/],
    ['zero shares', companyFactsAnswer(1, 'X', [shareEntry('2026-01-01', 0, '2026-01-02')]), /plausible/],
    ['10^15 shares', companyFactsAnswer(1, 'X', [shareEntry('2026-01-01', 1e15, '2026-01-02')]), /plausible/],
    ['a date that is not yyyy-mm-dd', companyFactsAnswer(1, 'X', [shareEntry('Oct 2026', 5, '2026-01-02')]), /date/],
    ['an array', [], /shape|EntityCommonStockSharesOutstanding/],
  ])('refuses %s', (_label, body, reason) => {
    expect(() => sharesOutstandingOf(body, '1')).toThrow(SourceFailure);
    expect(() => sharesOutstandingOf(body, '1')).toThrow(reason);
  });

  it('pads a CIK to 10 digits', () => {
    expect(paddedCik('320193')).toBe('0000320193');
    expect(paddedCik('0001050446')).toBe('0001050446');
  });
});

describe('lastCloseOf', () => {
  it('reads { symbol, close, date }, currency optional', () => {
    expect(lastCloseOf({ symbol: 'mstr', close: 171.42, date: '2026-12-04' }, 'MSTR')).toEqual({
      symbol: 'MSTR',
      close: 171.42,
      date: '2026-12-04',
    });
  });

  it.each([
    ['another currency', { ...quoteAnswer('MSTR', 1, '2026-12-04'), currency: 'EUR' }, /shape/],
    ['a close of zero', quoteAnswer('MSTR', 0, '2026-12-04'), /plausible price/],
    ['a close of 10^15', quoteAnswer('MSTR', 1e15, '2026-12-04'), /plausible price/],
    ['a string close', { symbol: 'MSTR', close: '171.42', date: '2026-12-04' }, /shape/],
    ['another symbol', quoteAnswer('MSTU', 1, '2026-12-04'), /for MSTU/],
  ])('refuses %s', (_label, body, reason) => {
    expect(() => lastCloseOf(body, 'MSTR')).toThrow(reason);
  });
});

describe('isUsListing', () => {
  const record = (symbol: string | null, exchange: string | null) => ({ symbol, exchange });
  it('reads rows on a US exchange or with a .US symbol, never others', () => {
    expect(isUsListing(record('MSTR', 'Nasdaq'))).toBe(true);
    expect(isUsListing(record('KULR', 'NYSE American'))).toBe(true);
    expect(isUsListing(record('FXSH.US', null))).toBe(true);
    expect(isUsListing(record('3350.T', 'Tokyo Stock Exchange'))).toBe(false);
    expect(isUsListing(record(null, 'Nasdaq'))).toBe(false);
  });
});
