import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { INDEX_IDS } from '../../domain/index-methodology/methodologies.ts';
import { listIndexHistory, upsertIndexHistory } from '../db/queries/index-history.ts';
import { computeIndexResult } from '../market/index-service.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { IndexSnapshotJob, missingSnapshots, writeIndexSnapshot } from './index-snapshot.ts';
import { JOB_NAMES, listJobStatus } from './job-status.ts';

const silent = pino({ level: 'silent' });

describe.each(testEngines())('daily index snapshot on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });

  it('writes one row per index for a missing day, then nothing more that day', async () => {
    const job = new IndexSnapshotJob(database().handle, silent);
    const day = new Date('2026-03-10T12:00:00Z');
    expect(await job.runOnce(day)).toEqual([...INDEX_IDS]);
    expect(await job.runOnce(day)).toEqual([]);
    const status = (await listJobStatus(database().db)).find((row) => row.name === JOB_NAMES.indexSnapshot);
    expect(status).toMatchObject({ runCount: 2, failureCount: 0, lastOutcome: 'up to date', lastError: null });
    for (const id of INDEX_IDS) {
      const [row] = await listIndexHistory(database().db, id);
      expect(row).toMatchObject({ id: `${id}-2026-03-10`, date: '2026-03-10', indexType: id });
      const result = await computeIndexResult(database().db, id);
      expect(row!.indexValue).toBe(result.indexValue);
      expect(row!.constituentCount).toBe(result.constituentCount);
    }
  });

  it('computes performance from stored history, null where history is too short', async () => {
    const db = database().db;
    const current = await computeIndexResult(db, 'bitcoin_treasury');
    const stored = (date: string, indexValue: number) =>
      upsertIndexHistory(db, {
        id: `bitcoin_treasury-${date}`,
        date,
        indexValue,
        totalBtc: null,
        totalMarketCap: null,
        constituentCount: null,
        performance1d: null,
        performance7d: null,
        performance30d: null,
        indexType: 'bitcoin_treasury',
      });
    await stored('2026-05-31', 100); // 31 days before: the 30-day reference
    await stored('2026-06-24', 200); // 7 days before
    await stored('2026-06-30', 400); // the day before
    await writeIndexSnapshot(db, '2026-07-01', ['bitcoin_treasury']);
    const [row] = await listIndexHistory(db, 'bitcoin_treasury', 1);
    expect(row!.date).toBe('2026-07-01');
    expect(row!.performance1d).toBeCloseTo((current.indexValue / 400 - 1) * 100, 6);
    expect(row!.performance7d).toBeCloseTo((current.indexValue / 200 - 1) * 100, 6);
    expect(row!.performance30d).toBeCloseTo((current.indexValue / 100 - 1) * 100, 6);

    await writeIndexSnapshot(db, '2026-01-01', ['green_vault']);
    const january = (await listIndexHistory(db, 'green_vault', 365)).find((item) => item.date === '2026-01-01');
    expect(january).toMatchObject({ performance1d: null, performance7d: null, performance30d: null });
  });

  it('knows which indexes lack a row for a day', async () => {
    expect(await missingSnapshots(database().db, '2030-01-01')).toEqual([...INDEX_IDS]);
  });
});
