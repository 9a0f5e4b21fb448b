// The migration that brings the seeded quote's source label into the site's date style
// (ADR 118), run over rows written before it (on both engines): the label the earlier seed
// wrote changes; a label an admin wrote does not.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEATURED_TESTIMONIAL } from './seed/testimonial.ts';
import { useMigrationsBefore } from '../testing/migrations-before.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { migrateDatabase } from './migrate.ts';
import { rawRows } from './raw-rows.ts';

const MIGRATION = '20261128155312_testimonial_label_date_style';
const EARLIER_SEED_LABEL = 'MicroStrategy press release, Business Wire, 11 August 2020';
const ADMIN_LABEL = 'Annual report, 11 August 2020';

describe.each(testEngines())('the testimonial label migration over earlier rows on %s', (engine) => {
  const database = useTestDatabase(engine, { migrate: false });
  const before = useMigrationsBefore(MIGRATION);

  it("rewrites the earlier seed's label and leaves other labels alone", async () => {
    const { handle, db } = database();
    await migrateDatabase(handle, before());
    await db.execute(sql`
      insert into testimonials (quote, author, featured, source_label) values
        ('Seeded.', 'A', true, ${EARLIER_SEED_LABEL}),
        ('Written by an admin.', 'B', false, ${ADMIN_LABEL}),
        ('No label.', 'C', false, null)`);

    await migrateDatabase(handle);

    const rows = await rawRows<{ author: string; source_label: string | null }>(
      db,
      sql`select author, source_label from testimonials order by author`,
    );
    expect(rows).toEqual([
      { author: 'A', source_label: FEATURED_TESTIMONIAL.sourceLabel },
      { author: 'B', source_label: ADMIN_LABEL },
      { author: 'C', source_label: null },
    ]);
  });
});
