import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  buildRepresentation,
  CACHED_COMPRESSION,
  CACHED_READ_CACHE_CONTROL,
  COMPRESS_MIN_BYTES,
  etagMatches,
  LARGE_BODY_BYTES,
  LARGE_BODY_COMPRESSION,
  levelsForSize,
  preferredEncoding,
  prepareAnswer,
} from './representation.ts';

const large = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Holder ${i}`, btc: i * 1.5 })));

describe('preferredEncoding', () => {
  const both = { br: 1, gzip: 1 };
  it.each([
    [undefined, both, 'identity'],
    ['', both, 'identity'],
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['BR', both, 'br'],
    ['gzip;q=0.5, br;q=0', both, 'gzip'],
    ['*', both, 'br'],
    ['*;q=0', both, 'identity'],
    ['deflate', both, 'identity'],
    ['br', { gzip: 1 }, 'identity'],
    ['br, gzip', { gzip: 1 }, 'gzip'],
    ['gzip;q=abc', both, 'identity'],
  ] as const)('Accept-Encoding %j with %j → %s', (header, available, expected) => {
    expect(preferredEncoding(header, available)).toBe(expected);
  });
});

describe('etagMatches', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"abcd"', false],
    ['abc', false],
    ['*', true],
  ] as const)('If-None-Match %j against "abc" → %s', (header, expected) => {
    expect(etagMatches(header, '"abc"')).toBe(expected);
  });
});

describe('buildRepresentation and prepareAnswer', () => {
  it('precompresses large JSON once: each copy decodes to the same text, each with its own ETag', async () => {
    const representation = await buildRepresentation(large);
    const { identity, br, gzip } = representation.variants;
    expect(identity.body.toString()).toBe(large);
    expect(brotliDecompressSync(br!.body).toString()).toBe(large);
    expect(gunzipSync(gzip!.body).toString()).toBe(large);
    expect(br!.body.length).toBeLessThan(identity.body.length);
    expect(new Set([identity.etag, br!.etag, gzip!.etag]).size).toBe(3);
    // The same bytes keep the same tag (a recomputation after an unrelated change still matches).
    expect((await buildRepresentation(large)).variants.identity.etag).toBe(identity.etag);
    expect((await buildRepresentation(`${large} `)).variants.identity.etag).not.toBe(identity.etag);
  });

  it('sends small JSON as it is, without Vary', async () => {
    const small = await buildRepresentation('{"ok":true}');
    expect(small.variants.br).toBeUndefined();
    const answer = prepareAnswer(small, 'br, gzip', undefined);
    expect(answer.headers).toEqual({
      'cache-control': CACHED_READ_CACHE_CONTROL,
      etag: small.variants.identity.etag,
      'content-type': 'application/json',
      'content-length': '11',
    });
    expect(COMPRESS_MIN_BYTES).toBeGreaterThan(11);
  });

  it('answers the accepted encoding, and 304 without a body when the client holds that variant', async () => {
    const representation = await buildRepresentation(large);
    const br = prepareAnswer(representation, 'gzip, br', undefined);
    expect(br.status).toBe(200);
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      etag: representation.variants.br!.etag,
      'content-length': String(representation.variants.br!.body.length),
    });
    expect(br.body).toBe(representation.variants.br!.body);
    const identity = prepareAnswer(representation, undefined, undefined);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Accept-Encoding');

    const notModified = prepareAnswer(representation, 'gzip, br', br.headers.etag);
    expect(notModified).toEqual({
      status: 304,
      body: null,
      headers: { 'cache-control': CACHED_READ_CACHE_CONTROL, etag: br.headers.etag, vary: 'Accept-Encoding' },
    });
    // A tag of another encoding, or of older data, gets the full answer.
    expect(prepareAnswer(representation, 'gzip', br.headers.etag).status).toBe(200);
    expect(prepareAnswer(representation, 'br', '"stale"').status).toBe(200);
  });
});

describe('levelsForSize', () => {
  it('keeps the levels asked for up to LARGE_BODY_BYTES and caps them above it', () => {
    expect(levelsForSize(LARGE_BODY_BYTES, CACHED_COMPRESSION)).toEqual(CACHED_COMPRESSION);
    expect(levelsForSize(LARGE_BODY_BYTES + 1, CACHED_COMPRESSION)).toEqual(LARGE_BODY_COMPRESSION);
    // Levels already lower than the cap stay as they are.
    expect(levelsForSize(10 * LARGE_BODY_BYTES, { brotliQuality: 3, gzipLevel: 9 })).toEqual({
      brotliQuality: 3,
      gzipLevel: LARGE_BODY_COMPRESSION.gzipLevel,
    });
  });

  it('a large body still comes compressed, and decompresses to the same JSON', async () => {
    const json = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `Row ${i}` })));
    expect(json.length).toBeGreaterThan(LARGE_BODY_BYTES);
    const representation = await buildRepresentation(json);
    expect(brotliDecompressSync(representation.variants.br!.body).toString()).toBe(json);
    expect(gunzipSync(representation.variants.gzip!.body).toString()).toBe(json);
  });
});
