// GET /api/admin/overview — what the dashboard opens with: accounts, market rows and their
// freshness per index type, the latest BTC price and its age, the background jobs, the last
// import, lead counts, upcoming bookings without a joining link and page views
// (first-party analytics).
import type { Overview } from '../../../domain/schemas/admin.ts';
import { STALE_AFTER_DAYS } from '../../../domain/staleness.ts';
import { lastCommittedImport, latestUndoableImport, toImportSummary } from '../../db/queries/imports.ts';
import { pageViewCounts } from '../../analytics/store.ts';
import { accountCounts, freshnessByIndexType, leadCounts } from '../../db/queries/overview.ts';
import { BTC_SYMBOL, latestPrice } from '../../db/queries/prices.ts';
import { JOB_NAMES, listJobStatus } from '../../jobs/job-status.ts';
import { agedPrice, toJobStatus } from '../../market/price-entry.ts';
import { upcomingWithoutJoinUrl } from '../../db/queries/consultations.ts';
import type { JourneySettings } from '../../journeys/settings.ts';
import type { MarketServices } from '../../market/services.ts';
import { adminRouter } from './admin-router.ts';

/** The overview lists at most this many bookings without a joining link. */
const MISSING_LINKS_SHOWN = 50;

export const adminOverviewRoutes = (
  market: MarketServices,
  journeys: Pick<JourneySettings, 'consultationJoinUrl' | 'now'>,
) =>
  adminRouter().get('/', async (c) => {
    const db = c.var.db;
    const now = Date.now();
    const [accounts, byIndexType, price, jobs, lastImport, undoable, leads, pageViews, withoutLink] = await Promise.all(
      [
        accountCounts(db, now),
        freshnessByIndexType(db, now),
        latestPrice(db, BTC_SYMBOL),
        listJobStatus(db),
        lastCommittedImport(db),
        latestUndoableImport(db),
        leadCounts(db, now),
        pageViewCounts(db, now),
        journeys.consultationJoinUrl ? null : upcomingWithoutJoinUrl(db, journeys.now(), MISSING_LINKS_SHOWN),
      ],
    );
    const jobsByName = new Map(jobs.map((job) => [job.name, job]));
    const body: Overview = {
      generatedAt: new Date(now).toISOString(),
      accounts,
      constituents: {
        total: byIndexType.reduce((sum, row) => sum + row.count, 0),
        staleAfterDays: STALE_AFTER_DAYS,
        byIndexType,
      },
      price: price ? agedPrice(price, now) : null,
      priceFeed: {
        enabled: market.priceFeed?.enabled ?? false,
        source: market.priceFeed?.url ? new URL(market.priceFeed.url).host : null,
      },
      jobs: Object.values(JOB_NAMES).map((name) => toJobStatus(name, jobsByName.get(name))),
      lastImport: lastImport ? toImportSummary(lastImport, undoable?.id ?? null) : null,
      leads,
      bookingsWithoutJoiningLink: withoutLink?.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() })) ?? null,
      pageViews,
    };
    return c.json(body);
  });
