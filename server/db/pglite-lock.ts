// One process per PGlite data directory: PGlite is single-user, and two processes writing
// one folder corrupt it. A lock file beside the folder holds the owner's pid.
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { StartupError } from '../startup-error.ts';

export class DatabaseLockedError extends StartupError {
  readonly pid: number;
  readonly dataDir: string;

  constructor(pid: number, dataDir: string) {
    super(
      `Another Vaultmark process (pid ${pid}) is using the embedded database at ${dataDir}. ` +
        'Stop that process, or set PGLITE_DIR to another folder, or DATABASE_URL to use PostgreSQL.',
    );
    this.pid = pid;
    this.dataDir = dataDir;
  }
}

export interface DirectoryLock {
  readonly path: string;
  release(): void;
}

export function lockPathFor(dataDir: string): string {
  return `${dataDir.replace(/[/\\]+$/, '')}.lock`;
}

/** Lock files this process holds, so a second open in the same process is refused too. */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Pids are reused: after a container restart the new server often gets the old pid, and
 * an old pid may now belong to an unrelated program. Where /proc tells (Linux), only a
 * running Node.js process counts as the owner.
 */
function isLiveOwner(pid: number, lockPath: string): boolean {
  if (pid === process.pid) return heldByThisProcess.has(lockPath);
  if (!isAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

function readOwnerPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the lock for `dataDir` or throws DatabaseLockedError naming the live owner. A lock
 * left by a dead process (crash, kill -9) is taken over. The lock is also released when
 * this process exits without calling release().
 */
export function acquireDirectoryLock(dataDir: string): DirectoryLock {
  const lockPath = lockPathFor(dataDir);
  mkdirSync(dirname(lockPath), { recursive: true });

  // Two attempts: the second after removing a stale lock (another process may win that race).
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(lockPath)) return holdLock(lockPath);
    const owner = readOwnerPid(lockPath);
    if (owner !== null && isLiveOwner(owner, lockPath)) throw new DatabaseLockedError(owner, dataDir);
    try {
      unlinkSync(lockPath);
    } catch {
      // already removed by whoever took it over
    }
  }
  const owner = readOwnerPid(lockPath);
  throw new DatabaseLockedError(owner ?? 0, dataDir);
}

function holdLock(lockPath: string): DirectoryLock {
  let held = true;
  heldByThisProcess.add(lockPath);
  const release = () => {
    if (!held) return;
    held = false;
    heldByThisProcess.delete(lockPath);
    process.off('exit', release);
    // Only remove the file if it is still ours.
    if (readOwnerPid(lockPath) === process.pid) {
      try {
        unlinkSync(lockPath);
      } catch {
        // gone already
      }
    }
  };
  process.on('exit', release);
  return { path: lockPath, release };
}
