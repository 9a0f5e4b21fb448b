// The authorization matrix, generated from the app's own route table: every /api route ×
// {anonymous, signed-in user, admin} must have an expected status in
// server/authorization-matrix.ts, and answers with it.
import { inspectRoutes } from 'hono/dev';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { authorizationMatrix, type Caller, type RouteProbe } from './authorization-matrix.ts';
import type { DatabaseHandle } from './db/client.ts';
import { cookieFrom, jsonHeaders, signIn, signUp, signUpAdmin, uniqueEmail } from './testing/auth-helpers.ts';
import { testEngines, useTestDatabase } from './testing/test-db.ts';

const CALLERS: readonly Caller[] = ['anonymous', 'user', 'admin'];
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `METHOD /path` of every API route handler (middleware excluded), as Hono registered them. */
function apiRouteKeys(app: ReturnType<typeof createApp>): string[] {
  const keys = inspectRoutes(app)
    .filter((route) => !route.isMiddleware && route.path.startsWith('/api'))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)].sort();
}

describe('authorization matrix coverage', () => {
  // Listing routes touches no database.
  const routeKeys = apiRouteKeys(createApp({ db: {} as DatabaseHandle, staticSite: null }));

  it('has a row for every /api route (add the missing ones to server/authorization-matrix.ts)', () => {
    const missing = routeKeys.filter((key) => !(key in authorizationMatrix));
    expect(missing).toEqual([]);
  });

  it('has no row for a route that does not exist', () => {
    const stale = Object.keys(authorizationMatrix).filter((key) => !routeKeys.includes(key));
    expect(stale).toEqual([]);
  });

  it('covers the routes it must', () => {
    expect(routeKeys).toEqual(expect.arrayContaining(['GET /api/admin/users', 'GET /api/me/role', 'ALL /api/*']));
  });
});

describe.each(testEngines('http'))('authorization matrix on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });

  it('answers every route with the expected status for every caller', async () => {
    const app = createApp({ db: database().handle });
    const user = await signUp(app, { fullName: 'Matrix User' });
    const admin = await signUpAdmin(app, database().db);

    /**
     * One session per caller, signed in again after any account write (a sign-out probe ends
     * the session it is sent with): signing in hashes a password, the slow part of this test.
     */
    const sessions = new Map<Caller, string>();
    const cookieOf = async (caller: Caller): Promise<string | undefined> => {
      if (caller === 'anonymous') return undefined;
      const known = sessions.get(caller);
      if (known) return known;
      const account = caller === 'admin' ? admin : user;
      const response = await signIn(app, account.email, account.password);
      if (response.status !== 200) throw new Error(`sign-in for the ${caller} failed: ${response.status}`);
      sessions.set(caller, cookieFrom(response));
      return sessions.get(caller);
    };

    const call = async (key: string, probe: RouteProbe, caller: Caller): Promise<number> => {
      const [registeredMethod, routePath] = key.split(' ') as [string, string];
      const method = registeredMethod === 'ALL' ? 'GET' : registeredMethod;
      const fixtures = probe.setup ? await probe.setup(database().db) : {};
      const context = { freshEmail: uniqueEmail('probe'), fixtures };
      const body = typeof probe.body === 'function' ? probe.body(context) : probe.body;
      const path = typeof probe.path === 'function' ? probe.path(context) : probe.path;
      const response = await app.request(path ?? routePath, {
        method,
        headers: jsonHeaders(await cookieOf(caller)),
        body: WRITE_METHODS.has(method) ? JSON.stringify(body ?? {}) : undefined,
      });
      await response.body?.cancel();
      if (routePath.startsWith('/api/auth/') && WRITE_METHODS.has(method)) sessions.clear();
      return response.status;
    };

    const actual: Record<string, Record<Caller, number>> = {};
    const expected: Record<string, Record<Caller, number>> = {};
    for (const key of apiRouteKeys(app)) {
      const probe = authorizationMatrix[key];
      if (!probe) continue; // reported by the coverage test
      expected[key] = { ...probe.expect };
      actual[key] = { anonymous: 0, user: 0, admin: 0 };
      for (const caller of CALLERS) actual[key][caller] = await call(key, probe, caller);
    }
    expect(actual).toEqual(expected);
  }, 120_000);
});
