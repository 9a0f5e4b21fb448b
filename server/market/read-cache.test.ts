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
});
