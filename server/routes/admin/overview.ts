// GET /api/admin/overview — what the dashboard opens with: accounts, market rows and their
// freshness per index type, the latest BTC price and its age, the background jobs, the last
// import, lead counts, upcoming bookings without a joining link and page views
// (first-party analytics), and each public data source's last success and last error.
import type { Overview } from '../../../domain/schemas/admin.ts';
import { STALE_AFTER_DAYS } from '../../../domain/staleness.ts';
import { lastCommittedImport, latestUndoableImport, toImportSummary } from '../../db/queries/imports.ts';
import { pageViewCounts } from '../../analytics/store.ts';
import { accountCounts, freshnessByIndexType, leadCounts, newSince, recordLook } from '../../db/queries/overview.ts';
import { BTC_SYMBOL, latestPrice } from '../../db/queries/prices.ts';
import { JOB_NAMES, listJobStatus } from '../../jobs/job-status.ts';
import { agedPrice, toJobStatus } from '../../market/price-entry.ts';
import { upcomingWithoutJoinUrl } from '../../db/queries/consultations.ts';
import type { JourneySettings } from '../../journeys/settings.ts';
import type { MarketServices } from '../../market/services.ts';
import { NO_SOURCES, type SourceSettings } from '../../sources/sync.ts';
import { createRouter } from '../../app-env.ts';
import { sourceStatuses } from './sources.ts';

/** On an administrator's first look, "new" means the last this many days. */
const FIRST_LOOK_DAYS = 7;
/** The overview lists at most this many bookings without a joining link. */
const MISSING_LINKS_SHOWN = 50;

export const adminOverviewRoutes = (
  market: MarketServices,
  journeys: Pick<JourneySettings, 'consultationJoinUrl' | 'now'>,
  sourceSettings: SourceSettings = NO_SOURCES,
) =>
  createRouter().get('/', async (c) => {
    const db = c.var.db;
    const now = Date.now();
    const [accounts, byIndexType, price, jobs, lastImport, undoable, leads, pageViews, withoutLink, sources] =
      await Promise.all([
        accountCounts(db, now),
        freshnessByIndexType(db, now),
        latestPrice(db, BTC_SYMBOL),
        listJobStatus(db),
        lastCommittedImport(db),
        latestUndoableImport(db),
        leadCounts(db, now),
        pageViewCounts(db, now),
        journeys.consultationJoinUrl ? null : upcomingWithoutJoinUrl(db, journeys.now(), MISSING_LINKS_SHOWN),
        sourceStatuses(db, sourceSettings),
      ]);
    const since = await recordLook(db, c.var.authUser.id, journeys.now());
    const fresh = await newSince(db, since ?? new Date(now - FIRST_LOOK_DAYS * 86_400_000));
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
      sources,
      lastImport: lastImport ? toImportSummary(lastImport, undoable?.id ?? null) : null,
      leads,
      newSinceLastLook: { since: since?.toISOString() ?? null, ...fresh },
      bookingsWithoutJoiningLink: withoutLink?.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() })) ?? null,
      pageViews,
    };
    return c.json(body);
  });
