// GET /api/holdings/summary — the home page's public-company BTC total and latest price;
// GET /api/holdings/combined — every holder with totals that count each entity once;
// GET /api/holdings/outside-total — the public listing site's total (fallback, 0 on failure).
import { createRouter } from '../app-env.ts';
import { listConstituents } from '../db/queries/constituents.ts';
import { getHoldingsSummary } from '../db/queries/holdings.ts';
import { combineHoldings } from '../market/combined-holdings.ts';
import type { MarketServices } from '../market/services.ts';

export const holdingsRoutes = (market: MarketServices) =>
  createRouter()
    .get('/summary', async (c) => c.json(await getHoldingsSummary(c.var.db)))
    .get('/combined', async (c) => c.json(combineHoldings(await listConstituents(c.var.db))))
    .get('/outside-total', async (c) => c.json(await market.outsideTotal.get()));
