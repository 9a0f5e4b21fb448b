// Recorded answers in CoinGecko's documented public treasury shape (GET
// /{companies|governments}/public_treasury/bitcoin), for tests and the browser tests' fake
// source (tests/e2e/support/fake-sources.ts). The holders and figures are the seed's own
// (server/db/seed/*.csv), so a sync against them finds nothing to change — except what a
// test changes on purpose — plus two a test maps: Treasury B.V. under a suffix the mapping
// does not know (TRSR.NA) and a holder the seed does not have.
import type {
  CompanyTreasuryAnswer,
  GovernmentTreasuryAnswer,
  TreasuryHolder as Holder,
} from '../sources/coingecko.ts';

const holder = (name: string, symbol: string | null, country: string, totalHoldings: number): Holder => ({
  name,
  symbol,
  country,
  total_holdings: totalHoldings,
  total_entry_value_usd: 0,
  total_current_value_usd: 0,
  percentage_of_total_supply: Number(((totalHoldings / 21_000_000) * 100).toFixed(3)),
});

const totals = (holders: Holder[]) => ({
  total_holdings: holders.reduce((sum, item) => sum + item.total_holdings, 0),
  total_value_usd: 0,
  market_cap_dominance: 0,
});

/** The companies list: seed figures (Strategy, Metaplanet, KULR, H100), Treasury B.V. as TRSR.NA, and a holder the seed lacks. */
export function companiesAnswer(changes: { kulr?: number; treasuryBv?: number } = {}): CompanyTreasuryAnswer {
  const companies = [
    holder('Strategy', 'MSTR.US', 'US', 846_842),
    holder('Metaplanet', '3350.T', 'JP', 40_177),
    holder('KULR Technology Group', 'KULR.US', 'US', changes.kulr ?? 1_021),
    holder('Treasury B.V.', 'TRSR.NA', 'NL', changes.treasuryBv ?? 1_111),
    holder('H100 Group', 'H100.ST', 'SE', 1_051),
    holder('Fixture Sats Holdings', 'FXSH.US', 'US', 321),
  ];
  return { ...totals(companies), companies };
}

/** The governments list (under `governments`, as documented): seed figures, no symbols (matched by their exact names). */
export function governmentsAnswer(): GovernmentTreasuryAnswer {
  const governments = [holder('United States', null, 'US', 328_372), holder('China', null, 'CN', 190_000)];
  return { ...totals(governments), governments };
}
