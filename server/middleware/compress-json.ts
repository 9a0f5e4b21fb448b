// Compresses the JSON answers of /api that are made per request (gzip or brotli, by the
// client's Accept-Encoding) and marks them `Vary: Accept-Encoding`. Cached public reads carry
// their own precompressed copies and an ETag (server/market/representation.ts) and pass untouched.
import type { MiddlewareHandler } from 'hono';
import {
  COMPRESS_MIN_BYTES,
  compressWith,
  preferredEncoding,
  type CompressionLevels,
} from '../market/representation.ts';

/** Per-request levels: most of the saving for a fraction of the time of the highest levels. */
const PER_REQUEST_COMPRESSION: CompressionLevels = { brotliQuality: 4, gzipLevel: 6 };
const BOTH = { br: true, gzip: true } as const;

function addVary(headers: Headers, value: string) {
  const vary = headers.get('vary');
  const listed =
    vary
      ?.toLowerCase()
      .split(',')
      .map((item) => item.trim()) ?? [];
  if (!listed.includes(value.toLowerCase())) headers.set('vary', vary ? `${vary}, ${value}` : value);
}

export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get('content-type');
    if (!type?.startsWith('application/json') || !response.body || c.req.method === 'HEAD') return;
    if (response.headers.has('content-encoding') || response.headers.has('etag')) return;
    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    let sent: Buffer = body;
    if (body.length >= COMPRESS_MIN_BYTES) {
      addVary(headers, 'Accept-Encoding');
      const encoding = preferredEncoding(c.req.header('accept-encoding'), BOTH);
      if (encoding !== 'identity') {
        sent = await compressWith(encoding, body, PER_REQUEST_COMPRESSION);
        headers.set('content-encoding', encoding);
      }
    }
    headers.set('content-length', String(sent.length));
    // The body was read; the answer is rebuilt around the bytes to send.
    c.res = undefined;
    c.res = new Response(sent as Uint8Array<ArrayBuffer>, { status: response.status, headers });
  };
}
