// /api/auth/*: the better-auth endpoints the site uses, and only those (everything else
// better-auth could answer stays unreachable). Form input is checked here first with the
// shared schemas, so a bad field answers 422 with the same words the form shows; the
// session token never appears in a JSON answer (it lives in the HttpOnly cookie). A new
// password must also satisfy the strength estimator (server/password-strength.ts), and
// sign-in attempts are limited per account as well as per address. The reset page asks
// whether its link still works before anything is typed (reset-token-status); an account's
// address is verified through the link mailed at sign-up (or sent again from /account).
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import type { ResetTokenStatus } from '../../domain/schemas/auth.ts';
import {
  emailVerificationRequestSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  resetTokenCheckSchema,
  signInInputSchema,
  signUpInputSchema,
} from '../../domain/schemas/auth-input.ts';
import { createRouter, type AppEnv } from '../app-env.ts';
import { CLIENT_ADDRESS_HEADER, isHttps } from '../auth.ts';
import { clientAddress } from '../middleware/client-address.ts';
import { refuseWeakPassword } from '../password-strength.ts';
import {
  clearSignInAttempts,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_COOKIE_NAME,
  deviceNonce,
  newDeviceCookie,
  reserveSignInAttempt,
} from '../rate-limit/account-sign-in.ts';
import { validate } from './validate.ts';

type AuthContext = Context<AppEnv>;

/** A verification link's token is a signed JWT: base64url parts and dots. */
const verifyEmailQuerySchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,2048}$/)),
  callbackURL: z.optional(z.string().check(z.maxLength(2048))),
});

/** Removes `token` (and `session.token`) from a better-auth JSON answer. */
function withoutTokens(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  const sessionValue = rest.session;
  if (sessionValue && typeof sessionValue === 'object') {
    const { token: _sessionToken, ...session } = sessionValue as Record<string, unknown>;
    rest.session = session;
  }
  return rest;
}

async function toApiResponse(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (response.status === 429) {
    // better-auth's answer has no code; give it the API's error shape and the standard header.
    const retryAfter = response.headers.get('x-retry-after');
    if (retryAfter) headers.set('Retry-After', retryAfter);
    headers.set('content-type', 'application/json');
    const body = { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' };
    return new Response(JSON.stringify(body), { status: 429, headers });
  }
  // A redirect (the verification link's) says it all in Location; better-auth labels its
  // empty body JSON.
  const redirected = response.status >= 300 && response.status < 400;
  if (redirected || !(response.headers.get('content-type') ?? '').includes('application/json')) {
    return new Response(response.body, { status: response.status, headers });
  }
  const body = withoutTokens(await response.json());
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/** Hands the request to better-auth with the resolved client address and, optionally, a checked body. */
async function forward(c: AuthContext, body?: unknown): Promise<Response> {
  const auth = c.var.auth;
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  const address = clientAddress(c, auth.settings.trustProxy);
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  const init: RequestInit = { method: c.req.method, headers };
  if (body !== undefined) {
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    init.body = JSON.stringify(body);
  }
  return toApiResponse(await auth.handler(new Request(c.req.url, init)));
}

export const authRoutes = createRouter()
  .get('/get-session', (c) => forward(c))
  .post('/sign-up/email', validate('json', signUpInputSchema), async (c) => {
    const input = c.req.valid('json');
    await refuseWeakPassword(c, 'password', input.password, { email: input.email, fullName: input.full_name });
    return forward(c, {
      name: input.full_name,
      full_name: input.full_name,
      email: input.email,
      password: input.password,
    });
  })
  .post('/sign-in/email', validate('json', signInInputSchema), async (c) => {
    const input = c.req.valid('json');
    const { secret, publicOrigin } = c.var.auth.settings;
    // A device that signed in to this account before counts its own attempts (OWASP device cookies).
    const device = deviceNonce(secret, input.email, getCookie(c, DEVICE_COOKIE_NAME));
    await reserveSignInAttempt(c.var.db, input.email, new Date(), device);
    const response = await forward(c, input);
    if (response.status !== 200) return response;
    await clearSignInAttempts(c.var.db, input.email, device);
    const headers = new Headers(response.headers);
    headers.append(
      'set-cookie',
      `${DEVICE_COOKIE_NAME}=${newDeviceCookie(secret, input.email)}; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; ` +
        `Path=/api/auth; HttpOnly; SameSite=Lax${isHttps(publicOrigin) ? '; Secure' : ''}`,
    );
    return new Response(response.body, { status: response.status, headers });
  })
  .post('/sign-out', (c) => forward(c, {}))
  .post('/request-password-reset', validate('json', passwordResetRequestSchema), (c) => forward(c, c.req.valid('json')))
  .post('/reset-password', validate('json', passwordResetSchema), async (c) => {
    const input = c.req.valid('json');
    // The account's own name and email count as guessable words, as at sign-up.
    const owner = await c.var.auth.resetTokenOwner(input.token);
    await refuseWeakPassword(c, 'newPassword', input.newPassword, owner ?? {});
    return forward(c, input);
  })
  // Reads the link's stored row and changes nothing, so the page can refuse a used or expired
  // link as it opens. Tokens are 24 random characters: a lookup cannot be used to guess one.
  .post('/reset-token-status', validate('json', resetTokenCheckSchema), async (c) => {
    const body: ResetTokenStatus = { valid: (await c.var.auth.resetTokenOwner(c.req.valid('json').token)) !== null };
    return c.json(body);
  })
  .post('/send-verification-email', validate('json', emailVerificationRequestSchema), (c) =>
    forward(c, c.req.valid('json')),
  )
  // The link in the verification mail: better-auth verifies and redirects to /account.
  .get('/verify-email', validate('query', verifyEmailQuerySchema), (c) => forward(c));
