import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

describe('ReadCache', () => {
  it('computes once per version and time-to-live, sharing concurrent misses', async () => {
    const cache = new ReadCache(1_000);
    let calls = 0;
    const produce = async () => ({ call: ++calls });
    const [a, b] = await Promise.all([cache.json('k', produce, 0), cache.json('k', produce, 0)]);
    expect(a).toBe('{"call":1}');
    expect(b).toBe(a);
    expect(await cache.json('k', produce, 999)).toBe('{"call":1}');
    expect(await cache.json('k', produce, 1_000)).toBe('{"call":2}'); // expired
    cache.invalidate();
    expect(await cache.json('k', produce, 1_001)).toBe('{"call":3}');
  });

  it('does not keep a failure', async () => {
    const cache = new ReadCache();
    await expect(cache.json('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.json('k', async () => 1)).toBe('1');
  });

  it('holds the prepared representation, compressed once, and peek sees only a ready, current entry', async () => {
    const cache = new ReadCache(1_000);
    const rows = Array.from({ length: 100 }, (_, i) => ({ row: i, label: 'a holder with a long name' }));
    let calls = 0;
    const produce = async () => {
      calls += 1;
      return rows;
    };
    expect(cache.peek('k', 0)).toBeUndefined();
    const pending = cache.read('k', produce, 0);
    expect(cache.peek('k', 0)).toBeUndefined(); // not ready yet: the fast path hands the request on
    const representation = await pending;
    expect(cache.peek('k', 10)).toBe(representation);
    expect(await cache.read('k', produce, 10)).toBe(representation);
    expect(calls).toBe(1);
    expect(JSON.parse(gunzipSync(representation.variants.gzip!.body).toString())).toEqual(rows);
    expect(cache.peek('k', 1_000)).toBeUndefined(); // expired
    await cache.read('k', produce, 0);
    cache.invalidate();
    expect(cache.peek('k', 0)).toBeUndefined();
  });
});
