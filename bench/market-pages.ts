// Gzip size of each market page's own JavaScript: its lazy route chunk plus every chunk it
// imports statically that the entry has not already loaded, read from the Vite manifest.
// Chunks a page loads only on demand (the chart library) are reported on their own row.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readViteManifest, staticClosure, type Manifest } from '../scripts/vite-manifest.ts';

const MARKET_PAGES: readonly { path: string; module: string }[] = [
  { path: '/bitcoin-treasury', module: 'src/app/routes/market/bitcoin-treasury.tsx' },
  { path: '/green-vault-index', module: 'src/app/routes/market/green-vault-index.tsx' },
  { path: '/bitcoin-treasury-starter', module: 'src/app/routes/market/bitcoin-treasury-starter.tsx' },
  { path: '/holdings', module: 'src/app/routes/market/holdings.tsx' },
  { path: '/mnav-calculator', module: 'src/app/routes/market/mnav-calculator.tsx' },
  { path: '/weight-calculator', module: 'src/app/routes/market/weight-calculator.tsx' },
  { path: '/performance-chart', module: 'src/app/routes/market/performance-chart.tsx' },
];

/** Budget for one market page's own JavaScript beyond the entry (gzip -9, KB). */
const PAGE_JS_BUDGET_KB = 50;

type Report = (row: { name: string; value: string; baseline?: string; ratio?: string; target?: string }) => void;

function gzipKb(
  dist: string,
  manifest: Manifest,
  keys: Iterable<string>,
): { kb: number; rawKb: number; files: number } {
  let gzip = 0;
  let raw = 0;
  let files = 0;
  for (const key of keys) {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) continue;
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    files += 1;
  }
  return { kb: gzip / 1024, rawKb: raw / 1024, files };
}

export async function benchMarketPages(report: Report) {
  const build = spawnSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');

  const dist = join(process.cwd(), 'dist');
  const manifest = readViteManifest(dist);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('no entry chunk in dist/.vite/manifest.json');
  const entry = staticClosure(manifest, entryKey);
  const entrySize = gzipKb(dist, manifest, entry);

  for (const page of MARKET_PAGES) {
    if (!manifest[page.module]) {
      report({ name: `${page.path} JavaScript`, value: 'route module not in the manifest' });
      continue;
    }
    const own = [...staticClosure(manifest, page.module)].filter((key) => !entry.has(key));
    const size = gzipKb(dist, manifest, own);
    report({
      name: `${page.path} JavaScript beyond the entry (${size.files} files, gzip -9)`,
      value: `${size.kb.toFixed(1)} KB (${size.rawKb.toFixed(1)} KB raw)`,
      baseline: `entry ${entrySize.kb.toFixed(1)} KB; budget ${PAGE_JS_BUDGET_KB} KB`,
      ratio: (size.kb / PAGE_JS_BUDGET_KB).toFixed(2),
      target: '< 1.00',
    });

    // What the page's chunks import dynamically (and the route table does not): on demand.
    const loaded = new Set([...entry, ...own]);
    const onDemand = new Set<string>();
    for (const key of own) {
      for (const dynamic of manifest[key]!.dynamicImports ?? []) {
        for (const chunk of staticClosure(manifest, dynamic)) if (!loaded.has(chunk)) onDemand.add(chunk);
      }
    }
    if (onDemand.size > 0) {
      const lazy = gzipKb(dist, manifest, onDemand);
      report({
        name: `${page.path} JavaScript loaded on demand (${lazy.files} files, gzip -9)`,
        value: `${lazy.kb.toFixed(1)} KB (${lazy.rawKb.toFixed(1)} KB raw)`,
      });
    }
  }
}
