// GET /api/index/:id — calculateIndex's result for one index on the stored rows (cached
// until the next change of the data, with ETag/304 and precompressed bodies).
import { indexIdParam } from '../../domain/schemas/market.ts';
import { createRouter } from '../app-env.ts';
import type { MarketServices } from '../market/services.ts';
import { sendCachedRead } from './cached-read.ts';
import { validate } from './validate.ts';

export const indexResultRoutes = (market: MarketServices) =>
  createRouter().get('/:id', validate('param', indexIdParam), async (c) => {
    const { id } = c.req.valid('param');
    const { key, produce } = market.indexResults.cachedRead(c.var.db, id);
    return sendCachedRead(c, market.reads, key, produce);
  });
