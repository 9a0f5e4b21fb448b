// The open data API's rate limit: a fixed window per client address, counted in memory
// (per instance). The site's DB-stored limits (request-limits.ts, beside this one) cost a write per request;
// on cached public reads that would cost more than the answer itself (ADR 082).
export interface OpenDataLimit {
  max: number;
  windowMs: number;
}

/** 120 requests a minute per address (documented in the OpenAPI document and on /developers). */
export const OPEN_DATA_LIMIT: OpenDataLimit = { max: 120, windowMs: 60_000 };

const MAX_TRACKED = 100_000;

export interface RateOutcome {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
}

export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(readonly limit: OpenDataLimit = OPEN_DATA_LIMIT) {}

  take(address: string, now = Date.now()): RateOutcome {
    let window = this.windows.get(address);
    if (!window || now - window.start >= this.limit.windowMs) {
      if (this.windows.size >= MAX_TRACKED) this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(address, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= this.limit.max,
      limit: this.limit.max,
      remaining: Math.max(0, this.limit.max - window.count),
      resetSeconds: Math.max(1, Math.ceil((window.start + this.limit.windowMs - now) / 1000)),
    };
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.limit.windowMs) this.windows.delete(key);
    }
    if (this.windows.size >= MAX_TRACKED) this.windows.clear();
  }
}
