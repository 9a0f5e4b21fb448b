import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { importIssues } from './import-constituents';

describe('importIssues', () => {
  it('reads the row and field of each issue of a rejected import', () => {
    const error = new ApiError('Import rejected, nothing was written', 422, 'VALIDATION_FAILED', {
      issues: [
        { path: 'rows.3.btcHoldings', message: 'Row 4: btcHoldings: BTC holdings cannot be negative' },
        { path: 'rows.0', message: 'Row 1: not an object' },
        { path: 'rows', message: 'Nothing to import' },
      ],
    });
    expect(importIssues(error)).toEqual([
      { index: 3, field: 'btcHoldings', message: 'Row 4: btcHoldings: BTC holdings cannot be negative' },
      { index: 0, field: null, message: 'Row 1: not an object' },
      { index: null, field: 'rows', message: 'Nothing to import' },
    ]);
  });

  it('is empty for other errors', () => {
    expect(importIssues(new Error('boom'))).toEqual([]);
    expect(importIssues(new ApiError('Forbidden', 403, 'FORBIDDEN'))).toEqual([]);
  });
});
