// The stress test run on a worker thread (node:worker_threads), so that a large Monte Carlo
// run and its solver do not hold the server's event loop. Started once per request by
// server/open-data/stress-test.ts with the parsed input and the stored history as workerData;
// posts back the report, or the field a StressTestInputError names. scripts/build-server.mjs
// compiles it to build/stress-test-worker.mjs beside the server.
import { parentPort, workerData } from 'node:worker_threads';
import { StressTestInputError } from '../../domain/stress-test/scenarios.ts';
import { runStressTest, type StressTestData, type StressTestInput } from '../../domain/stress-test/stress-test.ts';

export interface StressTestJob {
  input: StressTestInput;
  data: StressTestData;
}

export type StressTestJobResult =
  { ok: true; report: ReturnType<typeof runStressTest> } | { ok: false; field: string; message: string };

const job = workerData as StressTestJob;
let result: StressTestJobResult;
try {
  result = { ok: true, report: runStressTest(job.input, job.data) };
} catch (error) {
  if (!(error instanceof StressTestInputError)) throw error;
  result = { ok: false, field: error.field, message: error.message };
}
parentPort!.postMessage(result);
