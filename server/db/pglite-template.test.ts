import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { ensureTemplate, readTemplate, templatePath } from './pglite-template.ts';
import { rawRows } from './raw-rows.ts';

const dir = mkdtempSync(join(tmpdir(), 'vaultmark-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the migrated embedded-database template', () => {
  it('is saved once for the current migrations and starts a new database with the schema in place', async () => {
    expect(readTemplate(dir)).toBeUndefined();
    const path = await ensureTemplate(dir);
    expect(path).toBe(templatePath(dir));
    expect(existsSync(path)).toBe(true);
    expect(await ensureTemplate(dir)).toBe(path);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(1);

    const handle = await openDatabase({ pgliteDir: join(dir, 'data', 'pglite'), pgliteLoadDataDir: readTemplate(dir) });
    try {
      const rows = await rawRows<{ count: number }>(
        handle.db,
        sql`select count(*)::int as count from treasury_constituents`,
      );
      expect(rows[0]!.count).toBe(0);
      await migrateDatabase(handle); // nothing left to apply, and no error
    } finally {
      await handle.close();
    }
    // The data directory is an ordinary embedded database from then on.
    const reopened = await openDatabase({ pgliteDir: join(dir, 'data', 'pglite') });
    await reopened.close();
  });
});
