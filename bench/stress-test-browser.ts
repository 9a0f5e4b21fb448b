// Issue 45 §3 in the browser, on the built site served by `npm start`, in headless Chromium:
// - the page's own Web Worker (the built stress-test worker, created from the URL the page
//   uses) runs 10,000 paths × 60 months, against the tight typed-array loop of
//   bench/stress-test-baseline.ts in a worker of the same browser (bundled by esbuild, served
//   from the site's origin, so the page's content-security policy allows it): best of
//   interleaved runs, both answers compared first. Target ≤ 2×.
// - the page stays responsive while it runs: after a 500-path run has warmed the page up, the
//   Paths field is set to 10,000 and every long task (PerformanceObserver 'longtask', over
//   50 ms) from that input to the answer being painted is recorded with the main thread's
//   CPU time in it (tests/e2e/support/long-tasks.ts). Target: none in which the page worked
//   over 50 ms; on an idle machine, none at all.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'esbuild';
import type { StressWorkerAnswer, StressWorkerRequest } from '../src/features/stress-test/lib/stress-test.worker.ts';
import { findChromium, HEADLESS_CHROMIUM_FLAGS } from '../scripts/find-chromium.ts';
import {
  describeLongTasks,
  LONG_TASK_MS,
  longTasksDuring,
  observeLongTasks,
  pageWorkOver,
} from '../tests/e2e/support/long-tasks.ts';
import type { Report } from './report.ts';
import {
  BLOCK_DAYS,
  MONTHS,
  PATHS,
  SEED,
  SHEET,
  START_PRICE,
  syntheticCloses,
  TARGET_RATIO,
  type RunCheck,
} from './stress-test-baseline.ts';
import { startServer } from './server-process.ts';

const REPEATS = 5;
const RESPONSIVENESS_RUNS = 3;
/** Where the bundled baseline worker is served (a route of the browser context, not the server). */
const BASELINE_PATH = '/bench/stress-test-baseline.worker.js';

declare global {
  interface Window {
    /** Every Web Worker script the page started (bench/stress-test-browser.ts). */
    __workerUrls?: string[];
  }
}

async function baselineWorkerCode(): Promise<string> {
  const result = await build({
    entryPoints: [join(import.meta.dirname, 'stress-test-baseline.worker.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

interface WorkerTimes {
  pageMs: number;
  baselineMs: number;
  page: RunCheck;
  baseline: RunCheck;
}

/** Runs in the page: both workers, one warm-up run each, then best of `repeats` interleaved. */
async function timeWorkers(args: {
  workerUrl: string;
  baselineUrl: string;
  request: StressWorkerRequest;
  repeats: number;
}): Promise<WorkerTimes> {
  const pageWorker = new Worker(args.workerUrl, { type: 'module' });
  const baselineWorker = new Worker(args.baselineUrl, { type: 'module' });
  const timed = <T>(worker: Worker, message: unknown) =>
    new Promise<[number, T]>((resolve, reject) => {
      const start = performance.now();
      worker.onerror = (event) => reject(new Error(event.message));
      worker.onmessage = (event: MessageEvent<T>) => resolve([performance.now() - start, event.data]);
      worker.postMessage(message);
    });
  const [, answer] = await timed<StressWorkerAnswer>(pageWorker, args.request);
  const [, baseline] = await timed<RunCheck>(baselineWorker, null);
  if (!answer.report || answer.report.kind !== 'monte_carlo') throw new Error(answer.error?.message ?? 'no answer');
  let pageMs = Infinity;
  let baselineMs = Infinity;
  for (let repeat = 0; repeat < args.repeats; repeat++) {
    pageMs = Math.min(pageMs, (await timed<StressWorkerAnswer>(pageWorker, args.request))[0]);
    baselineMs = Math.min(baselineMs, (await timed<RunCheck>(baselineWorker, null))[0]);
  }
  pageWorker.terminate();
  baselineWorker.terminate();
  const page = { breachProbability: answer.report.breachProbability, lastMedianCash: answer.report.cash.at(-1)!.p50 };
  return { pageMs, baselineMs, page, baseline };
}

/** Long tasks from setting 10,000 paths on a warmed-up page to its answer being painted. */
async function longTasksWhileRunning(page: Page, browser: Browser, origin: string) {
  await observeLongTasks(page);
  const settled = (paths: string) =>
    page
      .locator('[data-testid="stress-answer"][aria-busy="false"]')
      .getByTestId('first-breach')
      .filter({
        hasText: `of ${paths} paths`,
      });
  await page.goto(`${origin}/treasury-stress-test?kind=monte_carlo&paths=500&seed=${SEED}&horizon=${MONTHS}`);
  await settled('500').waitFor();
  await page.locator('html[data-app-idle]').waitFor({ state: 'attached' });
  await page.getByRole('textbox', { name: /^Paths/ }).selectText();
  let ms = 0;
  const tasks = await longTasksDuring(page, browser, async () => {
    const start = performance.now();
    await page.keyboard.insertText(String(PATHS));
    await settled(PATHS.toLocaleString('en-US')).waitFor({ timeout: 60_000 });
    ms = performance.now() - start;
  });
  return { ms, tasks };
}

export async function benchStressTestInBrowser(report: Report) {
  const chromiumFor = findChromium({ playwrightExecutable: () => chromium.executablePath() });
  if (chromiumFor.source === 'none') throw new Error(chromiumFor.message);
  const baselineCode = await baselineWorkerCode();
  const dir = mkdtempSync(join(tmpdir(), 'vaultmark-bench-stress-'));
  const server = await startServer({ PGLITE_DIR: join(dir, 'pglite') });
  const browser = await chromium.launch({
    executablePath: chromiumFor.executablePath,
    args: [...HEADLESS_CHROMIUM_FLAGS],
  });
  try {
    const context = await browser.newContext();
    // tsx compiles this file keeping function names: a named function inside one that runs in
    // the page calls esbuild's __name(), which the page does not have.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await context.route(`${server.url}${BASELINE_PATH}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: baselineCode }),
    );
    const page = await context.newPage();
    await page.addInitScript(() => {
      const NativeWorker = window.Worker;
      const urls: string[] = (window.__workerUrls = []);
      window.Worker = class extends NativeWorker {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          urls.push(String(url));
        }
      };
    });
    // The default drawdown runs in the page's worker 250 ms after the page has its inputs.
    await page.goto(`${server.url}/treasury-stress-test`);
    const workerUrl = await page
      .waitForFunction(() => window.__workerUrls?.find((url) => url.includes('stress-test.worker')))
      .then((handle) => handle.jsonValue());
    const request: StressWorkerRequest = {
      id: 1,
      input: {
        ...SHEET,
        horizonMonths: MONTHS,
        startPrice: START_PRICE,
        scenario: { kind: 'monte_carlo', paths: PATHS, seed: SEED, blockDays: BLOCK_DAYS },
      },
      history: { days: [], closes: Array.from(syntheticCloses()) },
    };
    const times = await page.evaluate(timeWorkers, {
      workerUrl: workerUrl!,
      baselineUrl: `${server.url}${BASELINE_PATH}`,
      request,
      repeats: REPEATS,
    });
    if (
      times.page.breachProbability !== times.baseline.breachProbability ||
      times.page.lastMedianCash !== times.baseline.lastMedianCash
    ) {
      throw new Error(`The page's worker and the baseline disagree: ${JSON.stringify(times)}`);
    }
    const ratio = times.pageMs / times.baselineMs;
    report({
      name: `stress test Monte Carlo ${PATHS.toLocaleString('en-US')} paths × ${MONTHS} months (Chromium, the page's Web Worker)`,
      value: `${times.pageMs.toFixed(1)} ms, message to answer (breach probability ${(times.page.breachProbability * 100).toFixed(1)} %)`,
      baseline: `${times.baselineMs.toFixed(1)} ms tight typed-array loop in a Web Worker`,
      ratio: `${ratio.toFixed(2)}×`,
      target: `≤ ${TARGET_RATIO}×`,
    });
    await page.close();

    const runs = [];
    for (let run = 0; run < RESPONSIVENESS_RUNS; run++) {
      const fresh = await context.newPage();
      runs.push(await longTasksWhileRunning(fresh, browser, server.url));
      await fresh.close();
    }
    const overLimit = runs.flatMap((run) => pageWorkOver(run.tasks));
    report({
      name: `stress test page while ${PATHS.toLocaleString('en-US')} paths run (input to answer painted, ${RESPONSIVENESS_RUNS} runs)`,
      value: `long tasks: ${runs.map((run) => describeLongTasks(run.tasks)).join('; ')} (runs of ${runs.map((run) => run.ms.toFixed(0)).join(', ')} ms; load average ${loadavg()[0]!.toFixed(1)})`,
      target: `no task with over ${LONG_TASK_MS} ms of the page's work: ${overLimit.length ? 'NOT met' : 'met'}`,
    });
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
