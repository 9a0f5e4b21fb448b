// Helpers for route tests that need accounts: sign up, sign in and make an admin through
// the real endpoints, with the headers a browser on the site would send.
//
//   const admin = await signUpAdmin(app, db);
//   await app.request('/api/constituents', { method: 'POST', headers: jsonHeaders(admin.cookie), body });
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ADMIN_ROLE } from '../../domain/auth.ts';
import type { Database } from '../db/client.ts';
import { grantRole } from '../db/queries/users.ts';
import { outbox, type OutboxRow } from '../db/schema.ts';

/** The origin createApp trusts by default (ephemeralAuthSettings), as app.request's URLs use it. */
export const TEST_ORIGIN = 'http://localhost';
export const TEST_PASSWORD = 'correct horse battery staple';

interface RequestingApp {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

let addressCounter = 0;

/** A client address no other call in this process used (rate limits are per address). */
export function uniqueClientAddress(): string {
  addressCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/** Headers of a same-origin fetch from the site, with the session cookie when given. */
export function jsonHeaders(cookie?: string, clientAddress = uniqueClientAddress()): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    origin: TEST_ORIGIN,
    'x-forwarded-for': clientAddress,
  };
  if (cookie) headers.cookie = cookie;
  return headers;
}

/** `name=value` pairs of every Set-Cookie of a response, ready for a Cookie header. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export interface TestAccount {
  email: string;
  password: string;
  fullName: string;
  userId: string;
  cookie: string;
}

export async function signUp(
  app: RequestingApp,
  account: { email?: string; password?: string; fullName?: string } = {},
): Promise<TestAccount> {
  const email = account.email ?? uniqueEmail();
  const password = account.password ?? TEST_PASSWORD;
  const fullName = account.fullName ?? 'Test Person';
  const response = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify({ full_name: fullName, email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { email, password, fullName, userId: body.user.id, cookie: cookieFrom(response) };
}

export async function signIn(app: RequestingApp, email: string, password: string): Promise<Response> {
  return app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify({ email, password }),
  });
}

/** Signs up a new account and gives it the admin role (as `npm run admin -- grant` does). */
export async function signUpAdmin(app: RequestingApp, db: Database): Promise<TestAccount> {
  const account = await signUp(app, { fullName: 'Test Admin', email: uniqueEmail('admin') });
  await grantRole(db, account.userId, ADMIN_ROLE);
  return account;
}

/**
 * Mail goes out after the answer: waits for the newest outbox message of a kind to an
 * address (sign-up sends a verification mail, so "the newest" alone could be either).
 */
export async function waitForMail(db: Database, to: string, kind: string, timeoutMs = 5_000): Promise<OutboxRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, to), eq(outbox.kind, kind)))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the reset link in a mail. */
export function resetTokenFrom(mail: OutboxRow): string {
  const match = /[?&]token=([^\s&]+)/.exec(mail.textBody);
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.textBody}`);
  return decodeURIComponent(match[1]);
}

/** The verification link in a mail, as a path and query for app.request. */
export function verificationPathFrom(mail: OutboxRow): string {
  const match = /https?:\/\/\S+(\/api\/auth\/verify-email\?\S+)/.exec(mail.textBody);
  if (!match?.[1]) throw new Error(`no verification link in: ${mail.textBody}`);
  return match[1];
}
