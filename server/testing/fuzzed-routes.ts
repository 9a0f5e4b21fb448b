// Which suite fuzzes each write route (fast-check, on both engines). Each suite checks that
// it fuzzes exactly its list here; server/routes/fuzz-coverage.test.ts checks that the lists
// (with the routes left to better-auth, below) hold every write route of the authorization
// matrix, so a new write route fails that test until it is fuzzed. Keys are `METHOD /path`
// as Hono registers them (server/authorization-matrix.ts).

/** server/routes/admin/fuzz.test.ts: market data, imports, prices, index, people, sources. */
export const ADMIN_FUZZED = [
  'POST /api/admin/constituents',
  'PUT /api/admin/constituents/:id',
  'PATCH /api/admin/constituents/:id',
  'DELETE /api/admin/constituents/:id',
  'POST /api/admin/imports',
  'POST /api/admin/imports/:id/commit',
  'POST /api/admin/imports/:id/undo',
  'DELETE /api/admin/imports/:id',
  'POST /api/admin/prices',
  'POST /api/admin/index/snapshot',
  'POST /api/admin/index/recalculate',
  'PUT /api/admin/people/:id/role',
  'POST /api/admin/people/:id/end-sessions',
  'DELETE /api/admin/people/:id',
  'POST /api/admin/sources/sync',
  'POST /api/admin/sources/aliases',
  'DELETE /api/admin/sources/aliases/:id',
  'POST /api/constituents',
  'POST /api/constituents/import',
] as const;

/** server/routes/journeys-fuzz.test.ts: the client journeys and their admin screens. */
export const JOURNEY_FUZZED = [
  'POST /api/assessments',
  'POST /api/consultations',
  'POST /api/consultations/manage/:token/reschedule',
  'POST /api/consultations/manage/:token/cancel',
  'POST /api/webinars/:id/registrations',
  'POST /api/webinars/registrations/manage/:token/cancel',
  'POST /api/enquiries',
  'POST /api/policies',
  'POST /api/me/consultations/:id/cancel',
  'POST /api/me/webinar-registrations/:id/cancel',
  'POST /api/admin/webinars',
  'PATCH /api/admin/webinars/:id',
  'POST /api/admin/webinars/:id/cancel',
  'PUT /api/admin/availability/hours',
  'POST /api/admin/availability/blackouts',
  'DELETE /api/admin/availability/blackouts/:date',
  'PATCH /api/admin/enquiries/:id',
  'POST /api/admin/consultations/:id/cancel',
  'POST /api/admin/consultations/:id/done',
  'PATCH /api/admin/consultations/:id',
  'POST /api/admin/outbox/:id/resend',
] as const;

/** server/routes/alerts-fuzz.test.ts: alerts by email (subscribe, confirm, manage, the two ways to leave). */
export const ALERTS_FUZZED = [
  'POST /api/alerts',
  'POST /api/alerts/confirm/:token',
  'PATCH /api/alerts/manage/:token',
  'DELETE /api/alerts/manage/:token',
  'POST /api/alerts/unsubscribe/:token',
  'POST /api/me/alerts/:id/leave',
] as const;

/** server/routes/analytics.test.ts: the page-view beacon. */
export const ANALYTICS_FUZZED = ['POST /api/analytics/events'] as const;

/** server/routes/auth-fuzz.test.ts: better-auth's endpoints with the site's checks in front. */
export const AUTH_FUZZED = [
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-out',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/reset-password',
  'POST /api/auth/reset-token-status',
  'POST /api/auth/send-verification-email',
] as const;

/** server/open-data/stress-test.test.ts: the stress test, a computation that stores nothing. */
export const OPEN_DATA_FUZZED = ['POST /api/v1/stress-test'] as const;

/** Every route the suites above fuzz. */
export const FUZZED_ROUTES: readonly string[] = [
  ...ADMIN_FUZZED,
  ...JOURNEY_FUZZED,
  ...AUTH_FUZZED,
  ...ANALYTICS_FUZZED,
  ...OPEN_DATA_FUZZED,
  ...ALERTS_FUZZED,
];
