// How every source adapter reads an answer (ADR 191): one GET with a time limit and a size
// limit, JSON only. Anything that keeps the answer from being read — unreachable, no answer
// in time, an HTTP error, too large, not JSON — is a SourceFailure naming `where` and why.
import { SourceFailure } from './types.ts';

/** How long one request may take before the run fails. */
export const SOURCE_TIMEOUT_MS = 20_000;
/** The largest answer read (CoinGecko's lists are ~50 KB, a company's SEC facts a few MB). */
export const SOURCE_MAX_BYTES = 5 * 1024 * 1024;

export interface ReadOptions {
  /** Names the request in a failure's reason (e.g. "companies", "CIK0001050446"). */
  where: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  maxBytes?: number;
  fetch?: typeof globalThis.fetch;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);

/** GETs `url` and parses its JSON body; a SourceFailure when that cannot be done. */
export async function readJson(url: string, options: ReadOptions): Promise<unknown> {
  const { where } = options;
  const timeoutMs = options.timeoutMs ?? SOURCE_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? SOURCE_MAX_BYTES;
  let response: Response;
  try {
    response = await (options.fetch ?? globalThis.fetch)(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new SourceFailure(
      timedOut
        ? `${where}: no answer within ${Math.round(timeoutMs / 1000)} s`
        : `${where}: could not reach ${new URL(url).host} (${messageOf(error)})`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SourceFailure(`${where}: ${new URL(url).host} answered HTTP ${response.status}`);
  }
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > maxBytes) {
    await response.body?.cancel();
    throw new SourceFailure(`${where}: the answer is larger than ${maxBytes} bytes`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new SourceFailure(`${where}: the answer broke off (${messageOf(error)})`);
  }
  if (text.length > maxBytes) throw new SourceFailure(`${where}: the answer is larger than ${maxBytes} bytes`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SourceFailure(`${where}: the answer is not JSON`);
  }
}
