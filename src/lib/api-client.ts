// Same-origin JSON client: builds the URL, surfaces the server's `{ code, message }` on
// failure, and validates every answer against its zod contract from domain/schemas.
// GET for reads; POST, PUT, PATCH and DELETE with a JSON body for writes; upload for a file body.
import { MASKED_INTERNAL_ERROR_MESSAGE } from '@domain/errors';
import * as z from 'zod/mini';
import { query as queryConfig } from '@/config/site';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

/**
 * A non-2xx answer: the server's message, its status, error code and details (a 422's issues,
 * a 429's limit), and the wait a 429 or 503 asked for (Retry-After, in seconds). The one error
 * class for a failed HTTP answer, the account requests' included.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: unknown;
  readonly retryAfterSeconds: number | null;

  constructor(message: string, status: number, code?: string, details?: unknown, retryAfterSeconds?: number | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds ?? null;
  }
}

/**
 * True when no answer came at all (the browser's fetch rejects with a TypeError: offline, DNS,
 * a refused connection), as against an answer that said no (ApiError) or a timeout.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** True for the server's 500 that hides an unexpected error behind a fixed message. */
function isMaskedServerError(error: ApiError): boolean {
  return error.status === 500 && error.message === MASKED_INTERNAL_ERROR_MESSAGE;
}

/**
 * The text to show or store for a failed call: the server's own message when it sent one
 * (`{ code, message }`) that describes the failure, otherwise the caller's default — the
 * spec's text for that call — rather than a transport or contract error ('Failed to
 * fetch', a zod issue dump) or the server's masked 'Internal server error' (ADR 122).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== undefined && error.message && !isMaskedServerError(error)) {
    return error.message;
  }
  return fallback;
}

/**
 * Where requests go instead of the browser's fetch: the server renderer answers the first
 * queries of a page from the API in the same process (src/entry-server.tsx, ADR 093).
 */
export interface ApiTransport {
  origin: string;
  fetch: (url: URL, init: RequestInit) => Promise<Response>;
}

let transport: ApiTransport | null = null;

/** Sends every later request through `next` (the server renderer; never the browser). */
export function setApiTransport(next: ApiTransport | null): void {
  transport = next;
}

function buildUrl(path: string, query: RequestOptions['query']): URL {
  const url = new URL(path, transport?.origin ?? window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url;
}

async function readErrorBody(response: Response): Promise<{ message?: string; code?: string; details?: unknown }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { message, code, details } = body as Record<string, unknown>;
      return {
        message: typeof message === 'string' && message ? message : undefined,
        code: typeof code === 'string' ? code : undefined,
        details,
      };
    }
  } catch {
    // Not JSON (a proxy error page, an empty body): fall back to the status text.
  }
  return {};
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error a read fails with when the server has not answered within the read timeout. */
export const READ_TIMED_OUT = 'The server did not answer in time';

/**
 * A signal that aborts when `signal` does or when `ms` have passed (the latter with a
 * TimeoutError); `clear` stops the timer once the answer has been read.
 */
function withTimeout(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException(READ_TIMED_OUT, 'TimeoutError')), ms);
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

async function send<Schema extends z.ZodMiniType>(
  method: Method,
  path: string,
  options: RequestOptions & { body?: unknown; raw?: { content: Blob | string; contentType: string } },
  schema: Schema,
): Promise<z.output<Schema>> {
  const hasBody = options.body !== undefined;
  const contentType = options.raw?.contentType ?? (hasBody ? 'application/json' : undefined);
  // Reads only: a write cut short may still have been applied (see query.readTimeoutMs).
  const timeout = method === 'GET' ? withTimeout(options.signal, queryConfig.readTimeoutMs) : null;
  try {
    const response = await (transport?.fetch ?? fetch)(buildUrl(path, options.query), {
      method,
      headers: contentType
        ? { Accept: 'application/json', 'Content-Type': contentType }
        : { Accept: 'application/json' },
      body: options.raw ? options.raw.content : hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'same-origin',
      signal: timeout?.signal ?? options.signal,
    });
    if (!response.ok) {
      const { message, code, details } = await readErrorBody(response);
      const retryAfter = Number(response.headers.get('Retry-After'));
      throw new ApiError(
        message ?? `Request failed with status ${response.status}`,
        response.status,
        code,
        details,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      );
    }
    const body: unknown = await response.json();
    return z.parse(schema, body);
  } finally {
    timeout?.clear();
  }
}

function get<Schema extends z.ZodMiniType>(
  path: string,
  options: RequestOptions,
  schema: Schema,
): Promise<z.output<Schema>> {
  return send('GET', path, options, schema);
}

/** POSTs `body` as JSON and validates the answer. */
function post<Schema extends z.ZodMiniType>(
  path: string,
  body: unknown,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  return send('POST', path, { ...options, body }, schema);
}

/** PUT, PATCH or DELETE with an optional JSON body. */
function write<Schema extends z.ZodMiniType>(
  method: 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  return send(method, path, { ...options, body }, schema);
}

const put = <Schema extends z.ZodMiniType>(path: string, body: unknown, schema: Schema, options?: RequestOptions) =>
  write('PUT', path, body, schema, options);
const patch = <Schema extends z.ZodMiniType>(path: string, body: unknown, schema: Schema, options?: RequestOptions) =>
  write('PATCH', path, body, schema, options);
const del = <Schema extends z.ZodMiniType>(path: string, body: unknown, schema: Schema, options?: RequestOptions) =>
  write('DELETE', path, body, schema, options);

/** POSTs a file as the raw body (its own content type) and validates the answer. */
function upload<Schema extends z.ZodMiniType>(
  path: string,
  content: Blob | string,
  contentType: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  return send('POST', path, { ...options, raw: { content, contentType } }, schema);
}

export const api = { get, post, put, patch, delete: del, upload };
