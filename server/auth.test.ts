// Accounts end to end through the API on PGlite and PostgreSQL: sign-up, sign-in,
// sign-out, sessions, password reset, and the security properties the issue names.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/auth.ts';
import { authMessages } from '../domain/auth-messages.ts';
import { estimatePasswordStrength } from '../domain/password-strength-estimator.ts';
import { passwordStrengthProblem } from '../domain/password-strength.ts';
import { roleResponseSchema, sessionResponseSchema } from '../domain/schemas/auth.ts';
import { errorBodySchema } from '../domain/schemas/common.ts';
import { fieldMessages as sharedFieldMessages } from '../domain/schemas/fields.ts';
import { createApp } from './app.ts';
import { ephemeralAuthSettings, RESET_MAILS_PER_ACCOUNT, RESET_TOKEN_TTL_SECONDS, storedAuthSecret } from './auth.ts';
import { account, outbox, session, user, verification } from './db/schema.ts';
import {
  cookieFrom,
  jsonHeaders,
  resetTokenFrom,
  signIn,
  signUp,
  TEST_ORIGIN,
  TEST_PASSWORD,
  uniqueEmail,
  waitForMail,
} from './testing/auth-helpers.ts';
import { testEngines, useTestDatabase } from './testing/test-db.ts';

interface Issue {
  path: string;
  message: string;
}

async function issuesOf(response: Response): Promise<Issue[]> {
  const body = z.parse(errorBodySchema, await response.json());
  expect(body.code).toBe('VALIDATION_FAILED');
  return (body.details as { issues: Issue[] }).issues;
}

/** The first message for each field, as a form shows it. */
async function fieldMessages(response: Response): Promise<Record<string, string>> {
  const messages: Record<string, string> = {};
  for (const issue of await issuesOf(response)) messages[issue.path] ??= issue.message;
  return messages;
}

describe.each(testEngines())('accounts on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = () => createApp({ db: database().handle });

  const post = (target: ReturnType<typeof app>, path: string, body: unknown, cookie?: string) =>
    target.request(path, { method: 'POST', headers: jsonHeaders(cookie), body: JSON.stringify(body) });

  const currentSession = async (target: ReturnType<typeof app>, cookie: string) => {
    const response = await target.request('/api/auth/get-session', { headers: { cookie } });
    expect(response.status).toBe(200);
    const text = await response.text();
    // The session token lives in the HttpOnly cookie only, never in JSON a script could read.
    expect(text).not.toMatch(/"token"/);
    return z.parse(sessionResponseSchema, JSON.parse(text));
  };

  describe('sign-up', () => {
    it('creates the account signed in, with the full name, and a hashed password', async () => {
      const target = app();
      const email = uniqueEmail('ada');
      const response = await post(target, '/api/auth/sign-up/email', {
        full_name: '  Ada Lovelace ',
        email: email.toUpperCase(),
        password: TEST_PASSWORD,
      });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toMatch(/"token"/);
      const cookies = response.headers.getSetCookie();
      expect(cookies).toHaveLength(1);
      expect(cookies[0]).toMatch(/^vaultmark\.session_token=[^;]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);

      const signedIn = await currentSession(target, cookieFrom(response));
      expect(signedIn?.user).toMatchObject({ email, full_name: 'Ada Lovelace', name: 'Ada Lovelace' });

      const { db } = database();
      const [stored] = await db
        .select({ password: account.password, providerId: account.providerId })
        .from(account)
        .innerJoin(user, eq(user.id, account.userId))
        .where(eq(user.email, email));
      expect(stored?.providerId).toBe('credential');
      // scrypt: hex salt, colon, hex key; never the password itself.
      expect(stored?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
      expect(stored?.password).not.toContain(TEST_PASSWORD);
    });

    it('answers 422 with a message for each missing or invalid field, and creates nothing', async () => {
      const target = app();
      const before = await database().db.$count(user);
      const missing = await post(target, '/api/auth/sign-up/email', {});
      expect(missing.status).toBe(422);
      expect(await fieldMessages(missing)).toEqual({
        full_name: authMessages.fullNameRequired,
        email: authMessages.emailRequired,
        password: authMessages.newPasswordRequired,
      });
      const blank = await post(target, '/api/auth/sign-up/email', { full_name: '  ', email: ' ', password: '' });
      expect(await fieldMessages(blank)).toEqual({
        full_name: authMessages.fullNameRequired,
        email: authMessages.emailRequired,
        password: authMessages.newPasswordRequired,
      });
      const invalid = await post(target, '/api/auth/sign-up/email', {
        full_name: 'A'.repeat(201),
        email: 'not-an-email',
        password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1),
      });
      expect(await fieldMessages(invalid)).toEqual({
        full_name: authMessages.fullNameTooLong,
        email: authMessages.emailInvalid,
        password: authMessages.passwordTooShort,
      });
      // A name is one line of whole characters; a password has no half surrogate pair (as UTF-8
      // it would become a replacement character). Before, the NUL reached the database and came
      // back as better-auth's FAILED_TO_CREATE_USER, naming no field.
      const broken = await post(target, '/api/auth/sign-up/email', {
        full_name: 'Ada\u0000Lovelace',
        email: uniqueEmail(),
        password: `${TEST_PASSWORD}\ud800`,
      });
      expect(broken.status).toBe(422);
      expect(await fieldMessages(broken)).toEqual({
        full_name: sharedFieldMessages.controlCharacters,
        password: sharedFieldMessages.brokenCharacter,
      });
      const halfPair = await post(target, '/api/auth/sign-up/email', {
        full_name: 'Ada \udc00',
        email: uniqueEmail(),
        password: TEST_PASSWORD,
      });
      expect(await fieldMessages(halfPair)).toEqual({ full_name: sharedFieldMessages.brokenCharacter });
      expect(await database().db.$count(user)).toBe(before);
    });

    it('takes passwords of 8 to 128 characters and refuses longer or easily guessed ones, saying why', async () => {
      const target = app();
      const tooLong = await post(target, '/api/auth/sign-up/email', {
        full_name: 'Long',
        email: uniqueEmail(),
        password: 'x1'.repeat(PASSWORD_MAX_LENGTH / 2) + 'y',
      });
      expect(await fieldMessages(tooLong)).toEqual({ password: authMessages.passwordTooLong });
      const before = await database().db.$count(user);
      // The passwords the outside probe got through the old 47-entry list, and some classics.
      for (const weak of ['Password123!', '123456789012', 'qwerty123456', 'password123', 'aaaaaaaaaa']) {
        const email = uniqueEmail();
        const response = await post(target, '/api/auth/sign-up/email', { full_name: 'Weak', email, password: weak });
        expect(response.status, weak).toBe(422);
        const message = (await fieldMessages(response)).password!;
        // The shared words first, then the estimator's reason: what the form shows while typing.
        expect(message.startsWith(`${authMessages.passwordWeak} `), message).toBe(true);
        expect(message).toBe(passwordStrengthProblem(estimatePasswordStrength(weak, { email, fullName: 'Weak' })));
      }
      // The person's own name or email is no password either.
      const email = uniqueEmail('grace.hopper');
      const own = await post(target, '/api/auth/sign-up/email', { full_name: 'Grace Hopper', email, password: email });
      expect((await fieldMessages(own)).password).toContain('personal or page related data');
      expect(await database().db.$count(user)).toBe(before);

      // Eight random characters are within a guessing tool's first 10^8 tries; nine are not.
      const eight = await post(target, '/api/auth/sign-up/email', {
        full_name: 'Short',
        email: uniqueEmail(),
        password: 'x9$Lq2vB',
      });
      expect((await fieldMessages(eight)).password).toBe(
        `${authMessages.passwordWeak} ${authMessages.passwordGuessedQuickly} Add more words that are less common.`,
      );
      const shortest = await signUp(target, { password: 'x9$Lq2vBm' });
      expect(shortest.cookie).toContain('vaultmark.session_token=');
      const longest = await signUp(target, { password: randomBytes(96).toString('base64') });
      expect(longest.password).toHaveLength(PASSWORD_MAX_LENGTH);
      expect(longest.cookie).toContain('vaultmark.session_token=');
    });

    it('refuses a second account with the same email, whatever its case', async () => {
      const target = app();
      const first = await signUp(target);
      const again = await post(target, '/api/auth/sign-up/email', {
        full_name: 'Someone Else',
        email: first.email.toUpperCase(),
        password: 'another long password',
      });
      expect(again.status).toBe(422);
      expect(z.parse(errorBodySchema, await again.json()).code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
      expect(again.headers.getSetCookie()).toEqual([]);
    });
  });

  describe('sign-in and sign-out', () => {
    it('signs in with a fresh session id each time, even when a session cookie is sent along', async () => {
      const target = app();
      const person = await signUp(target);
      const first = await signIn(target, person.email, person.password);
      expect(first.status).toBe(200);
      expect(await first.text()).not.toMatch(/"token"/);
      const second = await target.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: jsonHeaders(cookieFrom(first)),
        body: JSON.stringify({ email: person.email.toUpperCase(), password: person.password }),
      });
      expect(second.status).toBe(200);
      const tokens = [person.cookie, cookieFrom(first), cookieFrom(second)];
      expect(new Set(tokens).size).toBe(3);
      const sessions = await Promise.all(tokens.map((cookie) => currentSession(target, cookie)));
      expect(new Set(sessions.map((found) => found?.session.id)).size).toBe(3);
      expect(sessions.every((found) => found?.user.id === person.userId)).toBe(true);
    });

    it('answers a wrong password and an unknown email alike', async () => {
      const target = app();
      const person = await signUp(target);
      const wrongPassword = await signIn(target, person.email, 'not the password at all');
      const unknownEmail = await signIn(target, uniqueEmail('nobody'), 'not the password at all');
      expect(wrongPassword.status).toBe(401);
      expect(unknownEmail.status).toBe(401);
      const bodies = [await wrongPassword.json(), await unknownEmail.json()];
      expect(bodies[0]).toEqual(bodies[1]);
      expect(bodies[0]).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
      expect(wrongPassword.headers.getSetCookie()).toEqual([]);
    });

    it('checks sign-in fields before anything else', async () => {
      const response = await post(app(), '/api/auth/sign-in/email', { email: 'nope', password: '' });
      expect(response.status).toBe(422);
      expect(await fieldMessages(response)).toEqual({
        email: authMessages.emailInvalid,
        password: authMessages.passwordRequired,
      });
    });

    it('ends the server session on sign-out: the old cookie no longer works', async () => {
      const target = app();
      const person = await signUp(target);
      expect((await target.request('/api/me/role', { headers: { cookie: person.cookie } })).status).toBe(200);
      const signOut = await post(target, '/api/auth/sign-out', {}, person.cookie);
      expect(signOut.status).toBe(200);
      expect(signOut.headers.getSetCookie().join()).toMatch(/vaultmark\.session_token=; Max-Age=0/);
      const { db } = database();
      expect(await db.$count(session, eq(session.userId, person.userId))).toBe(0);
      expect(await currentSession(target, person.cookie)).toBeNull();
      expect((await target.request('/api/me/role', { headers: { cookie: person.cookie } })).status).toBe(401);
    });

    it('lets sessions expire', async () => {
      const target = app();
      const person = await signUp(target);
      const found = await currentSession(target, person.cookie);
      const lifetime = new Date(found!.session.expiresAt).getTime() - Date.now();
      expect(lifetime).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
      expect(lifetime).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
      await database()
        .db.update(session)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(session.userId, person.userId));
      expect(await currentSession(target, person.cookie)).toBeNull();
      expect((await target.request('/api/me/role', { headers: { cookie: person.cookie } })).status).toBe(401);
    });

    it('refuses a forged or tampered session cookie', async () => {
      const target = app();
      const person = await signUp(target);
      const [name, value] = person.cookie.split('=') as [string, string];
      const tampered = `${name}=${value.slice(0, -3)}AAA`;
      expect(await currentSession(target, tampered)).toBeNull();
      // Signed with another secret (another server's cookie) is no good either.
      const other = createApp({ db: database().handle, auth: ephemeralAuthSettings(database().db) });
      expect(await currentSession(other, person.cookie)).toBeNull();
    });
  });

  describe('password reset', () => {
    const requestReset = (target: ReturnType<typeof app>, email: string) =>
      post(target, '/api/auth/request-password-reset', { email });

    it('answers the same whether or not the email has an account, and mails only the account', async () => {
      const target = app();
      const person = await signUp(target);
      const stranger = uniqueEmail('stranger');
      const known = await requestReset(target, person.email);
      const unknown = await requestReset(target, stranger);
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await known.text()).toBe(await unknown.text());
      const headerNames = (response: Response) =>
        [...response.headers.keys()].filter((name) => name !== 'x-request-id').sort();
      expect(headerNames(known)).toEqual(headerNames(unknown));
      expect(known.headers.getSetCookie()).toEqual([]);

      const mail = await waitForMail(database().db, person.email, 'password_reset');
      expect(mail.subject).toBe('Reset your Vaultmark password');
      expect(mail.textBody).toContain(`the Vaultmark account for ${person.email} on localhost`);
      expect(mail.textBody).toContain(`${TEST_ORIGIN}/password-reset?token=`);
      expect(mail.textBody).toMatch(/expires in 60 minutes, at [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC/);
      expect(await database().db.$count(outbox, eq(outbox.toAddress, stranger))).toBe(0);
    });

    it('sets a new password with the link once; the old password and other sessions stop working', async () => {
      const target = app();
      const person = await signUp(target);
      await requestReset(target, person.email);
      const token = resetTokenFrom(await waitForMail(database().db, person.email, 'password_reset'));

      const { db } = database();
      // Stored hashed: the token in the mail is not in the database.
      const stored = await db.select().from(verification);
      expect(stored.some((row) => row.identifier.includes(token))).toBe(false);
      const expiry = Math.max(...stored.map((row) => row.expiresAt.getTime()));
      expect(expiry - Date.now()).toBeLessThanOrEqual(RESET_TOKEN_TTL_SECONDS * 1000);
      expect(expiry - Date.now()).toBeGreaterThan((RESET_TOKEN_TTL_SECONDS - 60) * 1000);

      // The page asks whether the link works as it opens; asking uses nothing up.
      const linkWorks = async (candidate: string) => {
        const answer = await post(target, '/api/auth/reset-token-status', { token: candidate });
        expect(answer.status).toBe(200);
        return ((await answer.json()) as { valid: boolean }).valid;
      };
      expect(await linkWorks(token)).toBe(true);
      expect(await linkWorks(token)).toBe(true);
      expect(await linkWorks('AAAAAAAAAAAAAAAAAAAAAAAA')).toBe(false);

      const newPassword = 'a brand new passphrase';
      const reset = await post(target, '/api/auth/reset-password', { token, newPassword });
      expect(reset.status).toBe(200);
      expect(await linkWorks(token)).toBe(false);
      expect(await currentSession(target, person.cookie)).toBeNull();
      expect((await signIn(target, person.email, person.password)).status).toBe(401);
      expect((await signIn(target, person.email, newPassword)).status).toBe(200);

      const reused = await post(target, '/api/auth/reset-password', { token, newPassword: 'yet another passphrase' });
      expect(reused.status).toBe(400);
      expect(await reused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
      expect((await signIn(target, person.email, newPassword)).status).toBe(200);
    });

    it('refuses a new password made of the account’s own name, which is strong for a stranger', async () => {
      const target = app();
      const person = await signUp(target, {
        fullName: 'Zebulon Quartermaine',
        email: uniqueEmail('zq'),
        password: 'a long passphrase of my own',
      });
      const ownName = 'zebulonquartermaine';
      // Strong without knowing whose it is, weak once the estimator knows the owner.
      expect(estimatePasswordStrength(ownName).score).toBeGreaterThanOrEqual(3);
      await requestReset(target, person.email);
      const token = resetTokenFrom(await waitForMail(database().db, person.email, 'password_reset'));
      const refused = await post(target, '/api/auth/reset-password', { token, newPassword: ownName });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({ details: { issues: [{ path: 'newPassword' }] } });
      // The link still works for a password that is not the person's name.
      const reset = await post(target, '/api/auth/reset-password', { token, newPassword: 'yet another passphrase' });
      expect(reset.status).toBe(200);
    });

    /** Every reset link in the account's outbox, oldest first. */
    const resetTokensOf = async (email: string) => {
      const mails = await database()
        .db.select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, email), eq(outbox.kind, 'password_reset')));
      return mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((mail) => resetTokenFrom(mail));
    };

    /** Asks for `count` reset links from as many addresses and waits for all the mail. */
    const requestLinks = async (target: ReturnType<typeof app>, email: string, count: number) => {
      for (let request = 0; request < count; request += 1) {
        expect((await requestReset(target, email)).status).toBe(200);
        // Mail goes out after the answer: wait for this one before asking again (keeps them ordered).
        await vi.waitFor(async () => expect((await resetTokensOf(email)).length).toBeGreaterThan(request), {
          timeout: 5_000,
          interval: 25,
        });
      }
      const tokens = await resetTokensOf(email);
      expect(tokens).toHaveLength(count);
      return tokens;
    };

    const outstandingLinks = (userId: string) => database().db.$count(verification, eq(verification.value, userId));

    it.each([
      ['the newest', RESET_MAILS_PER_ACCOUNT - 1],
      ['an older', 0],
    ])(
      'voids every other link of the account once %s one is used (as many links as one account is sent, from as many addresses)',
      async (_label, used) => {
        const target = app();
        const person = await signUp(target);
        // requestReset sends each from a new client address (jsonHeaders).
        const tokens = await requestLinks(target, person.email, RESET_MAILS_PER_ACCOUNT);
        expect(await outstandingLinks(person.userId)).toBe(RESET_MAILS_PER_ACCOUNT);

        const newPassword = 'the one that counts, chosen last';
        const reset = await post(target, '/api/auth/reset-password', { token: tokens[used], newPassword });
        expect(reset.status).toBe(200);
        expect(await outstandingLinks(person.userId)).toBe(0);
        for (const [index, token] of tokens.entries()) {
          if (index === used) continue;
          const again = await post(target, '/api/auth/reset-password', {
            token,
            newPassword: `another try number ${index} here`,
          });
          expect(again.status, `link ${index}`).toBe(400);
          expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
        }
        expect((await signIn(target, person.email, newPassword)).status).toBe(200);
      },
    );

    it('voids outstanding links when the owner signs in, and leaves other accounts’ links alone', async () => {
      const target = app();
      const person = await signUp(target);
      const bystander = await signUp(target);
      const tokens = await requestLinks(target, person.email, 2);
      const [bystanderToken] = await requestLinks(target, bystander.email, 1);

      expect((await signIn(target, person.email, person.password)).status).toBe(200);
      expect(await outstandingLinks(person.userId)).toBe(0);
      for (const token of tokens) {
        const response = await post(target, '/api/auth/reset-password', {
          token,
          newPassword: 'taken over by someone',
        });
        expect(response.status).toBe(400);
      }
      expect((await signIn(target, person.email, person.password)).status).toBe(200);
      // The bystander's link still works.
      const newPassword = 'bystander keeps working link';
      expect((await post(target, '/api/auth/reset-password', { token: bystanderToken, newPassword })).status).toBe(200);
      expect((await signIn(target, bystander.email, newPassword)).status).toBe(200);
    });

    it('refuses an expired link and a made-up one', async () => {
      const target = app();
      const person = await signUp(target);
      await requestReset(target, person.email);
      const token = resetTokenFrom(await waitForMail(database().db, person.email, 'password_reset'));
      await database()
        .db.update(verification)
        .set({ expiresAt: new Date(Date.now() - 1000) });
      const expired = await post(target, '/api/auth/reset-password', { token, newPassword: 'a brand new passphrase' });
      expect(expired.status).toBe(400);
      expect(await expired.json()).toMatchObject({ code: 'INVALID_TOKEN' });
      const madeUp = await post(target, '/api/auth/reset-password', {
        token: 'abcdefghijklmnopqrstuvwx',
        newPassword: 'a brand new passphrase',
      });
      expect(madeUp.status).toBe(400);
      expect((await signIn(target, person.email, person.password)).status).toBe(200);
    });

    it('checks the new password like sign-up does, without using up the link', async () => {
      const target = app();
      const person = await signUp(target);
      await requestReset(target, person.email);
      const token = resetTokenFrom(await waitForMail(database().db, person.email, 'password_reset'));
      const weak = await post(target, '/api/auth/reset-password', { token, newPassword: 'Password123!' });
      expect(await fieldMessages(weak)).toEqual({
        newPassword: passwordStrengthProblem(estimatePasswordStrength('Password123!')),
      });
      const short = await post(target, '/api/auth/reset-password', { token, newPassword: 'short' });
      expect(await fieldMessages(short)).toEqual({ newPassword: authMessages.passwordTooShort });
      const good = await post(target, '/api/auth/reset-password', { token, newPassword: 'a brand new passphrase' });
      expect(good.status).toBe(200);
    });
  });

  describe('roles', () => {
    it('reports no role for a new account and admin once granted; 401 when signed out', async () => {
      const target = app();
      const person = await signUp(target);
      const role = async () => {
        const response = await target.request('/api/me/role', { headers: { cookie: person.cookie } });
        return z.parse(roleResponseSchema, await response.json()).role;
      };
      expect(await role()).toBeNull();
      await database().db.execute(sql`insert into user_roles (user_id, role) values (${person.userId}, 'admin')`);
      expect(await role()).toBe('admin');
      const anonymous = await target.request('/api/me/role');
      expect(anonymous.status).toBe(401);
      expect(z.parse(errorBodySchema, await anonymous.json()).code).toBe('UNAUTHORIZED');
    });
  });

  describe('origin checks', () => {
    it('refuses state-changing requests from another origin or with a cookie and no origin', async () => {
      const target = app();
      const person = await signUp(target);
      const body = JSON.stringify({ email: person.email, password: person.password });
      const fromElsewhere = await target.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { ...jsonHeaders(), origin: 'https://evil.example' },
        body,
      });
      expect(fromElsewhere.status).toBe(403);
      const crossSite = await target.request('/api/auth/sign-out', {
        method: 'POST',
        headers: { cookie: person.cookie, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
        body: '{}',
      });
      expect(crossSite.status).toBe(403);
      const cookieWithoutOrigin = await target.request('/api/auth/sign-out', {
        method: 'POST',
        headers: { cookie: person.cookie, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(cookieWithoutOrigin.status).toBe(403);
      // The session survived all three.
      expect(await currentSession(target, person.cookie)).not.toBeNull();
      // No cookie and no browser headers (a script, not a page): no ambient credentials to abuse.
      const script = await target.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' },
        body,
      });
      expect(script.status).toBe(200);
    });
  });

  describe('https', () => {
    it('marks the session cookie Secure and sends HSTS when the site is served over https', async () => {
      const origin = 'https://vaultmark.example';
      const target = createApp({
        db: database().handle,
        auth: ephemeralAuthSettings(database().db, { publicOrigin: origin, trustedOrigins: [origin] }),
      });
      const response = await target.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { ...jsonHeaders(), origin },
        body: JSON.stringify({ full_name: 'Secure Person', email: uniqueEmail(), password: TEST_PASSWORD }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()[0]).toMatch(
        /^__Secure-vaultmark\.session_token=[^;]+; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      expect((await app().request('/api/health')).headers.get('strict-transport-security')).toBeNull();
    });
  });

  describe('secret', () => {
    it('generates the auth secret once and keeps it in the database', async () => {
      const { db } = database();
      const first = await storedAuthSecret(db);
      expect(first.length).toBeGreaterThanOrEqual(43);
      expect(await storedAuthSecret(db)).toBe(first);
    });
  });
});
