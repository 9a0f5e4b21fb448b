import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

describe('ReadCache', () => {
  it('keeps a computed value per version and time-to-live, apart from the prepared answers', async () => {
    const cache = new ReadCache(1_000);
    let calls = 0;
    const produce = async () => ({ call: ++calls });
    const [a, b] = await Promise.all([cache.value('k', produce, 0), cache.value('k', produce, 0)]);
    expect(a).toEqual({ call: 1 });
    expect(b).toBe(a);
    expect(await cache.value('k', produce, 999)).toBe(a);
    // No prepared answer was made from it: the JSON entry of the same key is computed apart.
    expect(cache.peek('k', 0)).toBeUndefined();
    expect(await cache.value('k', produce, 1_000)).toEqual({ call: 2 });
    cache.invalidate();
    expect(await cache.value('k', produce, 1_001)).toEqual({ call: 3 });
    // A failure is not kept.
    await expect(cache.value('f', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cache.value('f', produce, 0)).toEqual({ call: 4 });
  });

  it('computes once per version and time-to-live, sharing concurrent misses', async () => {
    const cache = new ReadCache(1_000);
    let calls = 0;
    const produce = async () => ({ call: ++calls });
    const [a, b] = await Promise.all([cache.json('k', produce, 0), cache.json('k', produce, 0)]);
    expect(a).toBe('{"call":1}');
    expect(b).toBe(a);
    expect(await cache.json('k', produce, 999)).toBe('{"call":1}');
    cache.invalidate();
    expect(await cache.json('k', produce, 1_001)).toBe('{"call":2}');
  });

  it('answers an entry past its time-to-live at once while one refresh computes it again', async () => {
    const cache = new ReadCache(1_000);
    let calls = 0;
    let release = () => {};
    const produce = async () => {
      calls += 1;
      if (calls > 1) await new Promise<void>((resolve) => (release = resolve));
      return { call: calls };
    };
    expect(await cache.json('k', produce, 0)).toBe('{"call":1}');
    // Expired with no refresh under way: the fast path hands the read to the stack, which starts one.
    expect(cache.peek('k', 1_000)).toBeUndefined();
    // Expired: the old answer, now, from the one refresh however many reads come.
    const stale = await Promise.all([cache.json('k', produce, 1_000), cache.json('k', produce, 1_001)]);
    expect(stale).toEqual(['{"call":1}', '{"call":1}']);
    expect(calls).toBe(2);
    // While the refresh runs, the fast path answers from the old entry, as the stack does.
    expect(cache.peek('k', 1_001)?.json).toBe('{"call":1}');
    release();
    await expect.poll(() => cache.peek('k', 1_002)?.json).toBe('{"call":2}');
    expect(await cache.json('k', produce, 1_999)).toBe('{"call":2}'); // its time-to-live runs from the refresh
  });

  it('keeps the old answer when a refresh fails, and drops a refresh the data changed under', async () => {
    const cache = new ReadCache(1_000);
    let fail = true;
    let calls = 0;
    const produce = async () => {
      calls += 1;
      if (calls > 1 && fail) throw new Error('database down');
      return { call: calls };
    };
    expect(await cache.json('k', produce, 0)).toBe('{"call":1}');
    expect(await cache.json('k', produce, 1_000)).toBe('{"call":1}');
    await expect.poll(() => calls).toBe(2);
    await Promise.resolve();
    // The refresh failed: the old answer stays, and the next read (through the stack) tries again.
    expect(cache.peek('k', 1_001)).toBeUndefined();
    fail = false;
    expect(await cache.json('k', produce, 1_001)).toBe('{"call":1}');
    await expect.poll(() => cache.peek('k', 1_002)?.json).toBe('{"call":3}');

    let release = () => {};
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'before the change';
    };
    expect(await cache.json('k', slow, 2_003)).toBe('{"call":3}'); // expired: refresh under way
    cache.invalidate();
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cache.peek('k', 2_004)).toBeUndefined(); // the refresh's answer predates the change
    expect(await cache.json('k', async () => 'after the change', 2_004)).toBe('"after the change"');
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
