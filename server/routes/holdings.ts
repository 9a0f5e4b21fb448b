// GET /api/holdings/summary — the home page's public-company BTC total and latest price;
// GET /api/holdings/combined — every holder with totals that count each entity once;
// GET /api/holdings/outside-total — the public listing site's total (fallback, 0 on failure).
// Summary and combined come from the read cache (computed once per change of the data,
// ETag/304, precompressed).
import { createRouter } from '../app-env.ts';
import { listConstituents } from '../db/queries/constituents.ts';
import { getHoldingsSummary } from '../db/queries/holdings.ts';
import { combineHoldings } from '../../domain/market/combined-holdings.ts';
import { publicReadKeys } from '../market/public-reads.ts';
import type { MarketServices } from '../market/services.ts';
import { sendCachedRead } from './cached-read.ts';

export const holdingsRoutes = (market: MarketServices) =>
  createRouter()
    .get('/summary', (c) =>
      sendCachedRead(c, market.reads, publicReadKeys.holdingsSummary, () => getHoldingsSummary(c.var.db)),
    )
    .get('/combined', (c) =>
      sendCachedRead(c, market.reads, publicReadKeys.combinedHoldings, async () =>
        combineHoldings(await listConstituents(c.var.db)),
      ),
    )
    .get('/outside-total', async (c) => c.json(await market.outsideTotal.get()));
