import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, CACHE_SHORT } from '../static/static-site.ts';
import { useTestDatabase } from '../testing/test-db.ts';
import { NOT_BUILT_MESSAGE } from './spa.ts';

// A fake build: big enough text that compression pays, plus a binary-ish icon.
const INDEX_HTML = `<!doctype html><html><head><title>Vaultmark</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}<script type="module" src="/assets/app-abc123.js"></script></body></html>`;
const APP_JS = `export const routes = [${Array.from({ length: 200 }, (_, i) => `'/page-${i}'`).join(',')}];\n`;
const FAVICON = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]);
/** The shell of a page answered with 404: its #root marked, nothing else changed. */
const NOT_FOUND_HTML = INDEX_HTML.replace('<div id="root">', '<div id="root" data-page-status="404">');

/** The page without its head: what the build wrote, whatever head the server writes in. */
const shell = (html: string) => html.replace(/<head>[\s\S]*<\/head>/, '<head></head>');

const buildDir = mkdtempSync(join(tmpdir(), 'vaultmark-dist-'));
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe('serving the built SPA', () => {
  const database = useTestDatabase('pglite');
  let app: ReturnType<typeof createApp>;

  beforeAll(() => {
    mkdirSync(join(buildDir, 'assets'), { recursive: true });
    mkdirSync(join(buildDir, '.vite'), { recursive: true });
    writeFileSync(join(buildDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(buildDir, 'assets', 'app-abc123.js'), APP_JS);
    writeFileSync(join(buildDir, 'favicon.ico'), FAVICON);
    writeFileSync(join(buildDir, '.vite', 'manifest.json'), '{}');
    app = createApp({ db: database().handle, staticDir: buildDir });
  });

  it('serves hashed assets as immutable with their content type', async () => {
    const response = await app.request('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
    expect(await response.text()).toBe(APP_JS);
  });

  it('serves index.html for known pages with no-cache, with or without a trailing slash', async () => {
    for (const path of ['/', '/index.html', '/pricing', '/pricing/', '/case-study/tesla']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(CACHE_REVALIDATE);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(shell(await response.text()), path).toBe(shell(INDEX_HTML));
    }
  });

  it('answers unknown pages with 404 and still the SPA shell, its #root marked 404 (ADR 119)', async () => {
    for (const path of ['/no-such-page', '/case-study/unknown', '/assets/missing-123.js', '/%E0%A4%A']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(shell(await response.text()), path).toBe(shell(NOT_FOUND_HTML));
    }
  });

  it('gives other files a short cache and keeps build metadata private', async () => {
    const icon = await app.request('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe(CACHE_SHORT);
    expect(Buffer.from(await icon.arrayBuffer())).toEqual(FAVICON);
    expect((await app.request('/.vite/manifest.json')).status).toBe(404);
  });

  it('prefers brotli, then gzip, and varies by Accept-Encoding', async () => {
    const br = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
    expect(brotliDecompressSync(brBody).toString()).toBe(APP_JS);

    const gzip = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(APP_JS);
    expect(gzip.headers.get('etag')).not.toBe(br.headers.get('etag'));

    const refused = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(refused.headers.get('content-encoding')).toBe('gzip');

    const identity = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(APP_JS);
  });

  it('compresses the 404 shell too', async () => {
    const response = await app.request('/nowhere', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(shell(html)).toBe(shell(NOT_FOUND_HTML));
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('etag')!;
    const again = await app.request('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers HEAD with headers and no body', async () => {
    const response = await app.request('/assets/app-abc123.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
    expect(await response.text()).toBe('');
    expect((await app.request('/not-a-page', { method: 'HEAD' })).status).toBe(404);
  });

  it('adds the security headers to pages', async () => {
    const response = await app.request('/');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps API paths out of the SPA fallback', async () => {
    const response = await app.request('/api/unknown');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('answers pages with a 503 telling to build when there is no build', async () => {
    const unbuilt = createApp({ db: database().handle, staticDir: join(buildDir, 'missing') });
    const response = await unbuilt.request('/pricing');
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(NOT_BUILT_MESSAGE);
    expect(NOT_BUILT_MESSAGE).toContain('npm run build');
    expect((await unbuilt.request('/api/health')).status).toBe(200);
  });
});

describe("the app's stylesheet in pages", () => {
  const database = useTestDatabase('pglite');
  const dir = mkdtempSync(join(tmpdir(), 'vaultmark-dist-css-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const CSS = 'body{color:#0b1f3a}.card{padding:1rem}';
  const EVIL_CSS = '.x::after{content:"</style><script>alert(1)</script>"}';

  it('is written into the page, so the first paint waits for no other request; the file stays served', async () => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><title>V</title><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" crossorigin href="/assets/odd-2.css"></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dir, 'assets', 'index-1.css'), CSS);
    writeFileSync(join(dir, 'assets', 'odd-2.css'), EVIL_CSS);
    const app = createApp({ db: database().handle, staticDir: dir });
    const html = await (await app.request('/pricing')).text();
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('href="/assets/index-1.css"');
    // A sheet that could close its <style> element stays a link.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/odd-2.css">');
    expect(await (await app.request('/assets/index-1.css')).text()).toBe(CSS);
  });
});
