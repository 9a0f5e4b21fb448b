// GET /api/index/:id — calculateIndex's result for one index on the stored rows (cached
// until the next change of the data, with ETag/304 and precompressed bodies); with
// ?ineligiblePageSize=N the companies left out are cut to their first page (the index
// page's answer), and GET /api/index/:id/ineligible?page=&pageSize= pages them (ADR 202).
import { indexIdParam, indexResultQuery, ineligiblePageQuery } from '../../domain/schemas/market.ts';
import { createRouter } from '../app-env.ts';
import type { MarketServices } from '../market/services.ts';
import { sendCachedRead } from './cached-read.ts';
import { validate } from './validate.ts';

export const indexResultRoutes = (market: MarketServices) =>
  createRouter()
    .get('/:id', validate('param', indexIdParam), validate('query', indexResultQuery), async (c) => {
      const { id } = c.req.valid('param');
      const { ineligiblePageSize } = c.req.valid('query');
      const { key, produce } =
        ineligiblePageSize === undefined
          ? market.indexResults.cachedRead(market.reads, c.var.db, id)
          : market.indexResults.firstPageRead(market.reads, c.var.db, id, ineligiblePageSize);
      return sendCachedRead(c, market.reads, key, produce);
    })
    .get('/:id/ineligible', validate('param', indexIdParam), validate('query', ineligiblePageQuery), async (c) => {
      const { id } = c.req.valid('param');
      const { page, pageSize } = c.req.valid('query');
      return c.json(await market.indexResults.ineligiblePage(market.reads, c.var.db, id, page, pageSize));
    });
