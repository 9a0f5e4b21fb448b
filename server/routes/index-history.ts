// GET /api/index-history?index_type=<index id> — the last 365 daily rows, newest first. The
// published index result is read first: when its figures changed, today's row follows them
// (market/todays-history.ts), so the chart's today is the index card's value.
import { indexHistoryQuery } from '../../domain/schemas/market.ts';
import { createRouter } from '../app-env.ts';
import { listIndexHistory } from '../db/queries/index-history.ts';
import type { MarketServices } from '../market/services.ts';
import { validate } from './validate.ts';

export const indexHistoryRoutes = (market: MarketServices) =>
  createRouter().get('/', validate('query', indexHistoryQuery), async (c) => {
    const indexId = c.req.valid('query').index_type;
    await market.indexResults.published(market.reads, c.var.db, indexId);
    return c.json(await listIndexHistory(c.var.db, indexId));
  });
