// Gzip size of the JavaScript the home page loads before any lazy chunk: the entry script
// and its modulepreloads, plus the home route's own lazy chunk and what it imports.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const HOME_JS_BUDGET_KB = 150;

export async function benchHomeBundle(
  report: (row: { name: string; value: string; baseline?: string; ratio?: string; target?: string }) => void,
) {
  const build = spawnSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');

  const dist = join(process.cwd(), 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);

  // The home route module is lazy but always loaded on '/': follow the Vite manifest when
  // present, else find the chunk whose name starts with "home".
  const manifestPath = join(dist, '.vite', 'manifest.json');
  const homeChunks: string[] = [];
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
      string,
      { file: string; imports?: string[]; isDynamicEntry?: boolean }
    >;
    const homeKey = Object.keys(manifest).find((key) => /routes\/home\/home\.tsx$/.test(key));
    const visit = (key: string, seen: Set<string>) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      homeChunks.push(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) visit(imported, seen);
    };
    if (homeKey) visit(homeKey, new Set());
  } catch {
    // no manifest: entry and preloads only
  }

  const files = [...new Set([...entry, ...preloads, ...homeChunks])].filter((file) => file.endsWith('.js'));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const kb = gzip / 1024;
  report({
    name: `Home page JavaScript (${files.length} files, gzip -9)`,
    value: `${kb.toFixed(1)} KB (${(raw / 1024).toFixed(1)} KB raw)`,
    baseline: `budget ${HOME_JS_BUDGET_KB} KB`,
    ratio: (kb / HOME_JS_BUDGET_KB).toFixed(2),
    target: '< 1.00',
  });
}
