// Gzip size of the JavaScript the home page loads: every script Chromium fetches for '/'
// (entry, preloads, the lazy home route, and what the page starts on its own in the first
// seconds, such as the market-data loader), measured from the built files at gzip -9.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium, HEADLESS_CHROMIUM_FLAGS } from '../scripts/find-chromium.ts';
import type { Report } from './report.ts';
import { startServer } from './server-process.ts';

/** Issue 12 §3: the home page's JavaScript, gzip, at most this; and what it measured then. */
const HOME_JS_TARGET_KB = 120;
const HOME_JS_BEFORE_KB = 146.5;
/** How long after `load` the page may keep starting scripts of its own. */
const SETTLE_MS = 3_000;

export async function benchHomeBundle(report: Report) {
  const build = spawnSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');

  const chromiumFor = findChromium({ playwrightExecutable: () => chromium.executablePath() });
  if (chromiumFor.source === 'none') throw new Error(chromiumFor.message);
  const dir = mkdtempSync(join(tmpdir(), 'vaultmark-bench-home-'));
  const server = await startServer({ PGLITE_DIR: join(dir, 'pglite') });
  const browser = await chromium.launch({
    executablePath: chromiumFor.executablePath,
    args: [...HEADLESS_CHROMIUM_FLAGS],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) scripts.add(path);
    });
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);

    const dist = join(process.cwd(), 'dist');
    let raw = 0;
    let gzip = 0;
    for (const path of scripts) {
      const bytes = readFileSync(join(dist, path));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    const kb = gzip / 1024;
    report({
      name: `Home page JavaScript as Chromium loads it (${scripts.size} files, gzip -9)`,
      value: `${kb.toFixed(1)} KB (${(raw / 1024).toFixed(1)} KB raw)`,
      baseline: `before: ${HOME_JS_BEFORE_KB} KB`,
      ratio: `${(kb / HOME_JS_TARGET_KB).toFixed(2)}× target`,
      target: `≤ ${HOME_JS_TARGET_KB} KB: ${kb <= HOME_JS_TARGET_KB ? 'met' : 'NOT met'}`,
    });
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
