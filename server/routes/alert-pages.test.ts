// The pages behind the alert mails' links (/alerts/confirm/:token, /alerts/manage/:token):
// served for a known token only, noindex, never in the sitemap.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { alertSubscriptions } from '../db/schema.ts';
import { journeyApp, movableClock, send } from '../testing/journeys.ts';
import { useTestDatabase } from '../testing/test-db.ts';

describe('the pages of the alert links', () => {
  const database = useTestDatabase('pglite');
  const buildDir = mkdtempSync(join(tmpdir(), 'vaultmark-alert-pages-'));
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

  it('are served for a known token only, marked noindex, and never listed in the sitemap', async () => {
    writeFileSync(join(buildDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const harness = journeyApp(database(), { clock: movableClock('2026-12-07T09:00:00Z') });
    const site = createApp({ db: database().handle, staticDir: buildDir, auth: harness.auth });
    const email = 'alert-pages@example.com';
    const subscribed = await send(harness.app, 'POST', '/api/alerts', {
      email,
      topics: [{ kind: 'index', indexId: 'bitcoin_treasury' }],
      frequency: 'weekly',
      website: '',
    });
    expect(subscribed.status).toBe(202);
    const [row] = await database()
      .db.select({ token: alertSubscriptions.token })
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.email, email));

    for (const page of ['confirm', 'manage']) {
      const known = await site.request(`/alerts/${page}/${row!.token}`);
      expect(known.status).toBe(200);
      expect(await known.text()).toContain('<meta name="robots" content="noindex" />');
      expect((await site.request(`/alerts/${page}/AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
      expect((await site.request(`/alerts/${page}/short`)).status).toBe(404);
    }
    expect(await (await site.request('/sitemap.xml')).text()).not.toContain('/alerts/');
  });
});
