import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExactSum, exactSum } from './exact-sum.ts';
import { exactSumByBigInt } from './reference-calculation.ts';

describe('exactSum', () => {
  it('rounds the exact sum once', () => {
    expect(exactSum([0.1, 0.2, 0.3])).toBe(0.6);
    expect(0.1 + 0.2 + 0.3).not.toBe(0.6); // the naive sum
    expect(exactSum([1e100, 1, -1e100])).toBe(1);
    expect(exactSum([1, 1e-16, 1e-16])).toBe(1.0000000000000002);
    expect(exactSum([])).toBe(0);
    expect(Object.is(exactSum([-0, -0]), 0)).toBe(true);
    expect(exactSum([Infinity, 1])).toBe(Infinity);
    expect(exactSum([Infinity, -Infinity])).toBeNaN();
    expect(exactSum([NaN, 1])).toBeNaN();
    // Half-way between two doubles: ties go to even, decided by the smallest partial.
    expect(exactSum([1, 2 ** -53, 2 ** -106])).toBe(1 + 2 ** -52);
    expect(exactSum([1, 2 ** -53])).toBe(1);
  });

  it('equals the integer-arithmetic sum, in any order, and clone goes on independently', () => {
    const doubles = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e300, max: 1e300 }),
      fc.double({ noNaN: true, min: -1e-300, max: 1e-300 }),
      fc.integer({ min: -1e6, max: 1e6 }),
    );
    fc.assert(
      fc.property(fc.array(doubles, { maxLength: 40 }), fc.array(doubles, { maxLength: 5 }), (values, more) => {
        const expected = exactSumByBigInt(values);
        expect(exactSum(values)).toBe(expected);
        expect(exactSum([...values].reverse())).toBe(expected);
        const sum = new ExactSum();
        for (const value of values) sum.add(value);
        const copy = sum.clone();
        for (const value of more) copy.add(value);
        expect(sum.value()).toBe(expected);
        expect(copy.value()).toBe(exactSumByBigInt([...values, ...more]));
      }),
      { numRuns: 500 },
    );
  });
});
