// Security headers on every kind of answer: pages, assets, API data, API errors, 404s.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { ephemeralAuthSettings } from '../auth.ts';
import { useTestDatabase } from '../testing/test-db.ts';
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from './security-headers.ts';

const buildDir = mkdtempSync(join(tmpdir(), 'vaultmark-headers-'));
mkdirSync(join(buildDir, 'assets'), { recursive: true });
writeFileSync(
  join(buildDir, 'index.html'),
  '<!doctype html><div id="root"></div><script type="module" src="/assets/a.js"></script>',
);
writeFileSync(join(buildDir, 'assets', 'a.js'), 'export {};');
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

const ANSWERS: [string, string, number][] = [
  ['a page', '/pricing', 200],
  ['an unknown page', '/no/such/page', 404],
  ['an asset', '/assets/a.js', 200],
  ['API data', '/api/health', 200],
  ['an API 401', '/api/me/role', 401],
  ['an unknown API path', '/api/nothing-here', 404],
];

describe('security headers', () => {
  const database = useTestDatabase('pglite');

  it('allow only the site’s own scripts, no plugins and no framing', () => {
    const directives = CONTENT_SECURITY_POLICY.split('; ');
    expect(directives).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]),
    );
    // Scripts: only the site's own files, never inline or eval; no wildcard anywhere.
    const scriptSrc = CONTENT_SECURITY_POLICY.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|\*/);
  });

  it.each(ANSWERS)('are on %s over http, without HSTS', async (_label, path, status) => {
    const app = createApp({ db: database().handle, staticDir: buildDir });
    const response = await app.request(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('turn camera, microphone, geolocation and payment off for the site and anything it frames', () => {
    expect(PERMISSIONS_POLICY).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  });

  it.each(ANSWERS)('add HSTS on %s when the site is served over https', async (_label, path) => {
    const origin = 'https://vaultmark.example';
    const app = createApp({
      db: database().handle,
      staticDir: buildDir,
      auth: ephemeralAuthSettings(database().db, { publicOrigin: origin, trustedOrigins: [origin] }),
    });
    const response = await app.request(path);
    expect(response.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(response.headers.get('content-security-policy')).toBe(
      `${CONTENT_SECURITY_POLICY}; upgrade-insecure-requests`,
    );
  });

  it('are left off a 304, which updates a stored answer that has them (RFC 9110 §15.4.5)', async () => {
    const app = createApp({ db: database().handle, staticDir: buildDir });
    const first = await app.request('/assets/a.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const revalidated = await app.request('/assets/a.js', { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    expect(revalidated.headers.get('x-frame-options')).toBeNull();
  });
});
