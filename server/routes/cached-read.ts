// Sends a cached public read from a route: the prepared representation of `key` (computed
// by `produce` on a miss) in the encoding the client accepts, or 304 when its If-None-Match
// holds the current ETag. The fast path sends the same answer for cache hits.
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { prepareAnswer } from '../market/representation.ts';
import type { ReadCache } from '../market/read-cache.ts';

export async function sendCachedRead(
  c: Context<AppEnv>,
  reads: ReadCache,
  key: string,
  produce: () => Promise<unknown>,
): Promise<Response> {
  const representation = await reads.read(key, produce);
  const answer = prepareAnswer(representation, c.req.header('accept-encoding'), c.req.header('if-none-match'));
  if (answer.body === null) return c.body(null, 304, answer.headers);
  // Node Buffers are plain ArrayBuffer-backed here; the DOM typing wants that spelled out.
  return c.body(answer.body as Uint8Array<ArrayBuffer>, 200, answer.headers);
}
