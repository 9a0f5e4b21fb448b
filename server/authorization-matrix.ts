// Who may call what: every /api route of createApp() with the status each kind of caller
// gets. server/authorization-matrix.test.ts walks the app's real route table, fails for a
// route with no row here (and for a row with no route), then calls every route as each
// caller and compares the statuses with this table.
//
// Adding a route: add a row keyed `METHOD /path` exactly as Hono registers it (the test's
// failure message lists the missing keys), with a `path` to request when the route has
// parameters or a wildcard, and a `body` for writes. Protect the route with
// requireSession() or requireRole('admin') from server/middleware/require-role.ts.

import type { Database } from './db/client.ts';
import {
  makeAccount,
  makeAlias,
  makeCommittedImport,
  makeConstituent,
  makePreview,
  newConstituentBody,
} from './testing/admin-fixtures.ts';
import { QUESTION_IDS } from '../domain/assessment/questions.ts';

export type Caller = 'anonymous' | 'user' | 'admin';
export type Expectation = Readonly<Record<Caller, number>>;

export interface ProbeContext {
  /** A unique, never-used email address for this call. */
  freshEmail: string;
  /** What `setup` made for this call (ids, emails). */
  fixtures: Readonly<Record<string, string>>;
}

export interface RouteProbe {
  /** The path to request; defaults to the route's own path (a function to use the fixtures). */
  path?: string | ((context: ProbeContext) => string);
  /** JSON body for POST, PUT, PATCH, DELETE (a function for one that must differ per call). */
  body?: unknown | ((context: ProbeContext) => unknown);
  /** Makes what the call acts on (a row, an account, an import), fresh for each call. */
  setup?: (db: Database) => Promise<Record<string, string>>;
  expect: Expectation;
}

/** Anyone, signed in or not. */
export const PUBLIC: Expectation = { anonymous: 200, user: 200, admin: 200 };
/** Signed-in users (any role). */
export const SIGNED_IN: Expectation = { anonymous: 401, user: 200, admin: 200 };
/** Administrators only: 401 signed out, 403 signed in without the role. */
export const ADMIN_ONLY: Expectation = { anonymous: 401, user: 403, admin: 200 };

const STRONG_PASSWORD = 'matrix probe passphrase';

/** Administrators only, for a route that creates (201). */
const ADMIN_CREATES: Expectation = { anonymous: 401, user: 403, admin: 201 };

const provenance = { asOf: '2026-11-02', sourceNote: 'Authorization matrix probe' };
let priceProbeSeconds = 0;

const withRow = async (db: Database) => ({ id: (await makeConstituent(db)).id });
const withAccount = async (db: Database) => makeAccount(db);
const withPreview = async (db: Database) => makePreview(db);
/** Answers every one of the same status, whoever asks (public routes probed with unknown ids). */
const EVERYONE = (status: number): Expectation => ({ anonymous: status, user: status, admin: status });
/** Administrators only, probed with an id that does not exist: 404 once past the role check. */
const ADMIN_UNKNOWN_ID: Expectation = { anonymous: 401, user: 403, admin: 404 };
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const NO_SUCH_TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';
const ALL_YES = Object.fromEntries(QUESTION_IDS.map((id) => [id, 'yes']));

export const authorizationMatrix: Readonly<Record<string, RouteProbe>> = {
  // Public market data and site content.
  'GET /api/health': { expect: PUBLIC },
  'GET /api/constituents': { expect: PUBLIC },
  'GET /api/holdings/summary': { expect: PUBLIC },
  'GET /api/prices/latest': { expect: PUBLIC },
  'GET /api/prices': { expect: PUBLIC },
  'GET /api/prices/daily': { expect: PUBLIC },
  'GET /api/holdings/combined': { expect: PUBLIC },
  'GET /api/holdings/outside-total': { expect: PUBLIC },
  'GET /api/index/:id': { path: '/api/index/bitcoin_treasury', expect: PUBLIC },
  'GET /api/index/:id/ineligible': { path: '/api/index/green_vault/ineligible?page=1&pageSize=5', expect: PUBLIC },
  'GET /api/index-history': { path: '/api/index-history?index_type=bitcoin_treasury', expect: PUBLIC },
  'GET /api/realtime': { expect: PUBLIC },
  'GET /api/holders/:ticker': { path: '/api/holders/NOSUCHTICKER', expect: EVERYONE(404) },
  'GET /api/governments/:slug': { path: '/api/governments/no-such-country', expect: EVERYONE(404) },

  // The open data API (/api/v1): public reads.
  'GET /api/v1/index/:id': { path: '/api/v1/index/bitcoin_treasury', expect: PUBLIC },
  'GET /api/v1/constituents/:indexType': { path: '/api/v1/constituents/bitcoin_etf', expect: PUBLIC },
  'GET /api/v1/index/:id/ineligible': { path: '/api/v1/index/bitcoin_treasury/ineligible?page=2', expect: PUBLIC },
  'GET /api/v1/holdings/combined': { expect: PUBLIC },
  'GET /api/v1/holders/:ticker': { path: '/api/v1/holders/NOSUCHTICKER', expect: EVERYONE(404) },
  'GET /api/v1/governments/:slug': { path: '/api/v1/governments/no-such-country', expect: EVERYONE(404) },
  'GET /api/v1/prices/latest': { expect: PUBLIC },
  'GET /api/v1/prices/daily': { path: '/api/v1/prices/daily?days=7', expect: PUBLIC },
  'GET /api/v1/index-history/:id': { path: '/api/v1/index-history/green_vault', expect: PUBLIC },
  'GET /api/v1/openapi.json': { expect: PUBLIC },
  'POST /api/v1/stress-test': {
    body: {
      btcHoldings: 100,
      cashUSD: 1_000_000,
      monthlyBurnUSD: 50_000,
      horizonMonths: 2,
      startPrice: 100_000,
      scenario: { kind: 'path', monthEndPrices: [90_000, 80_000] },
    },
    expect: PUBLIC,
  },

  // Market data writes: administrators only.
  'POST /api/constituents': {
    body: { companyName: 'Matrix Probe Holdings', symbol: 'MPRB', btcHoldings: 3100, marketCap: 1e9 },
    expect: { anonymous: 401, user: 403, admin: 201 },
  },
  'POST /api/constituents/import': {
    body: { rows: [{ companyName: 'Matrix Import Holdings', symbol: 'MIMP', btcHoldings: 120, marketCap: 5e7 }] },
    expect: { anonymous: 401, user: 403, admin: 201 },
  },
  'GET /api/testimonials/featured': { expect: PUBLIC },

  // Accounts (better-auth). Open to every caller; what they do depends on the credentials.
  'GET /api/auth/get-session': { expect: PUBLIC },
  'POST /api/auth/sign-up/email': {
    body: ({ freshEmail }: ProbeContext) => ({
      full_name: 'Matrix Probe',
      email: freshEmail,
      password: STRONG_PASSWORD,
    }),
    expect: PUBLIC,
  },
  'POST /api/auth/sign-in/email': {
    body: ({ freshEmail }: ProbeContext) => ({ email: freshEmail, password: STRONG_PASSWORD }),
    // No account has a fresh email: wrong credentials, whoever asks.
    expect: { anonymous: 401, user: 401, admin: 401 },
  },
  'POST /api/auth/sign-out': { body: {}, expect: PUBLIC },
  'POST /api/auth/request-password-reset': {
    body: ({ freshEmail }: ProbeContext) => ({ email: freshEmail }),
    expect: PUBLIC,
  },
  'POST /api/auth/reset-password': {
    body: { token: 'not-a-real-token', newPassword: STRONG_PASSWORD },
    expect: { anonymous: 400, user: 400, admin: 400 },
  },
  'POST /api/auth/reset-token-status': { body: { token: 'not-a-real-token' }, expect: PUBLIC },
  'POST /api/auth/send-verification-email': {
    body: ({ freshEmail }: ProbeContext) => ({ email: freshEmail }),
    // Signed in, only the account's own address may be sent a link.
    expect: { anonymous: 200, user: 400, admin: 400 },
  },
  'GET /api/auth/verify-email': { path: '/api/auth/verify-email?token=not.a.token', expect: EVERYONE(401) },

  // The signed-in user's own data.
  'GET /api/me/role': { expect: SIGNED_IN },

  // Client journeys: public forms (anonymous allowed; a signed-in user's id is stored).
  'GET /api/assessments/questions': { expect: PUBLIC },
  'POST /api/assessments': { body: { answers: ALL_YES }, expect: EVERYONE(201) },
  'GET /api/assessments/:token': { path: `/api/assessments/${NO_SUCH_TOKEN}`, expect: EVERYONE(404) },
  'GET /api/consultations/slots': { expect: PUBLIC },
  'POST /api/consultations': {
    // A time that is no slot (in the past): refused as invalid, whoever asks.
    body: ({ freshEmail }: ProbeContext) => ({
      startsAt: '2020-01-06T09:00:00Z',
      name: 'Matrix Probe',
      email: freshEmail,
      company: 'Probe Ltd',
      consent: true,
    }),
    expect: EVERYONE(422),
  },
  'GET /api/consultations/manage/:token': { path: `/api/consultations/manage/${NO_SUCH_TOKEN}`, expect: EVERYONE(404) },
  'POST /api/consultations/manage/:token/cancel': {
    path: `/api/consultations/manage/${NO_SUCH_TOKEN}/cancel`,
    expect: EVERYONE(404),
  },
  'POST /api/consultations/manage/:token/reschedule': {
    path: `/api/consultations/manage/${NO_SUCH_TOKEN}/reschedule`,
    body: { startsAt: '2031-01-06T09:00:00Z' },
    expect: EVERYONE(404),
  },
  'GET /api/webinars': { expect: PUBLIC },
  'POST /api/webinars/:id/registrations': {
    path: `/api/webinars/${NO_SUCH_ID}/registrations`,
    body: ({ freshEmail }: ProbeContext) => ({ name: 'Matrix Probe', email: freshEmail }),
    expect: EVERYONE(404),
  },
  'GET /api/webinars/registrations/manage/:token': {
    path: `/api/webinars/registrations/manage/${NO_SUCH_TOKEN}`,
    expect: EVERYONE(404),
  },
  'POST /api/webinars/registrations/manage/:token/cancel': {
    path: `/api/webinars/registrations/manage/${NO_SUCH_TOKEN}/cancel`,
    expect: EVERYONE(404),
  },
  'POST /api/enquiries': {
    body: ({ freshEmail }: ProbeContext) => ({
      name: 'Matrix Probe',
      email: freshEmail,
      company: 'Probe Ltd',
      tier: 'foundations',
    }),
    expect: EVERYONE(201),
  },
  'POST /api/policies': { body: { companyName: 'Matrix Probe Ltd', choices: {} }, expect: EVERYONE(201) },
  'GET /api/policies/:token': { path: `/api/policies/${NO_SUCH_TOKEN}`, expect: EVERYONE(404) },
  'GET /api/policies/:token/document.docx': {
    path: `/api/policies/${NO_SUCH_TOKEN}/document.docx`,
    expect: EVERYONE(404),
  },
  // Alerts by email: anyone subscribes (202 whatever is stored); links act by their token.
  'POST /api/alerts': {
    body: ({ freshEmail }: ProbeContext) => ({
      email: freshEmail,
      topics: [{ kind: 'index', indexId: 'bitcoin_treasury' }],
      frequency: 'weekly',
    }),
    expect: EVERYONE(202),
  },
  'POST /api/alerts/confirm/:token': { path: `/api/alerts/confirm/${NO_SUCH_TOKEN}`, expect: EVERYONE(404) },
  'GET /api/alerts/manage/:token': { path: `/api/alerts/manage/${NO_SUCH_TOKEN}`, expect: EVERYONE(404) },
  'PATCH /api/alerts/manage/:token': {
    path: `/api/alerts/manage/${NO_SUCH_TOKEN}`,
    body: { frequency: 'instant' },
    expect: EVERYONE(404),
  },
  'DELETE /api/alerts/manage/:token': { path: `/api/alerts/manage/${NO_SUCH_TOKEN}`, expect: EVERYONE(404) },
  'POST /api/alerts/unsubscribe/:token': { path: `/api/alerts/unsubscribe/${NO_SUCH_TOKEN}`, expect: EVERYONE(404) },
  // The first-party analytics beacon: anyone, nothing to read back.
  'POST /api/analytics/events': { body: { events: [{ name: 'page_view', path: '/' }] }, expect: EVERYONE(204) },

  // The signed-in user's journeys (someone else's or an unknown id: 404).
  'GET /api/me/activity': { expect: SIGNED_IN },
  'GET /api/admin/alerts': { expect: ADMIN_ONLY },
  'POST /api/me/consultations/:id/cancel': {
    path: `/api/me/consultations/${NO_SUCH_ID}/cancel`,
    expect: { anonymous: 401, user: 404, admin: 404 },
  },
  'POST /api/me/webinar-registrations/:id/cancel': {
    path: `/api/me/webinar-registrations/${NO_SUCH_ID}/cancel`,
    expect: { anonymous: 401, user: 404, admin: 404 },
  },
  'POST /api/me/alerts/:id/leave': {
    path: `/api/me/alerts/${NO_SUCH_ID}/leave`,
    expect: { anonymous: 401, user: 404, admin: 404 },
  },

  // Administration.
  'GET /api/admin/users': { expect: ADMIN_ONLY },
  'GET /api/admin/outbox': { expect: ADMIN_ONLY },
  'GET /api/admin/overview': { expect: ADMIN_ONLY },
  'GET /api/admin/analytics': { path: '/api/admin/analytics?days=7', expect: ADMIN_ONLY },

  // Admin: market data and its audit log.
  'GET /api/admin/constituents': { path: '/api/admin/constituents?indexType=bitcoin_etf&q=a', expect: ADMIN_ONLY },
  'POST /api/admin/constituents': { body: () => newConstituentBody(), expect: ADMIN_CREATES },
  'GET /api/admin/constituents/:id': {
    setup: withRow,
    path: ({ fixtures }) => `/api/admin/constituents/${fixtures.id}`,
    expect: ADMIN_ONLY,
  },
  'PUT /api/admin/constituents/:id': {
    setup: withRow,
    path: ({ fixtures }) => `/api/admin/constituents/${fixtures.id}`,
    body: () => ({ ...newConstituentBody(), btcHoldings: 5_000 }),
    expect: ADMIN_ONLY,
  },
  'PATCH /api/admin/constituents/:id': {
    setup: withRow,
    path: ({ fixtures }) => `/api/admin/constituents/${fixtures.id}`,
    body: { btcHoldings: 5_100, ...provenance },
    expect: ADMIN_ONLY,
  },
  'DELETE /api/admin/constituents/:id': {
    setup: withRow,
    path: ({ fixtures }) => `/api/admin/constituents/${fixtures.id}`,
    body: provenance,
    expect: ADMIN_ONLY,
  },
  'GET /api/admin/constituents/:id/audit-log': {
    setup: withRow,
    path: ({ fixtures }) => `/api/admin/constituents/${fixtures.id}/audit-log`,
    expect: ADMIN_ONLY,
  },
  'GET /api/admin/audit-log': { path: '/api/admin/audit-log?table=treasury_constituents', expect: ADMIN_ONLY },

  // Admin: imports.
  'GET /api/admin/imports': { expect: ADMIN_ONLY },
  'POST /api/admin/imports': {
    body: { rows: [{ companyName: 'Matrix File Holdings', btcHoldings: 3_300, ...provenance }] },
    expect: ADMIN_CREATES,
  },
  'GET /api/admin/imports/:id': {
    setup: withPreview,
    path: ({ fixtures }) => `/api/admin/imports/${fixtures.id}`,
    expect: ADMIN_ONLY,
  },
  'GET /api/admin/imports/:id/preview': {
    setup: withPreview,
    path: ({ fixtures }) => `/api/admin/imports/${fixtures.id}/preview`,
    expect: ADMIN_ONLY,
  },
  'POST /api/admin/imports/:id/commit': {
    setup: withPreview,
    path: ({ fixtures }) => `/api/admin/imports/${fixtures.id}/commit`,
    expect: ADMIN_ONLY,
  },
  'POST /api/admin/imports/:id/undo': {
    setup: makeCommittedImport,
    path: ({ fixtures }) => `/api/admin/imports/${fixtures.id}/undo`,
    expect: ADMIN_ONLY,
  },
  'DELETE /api/admin/imports/:id': {
    setup: withPreview,
    path: ({ fixtures }) => `/api/admin/imports/${fixtures.id}`,
    expect: ADMIN_ONLY,
  },

  // Admin: public data sources (createApp's default enables none, so a sync reads nothing).
  'GET /api/admin/sources': { expect: ADMIN_ONLY },
  'POST /api/admin/sources/sync': { body: {}, expect: ADMIN_ONLY },
  'POST /api/admin/sources/aliases': {
    body: ({ freshEmail }: ProbeContext) => ({ source: 'coingecko', sourceKey: freshEmail, constituentId: null }),
    expect: ADMIN_ONLY,
  },
  'DELETE /api/admin/sources/aliases/:id': {
    setup: makeAlias,
    path: ({ fixtures }) => `/api/admin/sources/aliases/${fixtures.id}`,
    expect: ADMIN_ONLY,
  },

  // Admin: index and prices.
  'POST /api/admin/index/recalculate': { expect: ADMIN_ONLY },
  'GET /api/admin/index/history': { path: '/api/admin/index/history?indexId=green_vault&limit=5', expect: ADMIN_ONLY },
  'POST /api/admin/index/snapshot': { body: { indexIds: ['bitcoin_treasury'] }, expect: ADMIN_ONLY },
  'GET /api/admin/index/methodology': { expect: ADMIN_ONLY },
  'GET /api/admin/prices': { expect: ADMIN_ONLY },
  'POST /api/admin/prices': {
    body: () => ({
      symbol: 'ETH',
      price: 3_000,
      // A distinct past instant per call: one price per symbol and time.
      timestamp: new Date(Date.parse('2026-01-01T00:00:00Z') + ++priceProbeSeconds * 1000).toISOString(),
      source: 'Authorization matrix probe',
    }),
    expect: ADMIN_CREATES,
  },

  // Admin: people.
  'GET /api/admin/people': { path: '/api/admin/people?q=example', expect: ADMIN_ONLY },
  'GET /api/admin/people/:id': {
    setup: withAccount,
    path: ({ fixtures }) => `/api/admin/people/${fixtures.id}`,
    expect: ADMIN_ONLY,
  },
  'PUT /api/admin/people/:id/role': {
    setup: withAccount,
    path: ({ fixtures }) => `/api/admin/people/${fixtures.id}/role`,
    body: { role: 'admin' },
    expect: ADMIN_ONLY,
  },
  'POST /api/admin/people/:id/end-sessions': {
    setup: withAccount,
    path: ({ fixtures }) => `/api/admin/people/${fixtures.id}/end-sessions`,
    expect: ADMIN_ONLY,
  },
  'DELETE /api/admin/people/:id': {
    setup: withAccount,
    path: ({ fixtures }) => `/api/admin/people/${fixtures.id}`,
    body: ({ fixtures }: ProbeContext) => ({ confirmEmail: fixtures.email }),
    expect: ADMIN_ONLY,
  },

  // Admin: mail and leads.
  'POST /api/admin/outbox/:id/resend': { path: `/api/admin/outbox/${NO_SUCH_ID}/resend`, expect: ADMIN_UNKNOWN_ID },
  'GET /api/admin/consultations': { expect: ADMIN_ONLY },
  'GET /api/admin/consultations/export': { expect: ADMIN_ONLY },
  'POST /api/admin/consultations/:id/cancel': {
    path: `/api/admin/consultations/${NO_SUCH_ID}/cancel`,
    expect: ADMIN_UNKNOWN_ID,
  },
  'PATCH /api/admin/consultations/:id': {
    path: `/api/admin/consultations/${NO_SUCH_ID}`,
    body: { joinUrl: 'https://meet.example.com/matrix' },
    expect: ADMIN_UNKNOWN_ID,
  },
  'POST /api/admin/consultations/:id/done': {
    path: `/api/admin/consultations/${NO_SUCH_ID}/done`,
    expect: ADMIN_UNKNOWN_ID,
  },
  'GET /api/admin/webinars': { expect: ADMIN_ONLY },
  'GET /api/admin/webinars/export': { expect: ADMIN_ONLY },
  'POST /api/admin/webinars': {
    body: {
      title: 'Matrix probe session',
      abstract: 'Created by the authorization matrix test.',
      startsAt: '2099-01-06T16:00:00Z',
      durationMinutes: 60,
      capacity: 10,
    },
    expect: { anonymous: 401, user: 403, admin: 201 },
  },
  'PATCH /api/admin/webinars/:id': {
    path: `/api/admin/webinars/${NO_SUCH_ID}`,
    body: { title: 'x' },
    expect: ADMIN_UNKNOWN_ID,
  },
  'POST /api/admin/webinars/:id/cancel': { path: `/api/admin/webinars/${NO_SUCH_ID}/cancel`, expect: ADMIN_UNKNOWN_ID },
  'GET /api/admin/webinars/:id/registrations': {
    path: `/api/admin/webinars/${NO_SUCH_ID}/registrations`,
    expect: ADMIN_UNKNOWN_ID,
  },
  'GET /api/admin/webinars/:id/registrations/export': {
    path: `/api/admin/webinars/${NO_SUCH_ID}/registrations/export`,
    expect: ADMIN_UNKNOWN_ID,
  },
  'GET /api/admin/assessments': { expect: ADMIN_ONLY },
  'GET /api/admin/assessments/export': { expect: ADMIN_ONLY },
  'GET /api/admin/enquiries': { expect: ADMIN_ONLY },
  'GET /api/admin/enquiries/export': { expect: ADMIN_ONLY },
  'PATCH /api/admin/enquiries/:id': {
    path: `/api/admin/enquiries/${NO_SUCH_ID}`,
    body: { status: 'closed' },
    expect: ADMIN_UNKNOWN_ID,
  },
  'GET /api/admin/availability': { expect: ADMIN_ONLY },
  'PUT /api/admin/availability/hours': {
    body: { weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })) },
    expect: ADMIN_ONLY,
  },
  'POST /api/admin/availability/blackouts': {
    body: { date: '2099-12-25', reason: 'Matrix probe' },
    expect: { anonymous: 401, user: 403, admin: 201 },
  },
  'DELETE /api/admin/availability/blackouts/:date': {
    path: '/api/admin/availability/blackouts/2099-12-24',
    expect: ADMIN_UNKNOWN_ID,
  },

  // Unknown API paths: JSON 404 for everyone.
  'ALL /api/*': { path: '/api/no-such-route', expect: { anonymous: 404, user: 404, admin: 404 } },
};
