// POST /api/v1/stress-test: the request parsed by the shared schema, the stored daily BTC
// closes and the latest price read, and domain/stress-test run on them. The closes (and
// their return series) are kept per database until the oldest or newest stored BTC row
// changes, so a request costs two index probes, not a walk over the history.
import { Worker } from 'node:worker_threads';
import { asc, desc, eq } from 'drizzle-orm';
import { AppError } from '../../domain/errors.ts';
import { stressTestRequestSchema } from '../../domain/schemas/stress-test.ts';
import { returnSeries, type ReturnSeries } from '../../domain/stress-test/monte-carlo.ts';
import { StressTestInputError, type DailyHistory } from '../../domain/stress-test/scenarios.ts';
import {
  runStressTest,
  type StressTestData,
  type StressTestInput,
  type StressTestReport,
} from '../../domain/stress-test/stress-test.ts';
import type { Database } from '../db/client.ts';
import { BTC_SYMBOL, latestPrice, listDailyPrices } from '../db/queries/prices.ts';
import { priceData } from '../db/schema.ts';
import { validationError } from '../error-handler.ts';
import type { StressTestJob, StressTestJobResult } from './stress-test-worker.ts';

/**
 * A Monte Carlo run of more path-months than this (or any with the solver) runs on a worker
 * thread: 100,000 paths × 120 months and the solver take seconds, and the event loop must
 * keep answering other requests meanwhile (ADR 159). Smaller runs stay inline: starting a
 * worker costs tens of milliseconds.
 */
export const WORKER_MIN_PATH_MONTHS = 200_000;

/** Enough days for every stored close since 2010. */
const HISTORY_MAX_DAYS = 40 * 366;

interface StoredHistory {
  key: string;
  history: DailyHistory;
  returns: ReturnSeries;
}
const histories = new WeakMap<Database, StoredHistory>();

async function edgeTimestamp(db: Database, newest: boolean): Promise<string> {
  const [row] = await db
    .select({ timestamp: priceData.timestamp })
    .from(priceData)
    .where(eq(priceData.symbol, BTC_SYMBOL))
    .orderBy(newest ? desc(priceData.timestamp) : asc(priceData.timestamp))
    .limit(1);
  return row ? row.timestamp.toISOString() : '';
}

/** The stored daily BTC closes, oldest first (one per UTC day, the day's last). */
export async function storedDailyHistory(db: Database): Promise<StoredHistory> {
  const key = `${await edgeTimestamp(db, false)}/${await edgeTimestamp(db, true)}`;
  const cached = histories.get(db);
  if (cached?.key === key) return cached;
  const closes = (await listDailyPrices(db, BTC_SYMBOL, HISTORY_MAX_DAYS)).reverse();
  const history: DailyHistory = {
    days: closes.map((close) => close.timestamp.slice(0, 10)),
    closes: Float64Array.from(closes, (close) => close.price),
  };
  const stored = { key, history, returns: returnSeries(history) };
  histories.set(db, stored);
  return stored;
}

export type StressTestAnswer = StressTestReport & {
  /** When the stored price used as the start price was observed; null when the request gave one. */
  startPriceAsOf: string | null;
};

/** A field the stored data cannot answer, as the 422 every refused field gets. */
function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', {
    message: `Invalid request: ${field}: ${message}`,
    details: { issues: [{ path: field, message }] },
  });
}

export async function answerStressTest(db: Database, body: unknown): Promise<StressTestAnswer> {
  const parsed = stressTestRequestSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const request = parsed.data;
  let startPrice = request.startPrice ?? null;
  let startPriceAsOf: string | null = null;
  if (startPrice === null) {
    const latest = await latestPrice(db, BTC_SYMBOL);
    if (!latest) throw fieldError('startPrice', 'No BTC price is stored: give a start price.');
    startPrice = latest.price;
    startPriceAsOf = latest.timestamp;
  }
  const needsHistory = request.scenario.kind === 'historical' || request.scenario.kind === 'monte_carlo';
  const stored = needsHistory ? await storedDailyHistory(db) : null;
  const input: StressTestInput = { ...request, startPrice };
  const data: StressTestData = stored
    ? { history: stored.history, returns: stored.returns }
    : { history: { days: [], closes: [] } };
  const scenario = request.scenario;
  if (
    scenario.kind === 'monte_carlo' &&
    (request.solver || scenario.paths * request.horizonMonths > WORKER_MIN_PATH_MONTHS)
  ) {
    const result = await runOnWorker({ input, data });
    if (!result.ok) throw fieldError(result.field, result.message);
    return { ...result.report, startPriceAsOf };
  }
  try {
    return { ...runStressTest(input, data), startPriceAsOf };
  } catch (error) {
    if (error instanceof StressTestInputError) throw fieldError(error.field, error.message);
    throw error;
  }
}

/**
 * The worker: the compiled file beside the bundle in build/, or, when the server runs from
 * source (tsx, vitest), the TypeScript source imported after tsx registers its loader in the
 * worker (Node 20 does not apply `--import tsx` to a worker's own entry).
 */
function startWorker(job: StressTestJob): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./stress-test-worker.mjs', import.meta.url), { workerData: job });
  }
  const source = new URL('./stress-test-worker.ts', import.meta.url).href;
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(code, { eval: true, workerData: job });
}

function runOnWorker(job: StressTestJob): Promise<StressTestJobResult> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(job);
    let settled = false;
    worker.once('message', (result: StressTestJobResult) => {
      settled = true;
      resolve(result);
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`The stress test worker stopped with code ${code} before answering.`));
    });
  });
}
