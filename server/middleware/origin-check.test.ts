// The CSRF guard on its own: which state-changing requests it lets through.
import { describe, expect, it } from 'vitest';
import { createRouter } from '../app-env.ts';
import { handleError } from '../error-handler.ts';
import { CROSS_ORIGIN_REFUSED, originCheck } from './origin-check.ts';

const SITE = 'https://vaultmark.example';

function app() {
  const hono = createRouter();
  hono.use('*', originCheck([SITE], [/^\/one-click\/[^/]+$/]));
  hono.get('/thing', (c) => c.text('read'));
  hono.post('/one-click/:token', (c) => c.text('left'));
  hono.delete('/one-click/:token', (c) => c.text('deleted'));
  hono.post('/thing', (c) => c.text('written'));
  hono.delete('/thing', (c) => c.text('deleted'));
  hono.onError(handleError);
  return hono;
}

describe('originCheck', () => {
  it.each<[string, string, Record<string, string>, number]>([
    ['a read from anywhere', 'GET', { origin: 'https://evil.example', cookie: 's=1' }, 200],
    ['a write from the site', 'POST', { origin: SITE, cookie: 's=1' }, 200],
    ['a write from another origin', 'POST', { origin: 'https://evil.example' }, 403],
    ['a write from an opaque origin', 'POST', { origin: 'null', cookie: 's=1' }, 403],
    ['a delete from another origin', 'DELETE', { origin: 'https://evil.example', cookie: 's=1' }, 403],
    ['a cross-site write without Origin', 'POST', { 'sec-fetch-site': 'cross-site', cookie: 's=1' }, 403],
    ['a same-site (sibling subdomain) write', 'POST', { 'sec-fetch-site': 'same-site', cookie: 's=1' }, 403],
    ['a same-origin write without Origin', 'POST', { 'sec-fetch-site': 'same-origin', cookie: 's=1' }, 200],
    ['a write with a cookie and no browser headers', 'POST', { cookie: 's=1' }, 403],
    ['a write with a cookie and the site as referrer', 'POST', { cookie: 's=1', referer: `${SITE}/admin` }, 200],
    ['a write with a cookie and another referrer', 'POST', { cookie: 's=1', referer: 'https://evil.example/x' }, 403],
    ['a write without cookie or browser headers (a script)', 'POST', {}, 200],
  ])('%s → %i', async (_label, method, headers, status) => {
    const response = await app().request('/thing', { method, headers });
    expect(response.status).toBe(status);
    // eslint-disable-next-line vitest/no-conditional-expect -- table-driven: only refusals carry this body
    if (status === 403) expect(await response.json()).toEqual({ code: 'FORBIDDEN', message: CROSS_ORIGIN_REFUSED });
  });

  it.each<[string, string, string, Record<string, string>, number]>([
    ['a one-click POST from a mail provider', 'POST', '/one-click/abc', { origin: 'https://mail.example' }, 200],
    [
      'a cross-site one-click POST with a cookie',
      'POST',
      '/one-click/abc',
      { 'sec-fetch-site': 'cross-site', cookie: 's=1' },
      200,
    ],
    ['another method on the exempt path', 'DELETE', '/one-click/abc', { origin: 'https://evil.example' }, 403],
    ['a POST beside the exempt path', 'POST', '/one-click/abc/more', { origin: 'https://evil.example' }, 403],
    ['a POST elsewhere from that origin', 'POST', '/thing', { origin: 'https://mail.example' }, 403],
  ])('exempt path: %s → %i', async (_label, method, path, headers, status) => {
    const response = await app().request(path, { method, headers });
    expect(response.status).toBe(status);
    // eslint-disable-next-line vitest/no-conditional-expect -- table-driven: only refusals carry this body
    if (status === 403) expect(await response.json()).toEqual({ code: 'FORBIDDEN', message: CROSS_ORIGIN_REFUSED });
  });
});
