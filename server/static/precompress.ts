// Brotli and gzip copies of the built SPA, made once by the build (vite.config.ts runs
// precompressBuild after `vite build`) instead of at every start: maximum-quality brotli
// of the whole bundle takes about a second. Beside each compressible file the build writes
// `<file>.br` and `<file>.gz`, and a manifest records the SHA-256 of the file each copy was
// made from, so the server uses a copy only for the exact bytes it belongs to.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync, type BrotliOptions } from 'node:zlib';

/** Build metadata (a dot file: never served). */
export const PRECOMPRESSED_MANIFEST = '.precompressed.json';
const MANIFEST_VERSION = 1;

export const COMPRESSED_SUFFIXES = { br: '.br', gzip: '.gz' } as const;

const GZIP_LEVEL = 9;
/**
 * Brotli's quality by when the copy is made. The build's files are compressed once, so at the
 * slowest, smallest level. Bodies made at run time — rendered pages, the sitemap — are
 * compressed before their first answer, and again each time the data they show changes: at
 * quality 11 a rendered page (98–301 KB) took 74–232 ms, at 8 it takes 2–4 ms for a copy 10–11 %
 * larger (ADR 141).
 */
export const BROTLI_QUALITY = { build: zlib.BROTLI_MAX_QUALITY, runTime: 8 } as const;
export type CompressionTime = keyof typeof BROTLI_QUALITY;

export interface Compressed {
  br: Uint8Array;
  gzip: Uint8Array;
}

/** url path → SHA-256 (hex) of the file its .br/.gz copies were made from. */
export type PrecompressedManifest = Record<string, string>;

const brotliOptions = (size: number, when: CompressionTime): BrotliOptions => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[when], [zlib.BROTLI_PARAM_SIZE_HINT]: size },
});
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function sha256Hex(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('hex');
}

/** The build's copies of one file, made at once (a static site loaded without precompressed copies). */
export function compressSync(body: Uint8Array): Compressed {
  return {
    br: brotliCompressSync(body, brotliOptions(body.length, 'build')),
    gzip: gzipSync(body, { level: GZIP_LEVEL }),
  };
}

/** Both copies of a body, on libuv's thread pool, at the brotli quality for `when` it is made. */
export async function compressAsync(body: Uint8Array, when: CompressionTime): Promise<Compressed> {
  const [br, gz] = await Promise.all([
    brotliAsync(body, brotliOptions(body.length, when)),
    gzipAsync(body, { level: GZIP_LEVEL }),
  ]);
  return { br, gzip: gz };
}

export function readManifest(dir: string): PrecompressedManifest {
  try {
    const parsed = JSON.parse(readFileSync(join(dir, PRECOMPRESSED_MANIFEST), 'utf8')) as {
      version?: number;
      files?: PrecompressedManifest;
    };
    return parsed.version === MANIFEST_VERSION && parsed.files ? parsed.files : {};
  } catch {
    return {};
  }
}

/**
 * Writes `.br` and `.gz` beside each of `files` ([url path, bytes]) and the manifest.
 * The caller chooses which files are worth compressing (static-site.ts knows the types).
 */
export async function writePrecompressed(dir: string, files: readonly [string, Uint8Array][]): Promise<number> {
  const manifest: PrecompressedManifest = {};
  await Promise.all(
    files.map(async ([urlPath, body]) => {
      const compressed = await compressAsync(body, 'build');
      const path = join(dir, urlPath);
      writeFileSync(path + COMPRESSED_SUFFIXES.br, compressed.br);
      writeFileSync(path + COMPRESSED_SUFFIXES.gzip, compressed.gzip);
      manifest[urlPath] = sha256Hex(body);
    }),
  );
  writeFileSync(
    join(dir, PRECOMPRESSED_MANIFEST),
    `${JSON.stringify({ version: MANIFEST_VERSION, files: manifest }, null, 2)}\n`,
  );
  return files.length;
}
