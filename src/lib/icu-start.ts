// The first Intl formatter a page builds loads ICU's data, a long task on the main thread
// (ADR 096, 097: 50–100 ms unthrottled in Chromium here, four times that on a slow phone).
// That data is shared by the whole browser process: a worker that builds a formatter first
// loads it on another thread, and the page's own formatters then cost next to nothing
// (ADR 133). The entry starts the worker at once; the page waits for it before hydrating.

/** How long the page waits for the worker before starting ICU itself. */
const ICU_WORKER_WAIT_MS = 3_000;

let started: Promise<void> | undefined;

/** Starts ICU in a worker (once); resolves when it has, or when it cannot or takes too long. */
export function startIcu(): Promise<void> {
  started ??= new Promise<void>((resolve) => {
    if (typeof Worker === 'undefined') {
      resolve();
      return;
    }
    try {
      const worker = new Worker(new URL('./icu-start.worker.ts', import.meta.url));
      const done = () => {
        clearTimeout(timer);
        worker.terminate();
        resolve();
      };
      const timer = setTimeout(done, ICU_WORKER_WAIT_MS);
      worker.onmessage = done;
      worker.onerror = done;
    } catch {
      resolve();
    }
  });
  return started;
}
