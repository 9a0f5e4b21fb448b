// The migration that takes tokens out of stored page paths, run over rows written before it
// (on both engines): a result's or a manage link's page view keeps its count under the
// route's pattern; other paths are left as they were.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useMigrationsBefore } from '../testing/migrations-before.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { migrateDatabase } from './migrate.ts';
import { rawRows } from './raw-rows.ts';

const MIGRATION = '20261128083554_analytics_paths_without_tokens';

describe.each(testEngines())('the analytics path migration over earlier rows on %s', (engine) => {
  const database = useTestDatabase(engine, { migrate: false });
  const before = useMigrationsBefore(MIGRATION);

  it('replaces the tokens of stored paths with the route pattern and keeps every row', async () => {
    const { handle, db } = database();
    await migrateDatabase(handle, before());
    const paths = [
      '/assessment/result/AAAAAAAAAAAAAAAAAAAAAA',
      '/schedule-consultation/manage/BBBBBBBBBBBBBBBBBBBBBB',
      '/schedule-consultation/manage/BBBBBBBBBBBBBBBBBBBBBB',
      '/schedule-consultation',
      '/company/MSTR',
      '(not found)',
    ];
    for (const path of paths)
      await db.execute(sql`insert into analytics_events (name, path, visitor_hash) values ('page_view', ${path}, 'v')`);

    await migrateDatabase(handle);

    const rows = (await rawRows<{ path: string }>(db, sql`select path from analytics_events order by id`)).map(
      (row) => row.path,
    );
    expect(rows).toEqual([
      '/assessment/result/:token',
      '/schedule-consultation/manage/:token',
      '/schedule-consultation/manage/:token',
      '/schedule-consultation',
      '/company/MSTR',
      '(not found)',
    ]);
  });
});
