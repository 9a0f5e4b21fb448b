// The CSRF guard on its own: which state-changing requests it lets through.
import { describe, expect, it } from 'vitest';
import { createRouter } from '../app-env.ts';
import { handleError } from '../error-handler.ts';
import { CROSS_ORIGIN_REFUSED, originCheck } from './origin-check.ts';

const SITE = 'https://vaultmark.example';

function app() {
  const hono = createRouter();
  hono.use('*', originCheck([SITE]));
  hono.get('/thing', (c) => c.text('read'));
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
    if (status === 403) expect(await response.json()).toEqual({ code: 'FORBIDDEN', message: CROSS_ORIGIN_REFUSED });
  });
});
