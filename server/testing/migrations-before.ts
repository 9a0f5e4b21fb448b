// A copy of the migrations folder as it was before one migration (its SQL files and a
// shortened journal), so a test can write rows the way earlier releases did and then run
// that migration over them.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/migrate.ts';

/** The folder (in the system's temp dir; the caller removes it) holding the migrations before `tag`. */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'vaultmark-migrations-before-'));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index <= 0) throw new Error(`${tag} is not in the journal`);
  const earlier = journal.entries.slice(0, index);
  mkdirSync(join(dir, 'meta'));
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: earlier }));
  for (const entry of earlier) cpSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(dir, `${entry.tag}.sql`));
  return dir;
}

/** For a describe block: that folder for `tag`, made before its tests and removed after them. */
export function useMigrationsBefore(tag: string): () => string {
  let dir = '';
  beforeAll(() => {
    dir = migrationsBefore(tag);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return () => dir;
}
