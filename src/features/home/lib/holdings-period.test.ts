import { describe, expect, it } from 'vitest';
import { describeHoldingsPeriod } from './holdings-period';

describe('describeHoldingsPeriod', () => {
  it('names the first and last month when the companies report on different dates', () => {
    expect(describeHoldingsPeriod('2021-02-28', '2026-06-21')).toBe(
      'Holdings reported between February 2021 and June 2026 (each company’s date is on its page)',
    );
  });

  it('names one month when every report falls in it, and says when no date is stored', () => {
    expect(describeHoldingsPeriod('2026-06-01', '2026-06-21')).toBe('Holdings as of June 2026');
    expect(describeHoldingsPeriod(null, '2026-06-21')).toBe('Holdings as of June 2026');
    expect(describeHoldingsPeriod(null, null)).toBe('Holdings as of an unrecorded date');
  });
});
