// A JSON answer prepared once for many requests: its bytes, gzip and brotli copies, and an
// ETag per encoding. The read cache keeps one per entry (compressed once per cache version,
// not per request); the Hono routes and the fast path answer from it with the same headers,
// built here, including 304 Not Modified for a matching If-None-Match.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface Variant {
  body: Buffer;
  etag: string;
}

export interface Representation {
  /** The JSON text, for callers that want the value rather than the bytes. */
  json: string;
  variants: { identity: Variant } & Partial<Record<'br' | 'gzip', Variant>>;
}

/** Smaller answers are sent as they are: compression would save too little to pay for itself. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Cached public reads may be stored by browsers but are revalidated on every use: realtime
 * events make the client refetch at once after a change, which a max-age would defeat. A
 * revalidation costs one 304 with no body (ADR 051).
 */
export const CACHED_READ_CACHE_CONTROL = 'no-cache';
export const JSON_CONTENT_TYPE = 'application/json';

/** Compressed once per cache version, so the highest levels cost little per request. */
const CACHED_BROTLI_QUALITY = 9;
const CACHED_GZIP_LEVEL = 9;
const ETAG_HASH_CHARS = 20;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CompressionLevels {
  brotliQuality: number;
  gzipLevel: number;
}

export const CACHED_COMPRESSION: CompressionLevels = {
  brotliQuality: CACHED_BROTLI_QUALITY,
  gzipLevel: CACHED_GZIP_LEVEL,
};

/**
 * Bodies larger than this are compressed at most at LARGE_BODY_COMPRESSION: brotli 9 of a
 * whole list of 2,000 extra holders (1.5 MB) took 0.29 s, brotli 5 0.06 s, for a few percent
 * more bytes (docs/performance/202); the first read after a write waits for it (ADR 202).
 */
export const LARGE_BODY_BYTES = 256 * 1024;
export const LARGE_BODY_COMPRESSION: CompressionLevels = { brotliQuality: 5, gzipLevel: 6 };

/** The levels a body of `length` bytes is compressed at. */
export function levelsForSize(length: number, levels: CompressionLevels): CompressionLevels {
  if (length <= LARGE_BODY_BYTES) return levels;
  return {
    brotliQuality: Math.min(levels.brotliQuality, LARGE_BODY_COMPRESSION.brotliQuality),
    gzipLevel: Math.min(levels.gzipLevel, LARGE_BODY_COMPRESSION.gzipLevel),
  };
}

/** One compressed copy, made on libuv's thread pool so a large body never blocks other requests. */
export function compressWith(encoding: 'br' | 'gzip', body: Buffer, levels: CompressionLevels): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: levels.gzipLevel });
  return brotliAsync(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: levels.brotliQuality,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Both compressed copies of a body worth compressing; a copy that is not smaller is dropped. */
export async function compressBody(
  body: Buffer,
  levels: CompressionLevels,
): Promise<{ br: Buffer | null; gzip: Buffer | null }> {
  if (body.length < COMPRESS_MIN_BYTES) return { br: null, gzip: null };
  const sized = levelsForSize(body.length, levels);
  const [br, gz] = await Promise.all([compressWith('br', body, sized), compressWith('gzip', body, sized)]);
  return { br: br.length < body.length ? br : null, gzip: gz.length < body.length ? gz : null };
}

export function etagOf(body: Buffer): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, ETAG_HASH_CHARS);
}

/** The representation of a JSON text: an ETag from its bytes (the same data keeps its tag across versions). */
export async function buildRepresentation(
  json: string,
  levels: CompressionLevels = CACHED_COMPRESSION,
): Promise<Representation> {
  const body = Buffer.from(json);
  const tag = etagOf(body);
  const compressed = await compressBody(body, levels);
  const variants: Representation['variants'] = { identity: { body, etag: `"${tag}"` } };
  if (compressed.br) variants.br = { body: compressed.br, etag: `"${tag}-br"` };
  if (compressed.gzip) variants.gzip = { body: compressed.gzip, etag: `"${tag}-gz"` };
  return { json, variants };
}

/** True when the body comes compressed to clients that accept it, so the answer varies by Accept-Encoding. */
export const variesByEncoding = (representation: Representation) =>
  representation.variants.br !== undefined || representation.variants.gzip !== undefined;

/** Which of the encodings we can send an Accept-Encoding header allows (q=0 refuses one; `*` stands for any not named). */
export interface AcceptedEncodings {
  br: boolean;
  gzip: boolean;
}

const NONE_ACCEPTED: AcceptedEncodings = { br: false, gzip: false };

export function acceptedEncodings(acceptEncoding: string | undefined): AcceptedEncodings {
  if (!acceptEncoding) return NONE_ACCEPTED;
  let br: number | undefined;
  let gz: number | undefined;
  let star: number | undefined;
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    if (name !== 'br' && name !== 'gzip' && name !== '*') continue;
    const qParam = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('q='));
    const parsed = qParam ? Number(qParam.slice(2)) : 1;
    const quality = Number.isFinite(parsed) ? parsed : 0;
    if (name === 'br') br = quality;
    else if (name === 'gzip') gz = quality;
    else star = quality;
  }
  return { br: (br ?? star ?? 0) > 0, gzip: (gz ?? star ?? 0) > 0 };
}

/** The preferred encoding among those available and accepted: br, then gzip, else identity. */
export function pickEncoding(
  accepted: AcceptedEncodings,
  available: Partial<Record<'br' | 'gzip', unknown>>,
): Encoding {
  if (accepted.br && available.br !== undefined) return 'br';
  if (accepted.gzip && available.gzip !== undefined) return 'gzip';
  return 'identity';
}

/** The client's preferred encoding among those available (see acceptedEncodings and pickEncoding). */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: Partial<Record<'br' | 'gzip', unknown>>,
): Encoding {
  return pickEncoding(acceptedEncodings(acceptEncoding), available);
}

/** If-None-Match against one ETag, weak comparison (RFC 9110 §13.1.2), `*` matching any. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return (tag.startsWith('W/') ? tag.slice(2) : tag) === etag;
  });
}

export interface PreparedAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  /** Null for 304. */
  body: Buffer | null;
}

/**
 * The headers of an answer with one variant of a representation: 200 with the body's
 * headers, or 304 with only those a 304 repeats (RFC 9110 §15.4.5). Names are lower-case;
 * the security headers and the request id are added by whoever sends it.
 */
export function answerHeaders(
  representation: Representation,
  encoding: Encoding,
  status: 200 | 304,
  cacheControl = CACHED_READ_CACHE_CONTROL,
): Record<string, string> {
  const variant = representation.variants[encoding] ?? representation.variants.identity;
  const headers: Record<string, string> = { 'cache-control': cacheControl, etag: variant.etag };
  if (variesByEncoding(representation)) headers.vary = 'Accept-Encoding';
  if (status === 304) return headers;
  headers['content-type'] = JSON_CONTENT_TYPE;
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = String(variant.body.length);
  return headers;
}

/** The answer to one request for a representation: the variant the client accepts, or 304 when it already holds that variant. */
export function prepareAnswer(
  representation: Representation,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
  cacheControl = CACHED_READ_CACHE_CONTROL,
): PreparedAnswer {
  const encoding = preferredEncoding(acceptEncoding, representation.variants);
  const variant = representation.variants[encoding] ?? representation.variants.identity;
  if (etagMatches(ifNoneMatch, variant.etag)) {
    return { status: 304, headers: answerHeaders(representation, encoding, 304, cacheControl), body: null };
  }
  return { status: 200, headers: answerHeaders(representation, encoding, 200, cacheControl), body: variant.body };
}
