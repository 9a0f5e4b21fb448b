// Cross-site request forgery guard for every state-changing /api request: a browser page
// from another origin may not POST, PUT, PATCH or DELETE here. Browsers always send
// Origin (or Sec-Fetch-Site) on such requests; a request with a cookie but neither is
// refused too. Requests with no cookie and no browser headers (curl, other servers) carry
// no ambient credentials and pass; the route's own authorization still applies.
// `exempt` lists the paths that must take POSTs from elsewhere: only the RFC 8058 one-click
// unsubscribe, which mail providers send without the site's Origin (it needs no cookie).
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../domain/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_ORIGIN_REFUSED = 'Cross-origin requests that change data are not accepted.';

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function originCheck(trustedOrigins: readonly string[], exempt: readonly RegExp[] = []): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (c.req.method === 'POST' && exempt.some((path) => path.test(c.req.path))) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const refuse = () => {
      throw new AppError('FORBIDDEN', { message: CROSS_ORIGIN_REFUSED });
    };
    if (origin !== undefined) {
      if (!trusted.has(origin)) refuse();
    } else if (fetchSite !== undefined) {
      if (fetchSite !== 'same-origin' && fetchSite !== 'none') refuse();
    } else if (c.req.header('cookie') !== undefined) {
      const refererOrigin = originOf(c.req.header('referer'));
      if (refererOrigin === null || !trusted.has(refererOrigin)) refuse();
    }
    await next();
  };
}
