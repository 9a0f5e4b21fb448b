// `npm run admin -- grant <email> | revoke <email> | list | outbox [email]`
// Administrators are appointed here, by whoever runs the server; there is no default
// account or password. On PostgreSQL (DATABASE_URL) the command runs against the
// database directly. On the embedded database it does too when the server is stopped;
// while the server runs (it holds the database), the server runs the command for it.
import { resolve } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { DatabaseLockedError } from '../db/pglite-lock.ts';
import { loadDotEnvFile, loadEnv, type Env } from '../env.ts';
import { StartupError } from '../startup-error.ts';
import {
  ADMIN_USAGE,
  parseAdminCommand,
  runAdminCommand,
  UsageError,
  type AdminCommand,
  type AdminCommandResult,
} from './admin-commands.ts';
import { controlSocketPath, sendControlCommand } from './control-socket.ts';

const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

async function runDirectly(handle: DatabaseHandle, command: AdminCommand): Promise<AdminCommandResult> {
  try {
    await migrateDatabase(handle);
    return await runAdminCommand(handle.db, command);
  } finally {
    await handle.close();
  }
}

async function run(env: Env, args: readonly string[], command: AdminCommand): Promise<AdminCommandResult> {
  if (env.DATABASE_URL) return runDirectly(await openDatabase({ databaseUrl: env.DATABASE_URL }), command);
  const dataDir = resolve(env.PGLITE_DIR);
  try {
    return await runDirectly(await openDatabase({ pgliteDir: dataDir }), command);
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    try {
      return await sendControlCommand(controlSocketPath(dataDir).path, args);
    } catch (socketError) {
      throw new StartupError(
        `The server (pid ${error.pid}) holds the embedded database at ${dataDir} and did not take the command ` +
          `(${(socketError as Error).message}). Stop the server and run the command again.`,
      );
    }
  }
}

async function main(args: readonly string[]): Promise<number> {
  let command: AdminCommand;
  try {
    command = parseAdminCommand(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${ADMIN_USAGE}`);
    return EXIT_USAGE;
  }
  try {
    loadDotEnvFile();
    const result = await run(loadEnv(), args, command);
    (result.ok ? console.log : console.error)(result.output);
    return result.ok ? 0 : EXIT_FAILED;
  } catch (error) {
    console.error(error instanceof StartupError ? error.message : error);
    return EXIT_FAILED;
  }
}

process.exitCode = await main(process.argv.slice(2));
