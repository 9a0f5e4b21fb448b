// A migrated, empty PGlite cluster saved as a gzipped data-directory dump. Creating a
// cluster runs initdb in WebAssembly (seconds); loading this dump takes a fraction, so a
// new embedded database (first start, each test file) starts from it. The dump is keyed
// on the migrations and the PGlite build, and rebuilt when either changes.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPath } from '../project-root.ts';
import { openDatabase, IN_MEMORY_PGLITE, type DatabaseHandle } from './client.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.ts';

const TEMPLATE_PREFIX = 'pglite-migrated-';
const PGLITE_PACKAGE_JSON = projectPath('node_modules', '@electric-sql', 'pglite', 'package.json');

/** Where `npm run build` leaves the template for new embedded databases (inside the ignored .data/). */
export const DEFAULT_TEMPLATE_DIR = '.data/templates';

/** Identifies the migrated schema and the PGlite build: a template is used only when both match. */
export function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) {
      hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
    }
  }
  if (existsSync(PGLITE_PACKAGE_JSON)) hash.update(readFileSync(PGLITE_PACKAGE_JSON));
  return hash.digest('hex').slice(0, 16);
}

export function templatePath(dir: string): string {
  return join(dir, `${TEMPLATE_PREFIX}${templateKey()}.tar.gz`);
}

/** The current template as a Blob for PGlite's loadDataDir, or undefined when none is saved. */
export function readTemplate(dir: string): Blob | undefined {
  const path = templatePath(dir);
  return existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
}

/**
 * Opens a migrated in-memory PGlite: from the saved template when there is one, otherwise
 * by migrating a new cluster and saving its dump (older templates in `dir` are removed).
 */
export async function openMigratedInMemory(dir: string): Promise<DatabaseHandle> {
  const template = readTemplate(dir);
  if (template) return openDatabase({ pgliteDir: IN_MEMORY_PGLITE, pgliteLoadDataDir: template });
  const handle = await openDatabase({ pgliteDir: IN_MEMORY_PGLITE });
  await migrateDatabase(handle);
  if (handle.engine === 'pglite') await saveTemplate(dir, handle);
  return handle;
}

async function saveTemplate(dir: string, handle: Extract<DatabaseHandle, { engine: 'pglite' }>): Promise<void> {
  const dump = Buffer.from(await (await handle.pglite.dumpDataDir('gzip')).arrayBuffer());
  mkdirSync(dir, { recursive: true });
  const path = templatePath(dir);
  for (const old of readdirSync(dir).filter((name) => name.startsWith(TEMPLATE_PREFIX))) {
    if (join(dir, old) !== path) rmSync(join(dir, old), { force: true });
  }
  // Written under a private name, then renamed: a parallel reader never sees half a file.
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, dump);
  renameSync(partial, path);
}

/** Makes sure the template for the current migrations exists (what `npm run build` calls). */
export async function ensureTemplate(dir: string): Promise<string> {
  if (!readTemplate(dir)) await (await openMigratedInMemory(dir)).close();
  return templatePath(dir);
}
