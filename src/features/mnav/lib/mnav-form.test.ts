import { describe, expect, it } from 'vitest';
import { treasuryConstituentsFixture } from '@/testing/market-tools-fixtures';
import {
  effectiveValues,
  findCompany,
  isFromCompany,
  parseMnavSearch,
  pinnedState,
  serializeMnavSearch,
  toMnavInput,
} from './mnav-form';

const alpha = treasuryConstituentsFixture[0]!;

describe('mNAV form state in the URL', () => {
  it('round-trips every field and the symbol', () => {
    const search =
      'btc=1000&price=50000&mcap=100M&sp=&shares=2e6&debt=10M&pref=0&cash=5M&add=2&yield=0.1%25&symbol=ALPH';
    const state = parseMnavSearch(new URLSearchParams(search));
    expect(state).toEqual({
      values: {
        btcHeld: '1000',
        btcPrice: '50000',
        marketCap: '100M',
        sharePrice: '',
        sharesOutstanding: '2e6',
        debt: '10M',
        preferred: '0',
        cash: '5M',
        btcAddedPerDay: '2',
        dailyBtcYieldPct: '0.1%',
      },
      symbol: 'ALPH',
    });
    expect(parseMnavSearch(serializeMnavSearch(state))).toEqual({
      ...state,
      // An empty share price has no fallback, so it is simply left out.
      values: { ...state.values, sharePrice: undefined },
    });
  });

  it('keeps a cleared field that has a fallback, so the fallback does not come back', () => {
    expect(serializeMnavSearch({ values: { btcPrice: '' } }).toString()).toBe('price=');
    expect(serializeMnavSearch({ values: { debt: '' }, symbol: 'ALPH' }).toString()).toBe('debt=&symbol=ALPH');
    expect(serializeMnavSearch({ values: { debt: '' } }).toString()).toBe('');
  });
});

describe('effectiveValues', () => {
  it('falls back to the company figures and the latest stored price', () => {
    const values = effectiveValues({ values: {}, symbol: 'ALPH' }, { company: alpha, latestBtcPrice: 65_000 });
    expect(values).toMatchObject({
      btcHeld: '500000',
      btcPrice: '65000',
      marketCap: '60000000000',
      sharesOutstanding: '300000000',
      debt: '8000000000',
      preferred: '10000000000',
      cash: '1000000000',
      sharePrice: '',
    });
    expect(isFromCompany('btcHeld', values, alpha)).toBe(true);
  });

  it('prefers what the user typed, even an empty field', () => {
    const values = effectiveValues(
      { values: { btcHeld: '1', btcPrice: '' }, symbol: 'ALPH' },
      { company: alpha, latestBtcPrice: 65_000 },
    );
    expect(values.btcHeld).toBe('1');
    expect(values.btcPrice).toBe('');
    expect(isFromCompany('btcHeld', values, alpha)).toBe(false);
  });

  it('finds a company by symbol whatever the case', () => {
    expect(findCompany(treasuryConstituentsFixture, 'alph')).toBe(alpha);
    expect(findCompany(treasuryConstituentsFixture, 'NOPE')).toBeNull();
    expect(findCompany(undefined, 'ALPH')).toBeNull();
  });

  it('pins every shown value for a shared link', () => {
    const state = { values: {}, symbol: 'ALPH' };
    const values = effectiveValues(state, { company: alpha, latestBtcPrice: 65_000 });
    const pinned = parseMnavSearch(serializeMnavSearch(pinnedState(state, values)));
    expect(effectiveValues(pinned, { company: null, latestBtcPrice: 1 })).toEqual(values);
  });
});

describe('toMnavInput', () => {
  it('reads suffixes and the yield percent sign, and leaves empty fields null', () => {
    const input = toMnavInput(
      effectiveValues(
        { values: { btcHeld: '1,000', marketCap: '1.5B', dailyBtcYieldPct: '0.2%' } },
        { company: null, latestBtcPrice: null },
      ),
    );
    expect(input).toMatchObject({ btcHeld: 1000, marketCap: 1.5e9, dailyBtcYieldPct: 0.2, btcPrice: null });
  });
});
