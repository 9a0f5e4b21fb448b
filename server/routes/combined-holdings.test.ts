// GET /api/holdings/combined on the seeded database, with the seed's ticker collision made
// visible: ABTC is American Bitcoin Corp (a public company, and in the GreenVault set as
// Gryphon) and also 21Shares' Bitcoin ETP, which the seed leaves out (its source gives AUM
// only, no BTC). Added with BTC (a test figure), the ETF is a holder of its own: the totals
// count the company once and the ETF once, and the holders the browser lists (domain
// groupHolders, the same rule) add up to them.
// src/features/holdings/components/holdings-page.test.tsx checks the browser's table on
// the same collision. Through Hono's typed testClient; the combined holdings answer from the
// read cache, untyped, and are parsed with their contract.
import { testClient } from 'hono/testing';
import { describe, expect, it } from 'vitest';
import { countHoldingBitcoin, groupHolders } from '../../domain/market/combined-holdings.ts';
import { combinedHoldingsSchema, type CombinedHoldings } from '../../domain/schemas/market.ts';
import { createApp } from '../app.ts';
import { jsonHeaders, signUpAdmin } from '../testing/auth-helpers.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

const ETP_BTC = 550;

describe.each(testEngines('http'))('combined holdings with a company and an ETF both called ABTC, on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });

  const app = () => createApp({ db: database().handle });

  async function combined(): Promise<CombinedHoldings> {
    const response = await testClient(app()).api.holdings.combined.$get();
    expect(response.status).toBe(200);
    return combinedHoldingsSchema.parse(await response.json());
  }

  it('counts American Bitcoin once and the 21Shares ETP as a separate holder, and the listed holders add up', async () => {
    const before = await combined();
    const abtcRows = before.rows.filter((row) => row.symbol === 'ABTC');
    expect(abtcRows.map((row) => row.indexType).sort()).toEqual(['bitcoin_treasury', 'green_vault']);
    const company = abtcRows.find((row) => row.indexType === 'bitcoin_treasury')!;
    const etfBefore = before.categories.find((category) => category.indexType === 'bitcoin_etf')!;

    const instance = app();
    const admin = await signUpAdmin(instance, database().db);
    const api = testClient(instance, undefined, undefined, { headers: () => jsonHeaders(admin.cookie) }).api;
    const added = await api.constituents.$post({
      json: {
        companyName: '21Shares Bitcoin ETP',
        symbol: 'ABTC',
        btcHoldings: ETP_BTC,
        indexType: 'bitcoin_etf',
        country: 'CH',
      },
    });
    expect(added.status).toBe(201);
    const after = await combined();

    // The ETF's BTC is added once; the company's is not counted again.
    expect(after.totalBTC).toBeCloseTo(before.totalBTC + ETP_BTC, 6);
    const etfAfter = after.categories.find((category) => category.indexType === 'bitcoin_etf')!;
    expect(etfAfter.count).toBe(etfBefore.count + 1);
    expect(etfAfter.totalBTC).toBeCloseTo(etfBefore.totalBTC + ETP_BTC, 6);
    const abtcDuplicate = after.duplicates.filter((duplicate) => duplicate.symbol === 'ABTC');
    expect(abtcDuplicate).toEqual([
      {
        symbol: 'ABTC',
        companyName: company.companyName,
        indexTypes: ['bitcoin_treasury', 'green_vault'],
        btcHoldings: company.btcHoldings,
      },
    ]);

    const holders = groupHolders(after.rows);
    expect(holders.filter((holder) => holder.row.symbol === 'ABTC').map((holder) => holder.indexTypes)).toEqual([
      ['bitcoin_treasury', 'green_vault'],
      ['bitcoin_etf'],
    ]);
    expect(holders.reduce((sum, holder) => sum + holder.row.btcHoldings, 0)).toBeCloseTo(after.totalBTC, 6);
    expect(holders.reduce((sum, holder) => sum + holder.row.btcValueUSD, 0)).toBeCloseTo(after.totalIndexValue, 0);
    // Holders at 0 BTC (the seed's Germany) are listed but not counted (ADR 120).
    expect(after.categories.reduce((sum, category) => sum + category.count, 0)).toBe(
      countHoldingBitcoin(holders.map((holder) => holder.row)),
    );
  });

  it("splits the governments' total into state reserves, seized or forfeited coins and other (ADR 170)", async () => {
    const answer = await combined();
    const governments = answer.categories.find((category) => category.indexType === 'government_reserve')!;
    expect(governments.label).toBe('Governments (state reserves, seized or forfeited coins, other)');
    const kinds = answer.governmentCategories;
    expect(kinds.map((kind) => kind.category)).toEqual(['state_reserve', 'seized_or_forfeited', 'other']);
    expect(kinds.reduce((sum, kind) => sum + kind.totalBTC, 0)).toBeCloseTo(governments.totalBTC, 6);
    // The seed's Ukraine: public officials' declared holdings, which the page marks "not a state reserve".
    const ukraine = answer.rows.find((row) => row.indexType === 'government_reserve' && row.companyName === 'Ukraine')!;
    const other = kinds.find((kind) => kind.category === 'other')!;
    expect(other).toMatchObject({ label: 'Other: not a state reserve', count: 1, totalBTC: ukraine.btcHoldings });
    expect(ukraine.btcHoldings).toBe(46_351);
    expect(kinds.find((kind) => kind.category === 'seized_or_forfeited')!.totalBTC).toBeGreaterThan(0);
  });
});
