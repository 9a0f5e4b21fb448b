// GET /api/prices?limit=N — stored prices, newest first (100 by default);
// GET /api/prices/latest — the newest stored price of each symbol.
import * as z from 'zod/mini';
import { createRouter } from '../app-env.ts';
import { latestPrices, listPrices, PRICE_LIST_DEFAULT_LIMIT, PRICE_LIST_MAX_LIMIT } from '../db/queries/prices.ts';
import { validate } from './validate.ts';

const listQuery = z.object({
  limit: z._default(
    z.coerce
      .number()
      .check(
        z.int('limit must be a whole number'),
        z.gte(1, 'limit must be at least 1'),
        z.lte(PRICE_LIST_MAX_LIMIT, `limit must be at most ${PRICE_LIST_MAX_LIMIT}`),
      ),
    PRICE_LIST_DEFAULT_LIMIT,
  ),
});

export const prices = createRouter()
  .get('/', validate('query', listQuery), async (c) => c.json(await listPrices(c.var.db, c.req.valid('query').limit)))
  .get('/latest', async (c) => c.json(await latestPrices(c.var.db)));
