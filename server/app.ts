// createApp(): the Hono application — middleware, the JSON API under /api, the built SPA
// for every other path, and one error handler. index.ts serves it; tests call app.request.
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import pino, { type Logger } from 'pino';
import { AppError } from '../domain/errors.ts';
import type { AppEnv } from './app-env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { handleError } from './error-handler.ts';
import { noStoreByDefault } from './middleware/no-store.ts';
import { requestLogger } from './middleware/request-logger.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { constituents } from './routes/constituents.ts';
import { health } from './routes/health.ts';
import { holdings } from './routes/holdings.ts';
import { prices } from './routes/prices.ts';
import { spaRoutes } from './routes/spa.ts';
import { testimonialRoutes } from './routes/testimonials.ts';
import { loadStaticSite, type StaticSite } from './static/static-site.ts';

export interface CreateAppOptions {
  /** The opened database (from openDatabase). */
  db: DatabaseHandle;
  /** Defaults to a silent logger (tests). */
  logger?: Logger;
  /** Build folder of the SPA, loaded into memory now. Missing: pages answer 503. */
  staticDir?: string | null;
  /** An already loaded build (index.ts loads it while the database opens); wins over staticDir. */
  staticSite?: StaticSite | null;
}

/** The JSON API; its type is what a typed client (hono/client) is built from. */
function apiRoutes() {
  return new Hono<AppEnv>()
    .basePath('/api')
    .route('/health', health)
    .route('/constituents', constituents)
    .route('/holdings', holdings)
    .route('/prices', prices)
    .route('/testimonials', testimonialRoutes);
}

export type AppType = ReturnType<typeof apiRoutes>;

export function createApp(options: CreateAppOptions) {
  const logger = options.logger ?? pino({ level: 'silent' });
  const site = options.staticSite !== undefined ? options.staticSite : loadStaticSite(options.staticDir);
  const { db: handle } = options;

  // Chained so the returned app carries the API's route types (for testClient).
  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(requestLogger(logger))
    .use(securityHeaders())
    .use(async (c, next) => {
      c.set('db', handle.db);
      c.set('dbHandle', handle);
      await next();
    })
    .use('/api/*', noStoreByDefault())
    .route('/', apiRoutes());

  app.all('/api/*', (c) => {
    throw new AppError('NOT_FOUND', { message: `No API route for ${c.req.method} ${c.req.path}` });
  });
  app.route('/', spaRoutes(site));

  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: `No route for ${c.req.method} ${c.req.path}` }, 404));
  app.onError(handleError);
  return app;
}
