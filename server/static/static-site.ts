// The built SPA held in memory: every file of the build folder read once at start-up,
// with the brotli and gzip copies the build wrote beside them (precompress.ts), so serving
// is a map lookup and starting costs no compression. A file without a matching copy (a
// build made without the compression step) is compressed here, in the background.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import {
  COMPRESSED_SUFFIXES,
  compressAsync,
  compressSync,
  readManifest,
  writePrecompressed,
  type Compressed,
  type PrecompressedManifest,
} from './precompress.ts';

export const INDEX_HTML_PATH = '/index.html';
/** Vite's content-hashed output: safe to cache for a year. */
export const HASHED_ASSETS_PREFIX = '/assets/';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html must be revalidated so a deploy shows at once. */
export const CACHE_REVALIDATE = 'no-cache';
/** Unhashed files (favicon, robots.txt): a short cache. */
export const CACHE_SHORT = 'public, max-age=3600';

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

interface BuildFile {
  urlPath: string;
  body: Buffer;
  /** SHA-256 of body. */
  hash: Buffer;
  /** The build's .br/.gz copies of exactly this body, when present. */
  precompressed: Compressed | null;
}

function contentTypeOf(urlPath: string): string {
  return CONTENT_TYPES[extname(urlPath).toLowerCase()] ?? FALLBACK_CONTENT_TYPE;
}

function buildFile({ urlPath, body, hash }: BuildFile, compressed: Compressed | null): StaticFile {
  const etag = `"${hash.toString('base64url').slice(0, ETAG_HASH_CHARS)}"`;
  const variants: StaticFile['variants'] = { identity: { body, etag } };
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

/** Reads the build's .br/.gz copies of a file, if the manifest says they were made from these bytes. */
function readPrecompressed(dir: string, urlPath: string, hash: Buffer, manifest: PrecompressedManifest) {
  if (manifest[urlPath] !== hash.toString('hex')) return null;
  const path = join(dir, urlPath);
  try {
    return {
      br: readFileSync(path + COMPRESSED_SUFFIXES.br),
      gzip: readFileSync(path + COMPRESSED_SUFFIXES.gzip),
    };
  } catch {
    return null;
  }
}

/** The build's files (compressed copies folded into their originals), or null when there is no usable build. */
function readBuild(dir: string | undefined | null): BuildFile[] | null {
  if (!dir || !existsSync(dir) || !statSync(dir).isDirectory()) return null;
  if (!existsSync(join(dir, 'index.html'))) return null;
  const paths = listFiles(dir).map((path) => `/${relative(dir, path).split(sep).join('/')}`);
  const present = new Set(paths);
  const isCopy = (urlPath: string) =>
    Object.values(COMPRESSED_SUFFIXES).some((suffix) => {
      if (!urlPath.endsWith(suffix)) return false;
      const original = urlPath.slice(0, -suffix.length);
      return present.has(original) && isCompressible(original);
    });
  const manifest = readManifest(dir);
  return paths
    .filter((urlPath) => !isCopy(urlPath))
    .map((urlPath) => {
      const body = readFileSync(join(dir, urlPath));
      const hash = createHash('sha256').update(body).digest();
      const precompressed = isCompressible(urlPath) ? readPrecompressed(dir, urlPath, hash, manifest) : null;
      return { urlPath, body, hash, precompressed };
    });
}

function toSite(dir: string, files: Map<string, StaticFile>): StaticSite {
  return { dir, files, indexHtml: files.get(INDEX_HTML_PATH)! };
}

/**
 * Loads the build folder into memory; files the build did not compress are compressed on
 * this thread. Returns null when the folder or its index.html is missing (page requests
 * then get a "run npm run build" 503).
 */
export function loadStaticSite(dir: string | undefined | null): StaticSite | null {
  const build = readBuild(dir);
  if (!build) return null;
  const files = new Map<string, StaticFile>();
  for (const file of build) {
    const compressed = isCompressible(file.urlPath) ? (file.precompressed ?? compressSync(file.body)) : null;
    files.set(file.urlPath, buildFile(file, compressed));
  }
  return toSite(dir!, files);
}

/**
 * Same as loadStaticSite, compressing what the build did not on libuv's thread pool, so
 * start-up runs it while the database opens.
 */
export async function loadStaticSiteInBackground(dir: string | undefined | null): Promise<StaticSite | null> {
  const build = readBuild(dir);
  if (!build) return null;
  const entries = await Promise.all(
    build.map(async (file) => {
      const compressed = isCompressible(file.urlPath)
        ? (file.precompressed ?? (await compressAsync(file.body, 'build')))
        : null;
      return [file.urlPath, buildFile(file, compressed)] as const;
    }),
  );
  return toSite(dir!, new Map(entries));
}

/**
 * A file made at run time (a page's index.html with its head and markup written in),
 * compressed on libuv's thread pool at the run-time quality, cached and served like the
 * build's files.
 */
export async function staticFileFromBody(urlPath: string, body: Buffer): Promise<StaticFile> {
  const hash = createHash('sha256').update(body).digest();
  const compressed = isCompressible(urlPath) ? await compressAsync(body, 'runTime') : null;
  return buildFile({ urlPath, body, hash, precompressed: compressed }, compressed);
}

/** How many files the build did not compress (0 after precompressStaticSite). */
export function filesWithoutPrecompressed(dir: string): string[] {
  return (readBuild(dir) ?? [])
    .filter((file) => isCompressible(file.urlPath) && !file.precompressed)
    .map((file) => file.urlPath);
}

/** The build step: writes .br/.gz copies of every compressible file of `dir` and their manifest. */
export async function precompressStaticSite(dir: string): Promise<number> {
  const build = readBuild(dir);
  if (!build) throw new Error(`No built site in ${dir} (index.html missing)`);
  return writePrecompressed(
    dir,
    build
      .filter((file) => isCompressible(file.urlPath))
      .map((file) => [file.urlPath, file.body] as [string, Uint8Array]),
  );
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
