// The build's brotli and gzip copies: written once by precompressStaticSite, used at start
// for the exact bytes they were made from, ignored (and made again in memory) otherwise.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BROTLI_QUALITY, PRECOMPRESSED_MANIFEST } from './precompress.ts';
import {
  filesWithoutPrecompressed,
  loadStaticSite,
  loadStaticSiteInBackground,
  precompressStaticSite,
  staticFileFromBody,
} from './static-site.ts';

const APP_JS = `export const pages = [${Array.from({ length: 300 }, (_, i) => `'/page-${i}'`).join(',')}];\n`;
const INDEX_HTML = `<!doctype html><title>Vaultmark</title>${'<!-- padding -->'.repeat(50)}<div id="root"></div>`;
const ICON = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});

function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vaultmark-static-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'app-1.js'), APP_JS);
  writeFileSync(join(dir, 'icon.png'), ICON);
  return dir;
}

describe('precompressed build', () => {
  it('writes .br and .gz beside each text file, and the server loads them instead of compressing', async () => {
    const dir = fakeBuild();
    expect(filesWithoutPrecompressed(dir).sort()).toEqual(['/assets/app-1.js', '/index.html']);
    expect(await precompressStaticSite(dir)).toBe(2);
    expect(filesWithoutPrecompressed(dir)).toEqual([]);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-1.js.br'))).toString()).toBe(APP_JS);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app-1.js.gz'))).toString()).toBe(APP_JS);

    // A copy made differently (quality 1): the server must send the build's bytes, not its own.
    const marked = brotliCompressSync(APP_JS, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } });
    expect(marked).not.toEqual(readFileSync(join(dir, 'assets', 'app-1.js.br')));
    writeFileSync(join(dir, 'assets', 'app-1.js.br'), marked);
    for (const site of [loadStaticSite(dir)!, (await loadStaticSiteInBackground(dir))!]) {
      const file = site.files.get('/assets/app-1.js')!;
      expect(Buffer.from(file.variants.br!.body)).toEqual(marked);
      // The copies are variants of their file, not files of their own; images get none.
      expect(site.files.has('/assets/app-1.js.br')).toBe(false);
      expect(site.files.has('/assets/app-1.js.gz')).toBe(false);
      expect(site.files.get('/icon.png')!.variants.br).toBeUndefined();
      expect([...site.files.keys()].some((path) => path.includes(PRECOMPRESSED_MANIFEST))).toBe(false);
    }
  });

  it('ignores copies made from other bytes and compresses the current file', async () => {
    const dir = fakeBuild();
    await precompressStaticSite(dir);
    const changed = `${APP_JS}export const more = true;\n`;
    writeFileSync(join(dir, 'assets', 'app-1.js'), changed);
    expect(filesWithoutPrecompressed(dir)).toEqual(['/assets/app-1.js']);
    for (const site of [loadStaticSite(dir)!, (await loadStaticSiteInBackground(dir))!]) {
      const file = site.files.get('/assets/app-1.js')!;
      expect(brotliDecompressSync(Buffer.from(file.variants.br!.body)).toString()).toBe(changed);
      expect(gunzipSync(Buffer.from(file.variants.gzip!.body)).toString()).toBe(changed);
    }
  });

  it('works without any copies (a build made before the step existed)', async () => {
    const dir = fakeBuild();
    const site = (await loadStaticSiteInBackground(dir))!;
    expect(brotliDecompressSync(Buffer.from(site.indexHtml.variants.br!.body)).toString()).toBe(INDEX_HTML);
  });
});

describe('brotli quality by when the copy is made (ADR 141)', () => {
  // A rendered page's shape: a long table, where the qualities give different bytes.
  const page = Buffer.from(
    `<!doctype html><div id="root"><table>${Array.from(
      { length: 2000 },
      (_, i) => `<tr><td>Company ${i}</td><td>${(i * 7919) % 100_000} BTC</td></tr>`,
    ).join('')}</table></div>`,
  );
  const brotliAt = (quality: number) =>
    brotliCompressSync(page, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: page.length },
    });

  it('compresses the build once at the highest quality, and a page made at run time at a faster one', async () => {
    expect(BROTLI_QUALITY.runTime).toBeLessThan(BROTLI_QUALITY.build);
    expect(brotliAt(BROTLI_QUALITY.runTime)).not.toEqual(brotliAt(BROTLI_QUALITY.build));

    const rendered = await staticFileFromBody('/index.html', page);
    expect(Buffer.from(rendered.variants.br!.body)).toEqual(brotliAt(BROTLI_QUALITY.runTime));
    expect(gunzipSync(Buffer.from(rendered.variants.gzip!.body))).toEqual(page);

    const dir = fakeBuild();
    writeFileSync(join(dir, 'index.html'), page);
    await precompressStaticSite(dir);
    expect(readFileSync(join(dir, 'index.html.br'))).toEqual(brotliAt(BROTLI_QUALITY.build));
  });
});
