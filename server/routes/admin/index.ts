// The admin dashboard's API, mounted once at /api/admin: one router per resource, behind one
// guard — requireRole('admin') runs before any router, validator or handler below it, for
// every path under /api/admin (401 signed out, 403 without the role). A resource router
// carries no guard of its own: mount it here, never elsewhere. docs/admin-api.md lists the
// routes; server/authorization-matrix.ts holds each one's statuses.
import { ADMIN_ROLE } from '../../../domain/auth.ts';
import { createRouter } from '../../app-env.ts';
import type { JourneySettings } from '../../journeys/settings.ts';
import type { MarketServices } from '../../market/services.ts';
import { requireRole } from '../../middleware/require-role.ts';
import { adminAlertRoutes } from './alerts.ts';
import { adminAnalyticsRoutes } from './analytics.ts';
import { adminAssessmentRoutes } from './assessments.ts';
import { adminAuditRoutes } from './audit-log.ts';
import { adminAvailabilityRoutes } from './availability.ts';
import { adminConstituentRoutes } from './constituents.ts';
import { adminConsultationRoutes } from './consultations.ts';
import { adminEnquiryRoutes } from './enquiries.ts';
import { adminImportRoutes } from './imports.ts';
import { adminIndexRoutes } from './index-admin.ts';
import { adminOutboxRoutes } from './outbox.ts';
import { adminOverviewRoutes } from './overview.ts';
import { adminPeopleRoutes } from './people.ts';
import { adminPriceRoutes } from './prices.ts';
import { adminSourceRoutes } from './sources.ts';
import { adminUserRoutes } from './users.ts';
import { adminWebinarRegistrationRoutes } from './webinar-registrations.ts';
import { adminWebinarRoutes } from './webinars.ts';
import type { SourceSettings } from '../../sources/sync.ts';

export const adminRoutes = (market: MarketServices, journeys: JourneySettings, sources: SourceSettings) =>
  createRouter()
    .use('*', requireRole(ADMIN_ROLE))
    // The landing page and the dashboard's overview.
    .route('/users', adminUserRoutes)
    .route('/overview', adminOverviewRoutes(market, journeys, sources))
    // Market data, imports, the index and prices; the public data sources that propose updates.
    .route('/constituents', adminConstituentRoutes(market))
    .route('/audit-log', adminAuditRoutes)
    .route('/imports', adminImportRoutes(market))
    .route('/index', adminIndexRoutes(market))
    .route('/prices', adminPriceRoutes(market))
    .route('/sources', adminSourceRoutes(sources))
    // Accounts.
    .route('/people', adminPeopleRoutes)
    // Leads, by kind: bookings, webinar sessions and their registrations, assessments,
    // enquiries, the consultation calendar, alert subscribers.
    .route('/consultations', adminConsultationRoutes(journeys))
    .route('/webinars', adminWebinarRoutes(journeys))
    .route('/webinars', adminWebinarRegistrationRoutes(journeys))
    .route('/assessments', adminAssessmentRoutes(journeys))
    .route('/enquiries', adminEnquiryRoutes(journeys))
    .route('/availability', adminAvailabilityRoutes(journeys))
    .route('/alerts', adminAlertRoutes)
    // Mail and analytics.
    .route('/outbox', adminOutboxRoutes)
    .route('/analytics', adminAnalyticsRoutes);
