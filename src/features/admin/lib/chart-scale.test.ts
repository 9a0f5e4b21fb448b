import { describe, expect, it } from 'vitest';
import { conversion, labelledIndexes, valueAxis } from './chart-scale';

describe('valueAxis', () => {
  it('ends on a round number at or above the largest value, from zero', () => {
    expect(valueAxis(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(valueAxis(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(valueAxis(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(valueAxis(37)).toEqual({ max: 40, ticks: [0, 10, 20, 30, 40] });
    expect(valueAxis(120)).toEqual({ max: 150, ticks: [0, 50, 100, 150] });
    expect(valueAxis(1234)).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] });
  });
});

describe('labelledIndexes', () => {
  it('labels every day that fits, else every k-th counted back from the newest', () => {
    expect(labelledIndexes(7, 10)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelledIndexes(30, 5)).toEqual([5, 11, 17, 23, 29]);
    expect(labelledIndexes(90, 4)).toEqual([20, 43, 66, 89]);
    expect(labelledIndexes(0, 4)).toEqual([]);
    expect(labelledIndexes(3, 0)).toEqual([2]);
  });
});

describe('conversion', () => {
  it('divides, or says there is nothing to divide', () => {
    expect(conversion(1, 4)).toBe(0.25);
    expect(conversion(0, 0)).toBeNull();
  });
});
