// The stress test off the page's thread: Monte Carlo over thousands of paths takes long
// enough to block typing and scrolling, so every run goes through this worker. Each message
// carries a run id; the page keeps only the answer to its latest one.
import { returnSeries, type ReturnSeries } from '@domain/stress-test/monte-carlo';
import { StressTestInputError, type DailyHistory } from '@domain/stress-test/scenarios';
import { runStressTest, type StressTestInput } from '@domain/stress-test/stress-test';

export interface StressWorkerRequest {
  id: number;
  input: StressTestInput;
  history: DailyHistory;
}

export type StressWorkerAnswer =
  | { id: number; report: ReturnType<typeof runStressTest>; error?: undefined }
  | { id: number; report?: undefined; error: { field: string | null; message: string } };

interface WorkerScope {
  onmessage: ((event: MessageEvent<StressWorkerRequest>) => void) | null;
  postMessage: (message: StressWorkerAnswer) => void;
}
// The DOM lib types `self` as a Window; the worker's own lib (webworker) cannot join this program.
const scope = self as unknown as WorkerScope;

let cached: { history: DailyHistory; returns: ReturnSeries } | null = null;

scope.onmessage = (event) => {
  const { id, input, history } = event.data;
  try {
    const sameHistory =
      cached !== null &&
      cached.history.days.length === history.days.length &&
      cached.history.days[0] === history.days[0] &&
      cached.history.days.at(-1) === history.days.at(-1);
    if (!sameHistory) cached = { history, returns: returnSeries(history) };
    scope.postMessage({ id, report: runStressTest(input, { history, returns: cached!.returns }) });
  } catch (error) {
    scope.postMessage({
      id,
      error:
        error instanceof StressTestInputError
          ? { field: error.field, message: error.message }
          : { field: null, message: error instanceof Error ? error.message : String(error) },
    });
  }
};
