// GET /api/holders/:ticker — one holder's rows, memberships with weight and rank, and the
// change log of its holdings (cached until the next change of the data, ETag/304).
import { AppError } from '../../domain/errors.ts';
import { holderTickerParam } from '../../domain/schemas/holders.ts';
import { createRouter } from '../app-env.ts';
import { readHolder } from '../market/holder-service.ts';
import { publicReadKeys } from '../market/public-reads.ts';
import type { MarketServices } from '../market/services.ts';
import { sendCachedRead } from './cached-read.ts';
import { validate } from './validate.ts';

export const holderRoutes = (market: MarketServices) =>
  createRouter().get('/:ticker', validate('param', holderTickerParam), async (c) => {
    const { ticker } = c.req.valid('param');
    return sendCachedRead(c, market.reads, publicReadKeys.holder(ticker), async () => {
      const holder = await readHolder(c.var.db, market.reads, ticker);
      if (!holder) throw new AppError('NOT_FOUND', { message: `No holder with the ticker ${ticker}` });
      return holder;
    });
  });
