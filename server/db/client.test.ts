import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DatabaseConnectionError, DataDirectoryError, openDatabase, resolveDataDir } from './client.ts';
import { DatabaseLockedError, lockPathFor } from './pglite-lock.ts';
import { rawRows } from './raw-rows.ts';

const root = mkdtempSync(join(tmpdir(), 'vaultmark-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A pid that is not running: far above the default pid_max of 4194304. */
const DEAD_PID = 99_999_999;

describe('PGlite data directory lock', () => {
  // Nested folders that do not exist yet: PGlite itself only creates the last one.
  const dataDir = join(root, 'nested', 'deeper', 'pglite');

  it('refuses a second open of the same directory with a clear message, and opens again after close', async () => {
    const first = await openDatabase({ pgliteDir: dataDir });
    expect(first.engine).toBe('pglite');
    expect(readFileSync(lockPathFor(dataDir), 'utf8').trim()).toBe(String(process.pid));

    const second = await openDatabase({ pgliteDir: dataDir }).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DatabaseLockedError);
    expect((second as Error).message).toBe(
      `Another Vaultmark process (pid ${process.pid}) is using the embedded database at ${dataDir}. ` +
        'Stop that process, or set PGLITE_DIR to another folder, or DATABASE_URL to use PostgreSQL.',
    );
    // The refused open must not have disturbed the first one.
    expect(await first.ping()).toBeGreaterThanOrEqual(0);

    await first.close();
    expect(existsSync(lockPathFor(dataDir))).toBe(false);

    const reopened = await openDatabase({ pgliteDir: dataDir });
    expect(await reopened.ping()).toBeGreaterThanOrEqual(0);
    await reopened.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    writeFileSync(lockPathFor(dataDir), `${DEAD_PID}\n`);
    const database = await openDatabase({ pgliteDir: dataDir });
    expect(readFileSync(lockPathFor(dataDir), 'utf8').trim()).toBe(String(process.pid));
    await database.close();
  });

  it('takes over a lock naming this very pid that this process does not hold (restarted container)', async () => {
    writeFileSync(lockPathFor(dataDir), `${process.pid}\n`);
    const database = await openDatabase({ pgliteDir: dataDir });
    await expect(database.ping()).resolves.toBeGreaterThanOrEqual(0);
    await database.close();
  });

  it('refuses while a live Node.js process owns the lock, not when the pid is some other program', async () => {
    const spawnIdle = (command: string, args: string[]): ChildProcess => spawn(command, args, { stdio: 'ignore' });
    const node = spawnIdle(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    const sleeper = spawnIdle('sleep', ['60']);
    try {
      writeFileSync(lockPathFor(dataDir), `${node.pid}\n`);
      await expect(openDatabase({ pgliteDir: dataDir })).rejects.toThrow(`(pid ${node.pid})`);

      writeFileSync(lockPathFor(dataDir), `${sleeper.pid}\n`);
      const database = await openDatabase({ pgliteDir: dataDir });
      await database.close();
    } finally {
      node.kill('SIGKILL');
      sleeper.kill('SIGKILL');
    }
  });

  it('fails ping after close', async () => {
    const database = await openDatabase({ pgliteDir: dataDir });
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });
});

describe('a symlinked PGLITE_DIR', () => {
  it('opens the folder the link points to (PGlite alone fails with errno 44), the lock beside the real folder', async () => {
    const real = join(root, 'real-data');
    mkdirSync(real);
    const link = join(root, 'linked-data');
    symlinkSync(real, link);
    expect(resolveDataDir(link)).toBe(real);

    const viaLink = await openDatabase({ pgliteDir: link });
    try {
      expect(viaLink.engine === 'pglite' && viaLink.dataDir).toBe(real);
      expect(existsSync(lockPathFor(real))).toBe(true);
      await viaLink.db.execute(sql`create table linked_marker (note text)`);
      await viaLink.db.execute(sql`insert into linked_marker values ('written through the link')`);
      // The same folder by its real name is the same database, held by the same lock.
      expect(await openDatabase({ pgliteDir: real }).catch((error: unknown) => error)).toBeInstanceOf(
        DatabaseLockedError,
      );
    } finally {
      await viaLink.close();
    }
    const direct = await openDatabase({ pgliteDir: real });
    try {
      const rows = await rawRows<{ note: string }>(direct.db, sql`select note from linked_marker`);
      expect(rows).toEqual([{ note: 'written through the link' }]);
    } finally {
      await direct.close();
    }
  });

  it('follows a link further up the path, for a folder PGlite is to create', async () => {
    const realParent = join(root, 'real-parent');
    mkdirSync(realParent);
    symlinkSync(realParent, join(root, 'linked-parent'));
    expect(resolveDataDir(join(root, 'linked-parent', 'new', 'pglite'))).toBe(join(realParent, 'new', 'pglite'));
  });

  it('says clearly when the link points nowhere', async () => {
    const dangling = join(root, 'dangling');
    symlinkSync(join(root, 'no-such-folder'), dangling);
    const error = await openDatabase({ pgliteDir: dangling }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataDirectoryError);
    expect((error as Error).message).toBe(
      `PGLITE_DIR ${dangling} is a symbolic link to ${join(root, 'no-such-folder')}, which does not exist. ` +
        'Create that folder, or point PGLITE_DIR at an existing one.',
    );
  });
});

describe('PostgreSQL connection', () => {
  it('fails at open with a clear message that hides the password', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const error = await openDatabase({ databaseUrl: 'postgres://vaultmark:s3cret@127.0.0.1:1/vaultmark' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DatabaseConnectionError);
    expect((error as Error).message).toMatch(
      /^Cannot reach PostgreSQL at postgres:\/\/vaultmark:\*\*\*@127\.0\.0\.1:1\//,
    );
    expect((error as Error).message).not.toContain('s3cret');
  });
});
