// Accounts for browser tests: unique emails, sign-up through the API (the UI flow has its
// own test), and the admin CLI run against the server under test — it holds the embedded
// database, so the CLI hands the command to it over its control socket. The CLI runs
// compiled (build/admin.mjs, built with the server the tests start): under tsx each call
// took 1.3 s on an idle machine and 4–5 s in CI (ADR 107).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';

/** The data folder playwright.config.ts gives the server under test. */
const E2E_PGLITE_DIR = '.data/e2e/pglite';
const ADMIN_CLI = 'build/admin.mjs';

export const E2E_PASSWORD = 'a long enough passphrase';

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/**
 * A client address of its own, sent as X-Forwarded-For (the test server trusts one proxy):
 * the per-address limits then count only what that test sends, however many other tests,
 * or repeats of the same one, share the server.
 */
export function uniqueAddress(): string {
  return `10.${[...randomBytes(3)].join('.')}`;
}

/** Runs the admin command line (`npm run admin -- <args>`, compiled) against the server under test; returns what it printed. */
export function adminCli(...args: string[]): string {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: E2E_PGLITE_DIR, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return execFileSync(process.execPath, [ADMIN_CLI, ...args], { env, encoding: 'utf8' });
}

/** Creates an account through the API; the request context keeps its session cookie. */
export async function signUpByApi(
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; fullName: string; password?: string },
) {
  // Each API sign-up comes from an address of its own (the test server trusts one proxy), so
  // the per-address sign-up limit meets only the sign-ups the browser makes through the form.
  const address = uniqueAddress();
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL, 'x-forwarded-for': address },
    data: { full_name: account.fullName, email: account.email, password: account.password ?? E2E_PASSWORD },
  });
  if (response.status() !== 200) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
}

/** The reset link of the newest mail to an address, read from the outbox with the admin CLI. */
export function resetLinkFromOutbox(email: string): string {
  const printed = adminCli('outbox', email);
  const match = /(https?:\/\/\S+\/password-reset\?token=\S+)/.exec(printed);
  if (!match?.[1]) throw new Error(`no reset link in the outbox for ${email}:\n${printed}`);
  return match[1];
}

/** The email verification link of the mail sign-up sent to an address, read from the outbox with the admin CLI. */
export function verificationLinkFromOutbox(email: string): string {
  const printed = adminCli('outbox', email);
  const match = /(https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+)/.exec(printed);
  if (!match?.[1]) throw new Error(`no verification link in the outbox for ${email}:\n${printed}`);
  return match[1];
}

/** Collects Content-Security-Policy violations the page reports. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
