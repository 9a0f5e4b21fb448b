import { describe, expect, it } from 'vitest';
import { describeAsOfText } from './as-of-text.ts';

describe('describeAsOfText', () => {
  it.each([
    ['2021-02', 'February 2021'],
    ['2024-07 (inferred)', 'July 2024 (inferred)'],
    ['2026-02 (file date; row not individually dated)', 'February 2026 (file date; row not individually dated)'],
    ['2026-06-15', 'Jun 15, 2026'],
    ['2026-06-09/2026-06-15', 'Jun 9, 2026 to Jun 15, 2026'],
    ['2025-10/2026-01', 'October 2025 to January 2026'],
    ['2026-06-15 (approx)', 'Jun 15, 2026 (approx)'],
    ['late 2025', 'late 2025'],
    ['2026 (undated)', '2026 (undated)'],
  ])('gives %s at the precision it was stored with: %s', (raw, expected) => {
    expect(describeAsOfText(raw)).toBe(expected);
  });

  it('never turns a month into a day of it', () => {
    expect(describeAsOfText('2021-02')).not.toMatch(/\d{1,2}, 2021/);
  });

  it('leaves an impossible date as written and gives null when no date is recorded', () => {
    expect(describeAsOfText('2026-13')).toBe('2026-13');
    expect(describeAsOfText('2026-02-30')).toBe('2026-02-30');
    expect(describeAsOfText(null)).toBeNull();
    expect(describeAsOfText('  ')).toBeNull();
  });
});
