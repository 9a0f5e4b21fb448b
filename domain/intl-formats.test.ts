import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, numberFormat } from './intl-formats.ts';

describe('Intl formatters made once per set of options', () => {
  it('returns the same formatter for equal options and another for different ones', () => {
    const two = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(two);
    expect(numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 })).not.toBe(two);
    expect(two.format(1234.5)).toBe('1,234.50');
  });

  it('keeps time zones apart', () => {
    const instant = new Date('2026-03-29T00:30:00Z');
    expect(dateTimeFormat({ hour: 'numeric', timeZone: 'UTC' }).format(instant)).toBe('12 AM');
    expect(dateTimeFormat({ hour: 'numeric', timeZone: 'Europe/Berlin' }).format(instant)).toBe('1 AM');
    expect(dateTimeFormat({ hour: 'numeric', timeZone: 'UTC' })).not.toBe(
      dateTimeFormat({ hour: 'numeric', timeZone: 'Europe/Berlin' }),
    );
  });

  it('finds a kept options object and an equal copy of it to the same collator', () => {
    const options: Intl.CollatorOptions = { sensitivity: 'base', numeric: true };
    const first = collator(options);
    expect(collator(options)).toBe(first);
    expect(collator({ ...options })).toBe(first);
    expect(collator({ sensitivity: 'variant' })).not.toBe(first);
    expect(['item 10', 'Item 9'].sort(first.compare)).toEqual(['Item 9', 'item 10']);
  });
});
