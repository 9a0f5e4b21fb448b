// GET /api/governments/:slug — one government's stored row, the latest stored BTC price and
// the change log of its holdings (cached until the next change of the data, ETag/304).
import { AppError } from '../../domain/errors.ts';
import { governmentSlugParam } from '../../domain/schemas/holders.ts';
import { createRouter } from '../app-env.ts';
import { readGovernment } from '../market/holder-service.ts';
import { publicReadKeys } from '../market/public-reads.ts';
import type { MarketServices } from '../market/services.ts';
import { sendCachedRead } from './cached-read.ts';
import { validate } from './validate.ts';

export const governmentRoutes = (market: MarketServices) =>
  createRouter().get('/:slug', validate('param', governmentSlugParam), async (c) => {
    const { slug } = c.req.valid('param');
    return sendCachedRead(c, market.reads, publicReadKeys.government(slug), async () => {
      const government = await readGovernment(c.var.db, slug);
      if (!government) throw new AppError('NOT_FOUND', { message: `No government with the slug ${slug}` });
      return government;
    });
  });
