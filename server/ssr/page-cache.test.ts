// The page cache (ADR 183): keyed on the path and the page's own query parameters, once per
// UTC day, bounded in bytes, dropping only the pages built from data when the data changes;
// and the same through the app (PGlite; both engines with TEST_ENGINES=all), with a database write doing the dropping and
// the renderer's bound on renders at once.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCacheKey } from '../../domain/route-query-params.ts';
import { createApp, createMarketServices } from '../app.ts';
import { ephemeralAuthSettings } from '../auth.ts';
import { insertPrice } from '../db/queries/prices.ts';
import { PROJECT_ROOT } from '../project-root.ts';
import { staticFileFromBody } from '../static/static-site.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { PageCache, type CachedPage, type ProducedPage } from './page-cache.ts';
import type { RenderOptions, RenderPage } from './page-renderer.ts';

async function page(body: string, status: 200 | 404 = 200, usesData = false): Promise<CachedPage> {
  return { status, file: await staticFileFromBody('/index.html', Buffer.from(body)), usesData };
}

/** A produce() that counts its calls. */
function producer(made: () => Promise<CachedPage>, keep = true) {
  const produce = async (): Promise<ProducedPage> => {
    produce.calls += 1;
    return { page: await made(), keep };
  };
  produce.calls = 0;
  return produce;
}

const text = (answer: CachedPage) => Buffer.from(answer.file.variants.identity.body).toString();

describe('pageCacheKey', () => {
  it.each([
    ['/pricing', '', '/pricing'],
    ['/pricing', '?utm_source=news&utm_medium=mail&gclid=1', '/pricing'],
    ['/holdings', '?utm_source=x&tab=etfs', '/holdings?tab=etfs'],
    ['/treasury-stress-test', '?utm_campaign=a&ticker=MSTR', '/treasury-stress-test?ticker=MSTR'],
    ['/schedule-consultation', '?policy=p&fbclid=z&assessment=a', '/schedule-consultation?assessment=a&policy=p'],
    ['/weight-calculator', '?hyp=b&index=x&hyp=a', '/weight-calculator?hyp=b&hyp=a&index=x'],
    ['/holdings/', '?tab=etfs', '/holdings/?tab=etfs'],
    ['/company/MSTR', '?tab=etfs', '/company/MSTR'],
  ])('%s%s → %s', (path, search, key) => {
    expect(pageCacheKey(path, search)).toBe(key);
  });
});

describe('PageCache', () => {
  it('makes a page once a day per key; requests meanwhile share the one being made', async () => {
    let day = '2026-12-07';
    const cache = new PageCache({ today: () => day });
    const produce = producer(() => page(`<p>${produce.calls}</p>`));
    const [first, second] = await Promise.all([cache.answer('/a', produce), cache.answer('/a', produce)]);
    expect(produce.calls).toBe(1);
    expect(text(first)).toBe(text(second));
    expect(cache.peek('/a')).toBe(first);
    day = '2026-12-08';
    expect(cache.peek('/a')).toBeUndefined();
    await cache.answer('/a', produce);
    expect(produce.calls).toBe(2);
  });

  it('does not keep an answer its maker says not to keep (a skipped or failed render)', async () => {
    const cache = new PageCache();
    const produce = producer(() => page('<p>shell</p>'), false);
    await cache.answer('/a', produce);
    await cache.answer('/a', produce);
    expect(produce.calls).toBe(2);
    expect(cache.peek('/a')).toBeUndefined();
  });

  it('holds at most its bytes, pages and not-found pages apart, dropping the oldest', async () => {
    const body = 'x'.repeat(900); // under the compression threshold: one variant of 900 bytes
    const cache = new PageCache({ limitBytes: 2_000, notFoundLimitBytes: 1_000 });
    for (const key of ['/a', '/b', '/c'])
      await cache.answer(
        key,
        producer(() => page(body)),
      );
    expect(cache.peek('/a')).toBeUndefined();
    expect(cache.peek('/b')).toBeDefined();
    expect(cache.peek('/c')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(2_000);
    // Not-found pages fill their own budget and push out none of the pages.
    for (const key of ['/x', '/y'])
      await cache.answer(
        key,
        producer(() => page(body, 404)),
      );
    expect(cache.peek('/x')).toBeUndefined();
    expect(cache.peek('/y')).toBeDefined();
    expect(cache.peek('/b')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(3_000);
    // An answer larger than the whole budget is not kept.
    await cache.answer(
      '/big',
      producer(() => page('y'.repeat(3_000))),
    );
    expect(cache.peek('/big')).toBeUndefined();
    expect(cache.peek('/c')).toBeDefined();
  });

  it('drops the pages built from data, and those being made, when the data changes; keeps the rest', async () => {
    const cache = new PageCache();
    await cache.answer(
      '/pricing',
      producer(() => page('<p>static</p>')),
    );
    await cache.answer(
      '/bitcoin-treasury',
      producer(() => page('<p>figures</p>', 200, true)),
    );
    let finish!: () => void;
    const slow = producer(() => new Promise<void>((resolve) => (finish = resolve)).then(() => page('<p>old</p>')));
    const inFlight = cache.answer('/holdings', slow);
    cache.invalidateData();
    finish();
    await inFlight;
    expect(cache.peek('/pricing')).toBeDefined();
    expect(cache.peek('/bitcoin-treasury')).toBeUndefined();
    expect(cache.peek('/holdings')).toBeUndefined();
  });
});

const silent = pino({ level: 'silent' });

/** A renderer that counts its renders per URL; data pages say they read data, /pricing does not. */
function countingRenderer() {
  const calls: string[] = [];
  let hold: Promise<void> | null = null;
  const render: RenderPage = async (url: string, options?: RenderOptions) => {
    calls.push(url);
    if (hold) await hold;
    const { pathname, search } = new URL(url);
    return {
      html: `<h1>${options?.notFound ? 'Not found ' : ''}${pathname}${search.replace(/&/g, '&amp;')}</h1>`,
      status: 200,
      queryState: null,
      usesData: pathname !== '/pricing',
    };
  };
  return {
    render,
    calls,
    rendersOf: (path: string) => calls.filter((url) => new URL(url).pathname === path).length,
    holdRenders(until: Promise<void> | null) {
      hold = until;
    },
  };
}

describe.each(testEngines('http'))('pages kept by the app on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  const buildDir = mkdtempSync(join(tmpdir(), 'vaultmark-page-cache-'));
  const renderer = countingRenderer();
  let market: ReturnType<typeof createMarketServices>;
  let app: ReturnType<typeof createApp>;
  const get = async (path: string) => {
    const response = await app.request(path);
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    writeFileSync(join(buildDir, 'index.html'), readFileSync(join(PROJECT_ROOT, 'index.html')));
    const { handle, db } = database();
    market = createMarketServices(handle, silent);
    await market.realtime!.start();
    app = createApp({
      db: handle,
      market,
      staticDir: buildDir,
      auth: ephemeralAuthSettings(db, { publicOrigin: 'https://vaultmark.example' }),
      pageRenderer: renderer.render,
    });
  });
  afterAll(async () => {
    await market.realtime!.stop();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('renders a page once whatever tracking parameters it is asked with', async () => {
    const answers = await Promise.all(
      ['/pricing', '/pricing?utm_source=news', '/pricing?utm_campaign=x&gclid=2', '/pricing?ref=7'].map(get),
    );
    expect(renderer.rendersOf('/pricing')).toBe(1);
    expect(renderer.calls).toContain('https://vaultmark.example/pricing');
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.html).toContain('<h1>/pricing</h1>');
  });

  it('renders a page per value of its own query parameters, without the others', async () => {
    const mstr = await get('/treasury-stress-test?ticker=MSTR&utm_source=a');
    const again = await get('/treasury-stress-test?utm_medium=b&ticker=MSTR');
    const tsla = await get('/treasury-stress-test?ticker=TSLA');
    expect(renderer.rendersOf('/treasury-stress-test')).toBe(2);
    expect(mstr.html).toContain('<h1>/treasury-stress-test?ticker=MSTR</h1>');
    expect(again.html).toBe(mstr.html);
    expect(tsla.html).toContain('<h1>/treasury-stress-test?ticker=TSLA</h1>');
    const booking = await get('/schedule-consultation?assessment=abc&utm_source=x&policy=def');
    expect(booking.html).toContain('<h1>/schedule-consultation?assessment=abc&amp;policy=def</h1>');
  });

  it('renders at most two pages at once; the rest are served without markup and not kept', async () => {
    let release!: () => void;
    renderer.holdRenders(new Promise<void>((resolve) => (release = resolve)));
    const paths = ['A', 'B', 'C', 'D', 'E'].map((ticker) => `/treasury-stress-test?ticker=${ticker}`);
    const before = renderer.calls.length;
    const pending = paths.map(get);
    await expect.poll(() => renderer.calls.length - before).toBe(2);
    // The three beyond the bound were answered at once with the bare shell.
    release();
    const answers = await Promise.all(pending);
    renderer.holdRenders(null);
    expect(renderer.calls.length - before).toBe(2);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.html.includes('<div id="root"></div>'))).toHaveLength(3);
    // Those three are rendered by their next request.
    for (const path of paths) await get(path);
    expect(renderer.calls.length - before).toBe(5);
  });

  it('keeps pages within its bytes however many distinct pages are asked for', async () => {
    const { handle, db } = database();
    const limitBytes = 40_000;
    const small = { ...createMarketServices(handle, silent), pages: new PageCache({ limitBytes }) };
    const bounded = createApp({
      db: handle,
      market: small,
      staticDir: buildDir,
      auth: ephemeralAuthSettings(db, { publicOrigin: 'https://vaultmark.example' }),
      pageRenderer: renderer.render,
    });
    for (let index = 0; index < 100; index += 1) {
      expect((await bounded.request(`/treasury-stress-test?ticker=T${index}`)).status).toBe(200);
    }
    expect(small.pages.bytes).toBeGreaterThan(limitBytes / 2);
    expect(small.pages.bytes).toBeLessThanOrEqual(limitBytes);
    expect(small.pages.size).toBeLessThan(100);
  });

  it('drops only the pages built from the data when a write changes it', async () => {
    for (const path of ['/pricing', '/bitcoin-treasury', '/company/MSTR', '/about-us']) await get(path);
    const pricing = renderer.rendersOf('/pricing');
    const index = renderer.rendersOf('/bitcoin-treasury');
    const company = renderer.rendersOf('/company/MSTR');
    await insertPrice(database().db, {
      symbol: 'BTC',
      price: 101_234.5,
      timestamp: new Date(Date.now() + 60_000),
      source: 'page cache test',
    });
    await expect
      .poll(async () => {
        await get('/bitcoin-treasury');
        return renderer.rendersOf('/bitcoin-treasury');
      })
      .toBe(index + 1);
    await get('/company/MSTR');
    await get('/pricing');
    expect(renderer.rendersOf('/company/MSTR')).toBe(company + 1);
    expect(renderer.rendersOf('/pricing')).toBe(pricing);
  });
});
