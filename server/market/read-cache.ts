// Serialised answers of the public market reads, kept until the data changes: the realtime
// hub (every instance hears every change through LISTEN/NOTIFY) and this instance's own
// writes invalidate it. A short time-to-live bounds staleness if a notification is lost.
export const READ_CACHE_TTL_MS = 60_000;

interface Entry {
  version: number;
  expires: number;
  body: Promise<string>;
}

export class ReadCache {
  private version = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = READ_CACHE_TTL_MS) {}

  invalidate(): void {
    this.version += 1;
    this.entries.clear();
  }

  /** The JSON text for `key`, computed by `produce` on a miss; concurrent misses share one computation. */
  json(key: string, produce: () => Promise<unknown>, now = Date.now()): Promise<string> {
    const cached = this.entries.get(key);
    if (cached && cached.version === this.version && cached.expires > now) return cached.body;
    const body = produce().then((value) => JSON.stringify(value));
    this.entries.set(key, { version: this.version, expires: now + this.ttlMs, body });
    body.catch(() => this.entries.delete(key));
    return body;
  }
}
