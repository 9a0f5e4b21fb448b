import { describe, expect, it } from 'vitest';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { JOB_NAMES, listJobStatus, recordJobRun } from './job-status.ts';

describe.each(testEngines())('job status on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('keeps the last run, last success and last error of each job', async () => {
    const { db } = database();
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute));
    await recordJobRun(db, JOB_NAMES.priceFeed, { startedAt: at(0), finishedAt: at(1), outcome: 'updated' });
    await recordJobRun(db, JOB_NAMES.priceFeed, {
      startedAt: at(2),
      finishedAt: at(3),
      outcome: 'failed',
      error: new Error('price source answered HTTP 503'),
    });
    await recordJobRun(db, JOB_NAMES.indexSnapshot, { startedAt: at(4), finishedAt: at(5), outcome: 'written' });
    const [snapshot, feed] = await listJobStatus(db);
    expect(feed).toMatchObject({ name: 'price_feed', runCount: 2, failureCount: 1, lastOutcome: 'failed' });
    expect(feed?.lastSuccessAt).toEqual(at(1));
    expect(feed?.lastErrorAt).toEqual(at(3));
    expect(feed?.lastError).toBe('price source answered HTTP 503');
    expect(snapshot).toMatchObject({ name: 'index_snapshot', runCount: 1, failureCount: 0, lastError: null });
    expect(snapshot?.lastSuccessAt).toEqual(at(5));
  });
});
