// Starts Vaultmark: environment, database (migrated and seeded), the HTTP server; stops
// cleanly on SIGTERM/SIGINT — it stops accepting, every request sent before the signal is
// answered (within a deadline, ADR 181) while the jobs stop, then the database
// closes and the embedded database's lock is released — whenever the signal comes, also
// during start-up. `npm start` runs this file compiled (build/server.mjs) under plain node.
import { existsSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp, createMarketServices, createPublicReadFastPath } from './app.ts';
import { preloadAuthLibrary, resolveAuthSettings } from './auth.ts';
import { startControlSocket, type ControlSocket } from './cli/control-socket.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { DEFAULT_TEMPLATE_DIR, readTemplate } from './db/pglite-template.ts';
import { seedDatabase } from './db/seed/load.ts';
import { asHttpServer, trackConnections, type ConnectionDrain } from './http/connection-drain.ts';
import type { PublicReadFastPath } from './http/fast-path.ts';
import { loadDotEnvFile, loadEnv, type Env } from './env.ts';
import { serverLogDestination } from './log-destination.ts';
import { loggerWithDirectRequestLines } from './middleware/request-logger.ts';
import { IndexSnapshotJob } from './jobs/index-snapshot.ts';
import { RESTART_JOBS_DELAY_MS } from './jobs/job-status.ts';
import { AlertJobs } from './jobs/alert-jobs.ts';
import { JourneyJobs } from './jobs/journey-jobs.ts';
import { defaultJourneySettings } from './journeys/settings.ts';
import { PriceFeed } from './jobs/price-feed.ts';
import { PriceRollupJob } from './jobs/price-rollup.ts';
import { SourceSyncJob } from './jobs/source-sync.ts';
import { marketCapSettings, type SourceSettings } from './sources/sync.ts';
import { StartupError } from './startup-error.ts';
import { loadPageRenderer } from './ssr/page-renderer.ts';
import { loadStaticSiteInBackground } from './static/static-site.ts';

/** Requests in flight get this long to finish before the server cuts their connections. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long after listening the accounts library is loaded, if no request needed it sooner. */
const AUTH_PRELOAD_DELAY_MS = 2_000;
/**
 * A second signal this soon after the first is the same request delivered twice: Ctrl-C
 * (or `kill -- -group`) reaches node both directly and relayed by npm. Later ones mean
 * "stop now".
 */
const REPEATED_SIGNAL_WINDOW_MS = 2_000;

/**
 * How long an idle keep-alive connection stays open. Node's 5 s is shorter than the idle
 * timeout of the proxies and load balancers in front of a server (often 60 s): a client or
 * proxy reusing a connection the server is closing at that moment gets a reset (ECONNRESET,
 * a 502 behind a balancer). Longer than theirs, the client side closes first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function listen(
  app: ReturnType<typeof createApp>,
  env: Env,
  fastPath: PublicReadFastPath,
): Promise<{ server: HttpServer; connections: ConnectionDrain }> {
  return new Promise((resolve, reject) => {
    const server = asHttpServer(
      serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, createServer: fastPath.createServer }, () =>
        resolve({ server, connections }),
      ),
    );
    const connections = trackConnections(server);
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    // Node's rule: the headers timeout must exceed the keep-alive timeout.
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
    server.once('error', reject);
  });
}

function urlOf(server: HttpServer, host: string): string {
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
}

/**
 * Routes SIGTERM/SIGINT to one graceful stop. Installed before anything opens, so a signal
 * during start-up is held until the server can stop properly instead of killing the process
 * with the database open and its lock left behind.
 */
class SignalHandler {
  private firstAt: number | undefined;
  private stop: ((signal: string) => Promise<void>) | undefined;
  private pending: string | undefined;
  /** Set once the environment is read. */
  logger: Logger | undefined;

  constructor() {
    process.on('SIGTERM', this.onSignal);
    process.on('SIGINT', this.onSignal);
  }

  /** The stop to run on a signal; runs at once if a signal already came. */
  setStop(stop: (signal: string) => Promise<void>) {
    this.stop = stop;
    if (this.pending) void stop(this.pending);
  }

  private readonly onSignal = (signal: NodeJS.Signals) => {
    const now = Date.now();
    if (this.firstAt !== undefined) {
      if (now - this.firstAt < REPEATED_SIGNAL_WINDOW_MS) return;
      this.logger?.warn({ signal }, 'Second signal: exiting now');
      this.logger?.flush();
      process.exit(1);
    }
    this.firstAt = now;
    if (this.stop) void this.stop(signal);
    else {
      this.pending = signal;
      this.logger?.info({ signal }, 'Signal during start-up: stopping once the database is open');
    }
  };
}

function exitAfterFlush(logger: Logger, code: number): never {
  logger.flush();
  process.exit(code);
}

async function start(env: Env, logger: Logger, signals: SignalHandler) {
  // Compression of the built SPA runs on the thread pool while the database opens.
  const staticSite = loadStaticSiteInBackground(env.STATIC_DIR);
  // The pages' server renderer loads meanwhile too, when there is a built site to serve
  // (without one, pages answer "run npm run build"); the first page waits for it, start-up does not.
  const pageRenderer = staticSite
    .then((site) => (site ? loadPageRenderer() : null))
    .catch((error: unknown) => {
      logger.error({ err: error }, 'The server renderer could not be loaded: pages are served without markup');
      return null;
    });
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
    const seededNow = Object.keys(seeded.loaded).length > 0;
    if (seededNow) logger.info({ loaded: seeded.loaded }, 'Seeded datasets');

    const site = await staticSite;
    if (!site)
      logger.warn({ staticDir: env.STATIC_DIR }, 'No built web app found: pages answer 503 until `npm run build`');
    const auth = await resolveAuthSettings(env, database, logger);
    const market = createMarketServices(database, logger, env.OUTSIDE_TOTAL_URL, {
      enabled: env.PRICE_FEED === 'on',
      url: env.PRICE_FEED === 'on' ? env.PRICE_FEED_URL : null,
    });
    await market.realtime?.start();
    const journeys = defaultJourneySettings({
      timeZone: env.BOOKING_TIME_ZONE,
      bankHolidays: env.BOOKING_BANK_HOLIDAYS,
      webinarJoinUrl: env.WEBINAR_JOIN_URL ?? null,
      consultationJoinUrl: env.CONSULTATION_JOIN_URL ?? null,
      notifyEmail: env.NOTIFY_EMAIL ?? null,
    });
    const openData = { limit: { max: env.OPEN_DATA_RATE_LIMIT, windowMs: 60_000 } };
    const analyticsTagId = env.GA_MEASUREMENT_ID ?? null;
    const sources: SourceSettings = {
      coingecko: { url: env.COINGECKO_API_URL, apiKey: env.COINGECKO_API_KEY ?? null },
      ...marketCapSettings(env),
      autoApplyPct: env.SOURCE_AUTO_APPLY_PCT,
    };
    const app = createApp({
      sources,
      db: database,
      logger,
      staticSite: site,
      auth,
      market,
      journeys,
      openData,
      analyticsTagId,
      pageRenderer,
    });
    // Cache hits of the public reads are answered in front of the middleware stack.
    const { server, connections } = await listen(
      app,
      env,
      createPublicReadFastPath(market, logger, auth, analyticsTagId),
    );
    // better-auth loads shortly after the site answers (or with the first accounts request,
    // whichever comes first) rather than delaying start-up or the first pages.
    setTimeout(() => {
      preloadAuthLibrary().catch((error: unknown) =>
        logger.error({ err: error }, 'Loading the accounts library failed'),
      );
    }, AUTH_PRELOAD_DELAY_MS).unref();
    // Jobs start once the site answers (a restart's a moment later): today's index snapshot
    // (if missing), then the price feed.
    const snapshots = new IndexSnapshotJob(database, logger);
    let snapshotsStarted: Promise<void> = Promise.resolve();
    const priceFeed =
      env.PRICE_FEED === 'on'
        ? new PriceFeed({ handle: database, url: env.PRICE_FEED_URL, rangeUrl: env.PRICE_FEED_RANGE_URL, logger })
        : undefined;
    // Reminders (24 h / 1 h before), mail retries, and the webinar schedule kept rolling.
    const journeyJobs = new JourneyJobs({
      handle: database,
      logger,
      mailer: auth.mailer,
      settings: journeys,
      origin: auth.publicOrigin,
    });
    // Alerts by email: changes detected and mailed every minute, weekly digests, tidying.
    const alertJobs = new AlertJobs({
      handle: database,
      logger,
      mailer: auth.mailer,
      settings: journeys,
      origin: auth.publicOrigin,
    });
    // Old minute ticks become daily closes (at start, then hourly).
    const priceRollup = new PriceRollupJob(database, logger);
    // Public data sources every 6 hours (SOURCE_SYNC); an admin can sync them at any time.
    const sourceSync = env.SOURCE_SYNC === 'on' ? new SourceSyncJob(database, sources, logger) : undefined;
    const startJobs = () => {
      sourceSync?.start();
      snapshotsStarted = snapshots.start();
      priceFeed?.start();
      journeyJobs.start();
      alertJobs.start();
      priceRollup.start();
    };
    let jobsTimer: NodeJS.Timeout | undefined;
    if (seededNow) startJobs();
    else jobsTimer = setTimeout(startJobs, RESTART_JOBS_DELAY_MS);
    // While this process holds the embedded database, `npm run admin` works through it.
    let controlSocket: ControlSocket | undefined;
    if (database.engine === 'pglite') {
      controlSocket = await startControlSocket(database.dataDir, database.db, logger);
    }
    logger.info({ url: urlOf(server, env.HOST) }, `Vaultmark listening on ${urlOf(server, env.HOST)}`);

    const openDatabaseHandle = database;
    signals.setStop(async (signal) => {
      logger.info({ signal }, 'Shutting down');
      let clean = true;
      // Each step runs even if one before it failed: the database must close and the lock go.
      const step = async (name: string, action: () => unknown) => {
        try {
          await action();
        } catch (error) {
          clean = false;
          logger.error({ err: error }, `Shutdown: stopping the ${name} failed`);
        }
      };
      // First of all the server stops accepting; what was sent is answered while the jobs
      // stop and the realtime streams end (they would hold their connections open).
      await Promise.all([
        step('HTTP server', async () => {
          const { cutAtDeadline } = await connections.drain(SHUTDOWN_GRACE_MS);
          if (cutAtDeadline > 0) {
            logger.warn(
              { connections: cutAtDeadline, deadlineMs: SHUTDOWN_GRACE_MS },
              'Shutdown: connections still open at the deadline were closed',
            );
          }
        }),
        step('jobs', async () => {
          clearTimeout(jobsTimer);
          await snapshotsStarted;
          snapshots.stop();
          await priceFeed?.stop();
          await journeyJobs.stop();
          await alertJobs.stop();
          await priceRollup.stop();
          await sourceSync?.stop();
        }),
        step('realtime hub', () => market.realtime?.stop()),
      ]);
      await step('control socket', () => controlSocket?.close());
      await step('mailer', async () => {
        await auth.mailer.idle();
        auth.mailer.close();
      });
      await step('database', () => openDatabaseHandle.close());
      logger.info('Stopped');
      exitAfterFlush(logger, clean ? 0 : 1);
    });
  } catch (error) {
    await database?.close().catch(() => undefined);
    throw error;
  }
}

async function main() {
  const signals = new SignalHandler();
  let env: Env;
  try {
    loadDotEnvFile();
    env = loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = loggerWithDirectRequestLines(
    { level: env.LOG_LEVEL, base: { pid: process.pid } },
    serverLogDestination(),
  );
  signals.logger = logger;
  try {
    await start(env, logger, signals);
  } catch (error) {
    // Known problems are the operator's to fix: the message says how; a stack would not help.
    if (error instanceof StartupError) logger.fatal(error.message);
    else logger.fatal({ err: error }, 'Start-up failed');
    exitAfterFlush(logger, 1);
  }
}

await main();
