// GET /api/index/:id — calculateIndex's result for one index on the stored rows (cached
// until the next change of the data, with ETag/304 and precompressed bodies).
import { indexIdParam } from '../../domain/schemas/market.ts';
import { createRouter } from '../app-env.ts';
import { publicReadKeys } from '../market/public-reads.ts';
import type { MarketServices } from '../market/services.ts';
import { sendCachedRead } from './cached-read.ts';
import { validate } from './validate.ts';

export const indexResultRoutes = (market: MarketServices) =>
  createRouter().get('/:id', validate('param', indexIdParam), async (c) => {
    const { id } = c.req.valid('param');
    return sendCachedRead(c, market.reads, publicReadKeys.indexResult(id), () =>
      market.indexResults.compute(c.var.db, id),
    );
  });
