import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  formatBtc,
  formatDate,
  formatDateTime,
  formatInteger,
  formatPercent,
  formatDecimal,
  formatSignedPercent,
  formatUsd,
  formatUsdBillions,
  formatUsdCompact,
} from './format';
import { HydrationEnd, startHydration } from './hydration';

describe('dates', () => {
  const instant = '2026-11-21T23:42:00Z';

  it('are domain/format-date.ts, the formatter the server uses too', async () => {
    const domain = await import('@domain/format-date');
    expect(formatDateTime(instant)).toBe(domain.formatDateTime(instant));
    expect(formatDate(instant)).toBe(domain.formatDate(instant));
    expect(formatDateTime(instant, { timeZone: 'Asia/Tokyo' })).toBe(
      domain.formatDateTime(instant, { timeZone: 'Asia/Tokyo' }),
    );
  });

  it("are in UTC while a server-rendered page hydrates, in the reader's zone after", () => {
    const reader = Intl.DateTimeFormat().resolvedOptions().timeZone;
    startHydration();
    try {
      expect(formatDateTime(instant)).toBe('Nov 21, 2026, 11:42 PM UTC');
      expect(formatDate(instant)).toBe('Nov 21, 2026');
    } finally {
      render(<HydrationEnd />);
    }
    expect(formatDateTime(instant)).toBe(formatDateTime(instant, { timeZone: reader }));
  });
});

describe('numbers', () => {
  it('formats integers with grouping', () => {
    expect(formatInteger(1234567)).toBe('1,234,567');
    expect(formatInteger(2293.6)).toBe('2,294');
  });

  it('formats BTC', () => {
    expect(formatBtc(846842)).toBe('846,842 BTC');
    expect(formatBtc(0.12345678, 8)).toBe('0.12345678 BTC');
  });

  it('formats USD', () => {
    expect(formatUsd(97123.456)).toBe('$97,123.46');
    expect(formatUsd(2997, 0)).toBe('$2,997');
  });

  it('formats USD in billions to one decimal', () => {
    expect(formatUsdBillions(71_300_000_000)).toBe('$71.3B');
    expect(formatUsdBillions(71_349_999_999)).toBe('$71.3B');
    expect(formatUsdBillions(65_000_000_000)).toBe('$65.0B');
    expect(formatUsdBillions(1_234_500_000_000)).toBe('$1,234.5B');
    expect(formatUsdBillions(0)).toBe('$0.0B');
  });

  it('formats a fraction as a percentage', () => {
    expect(formatPercent(0.153)).toBe('15.3%');
    expect(formatPercent(0.15, 0)).toBe('15%');
  });
});

describe('formatUsdCompact', () => {
  it('shortens large dollar amounts with a unit', () => {
    expect(formatUsdCompact(32_500_000_000)).toBe('$32.5B');
    expect(formatUsdCompact(900_000_000)).toBe('$900.0M');
    expect(formatUsdCompact(24_000_000_000, 2)).toBe('$24.00B');
    expect(formatUsdCompact(1_234_000_000_000)).toBe('$1.2T');
  });
});

describe('formatDecimal', () => {
  it('groups and fixes the decimals', () => {
    expect(formatDecimal(1234.5)).toBe('1,234.50');
    expect(formatDecimal(0.12345, 4)).toBe('0.1235');
  });
});

describe('formatSignedPercent', () => {
  it('signs gains and losses but not zero', () => {
    expect(formatSignedPercent(1.25)).toBe('+1.25%');
    expect(formatSignedPercent(-2.5)).toBe('-2.50%');
    expect(formatSignedPercent(0)).toBe('0.00%');
    expect(formatSignedPercent(23.44, 1)).toBe('+23.4%');
    expect(formatSignedPercent(-12, 1)).toBe('-12.0%');
    expect(formatSignedPercent(1.5e18, 1)).toBe('+1.5E18%');
  });
});
