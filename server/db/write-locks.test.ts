import { describe, expect, it } from 'vitest';
import { INDEX_TYPES } from '../../domain/schemas/common.ts';
import { lockOrder } from './write-locks.ts';

describe('lockOrder', () => {
  it('takes index types in one order, without repeats, whatever order they are asked in', () => {
    expect(lockOrder(['green_vault', 'bitcoin_etf', 'green_vault', 'bitcoin_treasury'])).toEqual([
      'bitcoin_treasury',
      'bitcoin_etf',
      'green_vault',
    ]);
    expect(lockOrder([...INDEX_TYPES].reverse())).toEqual([...INDEX_TYPES]);
    expect(lockOrder([])).toEqual([]);
  });
});
