// One log line per request (id, method, path, status, duration) and a request-bound logger
// on `c.var.logger` for handlers.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../app-env.ts';

const DURATION_DECIMALS = 10;

export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.set('logger', logger.child({ reqId: c.var.requestId }));
    await next();
    const ms = Math.round((performance.now() - started) * DURATION_DECIMALS) / DURATION_DECIMALS;
    logger.info(
      { reqId: c.var.requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms },
      'request',
    );
  };
}
