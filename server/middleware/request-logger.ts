// One log line per request (id, method, path, status, duration) and a request-bound logger
// on `c.var.logger` for handlers.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../app-env.ts';

const DURATION_DECIMALS = 10;

export interface RequestLogLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  /** performance.now() when the request arrived. */
  started: number;
}

/** The request's log line; the fast path (server/http/fast-path.ts) writes the same one. */
export function logRequest(logger: Logger, { reqId, method, path, status, started }: RequestLogLine): void {
  if (!logger.isLevelEnabled('info')) return;
  const ms = Math.round((performance.now() - started) * DURATION_DECIMALS) / DURATION_DECIMALS;
  logger.info({ reqId, method, path, status, ms }, 'request');
}

export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.set('logger', logger.child({ reqId: c.var.requestId }));
    await next();
    logRequest(logger, {
      reqId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      started,
    });
  };
}
