// createApp(): the Hono application — middleware, the JSON API under /api, the built SPA
// for every other path, and one error handler. index.ts serves it; tests call app.request.
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import pino, { type Logger } from 'pino';
import { AppError } from '../domain/errors.ts';
import type { AppEnv } from './app-env.ts';
import { createAuthService, ephemeralAuthSettings, isHttps, type AuthSettings } from './auth.ts';
import type { DatabaseHandle } from './db/client.ts';
import { handleError } from './error-handler.ts';
import { PublicReadFastPath } from './http/fast-path.ts';
import { OutsideTotalLookup } from './jobs/outside-total.ts';
import { IndexResults } from './market/index-service.ts';
import { ReadCache } from './market/read-cache.ts';
import type { MarketServices } from './market/services.ts';
import { RealtimeHub } from './realtime/hub.ts';
import { bodyLimits } from './middleware/body-limit.ts';
import { compressJson } from './middleware/compress-json.ts';
import { noStoreByDefault } from './middleware/no-store.ts';
import { openDataApi, type OpenDataOptions } from './open-data/open-data-api.ts';
import { originCheck } from './middleware/origin-check.ts';
import { requestLogger } from './middleware/request-logger.ts';
import { securityHeaders, securityHeaderValues } from './middleware/security-headers.ts';
import { defaultJourneySettings, type JourneySettings } from './journeys/settings.ts';
import { alertRoutes, ONE_CLICK_UNSUBSCRIBE_PATH } from './routes/alerts.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { assessmentRoutes } from './routes/assessments.ts';
import { consultationRoutes } from './routes/consultations.ts';
import { enquiryRoutes } from './routes/enquiries.ts';
import { policyRoutes } from './routes/policies.ts';
import { myActivityRoutes } from './routes/me-activity.ts';
import { webinarRoutes } from './routes/webinars.ts';
import { authRoutes } from './routes/auth.ts';
import { constituentRoutes } from './routes/constituents.ts';
import { health } from './routes/health.ts';
import { governmentRoutes } from './routes/governments.ts';
import { holderRoutes } from './routes/holders.ts';
import { holdingsRoutes } from './routes/holdings.ts';
import { indexHistoryRoutes } from './routes/index-history.ts';
import { indexResultRoutes } from './routes/index-results.ts';
import { realtimeRoutes } from './routes/realtime.ts';
import { meRoutes } from './routes/me.ts';
import { priceRoutes } from './routes/prices.ts';
import { feedRoutes } from './routes/feeds.ts';
import { spaRoutes } from './routes/spa.ts';
import { testimonialRoutes } from './routes/testimonials.ts';
import { NO_SOURCES, type SourceSettings } from './sources/sync.ts';
import { PageCache } from './ssr/page-cache.ts';
import { RenderedPages, type RenderPage } from './ssr/page-renderer.ts';
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
  /** Accounts: secret, origins, proxies, mailer (resolveAuthSettings). Defaults to ephemeralAuthSettings (tests). */
  auth?: AuthSettings;
  /** Realtime hub, index cache and outside-total lookup; defaults to an unstarted hub (tests). */
  market?: MarketServices;
  /** The open data API's rate limit; default 120 requests a minute per address. */
  openData?: OpenDataOptions;
  /** The client journeys' time zone, webinar joining link and clock; defaults: Europe/London, none, real time. */
  journeys?: JourneySettings;
  /** Google Analytics 4 measurement id (GA_MEASUREMENT_ID): written into pages, loaded after consent. */
  analyticsTagId?: string | null;
  /**
   * The SPA's server renderer (build/ssr/entry-server.mjs, loadPageRenderer), or its pending
   * import: public pages are served with their content (ADR 093). None: the bare shell.
   */
  pageRenderer?: Promise<RenderPage | null> | RenderPage | null;
  /** The public data sources the admin sync reads (server/sources/); default none (tests never reach out). */
  sources?: SourceSettings;
}

/** Market services for one instance; index.ts starts the hub and wires cache invalidation. */
export function createMarketServices(
  handle: DatabaseHandle,
  logger: Logger,
  outsideTotalUrl: string | null = null,
  priceFeed: MarketServices['priceFeed'] = { enabled: false, url: null },
): MarketServices {
  return marketServicesOn(new RealtimeHub(handle, logger), outsideTotalUrl, priceFeed);
}

/** Market services around a given realtime hub (tests make hubs with their own options). */
export function marketServicesOn(
  realtime: RealtimeHub,
  outsideTotalUrl: string | null = null,
  priceFeed?: MarketServices['priceFeed'],
): MarketServices {
  const reads = new ReadCache();
  // Any change of the market tables, made by any instance, makes cached reads stale; so
  // does a lost LISTEN connection (changes go unheard) and the catch-up after it.
  realtime.subscribe(() => reads.invalidate());
  realtime.onConnectionState(() => reads.invalidate());
  // Kept pages go with them, but only those built from the data (ADR 183).
  const pages = new PageCache();
  realtime.subscribe(() => pages.invalidateData());
  realtime.onConnectionState(() => pages.invalidateData());
  return {
    realtime,
    reads,
    pages,
    indexResults: new IndexResults(),
    outsideTotal: new OutsideTotalLookup(outsideTotalUrl),
    ...(priceFeed && { priceFeed }),
  };
}

/** The JSON API. Typed route tests (testClient) take their types from createApp's result. */
function apiRoutes(
  market: MarketServices,
  journeys: JourneySettings,
  openData: OpenDataOptions = {},
  sources: SourceSettings = NO_SOURCES,
) {
  return new Hono<AppEnv>()
    .basePath('/api')
    .route('/health', health)
    .route('/constituents', constituentRoutes(market))
    .route('/holdings', holdingsRoutes(market))
    .route('/holders', holderRoutes(market))
    .route('/governments', governmentRoutes(market))
    .route('/v1', openDataApi(market, openData))
    .route('/index', indexResultRoutes(market))
    .route('/index-history', indexHistoryRoutes(market))
    .route('/realtime', realtimeRoutes(market))
    .route('/prices', priceRoutes(market))
    .route('/testimonials', testimonialRoutes)
    .route('/auth', authRoutes)
    .route('/me', meRoutes)
    .route('/me', myActivityRoutes(journeys))
    .route('/assessments', assessmentRoutes(journeys))
    .route('/consultations', consultationRoutes(journeys))
    .route('/webinars', webinarRoutes(journeys))
    .route('/enquiries', enquiryRoutes(journeys))
    .route('/policies', policyRoutes(journeys))
    .route('/alerts', alertRoutes(journeys))
    .route('/analytics', analyticsRoutes())
    .route('/admin', adminRoutes(market, journeys, sources));
}

export function createApp(options: CreateAppOptions) {
  const logger = options.logger ?? pino({ level: 'silent' });
  const site = options.staticSite !== undefined ? options.staticSite : loadStaticSite(options.staticDir);
  const { db: handle } = options;
  const market = options.market ?? createMarketServices(handle, logger);
  const authSettings = options.auth ?? ephemeralAuthSettings(handle.db);
  const auth = createAuthService(handle.db, authSettings, logger);

  // Chained so the returned app carries the API's route types (for testClient).
  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(requestLogger(logger))
    .use(securityHeaders({ https: isHttps(authSettings.publicOrigin), analyticsTag: Boolean(options.analyticsTagId) }))
    .use(async (c, next) => {
      c.set('db', handle.db);
      c.set('dbHandle', handle);
      c.set('auth', auth);
      await next();
    })
    .use('/api/*', noStoreByDefault())
    .use('/api/*', compressJson())
    // Every path, pages too: none may be made to take in a large body before answering.
    .use('*', bodyLimits())
    .use('/api/*', originCheck(authSettings.trustedOrigins, [ONE_CLICK_UNSUBSCRIBE_PATH]))
    .route('/', apiRoutes(market, options.journeys ?? defaultJourneySettings(), options.openData, options.sources));

  app.all('/api/*', (c) => {
    throw new AppError('NOT_FOUND', { message: `No API route for ${c.req.method} ${c.req.path}` });
  });
  const pages = options.pageRenderer
    ? new RenderedPages({
        renderer: options.pageRenderer,
        // The pages' first data comes from the API itself, in this process, without cookies.
        fetchApi: async (request) => app.request(request),
        logger,
      })
    : null;
  app.route('/feeds', feedRoutes);
  app.route(
    '/',
    spaRoutes(site, undefined, { analyticsTagId: options.analyticsTagId ?? null, pages, cache: market.pages }),
  );

  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: `No route for ${c.req.method} ${c.req.path}` }, 404));
  app.onError(handleError);
  return app;
}

/**
 * The node:http fast path for cached public reads, sending what createApp's stack sends for
 * the same settings (index.ts puts it in front of the app; ADR 051).
 */
export function createPublicReadFastPath(
  market: MarketServices,
  logger: Logger,
  auth: AuthSettings,
  analyticsTagId: string | null = null,
) {
  return new PublicReadFastPath({
    reads: market.reads,
    pages: market.pages,
    logger,
    securityHeaders: securityHeaderValues({ https: isHttps(auth.publicOrigin), analyticsTag: Boolean(analyticsTagId) }),
    openData: { limiter: () => market.openDataLimiter, trustProxy: auth.trustProxy },
  });
}
