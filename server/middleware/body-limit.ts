// Every request body (on /api and on page paths alike) has a size limit, so nobody can make the server read a 100 MB
// body: 64 KB by default, another size only for the routes listed in BODY_LIMIT_OVERRIDES
// (file imports larger, the analytics beacon smaller). Over the limit the answer is 413 and
// the route never runs. A declared Content-Length is checked before reading; a chunked body is counted as it arrives.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../domain/errors.ts';
import { IMPORT_MAX_BYTES } from '../../domain/schemas/admin.ts';

export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;
/** The analytics beacon: 16 KB. */
export const ANALYTICS_BODY_LIMIT_BYTES = 16 * 1024;
/** File imports: 5 MB (the dashboard's limit, domain/schemas/admin.ts). */
export const IMPORT_BODY_LIMIT_BYTES = IMPORT_MAX_BYTES;

export interface BodyLimitOverride {
  /** Matched against the request path. */
  path: RegExp;
  maxBytes: number;
}

/** The routes that accept more than the default, in one place. */
export const BODY_LIMIT_OVERRIDES: readonly BodyLimitOverride[] = [
  { path: /^\/api\/constituents\/import$/, maxBytes: IMPORT_BODY_LIMIT_BYTES },
  // The admin import's file upload (preview): CSV or JSON up to 5 MB.
  { path: /^\/api\/admin\/imports$/, maxBytes: IMPORT_BODY_LIMIT_BYTES },
  // The analytics beacon: at most 20 short events (domain/analytics.ts).
  { path: /^\/api\/analytics\/events$/, maxBytes: ANALYTICS_BODY_LIMIT_BYTES },
];

function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

export function bodyLimitFor(path: string, overrides: readonly BodyLimitOverride[] = BODY_LIMIT_OVERRIDES): number {
  return overrides.find((override) => override.path.test(path))?.maxBytes ?? DEFAULT_BODY_LIMIT_BYTES;
}

export function bodyLimits(overrides: readonly BodyLimitOverride[] = BODY_LIMIT_OVERRIDES): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterFor = (maxBytes: number) => {
    let limiter = limiters.get(maxBytes);
    if (!limiter) {
      limiter = bodyLimit({
        maxSize: maxBytes,
        onError: () => {
          throw new AppError('PAYLOAD_TOO_LARGE', {
            message: `The request body is larger than the ${describeBytes(maxBytes)} this address accepts.`,
          });
        },
      });
      limiters.set(maxBytes, limiter);
    }
    return limiter;
  };
  return (c, next) => limiterFor(bodyLimitFor(c.req.path, overrides))(c, next);
}
