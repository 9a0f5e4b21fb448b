// The account settings the server starts with: parsed from the environment, with the
// secret generated once and kept in the database when none is configured.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { resolveAuthSettings } from './auth.ts';
import { loadEnv } from './env.ts';
import { testEngines, useTestDatabase } from './testing/test-db.ts';

const silent = pino({ level: 'silent' });

describe('account settings in the environment', () => {
  it('parses PUBLIC_ORIGIN, TRUST_PROXY, SMTP_URL and the secret', () => {
    const env = loadEnv({
      PUBLIC_ORIGIN: 'https://vaultmark.example/',
      TRUST_PROXY: 'true',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      MAIL_FROM: 'Vaultmark <hello@vaultmark.example>',
    });
    expect(env).toMatchObject({
      PUBLIC_ORIGIN: 'https://vaultmark.example',
      TRUST_PROXY: 1,
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Vaultmark <hello@vaultmark.example>',
    });
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({}).TRUST_PROXY).toBeUndefined();
  });

  it.each([
    ['PUBLIC_ORIGIN', 'vaultmark.example'],
    ['PUBLIC_ORIGIN', 'https://vaultmark.example/app'],
    ['TRUST_PROXY', 'yes'],
    ['SMTP_URL', 'mail.example.com'],
    ['BETTER_AUTH_SECRET', 'too-short'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`^Invalid environment: ${name}: `));
  });
});

describe.each(testEngines('http'))('resolveAuthSettings on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('trusts the local addresses by default and keeps a generated secret in the database', async () => {
    const env = loadEnv({ PORT: '3000', NODE_ENV: 'production' });
    const first = await resolveAuthSettings(env, database().handle, silent);
    expect(first.publicOrigin).toBe('http://127.0.0.1:3000');
    expect(first.trustedOrigins).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000']);
    expect(first.trustProxy).toBe(0);
    expect(first.mailer.delivery).toBe('outbox');
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    // Another instance (or a restart) reads the same secret.
    expect((await resolveAuthSettings(env, database().handle, silent)).secret).toBe(first.secret);
  });

  it('uses the configured origin, secret, proxies and SMTP server', async () => {
    const env = loadEnv({
      PUBLIC_ORIGIN: 'https://vaultmark.example',
      BETTER_AUTH_SECRET: 's'.repeat(40),
      TRUST_PROXY: '1',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      NODE_ENV: 'production',
    });
    const settings = await resolveAuthSettings(env, database().handle, silent);
    expect(settings).toMatchObject({
      publicOrigin: 'https://vaultmark.example',
      trustedOrigins: ['https://vaultmark.example'],
      secret: 's'.repeat(40),
      trustProxy: 1,
    });
    expect(settings.mailer.delivery).toBe('smtp');
    settings.mailer.close();
  });

  it('also trusts the Vite dev server in development, and names localhost for 0.0.0.0', async () => {
    const env = loadEnv({ HOST: '0.0.0.0', PORT: '3000', NODE_ENV: 'development' });
    const settings = await resolveAuthSettings(env, database().handle, silent);
    expect(settings.publicOrigin).toBe('http://localhost:3000');
    expect(settings.trustedOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:5173', 'http://localhost:5173']),
    );
  });
});
