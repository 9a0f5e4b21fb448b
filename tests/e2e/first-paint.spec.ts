// First paint (ADR 093): every public page arrives with its content in the HTML — its main
// heading is there before any JavaScript runs — and the browser hydrates that markup without
// a single hydration warning, in a time zone and language other than the server's. The
// data pages bring their first data with them, so the browser does not ask for it again.
// And no Intl object is built before the app starts ICU in a task of its own (ADR 097, 103),
// which waits for the worker that loads ICU's data off the main thread (ADR 133),
// and the app's module evaluation neither evaluates React DOM's renderer nor asks for the
// page's modules (ADR 108).
import { expect, test, waitForAppIdle, type ConsoleMessage, type Page } from './support/test.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatDateTime } from '../../domain/format-date.ts';
import { readViteManifest, staticClosure } from '../../scripts/vite-manifest.ts';
import { ICU_START_MARK } from '../../src/lib/hydration.ts';
import { duplicates, loadAndSettle, publicPaths, recordApiRequests } from './support/page-loads.ts';

/**
 * Messages React logs about hydration (mismatches, recoverable errors, client re-renders).
 * A production build names its errors by number only ("Minified React error #418"), so any
 * React error counts.
 */
const HYDRATION_PROBLEM = /hydrat|did not match|server rendered|server-rendered|recoverable|React error #\d+/i;

// Not the server's zone (UTC) nor its language: dates and numbers must still agree.
test.use({ timezoneId: 'Pacific/Auckland', locale: 'de-DE' });

function watchForHydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  const record = (text: string) => {
    if (HYDRATION_PROBLEM.test(text)) problems.push(text);
  };
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') record(message.text());
  });
  // Any uncaught error while the page starts is a problem (React reports a failed hydration
  // as one).
  page.on('pageerror', (error) => problems.push(`${error.name}: ${error.message}`));
  return problems;
}

declare global {
  interface Window {
    /** What watchForEarlyIntl saw made before the ICU start. */
    __earlyIntl?: string[];
    /** What watchIcuWorker saw of the ICU worker. */
    __icuWorker?: { scripts: string[]; answeredAt: number | null };
    /** React DOM reports to this hook when present (the trace's stamp, below). */
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: object;
  }
}
/**
 * Records every Intl object (and every locale-aware call) made before the app starts ICU in a
 * task of its own (ADR 097): one made earlier starts ICU inside a module's evaluation or a
 * slice of hydration instead, a long task (ADR 103: a page's texts formatted at load did).
 */
async function watchForEarlyIntl(page: Page): Promise<() => Promise<string[] | null>> {
  await page.addInitScript((mark: string) => {
    const early: string[] = [];
    window.__earlyIntl = early;
    const note = (what: string) => {
      if (performance.getEntriesByName(mark).length > 0) return;
      const callers = (new Error().stack ?? '').split('\n').slice(3, 6);
      early.push(`${what}: ${callers.map((line) => line.trim()).join(' ← ')}`);
    };
    const constructors = ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat'] as const;
    for (const name of constructors) {
      const original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const wrapped = new Proxy(original, {
        construct(target, args, newTarget) {
          note(`new Intl.${name}`);
          return Reflect.construct(target, args, newTarget) as object;
        },
        apply(target, self, args) {
          note(`Intl.${name}()`);
          return Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args);
        },
      });
      Object.defineProperty(Intl, name, { value: wrapped, configurable: true, writable: true });
    }
    const methods: [object, string][] = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
    ];
    for (const [prototype, name] of methods) {
      const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[name]!;
      Object.defineProperty(prototype, name, {
        value: function (this: unknown, ...args: unknown[]) {
          note(name);
          return original.apply(this, args);
        },
        configurable: true,
        writable: true,
      });
    }
  }, ICU_START_MARK);
  return () => page.evaluate(() => window.__earlyIntl ?? null);
}

for (const path of publicPaths) {
  test(`${path} is served with its content, hydrates without warnings and asks for each piece of data once`, async ({
    page,
    request,
  }) => {
    const served = await (await request.get(path)).text();
    const root = served.slice(served.indexOf('<div id="root">'));
    expect(root, 'the served HTML holds the main heading').toMatch(/<h1[^>]*>[\s\S]*?\S[\s\S]*?<\/h1>/);

    const problems = watchForHydrationProblems(page);
    const earlyIntl = await watchForEarlyIntl(page);
    const requests = recordApiRequests(page);
    // Effects after hydration (counters, lazy parts, the auth state) have settled.
    await loadAndSettle(page, path);
    expect(problems).toEqual([]);
    expect(await earlyIntl(), 'Intl used before the app started ICU on its own').toEqual([]);
    // requests.spec.ts: no page asks the server twice for the same data when it loads.
    expect(duplicates(requests), requests.join('\n')).toEqual([]);
  });
}

/**
 * Records the workers the page starts (their scripts' paths), when the first of them answers
 * (the ICU worker: src/lib/icu-start.ts, ADR 133), and when the page's ICU start mark is set;
 * times in ms since the page's start, null when it did not happen.
 */
async function watchIcuWorker(
  page: Page,
): Promise<() => Promise<{ scripts: string[]; answeredAt: number | null; markAt: number | null }>> {
  await page.addInitScript(() => {
    const seen = { scripts: [] as string[], answeredAt: null as number | null };
    window.__icuWorker = seen;
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        seen.scripts.push(new URL(String(url), window.location.href).pathname);
        this.addEventListener('message', () => {
          seen.answeredAt ??= performance.now();
        });
      }
    };
  });
  return () =>
    page.evaluate((mark: string) => {
      // Absent: no worker was seen, and the checks on it fail.
      const seen = window.__icuWorker ?? { scripts: [], answeredAt: null };
      return { ...seen, markAt: performance.getEntriesByName(mark)[0]?.startTime ?? null };
    }, ICU_START_MARK);
}

for (const path of ['/', '/mnav-calculator']) {
  test(`${path} waits for the ICU worker before building its first formatter, however slow the worker`, async ({
    page,
  }) => {
    // The worker's script arrives late: a page that did not wait would start ICU itself first.
    // The delay leaves the worker time to load ICU within the page's 3 s wait on a loaded machine
    // (with 1.5 s, a CI run saw the page give up on the worker first).
    await page.route(/\/assets\/icu-start\.worker-[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fulfill({ response });
    });
    const icuWorker = await watchIcuWorker(page);
    const earlyIntl = await watchForEarlyIntl(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', { timeout: 15_000 });
    const seen = await icuWorker();
    expect(seen.scripts).toEqual([expect.stringMatching(/^\/assets\/icu-start\.worker-[\w-]+\.js$/)]);
    expect(seen.answeredAt, 'the worker answered').not.toBeNull();
    expect(seen.markAt, 'the page started ICU').not.toBeNull();
    // The page marks in the task right after the worker's message, which can fall in the same tick
    // of the browser's coarsened clock (100 µs); a page that did not wait would mark 0.5 s earlier.
    expect(seen.markAt!).toBeGreaterThanOrEqual(seen.answeredAt!);
    expect(await earlyIntl()).toEqual([]);
  });
}

for (const [failure, answer] of [
  ['cannot load', 'not found'],
  ['never answers', 'no answer'],
] as const) {
  test(`a page whose ICU worker ${failure} starts ICU itself and hydrates`, async ({ page }) => {
    await page.route(/\/assets\/icu-start\.worker-[\w-]+\.js$/, async (route) => {
      if (answer === 'not found') await route.fulfill({ status: 404, body: '' });
      // Otherwise the script never arrives: the page gives up on the worker after 3 s.
    });
    const problems = watchForHydrationProblems(page);
    const icuWorker = await watchIcuWorker(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', { timeout: 15_000 });
    const seen = await icuWorker();
    expect(seen.answeredAt).toBeNull();
    expect(seen.markAt).not.toBeNull();
    expect(problems).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}

test('a served page that differs from what the browser renders is reported as a hydration problem', async ({
  page,
}) => {
  // The check above must be able to fail. Here the served main heading is an <h2>: the
  // browser's render has an <h1> there, and hydration must say so.
  await page.route('**/glossary', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<h1([^>]*)>([\s\S]*?)<\/h1>/, '<h2$1>$2</h2>');
    await route.fulfill({ response, body: html });
  });
  const problems = watchForHydrationProblems(page);
  await page.goto('/glossary');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect.poll(() => problems.length, 'hydration problems reported').toBeGreaterThan(0);
});

// ADR 119: a path the server answers with 404 is served as the not-found page, marked so the
// browser neither asks the API whether the ticker or slug exists nor warns while hydrating.
const notFoundPaths: [path: string, heading: string][] = [
  ['/company/NOPE', 'Page not found'],
  ['/fund/NOPE', 'Page not found'],
  ['/government/atlantis', 'Page not found'],
  ['/no-such-page', 'Page not found'],
  ['/case-study/unknown-company', 'Page not found'],
];
for (const [path, heading] of notFoundPaths) {
  test(`${path} is served as the not-found page (404) and hydrates without asking the API`, async ({
    page,
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const served = await response.text();
    expect(served).toContain('<div id="root" data-page-status="404">');
    const root = served.slice(served.indexOf('<div id="root"'));
    expect(root, 'the served HTML holds the not-found heading').toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));

    const problems = watchForHydrationProblems(page);
    const asked: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (/^\/api\/(holders|governments)\//.test(pathname)) asked.push(pathname);
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await waitForAppIdle(page);
    expect(problems).toEqual([]);
    expect(asked).toEqual([]);
  });
}

test('an unknown ticker reached by navigation is still asked of the API, and shows the not-found page', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  const asked = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/holders/NOPE');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/company/NOPE');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect((await asked).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/company/NOPE', { exact: true })).toBeVisible();
});

test("a time of day is served in UTC and shown in the reader's zone as soon as the page has hydrated", async ({
  page,
  request,
}) => {
  const served = await (await request.get('/bitcoin-treasury')).text();
  const servedTime = /data-testid="last-updated"[\s\S]*?<time dateTime="([^"]+)">([^<]+)<\/time>/.exec(served);
  expect(servedTime, 'the served page holds the time the index was calculated').not.toBeNull();
  const [, instant, servedText] = servedTime!;
  expect(servedText).toBe(formatDateTime(instant!, { timeZone: 'UTC' }));

  await page.goto('/bitcoin-treasury');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  // No data change, no navigation: the render after hydration alone brings the reader's zone.
  await expect(page.getByTestId('last-updated').locator('time')).toHaveText(
    formatDateTime(instant!, { timeZone: 'Pacific/Auckland' }),
  );
  // Times written into a sentence too (the company page's as-of line).
  await page.goto('/company/MSTR');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(page.getByText(/Record updated/)).toHaveText(/Record updated \w{3} \d{1,2}, \d{4}, .+ GMT\+1[23]$/);
  // And in a hint that renders apart from its form (the calculator's latest stored price).
  expect(await (await request.get('/mnav-calculator')).text()).toMatch(/Latest stored price, [^<]+ UTC \(/);
  await page.goto('/mnav-calculator');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(page.getByText(/Latest stored price, /)).toHaveText(
    /Latest stored price, \w{3} \d{1,2}, \d{4}, .+ GMT\+1[23] \(/,
  );
});

test('a page shows its heading and content with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/glossary');
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bitcoin treasury decisions, made with the rigour of finance.',
  );
  await expect(page.getByRole('heading', { name: 'Bitcoin held by public companies' })).toBeVisible();
  // The counter shows the stored total, not the 0 its count-up starts from.
  const counter = page.getByTestId('holdings-btc-counter');
  const target = await counter.getAttribute('data-target');
  expect(target).toMatch(/^\d{1,3}(,\d{3})+$/);
  await expect(counter).toBeHidden();
  await expect(page.getByText(target!, { exact: true }).first()).toBeVisible();
  await context.close();
});

test('a holder page names itself in its served breadcrumbs, not only after hydration', async ({ browser }) => {
  // The breadcrumbs read the page's data while the server renders (ADR 106); before, a page
  // set its crumb in an effect, and the served trail ended in the route table's "Holder".
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, parent] of [
    ['/company/MSTR', 'Pure Bitcoin Treasury'],
    ['/government/el-salvador', 'Bitcoin Holdings'],
  ] as const) {
    await page.goto(path);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
    expect(name, path).toBeTruthy();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.locator('[aria-current="page"]'), path).toHaveText(name!);
    await expect(trail.getByRole('link', { name: parent, exact: true }), path).toBeVisible();
  }
  await context.close();
});

test('the home counters start from the server-rendered page and still count up', async ({ page }) => {
  const summaryRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/holdings/summary') summaryRequests.push(request.url());
  });
  await page.goto('/');
  const counter = page.getByTestId('holdings-btc-counter');
  await expect(counter).toHaveAttribute('data-state', 'done');
  const target = await counter.getAttribute('data-target');
  expect(target).toMatch(/^\d{1,3}(,\d{3})*$/);
  await expect(counter).toHaveText(target!);
  // The summary came with the page: not asked for again on load.
  expect(summaryRequests).toEqual([]);
});

/** A trace event as Chromium's tracing reports it (only the fields read here). */
interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { message?: string; url?: string } };
}

const RENDERER_EVALUATED = 'vaultmark-test:react-dom-renderer-evaluated';

test("the app's module evaluation holds neither React DOM's renderer nor the page's module requests", async ({
  page,
}) => {
  // React DOM's renderer announces itself to the developer tools' hook as its module is
  // evaluated; a hook of our own leaves a stamp in the trace at that moment. Imported with the
  // app's modules, it was evaluated inside their evaluation, and the page's route modules were
  // matched and asked for there too: one task of over 100 ms at 4× CPU slowdown instead of
  // several of about 50 (ADR 108).
  await page.addInitScript((stamp: string) => {
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      inject: () => {
        console.timeStamp(stamp);
        return 1;
      },
    };
  }, RENDERER_EVALUATED);
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8.execute', transferMode: 'ReportEvents' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await cdp.send('Tracing.end');
  await complete;

  const stamps = events.filter(
    (event) => event.name === 'TimeStamp' && event.args?.data?.message === RENDERER_EVALUATED,
  );
  expect(stamps, 'the renderer was evaluated once').toHaveLength(1);
  const stamp = stamps[0]!;
  const evaluations = events.filter((event) => event.name === 'v8.evaluateModule' && event.tid === stamp.tid);
  expect(evaluations.length, 'module evaluations in the trace').toBeGreaterThan(0);
  const during = (instant: TraceEvent) =>
    evaluations.filter((event) => event.ts <= instant.ts && instant.ts <= event.ts + (event.dur ?? 0));
  expect(during(stamp), 'module evaluations the renderer was evaluated inside').toEqual([]);

  // The page's own thread: a request another thread sends is not one a module's evaluation made.
  const scriptRequests = events.filter(
    (event) =>
      event.name === 'ResourceSendRequest' &&
      event.tid === stamp.tid &&
      /\/assets\/[^/]+\.js$/.test(event.args?.data?.url ?? ''),
  );
  expect(
    scriptRequests.some((event) => /\/home-[^/]+\.js$/.test(event.args!.data!.url!)),
    'the home page module was requested',
  ).toBe(true);
  const requestedWhileEvaluating = scriptRequests.filter((event) => during(event).length > 0);
  expect(
    requestedWhileEvaluating.map((event) => event.args!.data!.url),
    'modules requested while a module was evaluated',
  ).toEqual([]);
});

test('the app and the home page start without evaluating the start chunk (schemas, realtime, auth engine)', () => {
  // Vite's build manifest: each chunk with the chunks it imports statically. A static import
  // of the start chunk from the app or a page's module (even one rolldown adds to keep module
  // order, for a constant it inlined) evaluates its zod schemas in the app's first and
  // longest task instead of in a task of their own (ADR 096).
  const manifest = readViteManifest(join(process.cwd(), 'dist'));
  const startChunks = Object.keys(manifest).filter((key) => manifest[key]!.name === 'start');
  expect(startChunks).toHaveLength(1);
  for (const entry of ['src/start-app.tsx', 'src/app/routes/home/home.tsx']) {
    expect(manifest[entry], entry).toBeDefined();
    expect([...staticClosure(manifest, entry)], entry).not.toContain(startChunks[0]);
  }
});

test('nothing the home page loads, now or later (search, menu, fallbacks), brings the router', () => {
  // The home page's first load starts without the router (ADR 131). The router's chunk and
  // the app's start import each other: should a module the home page loads on demand live in
  // that chunk (a contract its search needs, say), the router's chunk would be evaluated
  // without the app's start and the page would break (ADR 132).
  const manifest = readViteManifest(join(process.cwd(), 'dist'));
  const appChunks = Object.keys(manifest).filter((key) => manifest[key]!.name === 'app');
  expect(appChunks).toHaveLength(1);
  const reached = new Set<string>();
  const visit = (key: string) => {
    if (reached.has(key) || key === 'src/start-app.tsx' || !manifest[key]) return;
    reached.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next);
  };
  visit('src/start-home.tsx');
  expect(reached.has('src/app/routes/home/home.tsx'), 'the home page module is reached').toBe(true);
  expect(reached.has('src/components/search/search-dialog.tsx'), 'its search, loaded on demand, is reached').toBe(true);
  expect([...reached].filter((key) => appChunks.includes(key))).toEqual([]);
});

test('the vendor chunk every page loads holds no classic zod', () => {
  // Classic zod imports zod's English messages, which hold this text; the app's zod/mini does
  // not. When classic shared the core modules with zod/mini, its share of them and these
  // messages rode in the vendor chunk (ADR 105). No page's code uses classic zod now that the
  // API reference is RapiDoc (ADR 146): no chunk holds its messages.
  const classicMessage = 'Invalid input: expected';
  const dist = join(process.cwd(), 'dist');
  const manifest = readViteManifest(dist);
  const read = (key: string) => readFileSync(join(dist, manifest[key]!.file), 'utf8');
  const vendor = Object.keys(manifest).filter((key) => manifest[key]!.name === 'vendor');
  expect(vendor).toHaveLength(1);
  const chunks = Object.keys(manifest).filter((key) => manifest[key]!.file.endsWith('.js'));
  expect(chunks).toContain(vendor[0]);
  expect(chunks.filter((key) => read(key).includes(classicMessage))).toEqual([]);
});

test('the home page and pages of text load none of the market pages’ code (tables, API calls, the contracts’ schemas)', () => {
  // Their long-form text and related links sat in the market chunk, so a case study ran every
  // schema of the market contracts before it could render (ADR 137). Nor does the search,
  // which the mobile menu brings when a page is idle, load it before it is used. The home
  // page's counter and its age note brought the whole chunk (9 KB gzip) to its first load.
  const manifest = readViteManifest(join(process.cwd(), 'dist'));
  const named = (name: string) => Object.keys(manifest).filter((key) => manifest[key]!.name === name);
  const market = named('market');
  expect(market).toHaveLength(1);
  const pages = [
    'src/app/routes/home/home.tsx',
    'src/app/routes/case-studies/case-study.tsx',
    'src/app/routes/resources/glossary.tsx',
    ...named('legal-document-page'),
    ...named('site-search'),
  ];
  expect(pages).toHaveLength(5);
  for (const page of pages) {
    expect(manifest[page], page).toBeDefined();
    expect([...staticClosure(manifest, page)], page).not.toContain(market[0]);
  }
});

test("a dynamic import's preload list names no chunk its importer has already loaded", () => {
  // The chunks an importer imports statically have run before its code: naming them again in
  // each preload list only cost bytes (ADR 137).
  const dist = join(process.cwd(), 'dist');
  const manifest = readViteManifest(dist);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const withLists: string[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const listed = /m\.f=\[([^\]]*)\]/.exec(readFileSync(join(dist, chunk.file), 'utf8'))?.[1];
    if (listed === undefined) continue;
    withLists.push(chunk.name ?? key);
    const loaded = staticClosure(manifest, key);
    const names = listed.split(',').map((name) => name.replaceAll('"', ''));
    expect(
      names.filter((name) => loaded.has(keyOfFile.get(name) ?? '')),
      chunk.file,
    ).toEqual([]);
  }
  // The shared chunk's imports (search, menu, toaster, consent, market data) have lists, which
  // named the vendor and shared chunks before.
  expect(withLists).toContain('shared');
});

test("the code pages run as they start carries V8's compile hint; the libraries loaded on demand do not", () => {
  // Chromium compiles the functions of a file beginning with the hint while streaming it, off
  // the main thread (ADR 137). It must come before the file's code: after Vite's preload list
  // at most.
  const hint = '//# allFunctionsCalledOnLoad';
  const dist = join(process.cwd(), 'dist');
  const manifest = readViteManifest(dist);
  const opening = (file: string) => readFileSync(join(dist, file), 'utf8').split('\n').slice(0, 2);
  const hinted = (file: string) => {
    const [first, second] = opening(file);
    return first === hint || (first!.startsWith('const __vite__mapDeps=') && second === hint);
  };
  for (const name of ['vendor', 'shared', 'app', 'market', 'home', 'index-route']) {
    const chunks = Object.values(manifest).filter((chunk) => chunk.name === name);
    expect(chunks, name).toHaveLength(1);
    expect(hinted(chunks[0]!.file), name).toBe(true);
  }
  const onDemand = Object.values(manifest).filter((chunk) =>
    /^assets\/(api-reference|lightweight-charts\.production|password-strength-meter)-/.test(chunk.file),
  );
  expect(onDemand).toHaveLength(3);
  for (const chunk of onDemand) expect(hinted(chunk.file), chunk.file).toBe(false);
});
