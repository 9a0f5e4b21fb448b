// Same-origin JSON client: builds the URL, surfaces the server's `{ code, message }` on
// failure, and validates every answer against its zod contract from domain/schemas.
import * as z from 'zod/mini';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

/** A non-2xx answer: the server's message, its status and error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

function buildUrl(path: string, query: RequestOptions['query']): URL {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url;
}

async function readErrorBody(response: Response): Promise<{ message?: string; code?: string }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { message, code } = body as Record<string, unknown>;
      return {
        message: typeof message === 'string' && message ? message : undefined,
        code: typeof code === 'string' ? code : undefined,
      };
    }
  } catch {
    // Not JSON (a proxy error page, an empty body): fall back to the status text.
  }
  return {};
}

async function get<Schema extends z.ZodMiniType>(
  path: string,
  options: RequestOptions,
  schema: Schema,
): Promise<z.output<Schema>> {
  const response = await fetch(buildUrl(path, options.query), {
    method: 'GET',
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal: options.signal,
  });
  if (!response.ok) {
    const { message, code } = await readErrorBody(response);
    throw new ApiError(message ?? `Request failed with status ${response.status}`, response.status, code);
  }
  const body: unknown = await response.json();
  return z.parse(schema, body);
}

export const api = { get };
