// Starts Vaultmark: environment, database (migrated and seeded), the HTTP server; stops
// cleanly on SIGTERM/SIGINT so the embedded database's lock is released.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import pino, { type Logger } from 'pino';
import { createApp, createMarketServices } from './app.ts';
import { resolveAuthSettings } from './auth.ts';
import { startControlSocket, type ControlSocket } from './cli/control-socket.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { DEFAULT_TEMPLATE_DIR, readTemplate } from './db/pglite-template.ts';
import { seedDatabase } from './db/seed/load.ts';
import { loadDotEnvFile, loadEnv, type Env } from './env.ts';
import { IndexSnapshotJob } from './jobs/index-snapshot.ts';
import { PriceFeed } from './jobs/price-feed.ts';
import { StartupError } from './startup-error.ts';
import { loadStaticSiteInBackground } from './static/static-site.ts';

/** Open connections get this long to finish before the server closes them. */
const SHUTDOWN_GRACE_MS = 10_000;

function listen(app: ReturnType<typeof createApp>, env: Env): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(server));
    server.once('error', reject);
  });
}

function urlOf(server: ServerType, host: string): string {
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    // Idle keep-alive sockets would otherwise hold close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}

function handleSignals(logger: Logger, stop: (signal: string) => Promise<void>) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'Second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    void stop(signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

function exitAfterFlush(logger: Logger, code: number): never {
  logger.flush();
  process.exit(code);
}

async function start(env: Env, logger: Logger) {
  // Compression of the built SPA runs on the thread pool while the database opens.
  const staticSite = loadStaticSiteInBackground(env.STATIC_DIR);
  let database: DatabaseHandle | undefined;
  try {
    // A new embedded database starts from the migrated template `npm run build` saved, if any.
    const template = !env.DATABASE_URL && !existsSync(env.PGLITE_DIR) ? readTemplate(DEFAULT_TEMPLATE_DIR) : undefined;
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      pgliteDir: env.PGLITE_DIR,
      logger,
      pgliteLoadDataDir: template,
    });
    if (template) logger.info('New embedded database created from the migrated template');
    logger.info(
      { engine: database.engine, dataDir: database.engine === 'pglite' ? database.dataDir : undefined },
      'Database opened',
    );
    await migrateDatabase(database);
    const seeded = await seedDatabase(database.db);
    if (Object.keys(seeded.loaded).length > 0) logger.info({ loaded: seeded.loaded }, 'Seeded datasets');

    const site = await staticSite;
    if (!site)
      logger.warn({ staticDir: env.STATIC_DIR }, 'No built web app found: pages answer 503 until `npm run build`');
    const auth = await resolveAuthSettings(env, database, logger);
    const market = createMarketServices(database, logger, env.OUTSIDE_TOTAL_URL);
    await market.realtime?.start();
    const app = createApp({ db: database, logger, staticSite: site, auth, market });
    const server = await listen(app, env);
    // Jobs start once the site answers: today's index snapshot (if missing), then the price feed.
    const snapshots = new IndexSnapshotJob(database, logger);
    const snapshotsStarted = snapshots.start();
    const priceFeed =
      env.PRICE_FEED === 'on' ? new PriceFeed({ handle: database, url: env.PRICE_FEED_URL, logger }) : undefined;
    priceFeed?.start();
    // While this process holds the embedded database, `npm run admin` works through it.
    let controlSocket: ControlSocket | undefined;
    if (database.engine === 'pglite') {
      controlSocket = await startControlSocket(database.dataDir, database.db, logger);
    }
    logger.info({ url: urlOf(server, env.HOST) }, `Vaultmark listening on ${urlOf(server, env.HOST)}`);

    const openDatabaseHandle = database;
    handleSignals(logger, async (signal) => {
      logger.info({ signal }, 'Shutting down');
      await snapshotsStarted;
      snapshots.stop();
      await priceFeed?.stop();
      await market.realtime?.stop();
      await closeServer(server);
      await controlSocket?.close();
      auth.mailer.close();
      await openDatabaseHandle.close();
      logger.info('Stopped');
      exitAfterFlush(logger, 0);
    });
  } catch (error) {
    await database?.close().catch(() => undefined);
    throw error;
  }
}

async function main() {
  let env: Env;
  try {
    loadDotEnvFile();
    env = loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = pino({ level: env.LOG_LEVEL, base: { pid: process.pid } });
  try {
    await start(env, logger);
  } catch (error) {
    // Known problems are the operator's to fix: the message says how; a stack would not help.
    if (error instanceof StartupError) logger.fatal(error.message);
    else logger.fatal({ err: error }, 'Start-up failed');
    exitAfterFlush(logger, 1);
  }
}

await main();
