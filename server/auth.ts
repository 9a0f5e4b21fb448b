// Accounts with better-auth 1.7 on the server's own database: email + password (scrypt),
// sessions in the `session` table behind an HttpOnly SameSite=Lax cookie (Secure under
// https), single-use reset tokens stored hashed, and rate limits kept in the database so
// they hold across server instances. Sign-up mails a link that verifies the address (the
// account is usable before; verifying lets /account list what was made with the address
// while signed out, ADR 180). The settings come from the environment (see
// resolveAuthSettings); there is no default secret and no default account. Using a reset
// link or signing in voids the account's other reset links. better-auth itself is imported
// on first use (preloadAuthLibrary at start-up), not with this module: it is the largest
// library the server loads, and start-up need not wait for it.
import { randomBytes } from 'node:crypto';
import type { betterAuth as BetterAuth } from 'better-auth';
import type { drizzleAdapter as DrizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import pino, { type Logger } from 'pino';
import {
  EMAIL_VERIFICATION_TTL_HOURS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_TOKEN_TTL_MINUTES,
} from '../domain/auth.ts';
import { withAuthContext } from './auth-async-context.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { voidPasswordResetTokens } from './db/queries/password-reset-tokens.ts';
import { account, appSecrets, rateLimit, session, user, verification } from './db/schema.ts';
import type { Env } from './env.ts';
import { SITE_NAME } from '../domain/site.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { emailVerificationMail } from './mail/email-verification-mail.ts';
import { passwordResetMail } from './mail/password-reset-mail.ts';
import { clearSignInAttempts } from './rate-limit/account-sign-in.ts';
import { consumeRequestLimit } from './rate-limit/request-limits.ts';

export { SITE_NAME };
export const AUTH_BASE_PATH = '/api/auth';
/**
 * The client address the server resolved (socket, or X-Forwarded-For under TRUST_PROXY),
 * handed to better-auth for rate-limit keys and session records. Any copy a client sends
 * is removed first.
 */
export const CLIENT_ADDRESS_HEADER = 'x-vaultmark-client-address';
export const SESSION_COOKIE_PREFIX = 'vaultmark';

const DAY_SECONDS = 24 * 60 * 60;
/** A session lasts a week from its last refresh… */
export const SESSION_TTL_SECONDS = 7 * DAY_SECONDS;
/** …and is extended at most once a day, when used. */
export const SESSION_UPDATE_AGE_SECONDS = DAY_SECONDS;
export const RESET_TOKEN_TTL_SECONDS = RESET_TOKEN_TTL_MINUTES * 60;
/**
 * Reset mails one account receives per window, however many addresses ask: the per-address
 * limit alone let 12 addresses send one person 12 mails. Over it the request answers as
 * always (it must not tell whether an account exists) and no mail goes out; the links
 * already sent stay valid for the whole window.
 */
export const RESET_MAILS_PER_ACCOUNT = 3;
export const RESET_MAILS_WINDOW_SECONDS = RESET_TOKEN_TTL_SECONDS;
export const EMAIL_VERIFICATION_TTL_SECONDS = EMAIL_VERIFICATION_TTL_HOURS * 60 * 60;
/** Verification mails one account receives per hour, however many addresses ask. */
export const VERIFICATION_MAILS_PER_ACCOUNT = 3;
const VERIFICATION_MAILS_WINDOW_MS = 60 * 60 * 1000;
/** Where the verification link lands once the address is verified (better-auth adds ?error=… when not). */
export const EMAIL_VERIFIED_PATH = '/account?verified=1';

/** The link in the verification mail: better-auth's endpoint, which verifies and redirects. */
export function emailVerificationLink(origin: string, token: string): string {
  const url = new URL(`${AUTH_BASE_PATH}/verify-email`, origin);
  url.searchParams.set('token', token);
  url.searchParams.set('callbackURL', EMAIL_VERIFIED_PATH);
  return url.toString();
}

/**
 * Requests per client address and path within a window (seconds). The reads the SPA makes
 * on every page and sign-out are not limited: each limited request costs a database write.
 */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 10 * 60, max: 10 },
  '/request-password-reset': { window: 15 * 60, max: 5 },
  '/reset-password': { window: 60, max: 10 },
  '/send-verification-email': { window: 15 * 60, max: 5 },
  '/get-session': false,
  '/sign-out': false,
} as const;
/** Any other better-auth path. */
const DEFAULT_RATE_LIMIT = { window: 60, max: 60 };

const SECRET_BYTES = 32;
const AUTH_SECRET_NAME = 'better_auth_secret';
const VITE_DEV_PORT = 5173;

export interface AuthSettings {
  /** Signs session cookies; 32+ characters. */
  secret: string;
  /** The origin people use; mail links fall back to it and https here makes cookies Secure. */
  publicOrigin: string;
  /** Origins whose pages may make state-changing requests (and may appear in mail links). */
  trustedOrigins: readonly string[];
  /** How many proxies' X-Forwarded-For entries to believe; 0 uses the socket address. */
  trustProxy: number;
  mailer: Mailer;
}

export function isHttps(origin: string): boolean {
  return origin.startsWith('https://');
}

interface AuthLibrary {
  betterAuth: typeof BetterAuth;
  drizzleAdapter: typeof DrizzleAdapter;
}

let authLibrary: Promise<AuthLibrary> | undefined;

/** Imports better-auth once; index.ts starts this early so it loads while the database opens. */
export function preloadAuthLibrary(): Promise<AuthLibrary> {
  authLibrary ??= Promise.all([import('better-auth'), import('better-auth/adapters/drizzle')]).then(
    ([core, adapters]) => ({ betterAuth: core.betterAuth, drizzleAdapter: adapters.drizzleAdapter }),
  );
  return authLibrary;
}

/** better-auth's hooks type the user without the additional field; sign-up always sets it. */
function fullNameOf(account: { name: string }): string {
  return (account as { full_name?: string }).full_name ?? account.name;
}

function createAuth({ betterAuth, drizzleAdapter }: AuthLibrary, db: Database, settings: AuthSettings, logger: Logger) {
  const log = logger.child({ module: 'auth' });
  return betterAuth({
    appName: SITE_NAME,
    baseURL: settings.publicOrigin,
    basePath: AUTH_BASE_PATH,
    secret: settings.secret,
    trustedOrigins: [...settings.trustedOrigins],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    user: {
      additionalFields: { full_name: { type: 'string', required: true, input: true } },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      // Whoever reset the password is the only one signed in afterwards.
      revokeSessionsOnPasswordReset: true,
      // One link used: every other link the account was sent stops working.
      async onPasswordReset({ user: owner }) {
        await voidPasswordResetTokens(db, owner.id);
        // Whoever reset the password holds the mailbox: failures from elsewhere no longer pause them.
        await clearSignInAttempts(db, owner.email.trim().toLowerCase());
      },
      async sendResetPassword({ user: recipient, token }, request) {
        const allowance = await consumeRequestLimit(db, {
          key: `password-reset-mail:account:${recipient.id}`,
          max: RESET_MAILS_PER_ACCOUNT,
          windowMs: RESET_MAILS_WINDOW_SECONDS * 1000,
        });
        if (!allowance.allowed) {
          log.warn({ userId: recipient.id }, 'Password reset mail not sent: the account had its allowance');
          return;
        }
        const origin = mailLinkOrigin(request, settings);
        const fullName = fullNameOf(recipient);
        const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000);
        await settings.mailer.send(
          passwordResetMail({ siteName: SITE_NAME, origin, to: recipient.email, fullName, token, expiresAt }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The link proves the mailbox, not who clicks it: it never signs anyone in.
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_VERIFICATION_TTL_SECONDS,
      async sendVerificationEmail({ user: recipient, token }, request) {
        const allowance = await consumeRequestLimit(db, {
          key: `email-verification-mail:account:${recipient.id}`,
          max: VERIFICATION_MAILS_PER_ACCOUNT,
          windowMs: VERIFICATION_MAILS_WINDOW_MS,
        });
        if (!allowance.allowed) {
          log.warn({ userId: recipient.id }, 'Verification mail not sent: the account had its allowance');
          return;
        }
        const origin = mailLinkOrigin(request, settings);
        await settings.mailer.send(
          emailVerificationMail({
            siteName: SITE_NAME,
            origin,
            to: recipient.email,
            fullName: fullNameOf(recipient),
            link: emailVerificationLink(origin, token),
            expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_SECONDS * 1000),
          }),
        );
      },
    },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    // A database leak then yields no usable reset links.
    verification: { storeIdentifier: 'hashed' },
    rateLimit: {
      enabled: true,
      storage: 'database',
      ...DEFAULT_RATE_LIMIT,
      customRules: { ...AUTH_RATE_LIMITS },
    },
    databaseHooks: {
      session: {
        create: {
          // Signing in shows the owner has the password: outstanding reset links are voided.
          async after(created) {
            await voidPasswordResetTokens(db, created.userId);
          },
        },
      },
      user: {
        create: {
          // One name: better-auth's display name is the full name given at sign-up.
          async before(data) {
            const fullName = String((data as { full_name?: unknown }).full_name ?? '').trim();
            return { data: { ...data, full_name: fullName, name: fullName } };
          },
        },
      },
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: isHttps(settings.publicOrigin),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // Mail goes out after the answer, so a reset request takes as long whether or not
      // the address has an account. The mailer tracks the task: a stop waits for it.
      backgroundTasks: {
        handler: (task) => settings.mailer.afterAnswer(withAuthContext(() => task)),
      },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const payload = args.length > 0 ? { details: args } : {};
        if (level === 'error') log.error(payload, message);
        else if (level === 'warn') log.warn(payload, message);
        else log.debug(payload, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
type SessionData = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionData['user'];
export type SessionRecord = SessionData['session'];

/**
 * What routes and middleware use: better-auth built on first use, and session lookup. Every
 * call into it runs in `withAuthContext` (see auth-async-context.ts).
 */
export interface AuthService {
  readonly settings: AuthSettings;
  handler(request: Request): Promise<Response>;
  getSession(headers: Headers): Promise<{ user: SessionUser; session: SessionRecord } | null>;
  /** The account a live reset token belongs to (for the password estimator's user inputs), or null. */
  resetTokenOwner(token: string): Promise<{ email: string; fullName: string } | null>;
}

export function createAuthService(db: Database, settings: AuthSettings, logger: Logger): AuthService {
  let auth: Promise<Auth> | undefined;
  const instance = () => (auth ??= preloadAuthLibrary().then((library) => createAuth(library, db, settings, logger)));
  return {
    settings,
    handler: (request) => withAuthContext(async () => (await instance()).handler(request)),
    getSession: (headers) =>
      withAuthContext(async () => (await (await instance()).api.getSession({ headers })) ?? null),
    resetTokenOwner: (token) =>
      withAuthContext(async () => {
        const { internalAdapter } = await (await instance()).$context;
        const row = await internalAdapter.findVerificationValue(`reset-password:${token}`);
        if (!row || row.expiresAt.getTime() < Date.now()) return null;
        const owner = await internalAdapter.findUserById(row.value);
        if (!owner) return null;
        return { email: owner.email, fullName: fullNameOf(owner) };
      }),
  };
}

/**
 * Reset links open on the site the request came from when that origin is trusted (so a
 * visitor on localhost gets a localhost link); otherwise on the public origin. The Host
 * header is never used: it would let anyone choose where reset links point.
 */
function mailLinkOrigin(request: Request | undefined, settings: AuthSettings): string {
  const origin = request?.headers.get('origin');
  if (origin && settings.trustedOrigins.includes(origin)) return origin;
  return settings.publicOrigin;
}

/** The auth secret kept in the database, generated on first use (every instance shares it). */
export async function storedAuthSecret(db: Database, logger?: Logger): Promise<string> {
  const candidate = randomBytes(SECRET_BYTES).toString('base64url');
  const inserted = await db
    .insert(appSecrets)
    .values({ name: AUTH_SECRET_NAME, value: candidate })
    .onConflictDoNothing()
    .returning();
  if (inserted.length > 0) {
    logger?.info(
      'Generated the session-signing secret and stored it in the database (set BETTER_AUTH_SECRET to manage it yourself)',
    );
  }
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, AUTH_SECRET_NAME));
  if (!row) throw new Error('The stored auth secret disappeared while it was being read');
  return row.value;
}

function defaultPublicOrigin(host: string, port: number): string {
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
}

/** The settings the server starts with, from the environment and the database. */
export async function resolveAuthSettings(env: Env, handle: DatabaseHandle, logger: Logger): Promise<AuthSettings> {
  const publicOrigin = env.PUBLIC_ORIGIN ?? defaultPublicOrigin(env.HOST, env.PORT);
  const trusted = new Set([publicOrigin]);
  if (!env.PUBLIC_ORIGIN) {
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) trusted.add(`http://${host}:${env.PORT}`);
  }
  if (env.NODE_ENV === 'development') {
    for (const host of ['127.0.0.1', 'localhost']) trusted.add(`http://${host}:${VITE_DEV_PORT}`);
  }
  const mailer = createMailer({
    db: handle.db,
    logger,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `${SITE_NAME} <no-reply@${new URL(publicOrigin).hostname}>`,
  });
  if (mailer.delivery === 'outbox') {
    logger.info('No SMTP_URL: mail is kept in the outbox table and written to this log');
  }
  return {
    secret: env.BETTER_AUTH_SECRET ?? (await storedAuthSecret(handle.db, logger)),
    publicOrigin,
    trustedOrigins: [...trusted],
    trustProxy: env.TRUST_PROXY ?? 0,
    mailer,
  };
}

/**
 * Settings for tests and tools: a random secret held in memory (sessions end with the
 * process), http://localhost as the only origin, mail in the outbox, and one trusted proxy
 * (so a test can act as different clients through X-Forwarded-For).
 */
export function ephemeralAuthSettings(db: Database, overrides: Partial<AuthSettings> = {}): AuthSettings {
  const publicOrigin = overrides.publicOrigin ?? 'http://localhost';
  return {
    secret: randomBytes(SECRET_BYTES).toString('base64url'),
    publicOrigin,
    trustedOrigins: [publicOrigin],
    trustProxy: 1,
    mailer: createMailer({ db, logger: pino({ level: 'silent' }), from: `${SITE_NAME} <no-reply@localhost>` }),
    ...overrides,
  };
}
