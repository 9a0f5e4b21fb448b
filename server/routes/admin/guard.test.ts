// The admin API's one guard (ADR 195): requireRole('admin') runs for every path under
// /api/admin, before any resource router — so even a path no router has answers 401 signed
// out and 403 without the role, and only an administrator learns it does not exist (404).
// The authorization matrix checks the same for every real route.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { jsonHeaders, signUp, signUpAdmin } from '../../testing/auth-helpers.ts';
import { testEngines, useTestDatabase } from '../../testing/test-db.ts';

describe.each(testEngines('http'))('the admin guard on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('answers an unknown admin path 401, 403 or 404 by caller, for reads and writes', async () => {
    const app = createApp({ db: database().handle });
    const user = await signUp(app, { fullName: 'Guard User' });
    const admin = await signUpAdmin(app, database().db);
    const status = async (method: string, path: string, cookie?: string) => {
      const response = await app.request(path, {
        method,
        headers: jsonHeaders(cookie),
        body: method === 'GET' ? undefined : '{}',
      });
      await response.body?.cancel();
      return response.status;
    };
    for (const [method, path] of [
      ['GET', '/api/admin/no-such-resource'],
      ['POST', '/api/admin/people/x/no-such-action'],
      ['GET', '/api/admin'],
    ] as const) {
      expect(
        [await status(method, path), await status(method, path, user.cookie), await status(method, path, admin.cookie)],
        `${method} ${path}`,
      ).toEqual([401, 403, 404]);
    }
  });
});
