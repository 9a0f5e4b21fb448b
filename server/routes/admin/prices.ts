// /api/admin/prices — the latest price per symbol with its source and age, whether the feed
// is on and how it last ran; a price entered by hand (audited; revalues when newest BTC).
import { priceEntrySchema, type AdminPrices } from '../../../domain/schemas/admin.ts';
import { JOB_NAMES, listJobStatus } from '../../jobs/job-status.ts';
import { enterPrice, latestAgedPrices, toJobStatus } from '../../market/price-entry.ts';
import type { MarketServices } from '../../market/services.ts';
import { actingUser } from '../acting-user.ts';
import { validate } from '../validate.ts';
import { createRouter } from '../../app-env.ts';

export const adminPriceRoutes = (market: MarketServices) =>
  createRouter()
    .get('/', async (c) => {
      const [latest, jobs] = await Promise.all([latestAgedPrices(c.var.db), listJobStatus(c.var.db)]);
      const feed = market.priceFeed;
      const body: AdminPrices = {
        feed: {
          enabled: feed?.enabled ?? false,
          source: feed?.url ? new URL(feed.url).host : null,
          status: toJobStatus(
            JOB_NAMES.priceFeed,
            jobs.find((job) => job.name === JOB_NAMES.priceFeed),
          ),
        },
        latest,
      };
      return c.json(body);
    })
    .post('/', validate('json', priceEntrySchema), async (c) => {
      const body = await enterPrice(c.var.db, actingUser(c), c.req.valid('json'));
      market.reads.invalidate();
      return c.json(body, 201);
    });
