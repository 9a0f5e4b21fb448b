// The built SPA held in memory: every file of the build folder read once at start-up,
// with gzip and brotli variants precomputed for text types, so serving is a map lookup.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync, type BrotliOptions } from 'node:zlib';

export const INDEX_HTML_PATH = '/index.html';
/** Vite's content-hashed output: safe to cache for a year. */
export const HASHED_ASSETS_PREFIX = '/assets/';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html must be revalidated so a deploy shows at once. */
export const CACHE_REVALIDATE = 'no-cache';
/** Unhashed files (favicon, robots.txt): a short cache. */
export const CACHE_SHORT = 'public, max-age=3600';

const GZIP_LEVEL = 9;
const BROTLI_QUALITY = zlib.BROTLI_MAX_QUALITY;
const ETAG_HASH_CHARS = 20;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};
const FALLBACK_CONTENT_TYPE = 'application/octet-stream';
/** Types worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml|wasm)|image\/(svg\+xml|x-icon))/;

export type Encoding = 'br' | 'gzip' | 'identity';

export interface StaticVariant {
  body: Uint8Array;
  etag: string;
}

export interface StaticFile {
  contentType: string;
  cacheControl: string;
  /** True when compressed variants exist, so answers vary by Accept-Encoding. */
  compressible: boolean;
  variants: Partial<Record<Encoding, StaticVariant>> & { identity: StaticVariant };
}

export interface StaticSite {
  dir: string;
  files: ReadonlyMap<string, StaticFile>;
  indexHtml: StaticFile;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Dot folders (Vite's .vite/manifest.json) are build metadata, not site content.
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return entry.isFile() ? [path] : [];
  });
}

function cacheControlFor(urlPath: string): string {
  if (urlPath === INDEX_HTML_PATH) return CACHE_REVALIDATE;
  if (urlPath.startsWith(HASHED_ASSETS_PREFIX)) return CACHE_IMMUTABLE;
  return CACHE_SHORT;
}

function etagOf(body: Uint8Array, suffix: string): string {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, ETAG_HASH_CHARS);
  return `"${hash}${suffix}"`;
}

const brotliOptions = (size: number): BrotliOptions => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: size },
});
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Compressed {
  br: Uint8Array;
  gzip: Uint8Array;
}

function contentTypeOf(urlPath: string): string {
  return CONTENT_TYPES[extname(urlPath).toLowerCase()] ?? FALLBACK_CONTENT_TYPE;
}

function buildFile(urlPath: string, body: Uint8Array, compressed: Compressed | null): StaticFile {
  const variants: StaticFile['variants'] = { identity: { body, etag: etagOf(body, '') } };
  if (compressed) {
    const identityTag = variants.identity.etag.slice(1, -1);
    // A compressed copy that is not smaller is not worth sending.
    if (compressed.br.length < body.length) variants.br = { body: compressed.br, etag: `"${identityTag}-br"` };
    if (compressed.gzip.length < body.length) variants.gzip = { body: compressed.gzip, etag: `"${identityTag}-gz"` };
  }
  return {
    contentType: contentTypeOf(urlPath),
    cacheControl: cacheControlFor(urlPath),
    compressible: compressed !== null,
    variants,
  };
}

const isCompressible = (urlPath: string) => COMPRESSIBLE.test(contentTypeOf(urlPath));

/** The build's files as [url path, bytes], or null when there is no usable build. */
function readBuild(dir: string | undefined | null): [string, Buffer][] | null {
  if (!dir || !existsSync(dir) || !statSync(dir).isDirectory()) return null;
  if (!existsSync(join(dir, 'index.html'))) return null;
  return listFiles(dir).map((path) => [`/${relative(dir, path).split(sep).join('/')}`, readFileSync(path)]);
}

function toSite(dir: string, files: Map<string, StaticFile>): StaticSite {
  return { dir, files, indexHtml: files.get(INDEX_HTML_PATH)! };
}

/**
 * Loads the build folder into memory, compressing on this thread. Returns null when the
 * folder or its index.html is missing (page requests then get a "run npm run build" 503).
 */
export function loadStaticSite(dir: string | undefined | null): StaticSite | null {
  const build = readBuild(dir);
  if (!build) return null;
  const files = new Map<string, StaticFile>();
  for (const [urlPath, body] of build) {
    const compressed = isCompressible(urlPath)
      ? { br: brotliCompressSync(body, brotliOptions(body.length)), gzip: gzipSync(body, { level: GZIP_LEVEL }) }
      : null;
    files.set(urlPath, buildFile(urlPath, body, compressed));
  }
  return toSite(dir!, files);
}

/**
 * Same as loadStaticSite, compressing on libuv's thread pool: start-up runs it while the
 * database opens, since maximum-quality brotli of a large bundle takes a while.
 */
export async function loadStaticSiteInBackground(dir: string | undefined | null): Promise<StaticSite | null> {
  const build = readBuild(dir);
  if (!build) return null;
  const entries = await Promise.all(
    build.map(async ([urlPath, body]) => {
      const compressed = isCompressible(urlPath)
        ? {
            br: await brotliAsync(body, brotliOptions(body.length)),
            gzip: await gzipAsync(body, { level: GZIP_LEVEL }),
          }
        : null;
      return [urlPath, buildFile(urlPath, body, compressed)] as const;
    }),
  );
  return toSite(dir!, new Map(entries));
}

/** The client's preferred encoding among those the file has: br, then gzip, else identity. */
export function negotiateEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = qParam ? Number(qParam.slice(2)) : 1;
    accepted.set(name, Number.isFinite(quality) ? quality : 0);
  }
  const acceptable = (encoding: string) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
  if (file.variants.br && acceptable('br')) return 'br';
  if (file.variants.gzip && acceptable('gzip')) return 'gzip';
  return 'identity';
}
