// The 6-hourly source sync job: offline it fails with its reason, records the failure for the
// overview and changes nothing; a round soon after a run is skipped (a restart does not read
// the sources again); with no source enabled it never starts.
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { listJobStatus } from './job-status.ts';
import { SOURCE_SYNC_INTERVAL_MS, SourceSyncJob } from './source-sync.ts';
import { NO_SOURCES } from '../sources/sync.ts';
import { marketDigest } from '../testing/table-digest.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

const logger = pino({ level: 'silent' });
/** Nothing listens on the discard port: the connection is refused at once. */
const offline = { coingecko: { url: 'http://127.0.0.1:9/api/v3', apiKey: null, timeoutMs: 2_000 } };

describe.each(testEngines())('source sync job on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });

  it('offline: the round fails with its reason, is recorded, and changes nothing; the next round soon after is skipped', async () => {
    const { handle, db } = database();
    const before = await marketDigest(db);
    const job = new SourceSyncJob(handle, offline, logger);
    expect(await job.runOnce()).toBe('failed');
    expect(await marketDigest(db)).toBe(before);
    const status = (await listJobStatus(db)).find((row) => row.name === 'source_sync');
    expect(status).toMatchObject({ lastOutcome: 'failed', failureCount: 1 });
    expect(status?.lastError).toMatch(/coingecko: companies: could not reach 127\.0\.0\.1:9/);
    // A run ended moments ago: this round reads nothing.
    expect(await job.runOnce()).toBe('skipped');
    // An interval later it runs again.
    expect(await job.runOnce(new Date(Date.now() + SOURCE_SYNC_INTERVAL_MS))).toBe('failed');
  });

  it('waits the interval ± the jitter between rounds', () => {
    const low = new SourceSyncJob(database().handle, offline, logger, () => 0);
    const high = new SourceSyncJob(database().handle, offline, logger, () => 0.999_999);
    expect(low.nextDelayMs()).toBeLessThan(SOURCE_SYNC_INTERVAL_MS);
    expect(high.nextDelayMs()).toBeGreaterThan(SOURCE_SYNC_INTERVAL_MS);
  });

  it('with no source enabled it never schedules a round', async () => {
    const runs = async () => (await listJobStatus(database().db)).find((row) => row.name === 'source_sync')?.runCount;
    const before = await runs();
    const job = new SourceSyncJob(database().handle, NO_SOURCES, logger);
    // No timer is set at all (not merely one that has not fired yet).
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      job.start();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    await job.stop();
    expect(await runs()).toBe(before);
  });
});
