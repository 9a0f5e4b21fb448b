// `npm run admin`: the commands on both engines, and the CLI as a process — against a
// running server that holds the embedded database, against it stopped, and on PostgreSQL.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { getUserRole } from '../db/queries/users.ts';
import { signUp, uniqueEmail, waitForMail } from '../testing/auth-helpers.ts';
import { killServers, spawnServer, stopServer, waitForListening } from '../testing/server-process.ts';
import { createTestDatabase, testEngines, useTestDatabase } from '../testing/test-db.ts';
import { parseAdminCommand, runAdminCommand, UsageError } from './admin-commands.ts';
import { controlSocketPath } from './control-socket.ts';
import { rawRows } from '../db/raw-rows.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const START_TIMEOUT_MS = 45_000;

function runCli(args: string[], env: NodeJS.ProcessEnv) {
  const merged: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env };
  if (!env.DATABASE_URL) delete merged.DATABASE_URL;
  const result = spawnSync(TSX, ['server/cli/admin.ts', ...args], { cwd: ROOT, env: merged, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('parseAdminCommand', () => {
  it('reads grant, revoke, list and outbox, lower-casing the email', () => {
    expect(parseAdminCommand(['grant', 'Ada@Example.com'])).toEqual({ name: 'grant', email: 'ada@example.com' });
    expect(parseAdminCommand(['revoke', 'ada@example.com'])).toEqual({ name: 'revoke', email: 'ada@example.com' });
    expect(parseAdminCommand(['list'])).toEqual({ name: 'list' });
    expect(parseAdminCommand(['outbox'])).toEqual({ name: 'outbox' });
    expect(parseAdminCommand(['outbox', 'ada@example.com'])).toEqual({ name: 'outbox', email: 'ada@example.com' });
  });

  it.each([[[]], [['grant']], [['grant', 'not-an-email']], [['grant', 'a@b.co', 'c@d.co']], [['promote', 'a@b.co']]])(
    'refuses %j',
    (args) => {
      expect(() => parseAdminCommand(args)).toThrow(UsageError);
    },
  );
});

describe.each(testEngines())('admin commands on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('grants, lists and revokes the admin role by email', async () => {
    const { db } = database();
    const app = createApp({ db: database().handle });
    const person = await signUp(app, { fullName: 'Grace Hopper', email: uniqueEmail('grace') });

    const unknown = await runAdminCommand(db, { name: 'grant', email: 'nobody@example.com' });
    expect(unknown).toEqual({
      ok: false,
      output: 'No account uses nobody@example.com. The person signs up at /auth first; then run this again.',
    });
    expect(await runAdminCommand(db, { name: 'list' })).toEqual({
      ok: true,
      output: 'No administrators yet. Make one with: npm run admin -- grant <email>',
    });

    const granted = await runAdminCommand(db, { name: 'grant', email: person.email });
    expect(granted).toEqual({ ok: true, output: `${person.email} (Grace Hopper) is now an administrator.` });
    expect(await getUserRole(db, person.userId)).toBe('admin');
    expect((await runAdminCommand(db, { name: 'grant', email: person.email })).output).toContain('was already');

    const list = await runAdminCommand(db, { name: 'list' });
    expect(list.output).toMatch(
      new RegExp(`^Administrators \\(1\\):\\n  ${person.email}  Grace Hopper  \\(since \\d{4}-\\d{2}-\\d{2}\\)$`),
    );

    expect((await runAdminCommand(db, { name: 'revoke', email: person.email })).output).toBe(
      `${person.email} (Grace Hopper) is no longer an administrator.`,
    );
    expect(await getUserRole(db, person.userId)).toBeNull();
    expect((await runAdminCommand(db, { name: 'revoke', email: person.email })).output).toContain('was not');
  });

  it('prints the outbox with reset links readable, and says the mail only went to the log', async () => {
    const { db } = database();
    const app = createApp({ db: database().handle });
    const person = await signUp(app);
    await app.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' },
      body: JSON.stringify({ email: person.email }),
    });
    await waitForMail(db, person.email, 'password_reset');
    // The row is written before its delivery ends: wait for the delivery's status.
    await expect
      .poll(async () => (await runAdminCommand(db, { name: 'outbox', email: person.email })).output)
      .toContain('Status: Written to log (no SMTP)');
    const printed = await runAdminCommand(db, { name: 'outbox', email: person.email });
    expect(printed.output).toContain(`To: ${person.email}`);
    expect(printed.output).toMatch(/\/password-reset\?token=[A-Za-z0-9]{24}/);
  });
});

describe('the admin CLI process', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'vaultmark-admin-cli-'));
  const dataDir = join(workDir, 'pglite');

  afterAll(() => {
    killServers();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('works through a running server that holds the embedded database, and without it', async () => {
    const server = spawnServer(workDir, { PGLITE_DIR: dataDir });
    const { url } = await waitForListening(server, START_TIMEOUT_MS);

    // Only the server's user may reach the control socket.
    const socket = controlSocketPath(dataDir);
    expect(statSync(socket.dir).mode & 0o777).toBe(0o700);

    const email = uniqueEmail('cli');
    const signUpResponse = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: 'Cli Person', email, password: 'a long enough passphrase' }),
    });
    expect(signUpResponse.status).toBe(200);
    const cookie = signUpResponse.headers.getSetCookie()[0]!.split(';')[0]!;
    const role = async () =>
      ((await (await fetch(`${url}/api/me/role`, { headers: { cookie } })).json()) as { role: string | null }).role;
    expect(await role()).toBeNull();

    const grant = runCli(['grant', email], { PGLITE_DIR: dataDir });
    expect(grant).toMatchObject({ status: 0, stdout: `${email} (Cli Person) is now an administrator.\n` });
    expect(await role()).toBe('admin');
    expect(runCli(['list'], { PGLITE_DIR: dataDir }).stdout).toContain(`  ${email}  Cli Person  (since `);

    const usage = runCli(['promote', email], { PGLITE_DIR: dataDir });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin -- <command>');

    expect(await stopServer(server)).toBe(0);
    expect(existsSync(socket.dir)).toBe(false);

    const revoke = runCli(['revoke', email], { PGLITE_DIR: dataDir });
    expect(revoke).toMatchObject({ status: 0, stdout: `${email} (Cli Person) is no longer an administrator.\n` });
    const unknown = runCli(['grant', 'nobody@example.com'], { PGLITE_DIR: dataDir });
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account uses nobody@example.com');
  }, 120_000);

  it.runIf(Boolean(process.env.DATABASE_URL_TEST))(
    'works on PostgreSQL (DATABASE_URL)',
    async () => {
      const database = await createTestDatabase('postgres');
      try {
        const app = createApp({ db: database.handle });
        const person = await signUp(app, { fullName: 'Pg Person' });
        const url = new URL(process.env.DATABASE_URL_TEST!);
        const [current] = await rawRows<{ name: string }>(database.db, sql`select current_database() as name`);
        url.pathname = `/${current!.name}`;
        const grant = runCli(['grant', person.email], { DATABASE_URL: url.toString() });
        expect(grant).toMatchObject({ status: 0, stdout: `${person.email} (Pg Person) is now an administrator.\n` });
        expect(await getUserRole(database.db, person.userId)).toBe('admin');
      } finally {
        await database.destroy();
      }
    },
    60_000,
  );
});
