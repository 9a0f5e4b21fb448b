// The migration that gives webinar registrations a manage token, a zone and a calendar
// sequence, run over rows written before it (on both engines): every earlier row gets a
// token of the shape newPublicToken() makes, each its own, and the sequences count what
// earlier cancellations already sent.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PUBLIC_TOKEN_PATTERN } from '../../domain/schemas/public-forms.ts';
import { useMigrationsBefore } from '../testing/migrations-before.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { migrateDatabase } from './migrate.ts';
import { rawRows } from './raw-rows.ts';

const MIGRATION = '20261128075515_webinar_registration_manage';

describe.each(testEngines())('the webinar manage-link migration over earlier rows on %s', (engine) => {
  const database = useTestDatabase(engine, { migrate: false });
  const before = useMigrationsBefore(MIGRATION);

  it('gives each earlier registration its own token and counts the cancellations already sent', async () => {
    const { handle, db } = database();
    await migrateDatabase(handle, before());
    await db.execute(sql`
      insert into webinar_sessions (id, title, abstract, starts_at, duration_minutes, capacity, status, sequence) values
        ('00000000-0000-4000-8000-000000000001', 'On', 'Still on.', '2030-01-01T16:00:00Z', 60, 10, 'scheduled', 2),
        ('00000000-0000-4000-8000-000000000002', 'Off', 'Called off.', '2030-01-02T16:00:00Z', 60, 10, 'cancelled', 0)`);
    await db.execute(sql`
      insert into webinar_registrations (session_id, name, email, status) values
        ('00000000-0000-4000-8000-000000000001', 'A', 'a@example.com', 'registered'),
        ('00000000-0000-4000-8000-000000000001', 'B', 'b@example.com', 'cancelled'),
        ('00000000-0000-4000-8000-000000000002', 'C', 'c@example.com', 'registered')`);

    await migrateDatabase(handle);

    const registrations = await rawRows<{
      email: string;
      manage_token: string;
      sequence: number;
      visitor_time_zone: string | null;
    }>(db, sql`select email, manage_token, sequence, visitor_time_zone from webinar_registrations order by email`);
    expect(registrations.map((row) => [row.email, row.sequence, row.visitor_time_zone])).toEqual([
      ['a@example.com', 0, null],
      ['b@example.com', 1, null],
      ['c@example.com', 0, null],
    ]);
    for (const row of registrations) expect(row.manage_token).toMatch(PUBLIC_TOKEN_PATTERN);
    expect(new Set(registrations.map((row) => row.manage_token)).size).toBe(3);
    const sessions = await rawRows<{ title: string; sequence: number }>(
      db,
      sql`select title, sequence from webinar_sessions order by title`,
    );
    expect(sessions).toEqual([
      { title: 'Off', sequence: 1 },
      { title: 'On', sequence: 2 },
    ]);
    // The token is required and unique from now on.
    await expect(
      db.execute(sql`insert into webinar_registrations (session_id, name, email) values
        ('00000000-0000-4000-8000-000000000001', 'D', 'd@example.com')`),
    ).rejects.toThrow();
  });
});
