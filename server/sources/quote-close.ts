// The last close of a US listing from a quote source (ADR 192), in one documented shape:
//   GET {QUOTE_API_URL}/{SYMBOL}  →  { "symbol": "MSTR", "close": 171.42, "date": "2026-12-04", "currency": "USD" }
// (`currency` optional, USD when given; QUOTE_API_KEY, when set, is sent as a Bearer token).
// Anything else, a close not above zero or of 10^15 and more, or another symbol, fails the run.
import * as z from 'zod/mini';
import { priceField } from '../../domain/schemas/market-fields.ts';
import { readJson } from './http.ts';
import { SourceFailure } from './types.ts';

export interface QuoteSettings {
  /** QUOTE_API_URL, without a trailing slash. */
  url: string;
  /** QUOTE_API_KEY; null: none. */
  apiKey: string | null;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export const quoteCloseSchema = z.object({
  symbol: z.string().check(z.maxLength(40)),
  close: z.number(),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a yyyy-mm-dd date')),
  currency: z.optional(z.literal('USD')),
});

export interface LastClose {
  symbol: string;
  close: number;
  /** yyyy-mm-dd: the trading day of the close. */
  date: string;
}

/** The close of a quote answer (pure); a SourceFailure when it cannot be used. */
export function lastCloseOf(body: unknown, symbol: string): LastClose {
  const where = `quote ${symbol}`;
  const parsed = z.safeParse(quoteCloseSchema, body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SourceFailure(
      `${where}: the answer is not the documented { symbol, close, date } shape (${
        issue ? `${issue.path.join('.') || '(answer)'}: ${issue.message}` : 'invalid'
      })`,
    );
  }
  const { close, date } = parsed.data;
  if (parsed.data.symbol.trim().toUpperCase() !== symbol.toUpperCase()) {
    throw new SourceFailure(`${where}: the answer is for ${parsed.data.symbol}`);
  }
  if (!z.safeParse(priceField, close).success) {
    throw new SourceFailure(`${where}: a close of ${close} (${date}) is not a plausible price`);
  }
  return { symbol: symbol.toUpperCase(), close, date };
}

/** Reads one listing's last close now. */
export async function readLastClose(settings: QuoteSettings, symbol: string): Promise<LastClose> {
  const headers: Record<string, string> = {};
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  const body = await readJson(`${settings.url.replace(/\/+$/, '')}/${encodeURIComponent(symbol.toUpperCase())}`, {
    where: `quote ${symbol}`,
    headers,
    timeoutMs: settings.timeoutMs,
    fetch: settings.fetch,
  });
  return lastCloseOf(body, symbol);
}
