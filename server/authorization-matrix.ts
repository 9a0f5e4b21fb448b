// Who may call what: every /api route of createApp() with the status each kind of caller
// gets. server/authorization-matrix.test.ts walks the app's real route table, fails for a
// route with no row here (and for a row with no route), then calls every route as each
// caller and compares the statuses with this table.
//
// Adding a route: add a row keyed `METHOD /path` exactly as Hono registers it (the test's
// failure message lists the missing keys), with a `path` to request when the route has
// parameters or a wildcard, and a `body` for writes. Protect the route with
// requireSession() or requireRole('admin') from server/middleware/require-role.ts.

export type Caller = 'anonymous' | 'user' | 'admin';
export type Expectation = Readonly<Record<Caller, number>>;

export interface ProbeContext {
  /** A unique, never-used email address for this call. */
  freshEmail: string;
}

export interface RouteProbe {
  /** The path to request; defaults to the route's own path. */
  path?: string;
  /** JSON body for POST, PUT, PATCH (a function for one that must differ per call). */
  body?: unknown | ((context: ProbeContext) => unknown);
  expect: Expectation;
}

/** Anyone, signed in or not. */
export const PUBLIC: Expectation = { anonymous: 200, user: 200, admin: 200 };
/** Signed-in users (any role). */
export const SIGNED_IN: Expectation = { anonymous: 401, user: 200, admin: 200 };
/** Administrators only: 401 signed out, 403 signed in without the role. */
export const ADMIN_ONLY: Expectation = { anonymous: 401, user: 403, admin: 200 };

const STRONG_PASSWORD = 'matrix probe passphrase';

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
  'GET /api/index-history': { path: '/api/index-history?index_type=bitcoin_treasury', expect: PUBLIC },
  'GET /api/realtime': { expect: PUBLIC },

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

  // The signed-in user's own data.
  'GET /api/me/role': { expect: SIGNED_IN },

  // Administration.
  'GET /api/admin/users': { expect: ADMIN_ONLY },
  'GET /api/admin/outbox': { expect: ADMIN_ONLY },

  // Unknown API paths: JSON 404 for everyone.
  'ALL /api/*': { path: '/api/no-such-route', expect: { anonymous: 404, user: 404, admin: 404 } },
};
