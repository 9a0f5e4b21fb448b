// The Atom feeds (issue 47), outside /api like the sitemap:
//   GET /feeds/changes.atom            every holdings change, newest first
//   GET /feeds/holders/:ticker.atom    one holder's (404 for a ticker nobody has)
// Cached like the open data API: a strong ETag of the bytes (304 on If-None-Match) and a
// minute's max-age.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { AppError } from '../../domain/errors.ts';
import { holderFeedFileParam } from '../../domain/schemas/params.ts';
import { changesFeed, holderFeed } from '../alerts/feeds.ts';
import { createRouter, type AppEnv } from '../app-env.ts';
import { SITE_NAME } from '../auth.ts';
import { etagMatches } from '../market/representation.ts';
import { OPEN_DATA_MAX_AGE_SECONDS } from '../open-data/open-data-routes.ts';
import { notFound, validate } from './validate.ts';

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';
const NO_HOLDER = 'No holder has this ticker.';

function answerFeed(c: Context<AppEnv>, body: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = {
    'content-type': ATOM_CONTENT_TYPE,
    'cache-control': `public, max-age=${OPEN_DATA_MAX_AGE_SECONDS}`,
    etag,
  };
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(body, 200, headers);
}

export const feedRoutes = createRouter()
  .get('/changes.atom', async (c) =>
    answerFeed(c, await changesFeed(c.var.db, c.var.auth.settings.publicOrigin, SITE_NAME)),
  )
  .get('/holders/:file', validate('param', holderFeedFileParam, notFound(NO_HOLDER)), async (c) => {
    const { file: ticker } = c.req.valid('param');
    const feed = await holderFeed(c.var.db, c.var.auth.settings.publicOrigin, SITE_NAME, ticker);
    if (feed === null) throw new AppError('NOT_FOUND', { message: NO_HOLDER });
    return answerFeed(c, feed);
  });
