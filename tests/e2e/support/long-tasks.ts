// Long tasks on a page, and how much of each was the page's own work. PerformanceObserver
// 'longtask' gives every main-thread task over 50 ms by the wall clock. On a loaded machine
// (two cores shared by test workers, servers and browsers) a task is also long while its
// thread only waits for a core — seen: 2.5 ms of work in a 74 ms task — so each long task is
// looked up in a Chrome trace of the same window, whose thread duration is the main thread's
// CPU time in it (docs/performance/186). Used by tests/e2e/stress-test.spec.ts and
// bench/stress-test-browser.ts.
import type { Browser, Page } from '@playwright/test';

/** The longest task the issues allow (issue 45 §3), and the longtask API's own threshold. */
export const LONG_TASK_MS = 50;

export interface LongTask {
  /** performance.now() time, ms. */
  start: number;
  /** Wall-clock duration, ms. */
  duration: number;
  /** The main thread's CPU time in the task, ms; null when the trace has no task there. */
  cpu: number | null;
}

declare global {
  interface Window {
    /** The long tasks seen since the page started, in ms (observeLongTasks). */
    __longTasks?: () => { start: number; duration: number }[];
  }
}

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** Records every long task from the page's start: call before the page is opened. */
export async function observeLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { start: number; duration: number }[] = [];
    const keep = (entries: PerformanceEntryList) => {
      for (const entry of entries) seen.push({ start: entry.startTime, duration: entry.duration });
    };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: 'longtask', buffered: true });
    window.__longTasks = () => {
      keep(observer.takeRecords());
      return seen;
    };
  });
}

/**
 * The long tasks from the start of `act` until the frame after it has been painted, each with
 * the main thread's CPU time in it. The page must have been opened after observeLongTasks.
 */
export async function longTasksDuring(page: Page, browser: Browser, act: () => Promise<void>): Promise<LongTask[]> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  const markName = `long-tasks-from-${Date.now()}`;
  // The mark is at a known time in both clocks: the page's (ms) and the trace's (µs).
  const start = await page.evaluate((name) => performance.mark(name).startTime, markName);
  await act();
  const end = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  );
  const events = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] })
    .traceEvents;
  const tasks = (await page.evaluate(() => window.__longTasks!())).filter(
    (task) => task.start >= start && task.start <= end,
  );
  const mark = events.find((event) => event.name === markName);
  if (!mark) throw new Error(`The trace has no ${markName} mark`);
  const toTrace = (ms: number) => mark.ts + (ms - start) * 1000;
  // The page's main thread is the one that set the mark.
  const runs = events.filter(
    (event) => event.name === 'RunTask' && event.pid === mark.pid && event.tid === mark.tid && event.dur,
  );
  return tasks.map((task) => {
    const middle = toTrace(task.start + task.duration / 2);
    const run = runs
      .filter((event) => event.ts <= middle && middle <= event.ts + event.dur!)
      .sort((a, b) => b.dur! - a.dur!)[0];
    return { ...task, cpu: run?.tdur === undefined ? null : run.tdur / 1000 };
  });
}

/** Long tasks in which the page itself worked over LONG_TASK_MS; one the trace cannot place counts whole. */
export function pageWorkOver(tasks: readonly LongTask[], limitMs = LONG_TASK_MS): LongTask[] {
  return tasks.filter((task) => (task.cpu ?? task.duration) > limitMs);
}

export function describeLongTasks(tasks: readonly LongTask[]): string {
  return (
    tasks.map((task) => `${task.duration.toFixed(0)} ms (${task.cpu?.toFixed(1) ?? '?'} ms CPU)`).join(', ') || 'none'
  );
}
