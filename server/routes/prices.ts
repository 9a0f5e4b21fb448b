// GET /api/prices?limit=N — stored prices, newest first (100 by default);
// GET /api/prices/latest — the newest stored price of each symbol (read cache, ETag/304);
// GET /api/prices/daily?days=N&symbol=BTC — one price per UTC day (the day's last), newest first.
import * as z from 'zod/mini';
import { createRouter } from '../app-env.ts';
import { DAILY_PRICE_MAX_DAYS, DEFAULT_DAILY_DAYS } from '../../domain/schemas/prices.ts';
import {
  BTC_SYMBOL,
  latestPrices,
  listDailyPrices,
  listPrices,
  PRICE_LIST_DEFAULT_LIMIT,
  PRICE_LIST_MAX_LIMIT,
} from '../db/queries/prices.ts';
import { publicReadKeys } from '../market/public-reads.ts';
import type { MarketServices } from '../market/services.ts';
import { sendCachedRead } from './cached-read.ts';
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

const dailyQuery = z.object({
  days: z._default(
    z.coerce
      .number()
      .check(
        z.int('days must be a whole number'),
        z.gte(1, 'days must be at least 1'),
        z.lte(DAILY_PRICE_MAX_DAYS, `days must be at most ${DAILY_PRICE_MAX_DAYS}`),
      ),
    DEFAULT_DAILY_DAYS,
  ),
  symbol: z._default(z.string().check(z.minLength(1), z.maxLength(20)), BTC_SYMBOL),
});

export const priceRoutes = (market: MarketServices) =>
  createRouter()
    .get('/', validate('query', listQuery), async (c) => c.json(await listPrices(c.var.db, c.req.valid('query').limit)))
    .get('/latest', (c) => sendCachedRead(c, market.reads, publicReadKeys.latestPrices, () => latestPrices(c.var.db)))
    .get('/daily', validate('query', dailyQuery), async (c) => {
      const { days, symbol } = c.req.valid('query');
      return c.json(await listDailyPrices(c.var.db, symbol, days));
    });
