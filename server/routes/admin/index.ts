// The admin dashboard's API under /api/admin (besides the account and outbox listings of
// routes/admin.ts): overview, market data with its audit log, imports, index, prices and
// people. Every router answers 401 signed out and 403 without the admin role, checked on
// the server for every request (adminRouter). docs/admin-api.md lists the routes.
import { createRouter } from '../../app-env.ts';
import type { JourneySettings } from '../../journeys/settings.ts';
import type { MarketServices } from '../../market/services.ts';
import { adminAuditRoutes } from './audit-log.ts';
import { adminConstituentRoutes } from './constituents.ts';
import { adminImportRoutes } from './imports.ts';
import { adminIndexRoutes } from './index-admin.ts';
import { adminOverviewRoutes } from './overview.ts';
import { adminPeopleRoutes } from './people.ts';
import { adminPriceRoutes } from './prices.ts';

export const adminApiRoutes = (market: MarketServices, journeys: JourneySettings) =>
  createRouter()
    .route('/overview', adminOverviewRoutes(market, journeys))
    .route('/constituents', adminConstituentRoutes(market))
    .route('/audit-log', adminAuditRoutes)
    .route('/imports', adminImportRoutes(market))
    .route('/index', adminIndexRoutes(market))
    .route('/prices', adminPriceRoutes(market))
    .route('/people', adminPeopleRoutes);
