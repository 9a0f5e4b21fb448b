// Lighthouse 12, mobile (its default: a mid-range phone on slow 4G, CPU slowed 4×), on the
// pages issue 12 §3 names and the API reference (issue 43), against the production server (`npm start`'s build on a seeded
// embedded database): performance score, LCP, CLS, TBT and the number of requests, each
// against its target. The baseline is what the issue measured before the pages were
// served with their content (ADR 093). Lighthouse comes from the npm registry through npx
// (it is not a dependency); Chromium from CHROMIUM_PATH or the system's (find-chromium).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { HEADLESS_CHROMIUM_FLAGS, findChromium } from '../scripts/find-chromium.ts';
import type { Report } from './report.ts';
import { startServer } from './server-process.ts';

const LIGHTHOUSE = 'lighthouse@12';
const CHROME_FLAGS = HEADLESS_CHROMIUM_FLAGS;

/** The pages and what issues 12 and 43 measured on each before (Lighthouse 12 mobile, same machine). */
const PAGES: readonly { path: string; before: string }[] = [
  { path: '/', before: 'score 0.92–0.95, LCP 2.5 s, 31 requests' },
  { path: '/bitcoin-treasury', before: 'score 0.80, LCP 3.2 s, 41 requests' },
  { path: '/mnav-calculator', before: 'score 0.89' },
  { path: '/case-study/strategy', before: 'score 0.95' },
  { path: '/developers', before: 'score 0.70, TBT 1.66 s, CLS 0.105 (Scalar)' },
];

const TARGETS = { score: 0.98, lcpMs: 1_500, cls: 0.02, tbtMs: 100, requests: 20 };

interface LighthouseResult {
  categories: { performance: { score: number | null } };
  /** Lighthouse's own measure of the machine's speed (higher is faster): runs on slower days compare by it. */
  environment?: { benchmarkIndex?: number };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

export interface PageFigures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  requests: number;
  /** The machine's speed as Lighthouse measured it before the run (NaN when not given). */
  benchmarkIndex: number;
}

export function figuresOf(result: LighthouseResult): PageFigures {
  const audit = (id: string) => {
    const value = result.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
    return value;
  };
  return {
    score: result.categories.performance.score ?? 0,
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    requests: result.audits['network-requests']?.details?.items?.length ?? Number.NaN,
    benchmarkIndex: result.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/**
 * Runs Lighthouse in a process group of its own: when it stops Chrome it signals Chrome's
 * whole group, which would otherwise include this process and the server under test.
 */
async function runLighthouse(url: string, chromePath: string, outDir: string): Promise<PageFigures> {
  const output = join(outDir, `${encodeURIComponent(url)}.json`);
  const child = spawn(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath }, detached: true },
  );
  const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`Lighthouse failed on ${url} (exit ${code})`);
  return figuresOf(JSON.parse(readFileSync(output, 'utf8')) as LighthouseResult);
}

/** Runs per page: Lighthouse's figures swing from run to run, so the median run is reported. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** The run with the median score (of equal scores, the one with the median blocking time). */
export function medianRun(runs: readonly PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.tbtMs - a.tbtMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * Lighthouse now and then fails to record a trace ("NO_NAVSTART"); such a run is tried again,
 * up to three attempts in all.
 */
export async function runLighthouseWithRetry(url: string, chromePath: string, outDir: string): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, chromePath, outDir);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

export async function benchLighthouse(report: Report) {
  const chromiumFor = findChromium({ playwrightExecutable: () => chromium.executablePath() });
  if (chromiumFor.source === 'none') throw new Error(chromiumFor.message);
  // Playwright's own build has a path too, though Playwright launches it without one.
  const chromePath = chromiumFor.executablePath ?? chromium.executablePath();
  const dir = mkdtempSync(join(tmpdir(), 'vaultmark-bench-lighthouse-'));
  const server = await startServer({ PGLITE_DIR: join(dir, 'pglite') });
  try {
    for (const page of PAGES) {
      // One unmeasured visit: the server renders and keeps the page, as it would for the
      // visitors before this one.
      await (await fetch(`${server.url}${page.path}`)).text();
      const runs: PageFigures[] = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await runLighthouseWithRetry(`${server.url}${page.path}`, chromePath, dir));
      const figures = medianRun(runs);
      const met =
        figures.score >= TARGETS.score &&
        figures.lcpMs <= TARGETS.lcpMs &&
        figures.cls < TARGETS.cls &&
        figures.tbtMs < TARGETS.tbtMs &&
        figures.requests < TARGETS.requests;
      report({
        name: `Lighthouse 12 mobile ${page.path} (median of ${RUNS} runs)`,
        value:
          `score ${figures.score.toFixed(2)}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, ` +
          `CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbtMs)} ms, ${figures.requests} requests ` +
          `(machine benchmark index ${Math.round(figures.benchmarkIndex)})`,
        baseline: `before: ${page.before}`,
        ratio: `score ${(figures.score / TARGETS.score).toFixed(2)}× target, LCP ${(figures.lcpMs / TARGETS.lcpMs).toFixed(2)}× target`,
        target: `score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS < ${TARGETS.cls}, TBT < ${TARGETS.tbtMs} ms, < ${TARGETS.requests} requests: ${verdict(met)}`,
      });
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
