// Builds what is missing or older than its sources, so `npm start` and the browser tests
// always run what the code says: the SPA (dist/, with its brotli and gzip copies), the
// compiled server (build/server.mjs) and the migrated embedded-database template a first
// start loads. A fresh checkout builds once (~15 s); later starts check mtimes only.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_BUNDLE, buildServer, ROOT as root, SERVER_BUNDLE } from './build-server.mjs';

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

const mtimeOf = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);
const newestOf = (paths) => Math.max(...paths.map((path) => newestMtime(join(root, path))));
// Vite builds for production whatever NODE_ENV the caller has: under the browser tests'
// runner it is 'test', and a build made with it uses React's development JSX runtime
// (the server renderer then fails with "jsxDEV is not a function").
const buildEnv = { ...process.env, NODE_ENV: 'production' };

// The SPA. Its precompressed copies come from the same build (vite.config.ts); a build
// without their manifest (made before that step existed) is made again.
const builtIndex = join(root, 'dist', 'index.html');
const compressedManifest = join(root, 'dist', '.precompressed.json');
const spaSources = [
  'src',
  'domain',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'server/static/precompress.ts',
  'server/static/static-site.ts',
];
const spaBuiltAt = existsSync(compressedManifest) ? mtimeOf(builtIndex) : 0;
if (spaBuiltAt < newestOf(spaSources)) {
  console.log(
    spaBuiltAt === 0 ? 'No build found: building the site once…' : 'Sources changed since the last build: rebuilding…',
  );
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: buildEnv,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server, compiled by esbuild (scripts/build-server.mjs): well under a second.
const serverSources = ['server', 'domain', 'package.json', 'package-lock.json', 'scripts/build-server.mjs'];
if (Math.min(mtimeOf(SERVER_BUNDLE), mtimeOf(ADMIN_BUNDLE)) < newestOf(serverSources)) {
  await buildServer();
}

// The pages' server renderer (vite.ssr.config.ts, ADR 093): from the SPA's sources.
const ssrEntry = join(root, 'build', 'ssr', 'entry-server.mjs');
if (mtimeOf(ssrEntry) < newestOf([...spaSources, 'vite.ssr.config.ts'])) {
  const result = spawnSync('npx', ['vite', 'build', '-c', 'vite.ssr.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: buildEnv,
  });
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
  if (result.status !== 0) process.exit(result.status ?? 1);
}
