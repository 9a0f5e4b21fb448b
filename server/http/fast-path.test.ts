// The fast path answers cache hits of the public reads in front of the Hono stack: over real
// HTTP, its answers (status, every header, body bytes, log line) equal the full stack's for
// the same request — plain, compressed, conditional, with and without a client request id,
// over http and https settings — and a miss or any other URL goes through the stack. Kept
// pages (ADR 183) likewise.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { serve, type ServerType } from '@hono/node-server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createMarketServices, createPublicReadFastPath } from '../app.ts';
import { ephemeralAuthSettings } from '../auth.ts';
import { OPEN_DATA_CACHE_CONTROL } from '../open-data/open-data-routes.ts';
import { OPEN_DATA_LIMIT } from '../rate-limit/fixed-window-limiter.ts';
import { CACHED_READ_CACHE_CONTROL } from '../market/representation.ts';
import { PublicReadFastPath, requestIdFor } from './fast-path.ts';
import type { ReadCache } from '../market/read-cache.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PROJECT_ROOT } from '../project-root.ts';
import type { RenderPage } from '../ssr/page-renderer.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET exactly as given: no Accept-Encoding unless sent, no decompression. */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Headers that legitimately differ between two answers: the clock, and a generated request id. */
function comparable(answer: RawAnswer, sentRequestId: string | undefined): Record<string, unknown> {
  const { date: _date, ...headers } = answer.headers;
  if (sentRequestId === undefined || headers['x-request-id'] !== sentRequestId) {
    expect(headers['x-request-id']).toMatch(UUID);
    delete headers['x-request-id'];
  }
  // The open data API's limiter counts every request: what is left differs from one to the next.
  for (const name of ['ratelimit-remaining', 'ratelimit-reset']) {
    if (name in headers) {
      expect(headers[name]).toMatch(/^\d+$/);
      delete headers[name];
    }
  }
  return headers;
}

/** A page's answer but its clock: the stack sends no request id with a page, so neither may the fast path. */
const withoutDate = ({ headers: { date: _date, ...headers }, status }: RawAnswer) => ({ status, headers });

const CACHED_URLS = [
  '/api/constituents?index_type=bitcoin_treasury',
  '/api/constituents',
  '/api/holdings/combined',
  '/api/holdings/summary',
  '/api/prices/latest',
  '/api/index/bitcoin_treasury',
  '/api/index/green_vault',
  // The open data API's cached JSON reads (ADR 083).
  '/api/v1/index/bitcoin_treasury',
  '/api/v1/prices/latest',
];

const VARIANTS: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'gzip, deflate' },
  { 'accept-encoding': 'gzip, deflate, br, zstd' },
  { 'accept-encoding': 'br;q=0, gzip;q=0' },
  { 'x-request-id': 'trace-123' },
  { 'x-request-id': 'not allowed!' },
];

function listen(server: ServerType): Promise<string> {
  return new Promise((resolve) => {
    if (server.listening) resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    else server.once('listening', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

const close = (server: ServerType) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });

describe.each(testEngines('http'))('public-read fast path on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });

  describe.each([
    ['http', 'http://localhost'],
    ['https', 'https://vaultmark.example'],
  ])('with %s settings', (_scheme, publicOrigin) => {
    const logLines: Record<string, unknown>[] = [];
    let plain: ServerType;
    let fast: ServerType;
    let plainUrl: string;
    let fastUrl: string;
    let fastPath: PublicReadFastPath;
    let market: ReturnType<typeof createMarketServices>;

    beforeAll(async () => {
      const { handle, db } = database();
      const logger = pino(
        { level: 'info' },
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
            done();
          },
        }),
      );
      market = createMarketServices(handle, logger);
      const auth = ephemeralAuthSettings(db, { publicOrigin });
      const app = createApp({ db: handle, logger, auth, market });
      fastPath = createPublicReadFastPath(market, logger, auth);
      // One app and one cache behind two servers: the plain one always runs the full stack.
      plain = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
      fast = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', createServer: fastPath.createServer });
      [plainUrl, fastUrl] = await Promise.all([listen(plain), listen(fast)]);
    });

    afterAll(async () => {
      await Promise.all([close(plain), close(fast)]);
    });

    const lastRequestLine = () => {
      const line = logLines.filter((entry) => entry.msg === 'request').at(-1)!;
      const { time: _time, ms, reqId, pid: _pid, hostname: _hostname, ...rest } = line;
      expect(typeof ms).toBe('number');
      expect(typeof reqId).toBe('string');
      return rest;
    };

    it.each(CACHED_URLS)('%s: a cache hit on the fast path equals the full stack’s answer', async (url) => {
      await get(plainUrl, url); // fills the cache through the stack
      for (const headers of VARIANTS) {
        const before = fastPath.hits;
        const viaStack = await get(plainUrl, url, headers);
        const stackLog = lastRequestLine();
        const viaFastPath = await get(fastUrl, url, headers);
        const fastLog = lastRequestLine();
        expect(fastPath.hits, JSON.stringify(headers)).toBe(before + 1);
        expect(viaStack.status).toBe(200);
        expect(comparable(viaFastPath, headers['x-request-id'])).toEqual(comparable(viaStack, headers['x-request-id']));
        expect(viaFastPath.body.equals(viaStack.body)).toBe(true);
        expect(fastLog).toEqual(stackLog);
        expect(fastLog).toMatchObject({ level: 30, method: 'GET', path: url.split('?')[0], status: 200 });

        // The same request, conditional on the tag just received: 304 from both, no body.
        const conditional = { ...headers, 'if-none-match': viaStack.headers.etag! };
        const stack304 = await get(plainUrl, url, conditional);
        const fast304 = await get(fastUrl, url, conditional);
        expect(stack304.status).toBe(304);
        expect(fast304.status).toBe(304);
        expect(fast304.body.length).toBe(0);
        expect(comparable(fast304, headers['x-request-id'])).toEqual(comparable(stack304, headers['x-request-id']));
      }
      const sample = await get(fastUrl, url, { 'accept-encoding': 'br' });
      const openData = url.startsWith('/api/v1/');
      expect(sample.headers['cache-control']).toBe(openData ? OPEN_DATA_CACHE_CONTROL : CACHED_READ_CACHE_CONTROL);
      if (openData) {
        // eslint-disable-next-line vitest/no-conditional-expect -- a table of URLs: the open data headers belong to /api/v1 only
        expect(sample.headers['access-control-allow-origin']).toBe('*');
        // eslint-disable-next-line vitest/no-conditional-expect -- a table of URLs: the open data headers belong to /api/v1 only
        expect(sample.headers['x-data-as-of']).toMatch(/^\d{4}-/);
        // eslint-disable-next-line vitest/no-conditional-expect -- a table of URLs: the open data headers belong to /api/v1 only
        expect(sample.headers['ratelimit-limit']).toBe(String(OPEN_DATA_LIMIT.max));
      }
      expect(sample.headers['content-security-policy']).toContain("script-src 'self'");
      expect(sample.headers['x-content-type-options']).toBe('nosniff');
      expect(sample.headers['strict-transport-security'] !== undefined).toBe(publicOrigin.startsWith('https:'));
    });

    it('a miss, another URL or another method goes through the full stack', async () => {
      const before = fastPath.hits;
      market.reads.invalidate();
      const miss = await get(fastUrl, '/api/prices/latest');
      expect(miss.status).toBe(200);
      expect(fastPath.hits).toBe(before);
      const hit = await get(fastUrl, '/api/prices/latest');
      expect(hit.body.equals(miss.body)).toBe(true);
      expect(fastPath.hits).toBe(before + 1);
      for (const url of ['/api/health', '/api/prices?limit=3', '/api/constituents?index_type=government_reserves']) {
        const answer = await get(fastUrl, url);
        expect(answer.status, url).toBe(200);
      }
      const unknown = await get(fastUrl, '/api/index/nasdaq');
      expect(unknown.status).toBe(422);
      expect(fastPath.hits).toBe(before + 1);
      // Open data CSV (by Accept or ?format) is the stack's, even when the JSON is cached.
      await get(fastUrl, '/api/v1/prices/latest');
      const afterJson = fastPath.hits;
      const csv = await get(fastUrl, '/api/v1/prices/latest', { accept: 'text/csv' });
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect((await get(fastUrl, '/api/v1/prices/latest?format=csv')).headers['content-type']).toBe(
        'text/csv; charset=utf-8',
      );
      expect(fastPath.hits).toBe(afterJson);
    });
  });
});

describe('public-read fast path, on its own', () => {
  it('hands a request it fails on to the full stack', () => {
    const broken = {
      peek: () => {
        throw new Error('cache broke');
      },
    } as unknown as ReadCache;
    const fastPath = new PublicReadFastPath({ reads: broken, logger: pino({ level: 'silent' }), securityHeaders: {} });
    const stack: string[] = [];
    const listener = fastPath.wrap((request) => stack.push(request.url!));
    const request = { method: 'GET', url: '/api/prices/latest', headers: {} } as IncomingMessage;
    listener(request, { headersSent: false } as ServerResponse);
    expect(stack).toEqual(['/api/prices/latest']);
  });

  it('echoes a short plain request id and makes one otherwise, like hono/request-id', () => {
    expect(requestIdFor('trace-123_A=')).toBe('trace-123_A=');
    expect(requestIdFor('has space')).toMatch(UUID);
    expect(requestIdFor('x'.repeat(256))).toMatch(UUID);
    expect(requestIdFor('x'.repeat(255))).toBe('x'.repeat(255));
    expect(requestIdFor(undefined)).toMatch(UUID);
  });
});

describe.each(testEngines('http'))('kept pages on the fast path on %s (ADR 183)', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  const buildDir = mkdtempSync(join(tmpdir(), 'vaultmark-fast-pages-'));
  const logLines: Record<string, unknown>[] = [];
  let plain: ServerType;
  let fast: ServerType;
  let plainUrl: string;
  let fastUrl: string;
  let fastPath: PublicReadFastPath;

  beforeAll(async () => {
    writeFileSync(join(buildDir, 'index.html'), readFileSync(join(PROJECT_ROOT, 'index.html')));
    const { handle, db } = database();
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      }),
    );
    const market = createMarketServices(handle, logger);
    const auth = ephemeralAuthSettings(db, { publicOrigin: 'https://vaultmark.example' });
    const render: RenderPage = async (url) => ({
      html: `<h1>${new URL(url).pathname} ${'text '.repeat(400)}</h1>`,
      status: 200,
      queryState: null,
      usesData: false,
    });
    const app = createApp({ db: handle, logger, auth, market, staticDir: buildDir, pageRenderer: render });
    fastPath = createPublicReadFastPath(market, logger, auth);
    plain = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    fast = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', createServer: fastPath.createServer });
    [plainUrl, fastUrl] = await Promise.all([listen(plain), listen(fast)]);
  });

  afterAll(async () => {
    await Promise.all([close(plain), close(fast)]);
    rmSync(buildDir, { recursive: true, force: true });
  });

  const lastRequestLine = () => {
    const {
      time: _time,
      ms: _ms,
      reqId: _reqId,
      ...rest
    } = logLines.filter((entry) => entry.msg === 'request').at(-1)!;
    return rest;
  };

  it.each(['/pricing', '/pricing?utm_source=news', '/company/MSTR', '/no-such-page', '/holdings?tab=etfs&gclid=1'])(
    '%s: a kept page on the fast path equals the full stack’s answer',
    async (url) => {
      await get(plainUrl, url); // renders and keeps it through the stack
      for (const headers of VARIANTS) {
        const before = fastPath.hits;
        const viaStack = await get(plainUrl, url, headers);
        const stackLog = lastRequestLine();
        const viaFastPath = await get(fastUrl, url, headers);
        expect(fastPath.hits, JSON.stringify(headers)).toBe(before + 1);
        expect(lastRequestLine()).toEqual(stackLog);
        expect(withoutDate(viaFastPath)).toEqual(withoutDate(viaStack));
        expect(viaFastPath.status).toBe(url === '/no-such-page' ? 404 : 200);
        expect(viaFastPath.body.equals(viaStack.body)).toBe(true);
        if (viaStack.status !== 200) continue;
        const conditional = { ...headers, 'if-none-match': viaStack.headers.etag! };
        const stack304 = await get(plainUrl, url, conditional);
        const fast304 = await get(fastUrl, url, conditional);
        expect(fast304.status).toBe(304);
        expect(withoutDate(fast304)).toEqual(withoutDate(stack304));
      }
    },
  );

  it('leaves a page not kept, a private page and a path URL parsing would change to the stack', async () => {
    const before = fastPath.hits;
    expect((await get(fastUrl, '/about-us')).status).toBe(200); // first request: rendered by the stack
    expect((await get(fastUrl, '/auth')).status).toBe(200);
    expect((await get(fastUrl, '/auth')).status).toBe(200);
    await get(fastUrl, '/pricing');
    const hitsAfterPricing = fastPath.hits;
    expect((await get(fastUrl, '/%70ricing')).status).toBe(200);
    expect(fastPath.hits).toBe(hitsAfterPricing);
    expect(hitsAfterPricing).toBe(before + 1);
  });
});
