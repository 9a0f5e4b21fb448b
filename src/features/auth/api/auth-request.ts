// POSTs to the account endpoints (/api/auth/*) and turns a failed answer into an
// AuthRequestError carrying the status, the error code, the field messages of a 422, and
// the wait of a 429, so each form can say what went wrong next to the right field.

export const NETWORK_FAILURE_MESSAGE = 'Could not reach Vaultmark. Check your connection and try again.';

export class AuthRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** First message per field (422 VALIDATION_FAILED). */
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly retryAfterSeconds: number | null;
  /** Which limit refused a 429: 'account' (too many failed sign-ins at one account) or the address's. */
  readonly limit: string | null;

  constructor(
    message: string,
    options: {
      status: number;
      code?: string;
      fieldErrors?: Record<string, string>;
      retryAfterSeconds?: number | null;
      limit?: string | null;
    },
  ) {
    super(message);
    this.name = 'AuthRequestError';
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.limit = options.limit ?? null;
  }
}

interface ErrorShape {
  code?: unknown;
  message?: unknown;
  details?: { issues?: { path?: unknown; message?: unknown }[]; limit?: unknown };
}

function fieldErrorsOf(body: ErrorShape): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of body.details?.issues ?? []) {
    if (typeof issue.path === 'string' && typeof issue.message === 'string') errors[issue.path] ??= issue.message;
  }
  return errors;
}

/** POSTs JSON to an auth endpoint; resolves with the parsed answer or rejects with AuthRequestError. */
export async function postAuth(path: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch {
    throw new AuthRequestError(NETWORK_FAILURE_MESSAGE, { status: 0, code: 'NETWORK' });
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // An empty or non-JSON answer (a proxy's error page): the status says enough.
  }
  if (response.ok) return parsed;
  const shape = (parsed && typeof parsed === 'object' ? parsed : {}) as ErrorShape;
  const retryAfter = Number(response.headers.get('Retry-After'));
  throw new AuthRequestError(
    typeof shape.message === 'string' ? shape.message : `Request failed (${response.status})`,
    {
      status: response.status,
      code: typeof shape.code === 'string' ? shape.code : undefined,
      fieldErrors: fieldErrorsOf(shape),
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      limit: typeof shape.details?.limit === 'string' ? shape.details.limit : null,
    },
  );
}
