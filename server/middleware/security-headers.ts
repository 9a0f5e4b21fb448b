// Security headers on every response: a Content-Security-Policy that allows only the
// site's own scripts (no inline script, no plugins, no framing), no MIME sniffing, no full
// URLs leaked to other origins, powerful browser features (camera, microphone, location,
// payment) off for the site and anything it embeds, and HSTS when served over https.
import type { MiddlewareHandler } from 'hono';

/**
 * The built SPA has no inline script (checked by server/routes/spa.test.ts against
 * dist/index.html), and scripts stay 'self' only. Styles also allow inline: the mobile
 * menu's scroll lock (Radix Dialog, react-remove-scroll) injects a small <style> element
 * whose content varies with the scrollbar width, so neither a hash nor the static,
 * precompressed index.html (no per-request nonce) can allow it otherwise. Inline style
 * cannot run code; the script policy is what stops injected script.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Browser features the site never uses, switched off (an empty allow-list) for it and any frame. */
export const DISABLED_BROWSER_FEATURES = ['camera', 'microphone', 'geolocation', 'payment'] as const;
export const PERMISSIONS_POLICY = DISABLED_BROWSER_FEATURES.map((feature) => `${feature}=()`).join(', ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Two years, subdomains included: the usual preload-ready value. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** The site is served over https: add Strict-Transport-Security and upgrade stray http links. */
  https?: boolean;
  /**
   * A Google Analytics tag is configured (GA_MEASUREMENT_ID): allow its script and its
   * collection requests. The page loads it only after the visitor consents (ADR 091).
   */
  analyticsTag?: boolean;
}

/** What the Google Analytics 4 tag loads and sends to, per its content-security-policy guide. */
export const ANALYTICS_TAG_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
} as const;

/** The policy with the analytics tag's sources added to script-src, connect-src and img-src. */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  let policy = CONTENT_SECURITY_POLICY;
  if (options.analyticsTag) {
    policy = policy
      .replace("script-src 'self'", `script-src 'self' ${ANALYTICS_TAG_SOURCES.script.join(' ')}`)
      .replace("connect-src 'self'", `connect-src 'self' ${ANALYTICS_TAG_SOURCES.connect.join(' ')}`)
      .replace("img-src 'self' data:", `img-src 'self' data: ${ANALYTICS_TAG_SOURCES.img.join(' ')}`);
  }
  return options.https ? `${policy}; upgrade-insecure-requests` : policy;
}

/**
 * The headers every answer but a 304 carries: the middleware sets them, and the fast path
 * (server/http/fast-path.ts) and routes that answer on the raw response write the same.
 */
export function securityHeaderValues(options: SecurityHeaderOptions = {}): Record<string, string> {
  const headers: Record<string, string> = { ...SECURITY_HEADERS };
  headers['Content-Security-Policy'] = contentSecurityPolicy(options);
  if (options.https) headers['Strict-Transport-Security'] = STRICT_TRANSPORT_SECURITY;
  return headers;
}

export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  const headers = securityHeaderValues(options);
  return async (c, next) => {
    await next();
    // A 304 updates a stored answer that carries them already; it repeats only the fields
    // RFC 9110 §15.4.5 lists (and the request id), which keeps revalidation cheap.
    if (c.res.status === 304) return;
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
