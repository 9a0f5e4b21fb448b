// Compiles the server for `npm start`: server/index.ts and everything it imports from
// server/ and domain/ bundled by esbuild into ES modules — build/server.mjs, plus a chunk
// per module the server imports on demand (the password estimator), so that chunk's
// packages load only when needed — with the npm packages left as imports (node_modules is
// there at run time). Running plain `node`
// on it starts in a fraction of the time tsx needs to transpile at every start, and keeps
// npm → node a single process that receives signals (docs/decisions/020-compiled-server.md).
// The admin command line (server/cli/admin.ts) is compiled the same way, to build/admin.mjs:
// `node build/admin.mjs grant <email>` answers in about 0.4 s, against 1.3 s under tsx.
//
//   node scripts/build-server.mjs
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_ENTRY = join(ROOT, 'server', 'index.ts');
/**
 * One folder below the root, like server/project-root.ts, which resolves the repository
 * root from `import.meta.url`: the same `..` leads to the root from both places.
 */
export const SERVER_BUILD_DIR = join(ROOT, 'build');
export const SERVER_BUNDLE = join(SERVER_BUILD_DIR, 'server.mjs');
/** The admin command line (`npm run admin`), compiled too: the browser tests call it often. */
export const ADMIN_ENTRY = join(ROOT, 'server', 'cli', 'admin.ts');
export const ADMIN_BUNDLE = join(SERVER_BUILD_DIR, 'admin.mjs');
/**
 * The stress test's worker thread (server/open-data/stress-test-worker.ts), an entry of the
 * server's build: the server starts it from build/stress-test-worker.mjs, beside itself.
 */
export const STRESS_TEST_WORKER_ENTRY = join(ROOT, 'server', 'open-data', 'stress-test-worker.ts');

if (relative(ROOT, SERVER_BUNDLE).split(sep).length !== 2) {
  throw new Error('build/server.mjs must stay one folder below the root (see server/project-root.ts)');
}

export async function buildServer() {
  // Chunk names change with their content: start from an empty folder (but for the pages'
  // server renderer in ssr/, built by vite.ssr.config.ts from other sources).
  for (const entry of existsSync(SERVER_BUILD_DIR) ? readdirSync(SERVER_BUILD_DIR) : []) {
    if (entry !== 'ssr') rmSync(join(SERVER_BUILD_DIR, entry), { recursive: true, force: true });
  }
  // Two builds, not two entries of one: the server's files stay what they are without the
  // command line (no chunks shared with it to load at start-up).
  await Promise.all([
    compile({ server: SERVER_ENTRY, 'stress-test-worker': STRESS_TEST_WORKER_ENTRY }, 'server-[name]-[hash]'),
    compile({ admin: ADMIN_ENTRY }, 'admin-[name]-[hash]'),
  ]);
  return SERVER_BUNDLE;
}

function compile(entryPoints, chunkNames) {
  return build({
    entryPoints,
    outdir: SERVER_BUILD_DIR,
    outExtension: { '.js': '.mjs' },
    // Beside the entry (one folder below the root, like it): see server/project-root.ts.
    chunkNames,
    bundle: true,
    // A module imported with import() becomes its own file, and so do its packages' imports.
    splitting: true,
    // npm packages stay imports, resolved from node_modules at run time as under tsx.
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Readable output and a source map, so stack traces in the log point at server/*.ts.
    sourcemap: 'linked',
    sourcesContent: false,
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  const bundle = await buildServer();
  console.log(`Server compiled: ${relative(ROOT, bundle)} (${Math.round(performance.now() - started)} ms)`);
}
