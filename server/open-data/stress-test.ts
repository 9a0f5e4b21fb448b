// POST /api/v1/stress-test: the request parsed by the shared schema, the stored daily BTC
// closes and the latest price read, and domain/stress-test run on them. The closes (and
// their return series) are kept per database until the oldest or newest stored BTC row
// changes, so a request costs two index probes, not a walk over the history.
import { asc, desc, eq } from 'drizzle-orm';
import { AppError } from '../../domain/errors.ts';
import { stressTestRequestSchema } from '../../domain/schemas/stress-test.ts';
import { returnSeries, type ReturnSeries } from '../../domain/stress-test/monte-carlo.ts';
import { StressTestInputError, type DailyHistory } from '../../domain/stress-test/scenarios.ts';
import { runStressTest, type StressTestReport } from '../../domain/stress-test/stress-test.ts';
import type { Database } from '../db/client.ts';
import { BTC_SYMBOL, latestPrice, listDailyPrices } from '../db/queries/prices.ts';
import { priceData } from '../db/schema.ts';
import { validationError } from '../error-handler.ts';

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
  try {
    const report = runStressTest(
      { ...request, startPrice },
      stored ? { history: stored.history, returns: stored.returns } : { history: { days: [], closes: [] } },
    );
    return { ...report, startPriceAsOf };
  } catch (error) {
    if (error instanceof StressTestInputError) throw fieldError(error.field, error.message);
    throw error;
  }
}
