// The address of the client a request came from: the socket's peer, or — when the server
// sits behind TRUST_PROXY proxies — the entry those proxies added to X-Forwarded-For.
// Entries further left are written by the client and prove nothing.
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not served by @hono/node-server (app.request in tests): no socket to ask.
    return undefined;
  }
}

/**
 * With `trustProxy` = n, the client is the n-th address from the right of X-Forwarded-For
 * (each trusted proxy appends the address it received the request from).
 */
export function clientAddress(c: Context, trustProxy: number): string | undefined {
  if (trustProxy > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const candidate = forwarded[Math.max(0, forwarded.length - trustProxy)];
    if (candidate && isIP(candidate)) return candidate;
  }
  return socketAddress(c);
}
