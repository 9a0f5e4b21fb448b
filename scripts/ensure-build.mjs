// Builds the SPA when dist/ is missing or older than its sources, so `npm start` and the
// browser tests always serve what the code says, and saves the migrated embedded-database
// template a first start loads. A fresh checkout builds once (~15 s).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'dist', 'index.html');
const sources = ['src', 'domain', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));

if (builtAt < sourcesAt) {
  console.log(
    builtAt === 0 ? 'No build found: building the site once…' : 'Sources changed since the last build: rebuilding…',
  );
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The migrated embedded-database template (server/db/pglite-template.ts): when it is older
// than the migrations or the PGlite package, it is made again.
const templateDir = join(root, '.data', 'templates');
const templateAt = existsSync(templateDir) ? newestMtime(templateDir) : 0;
const schemaAt = Math.max(
  newestMtime(join(root, 'supabase', 'migrations')),
  newestMtime(join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')),
);
if (templateAt < schemaAt) {
  const result = spawnSync('npx', ['tsx', 'scripts/build-db-template.ts'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
