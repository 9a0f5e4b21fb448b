// Serves the built SPA from memory: files by path, and index.html for every other page
// path — 200 for the routes the SPA knows, 404 otherwise (it then renders its not-found page).
import type { Context } from 'hono';
import { isPattern, matchRoute } from '../../domain/routes.ts';
import { createRouter, type AppEnv } from '../app-env.ts';
import { negotiateEncoding, type StaticFile, type StaticSite } from '../static/static-site.ts';
import { pageResolvers as defaultPageResolvers, type PageResolvers } from './page-resolvers.ts';

export const NOT_BUILT_MESSAGE =
  'The Vaultmark web app has not been built yet. Run `npm run build`, then restart the server.';

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

function sendFile(c: Context, file: StaticFile, status: 200 | 404): Response {
  const encoding = negotiateEncoding(c.req.header('accept-encoding'), file);
  const variant = file.variants[encoding] ?? file.variants.identity;
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    ETag: variant.etag,
  });
  if (file.compressible) headers.set('Vary', 'Accept-Encoding');
  if (status === 200 && matchesEtag(c.req.header('if-none-match'), variant.etag)) {
    headers.delete('Content-Type');
    return new Response(null, { status: 304, headers });
  }
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(variant.body.byteLength));
  // Node Buffers are plain ArrayBuffer-backed here; the DOM typing wants that spelled out.
  return new Response(variant.body as Uint8Array<ArrayBuffer>, { status, headers });
}

function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * 200 for a path of the route table, 404 otherwise; a parameterised path is 200 only when
 * its resolver (page-resolvers.ts) finds what it names.
 */
async function pageStatus(c: Context<AppEnv>, path: string, resolvers: PageResolvers): Promise<200 | 404> {
  const match = matchRoute(path);
  if (!match) return 404;
  const resolve = isPattern(match.entry.path) ? resolvers[match.entry.path] : undefined;
  if (!resolve) return 200;
  return (await resolve(match.params, c)) ? 200 : 404;
}

/** GET (and HEAD) for every non-API path. */
export function spaRoutes(site: StaticSite | null, resolvers: PageResolvers = defaultPageResolvers) {
  const router = createRouter();
  if (!site) {
    return router.get('*', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.text(NOT_BUILT_MESSAGE, 503);
    });
  }
  return router.get('*', async (c) => {
    const path = decodePath(c.req.path);
    const file = path === null ? undefined : site.files.get(path);
    if (file) return sendFile(c, file, 200);
    return sendFile(c, site.indexHtml, path === null ? 404 : await pageStatus(c, path, resolvers));
  });
}
