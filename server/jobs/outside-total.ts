// The home counter's fallback when no public-company holdings are stored: the "Total of all
// public companies" figure of a public treasury listing site, read through a page-to-text
// proxy. Cached for an hour; any HTTP, timeout or parse failure answers 0 (spec).
import type { OutsideTotal } from '../../domain/schemas/market.ts';

export const DEFAULT_OUTSIDE_TOTAL_URL = 'https://r.jina.ai/https://bitcointreasuries.net/';
export const OUTSIDE_TOTAL_TIMEOUT_MS = 5_000;
export const OUTSIDE_TOTAL_CACHE_MS = 60 * 60_000;
const MARKER = 'Total of all public companies';

/** The comma-grouped number that follows the marker text, or null. */
export function parseOutsideTotal(text: string): number | null {
  const at = text.indexOf(MARKER);
  if (at < 0) return null;
  const match = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?/.exec(text.slice(at + MARKER.length, at + MARKER.length + 200));
  if (!match) return null;
  const value = Number(match[1]!.replace(/,/g, ''));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export class OutsideTotalLookup {
  private cached: { value: OutsideTotal; expires: number } | undefined;
  private pending: Promise<OutsideTotal> | undefined;

  /** A null url disables the lookup: it answers 0 without asking anyone (tests, offline). */
  constructor(
    private readonly url: string | null,
    private readonly fetch: typeof globalThis.fetch = globalThis.fetch,
    private readonly timeoutMs = OUTSIDE_TOTAL_TIMEOUT_MS,
  ) {}

  async get(now = Date.now()): Promise<OutsideTotal> {
    if (this.cached && this.cached.expires > now) return this.cached.value;
    this.pending ??= this.lookup().finally(() => (this.pending = undefined));
    const value = await this.pending;
    // Only a real figure is cached for the hour; a failure is retried on the next request.
    if (value.totalBtc > 0) this.cached = { value, expires: now + OUTSIDE_TOTAL_CACHE_MS };
    return value;
  }

  private async lookup(): Promise<OutsideTotal> {
    if (!this.url) return { totalBtc: 0, source: null, fetchedAt: null };
    try {
      const response = await this.fetch(this.url, { signal: AbortSignal.timeout(this.timeoutMs) });
      if (!response.ok) return { totalBtc: 0, source: null, fetchedAt: null };
      const total = parseOutsideTotal(await response.text());
      if (total === null) return { totalBtc: 0, source: null, fetchedAt: null };
      return { totalBtc: total, source: this.url, fetchedAt: new Date().toISOString() };
    } catch {
      return { totalBtc: 0, source: null, fetchedAt: null };
    }
  }
}
