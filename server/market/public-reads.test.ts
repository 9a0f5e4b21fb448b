import { describe, expect, it } from 'vitest';
import { publicReadKeyForUrl, publicReadKeys } from './public-reads.ts';

describe('publicReadKeyForUrl', () => {
  it.each([
    ['/api/constituents', publicReadKeys.constituents(undefined)],
    ['/api/constituents?index_type=bitcoin_treasury', publicReadKeys.constituents('bitcoin_treasury')],
    ['/api/constituents?index_type=government_reserve', publicReadKeys.constituents('government_reserve')],
    ['/api/holdings/combined', publicReadKeys.combinedHoldings],
    ['/api/holdings/summary', publicReadKeys.holdingsSummary],
    ['/api/prices/latest', publicReadKeys.latestPrices],
    ['/api/index/bitcoin_treasury', publicReadKeys.indexResult('bitcoin_treasury')],
    ['/api/index/green_vault', publicReadKeys.indexResult('green_vault')],
  ])('%s reads %s', (url, key) => {
    expect(publicReadKeyForUrl(url)).toBe(key);
  });

  it.each([
    '/api/constituents?index_type=government_reserves', // legacy spelling: the stack normalises it
    '/api/constituents?index_type=bitcoin_treasury&x=1',
    '/api/constituents?index_type=nasdaq',
    '/api/constituents/',
    '/api/constituents?',
    '/api/prices/latest?x=1',
    '/api/prices',
    '/api/prices/daily',
    '/api/holdings/outside-total',
    '/api/index/nasdaq',
    '/api/index/',
    '/api/health',
    '/',
    '/api/holdings/combined#x',
  ])('%s is left to the full stack', (url) => {
    expect(publicReadKeyForUrl(url)).toBeNull();
  });
});
