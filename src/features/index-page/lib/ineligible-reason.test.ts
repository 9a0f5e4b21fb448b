import { methodologies } from '@domain/index-methodology/methodologies';
import { describe, expect, it } from 'vitest';
import { constituentFixture } from '@/testing/market-fixtures';
import { ineligibleReasonText, type IneligibleRow } from './ineligible-reason';

const row = (reason: IneligibleRow['reason'], overrides: Partial<IneligibleRow> = {}): IneligibleRow => ({
  ...constituentFixture(overrides),
  reason,
});

describe('ineligibleReasonText', () => {
  it('names the holding and the minimum', () => {
    expect(ineligibleReasonText(row('below_minimum_btc', { btcHoldings: 2_834 }), methodologies.bitcoin_treasury)).toBe(
      'Holds 2,834 BTC — below the 3,000 BTC minimum',
    );
    expect(
      ineligibleReasonText(row('below_minimum_btc', { btcHoldings: 50 }), methodologies.bitcoin_treasury_starter),
    ).toBe('Holds 50 BTC — below the 100 BTC minimum');
  });

  it("names the starter index's ceiling", () => {
    expect(
      ineligibleReasonText(row('above_maximum_btc', { btcHoldings: 8_000 }), methodologies.bitcoin_treasury_starter),
    ).toBe('Holds 8,000 BTC — at or above the 3,000 BTC ceiling of this index');
  });

  it('explains missing values and renewable shares', () => {
    expect(ineligibleReasonText(row('no_btc_value'), methodologies.bitcoin_treasury)).toBe(
      'No USD value for its BTC holdings',
    );
    expect(ineligibleReasonText(row('no_market_cap'), methodologies.bitcoin_treasury)).toBe(
      'No market capitalisation on record',
    );
    expect(
      ineligibleReasonText(row('renewable_share_too_low', { renewableEnergyPct: 30 }), methodologies.green_vault),
    ).toBe('Renewable energy share 30% — below the 50% minimum');
    expect(
      ineligibleReasonText(row('renewable_share_too_low', { renewableEnergyPct: null }), methodologies.green_vault),
    ).toBe('No renewable energy share on record — at least 50% is required');
  });
});
