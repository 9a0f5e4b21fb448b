// Answers of the public market reads, kept until the data changes: the realtime hub (every
// instance hears every change through LISTEN/NOTIFY) and this instance's own writes
// invalidate it. A short time-to-live bounds staleness if a notification is lost: a read of
// an entry past it is answered from that entry while one refresh computes it again (no read
// waits for the database because a minute went by; ADR 128, 135). Each entry holds the prepared
// representation (JSON bytes, gzip and brotli copies, ETags), built once per cache version:
// the routes and the fast path (server/http/fast-path.ts) only send it.
import { buildRepresentation, type Representation } from './representation.ts';

export const READ_CACHE_TTL_MS = 60_000;

interface Entry {
  version: number;
  expires: number;
  representation: Promise<Representation>;
  /** Set once the promise has resolved, so the fast path can answer synchronously. */
  ready?: Representation;
  /** A refresh of this entry (past its time-to-live) is under way. */
  refreshing?: boolean;
}

/** Computes an answer and prepares what is sent of it (JSON, compressed copies, ETags). */
function prepare(produce: () => Promise<unknown>): Promise<Representation> {
  return produce().then((value) => buildRepresentation(JSON.stringify(value)));
}

interface ValueEntry {
  version: number;
  expires: number;
  value: Promise<unknown>;
}

export class ReadCache {
  private version = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly values = new Map<string, ValueEntry>();

  constructor(private readonly ttlMs = READ_CACHE_TTL_MS) {}

  /** Drops every entry: the next read of each computes it again. Called on every change of the data. */
  invalidate(): void {
    this.version += 1;
    this.entries.clear();
    this.values.clear();
  }

  /**
   * A computed value (not its JSON) for `key`, kept like an entry until the data changes or
   * its time-to-live passes; concurrent misses share one computation, a failure is not kept.
   * The answers derived from one whole list (a page of it, the index page's cut) read it
   * here, so none of them serialises or compresses the whole list (ADR 202).
   */
  value<T>(key: string, produce: () => Promise<T>, now = Date.now()): Promise<T> {
    const cached = this.values.get(key);
    if (cached && cached.version === this.version && cached.expires > now) return cached.value as Promise<T>;
    const entry: ValueEntry = { version: this.version, expires: now + this.ttlMs, value: produce() };
    this.values.set(key, entry);
    entry.value.catch(() => {
      if (this.values.get(key) === entry) this.values.delete(key);
    });
    return entry.value as Promise<T>;
  }

  /**
   * The prepared answer for `key`, computed by `produce` on a miss; concurrent misses share
   * one computation, and a failure is not kept.
   */
  read(key: string, produce: () => Promise<unknown>, now = Date.now()): Promise<Representation> {
    const cached = this.entries.get(key);
    if (cached && cached.version === this.version) {
      if (cached.expires > now) return cached.representation;
      if (cached.ready) {
        this.refresh(key, cached, produce, now);
        return Promise.resolve(cached.ready);
      }
    }
    const entry: Entry = {
      version: this.version,
      expires: now + this.ttlMs,
      representation: prepare(produce),
    };
    this.entries.set(key, entry);
    entry.representation.then(
      (representation) => {
        entry.ready = representation;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.representation;
  }

  /**
   * Computes a ready entry past its time-to-live again, once however many reads ask, and puts
   * the result in its place, unless the data changed meanwhile (invalidate() dropped it). A
   * failure keeps the old answer, and the next read tries again.
   */
  private refresh(key: string, stale: Entry, produce: () => Promise<unknown>, now: number): void {
    if (stale.refreshing) return;
    stale.refreshing = true;
    prepare(produce).then(
      (representation) => {
        if (this.entries.get(key) !== stale) return; // invalidate() dropped it meanwhile
        this.entries.set(key, {
          version: stale.version,
          expires: now + this.ttlMs,
          representation: Promise.resolve(representation),
          ready: representation,
        });
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  /** The JSON text for `key` (see read). */
  async json(key: string, produce: () => Promise<unknown>, now = Date.now()): Promise<string> {
    return (await this.read(key, produce, now)).json;
  }

  /**
   * The ready answer for `key`, without computing anything (the fast path's lookup): a current
   * entry, or one past its time-to-live whose refresh is under way (read() answers from it too).
   * An expired entry that no refresh is computing is left to read(), which starts one.
   */
  peek(key: string, now = Date.now()): Representation | undefined {
    const cached = this.entries.get(key);
    if (!cached || cached.version !== this.version) return undefined;
    if (cached.expires <= now && !cached.refreshing) return undefined;
    return cached.ready;
  }
}
