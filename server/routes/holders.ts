// GET /api/holders/:ticker — one holder's rows, memberships with weight and rank, and the
// change log of its holdings (cached until the next change of the data, ETag/304).
// `?kind=fund` or `?kind=company` picks one of a fund and a company that share a ticker.
import { AppError } from '../../domain/errors.ts';
import { holderKindQuery, holderTickerParam } from '../../domain/schemas/holders.ts';
import { createRouter } from '../app-env.ts';
import { holderNotFoundMessage, readHolder } from '../market/holder-service.ts';
import { publicReadKeys } from '../market/public-reads.ts';
import type { MarketServices } from '../market/services.ts';
import { sendCachedRead } from './cached-read.ts';
import { validate } from './validate.ts';

export const holderRoutes = (market: MarketServices) =>
  createRouter().get(
    '/:ticker',
    validate('param', holderTickerParam),
    validate('query', holderKindQuery),
    async (c) => {
      const { ticker } = c.req.valid('param');
      const { kind } = c.req.valid('query');
      return sendCachedRead(c, market.reads, publicReadKeys.holder(ticker, kind), async () => {
        const holder = await readHolder(c.var.db, market, ticker, kind);
        if (!holder) throw new AppError('NOT_FOUND', { message: holderNotFoundMessage(ticker, kind) });
        return holder;
      });
    },
  );
