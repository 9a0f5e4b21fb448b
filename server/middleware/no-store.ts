// Public API answers are not cached by browsers or proxies for now (live data); a route
// that sets its own Cache-Control keeps it.
import type { MiddlewareHandler } from 'hono';

export function noStoreByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
