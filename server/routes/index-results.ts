// GET /api/index/:id — calculateIndex's result for one index on the stored rows (cached
// until the next change of the data).
import { indexIdParam } from '../../domain/schemas/market.ts';
import { createRouter } from '../app-env.ts';
import type { MarketServices } from '../market/services.ts';
import { computeIndexResult } from '../market/index-service.ts';
import { validate } from './validate.ts';

export const indexResultRoutes = (market: MarketServices) =>
  createRouter().get('/:id', validate('param', indexIdParam), async (c) => {
    const { id } = c.req.valid('param');
    const body = await market.reads.json(`index:${id}`, () => computeIndexResult(c.var.db, id));
    return c.body(body, 200, { 'content-type': 'application/json' });
  });
