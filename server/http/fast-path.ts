// The shortest path for cached public reads: a node:http listener in front of the Hono
// stack that answers a GET whose read-cache entry is ready (server/market/public-reads.ts
// names the URLs) straight from the prepared bytes — no Request/Response objects, no
// middleware chain. It sends exactly what the full stack would: the representation's
// headers (server/market/representation.ts), the security headers, the request id, and the
// same log line. Anything else (a miss, another URL or method) goes to the Hono listener,
// which computes, caches and answers; the next request then takes this path (ADR 051).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { isIP } from 'node:net';
import type { ReadCache } from '../market/read-cache.ts';
import { openDataJsonHeaders, openDataKeyForRequest } from '../open-data/open-data-api.ts';
import type { FixedWindowLimiter, RateOutcome } from '../rate-limit/fixed-window-limiter.ts';
import { publicReadKeyForUrl } from '../market/public-reads.ts';
import { logRequest } from '../middleware/request-logger.ts';
import { pageCacheKey } from '../../domain/route-query-params.ts';
import type { CachedPage, PageCache } from '../ssr/page-cache.ts';
import type { StaticFile } from '../static/static-site.ts';
import {
  acceptedEncodings,
  answerHeaders,
  etagMatches,
  pickEncoding,
  type AcceptedEncodings,
  type Encoding,
  type Representation,
} from '../market/representation.ts';

/** hono/request-id's rule: a client's id is echoed when short and plain, otherwise a new one is made. */
const REQUEST_ID_HEADER = 'X-Request-Id';
const REQUEST_ID_MAX_LENGTH = 255;
const REQUEST_ID_REFUSED = /[^\w\-=]/;

export function requestIdFor(sent: string | undefined): string {
  if (!sent || sent.length > REQUEST_ID_MAX_LENGTH || REQUEST_ID_REFUSED.test(sent)) return randomUUID();
  return sent;
}

export interface FastPathOptions {
  reads: ReadCache;
  logger: Logger;
  /** securityHeaderValues() of the app, so both paths send the same. */
  securityHeaders: Readonly<Record<string, string>>;
  /**
   * The open data API's cached JSON reads (/api/v1, ADR 083): answered here too, counted
   * against the same per-address limiter; a request over the limit goes to the stack (429).
   */
  openData?: { limiter: () => FixedWindowLimiter | undefined; trustProxy: number };
  /** Answers to page requests kept ready to send (ADR 183): a kept page is answered here too. */
  pages?: PageCache;
}

/** The client address as server/middleware/client-address.ts reads it. */
function requestAddress(request: IncomingMessage, trustProxy: number): string {
  if (trustProxy > 0) {
    const header = request.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const candidate = forwarded[Math.max(0, forwarded.length - trustProxy)];
    if (candidate && isIP(candidate)) return candidate;
  }
  return request.socket.remoteAddress ?? 'unknown';
}

/** A path the URL parser leaves as it is (no dot segments, escapes or other characters to encode). */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9_~-]+(?:\.[A-Za-z0-9_~-]+)*\/?)*$/;

/** The headers server/routes/spa.ts's sendFile sends with a page (lower-case, in its order). */
function pageHeaders(file: StaticFile, encoding: Encoding, notModified: boolean): Record<string, string> {
  const variant = file.variants[encoding] ?? file.variants.identity;
  const headers: Record<string, string> = {};
  if (!notModified) headers['content-type'] = file.contentType;
  headers['cache-control'] = file.cacheControl;
  headers.etag = variant.etag;
  if (file.compressible) headers.vary = 'Accept-Encoding';
  if (notModified) return headers;
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = String(variant.body.byteLength);
  return headers;
}

type Listener = (request: IncomingMessage, response: ServerResponse) => unknown;

/** The flat [name, value, …] header list of one answer, with the request id's value left to fill in. */
interface HeaderTemplate {
  list: string[];
  requestIdAt: number;
  /** Where the RateLimit-Limit, -Remaining and -Reset values go (open data answers only). */
  rateAt?: number;
}

interface VariantTemplates {
  ok: HeaderTemplate;
  notModified: HeaderTemplate;
}

/** Distinct Accept-Encoding values remembered; browsers send a handful. */
const ACCEPT_ENCODING_MEMO_SIZE = 64;

export class PublicReadFastPath {
  /** Requests answered here (tests and diagnostics). */
  hits = 0;
  /** Header lists per variant, built on first use: the hot path copies one and fills in the request id. */
  private readonly templates = new WeakMap<Representation, Partial<Record<Encoding, VariantTemplates>>>();
  private readonly pageTemplates = new WeakMap<
    CachedPage,
    Partial<Record<Encoding, { ok: string[]; notModified: string[] }>>
  >();
  private readonly acceptMemo = new Map<string, AcceptedEncodings>();

  constructor(private readonly options: FastPathOptions) {}

  /** Answers from the cache when it can; false hands the request on untouched. */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    const started = performance.now();
    const { url } = request;
    if (request.method !== 'GET' || url === undefined) return false;
    const { headers } = request;
    let key = publicReadKeyForUrl(url);
    if (key === null && this.options.pages && !url.startsWith('/api/'))
      return this.handlePage(request, response, url, started);
    const openData = key === null ? this.options.openData : undefined;
    if (openData) key = openDataKeyForRequest(url, headers.accept);
    if (key === null) return false;
    const representation = this.options.reads.peek(key);
    if (representation === undefined) return false;
    let rate: RateOutcome | undefined;
    if (openData) {
      const limiter = openData.limiter();
      if (!limiter) return false;
      rate = limiter.take(requestAddress(request, openData.trustProxy));
      if (!rate.allowed) return false; // the stack answers 429 with its error body
    }

    const encoding = pickEncoding(this.accepted(headers['accept-encoding']), representation.variants);
    const variant = representation.variants[encoding] ?? representation.variants.identity;
    const notModified = etagMatches(headers['if-none-match'], variant.etag);
    const templates = this.templatesFor(representation, encoding, rate !== undefined);
    const template = notModified ? templates.notModified : templates.ok;
    const reqId = requestIdFor(headers['x-request-id'] as string | undefined);
    const sent = template.list.slice();
    sent[template.requestIdAt] = reqId;
    if (rate && template.rateAt !== undefined) {
      sent[template.rateAt] = String(rate.limit);
      sent[template.rateAt + 2] = String(rate.remaining);
      sent[template.rateAt + 4] = String(rate.resetSeconds);
    }
    const status = notModified ? 304 : 200;
    response.writeHead(status, sent);
    if (notModified) response.end();
    else response.end(variant.body);
    this.hits += 1;
    const queryAt = url.indexOf('?');
    logRequest(this.options.logger, {
      reqId,
      method: 'GET',
      path: queryAt < 0 ? url : url.slice(0, queryAt),
      status,
      started,
    });
    return true;
  }

  /** A kept page (server/ssr/page-cache.ts) sent as the page route's sendFile sends it. */
  private handlePage(request: IncomingMessage, response: ServerResponse, url: string, started: number): boolean {
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    // Only plain paths: others are normalised by URL parsing, which the stack does.
    if (!PLAIN_PATH.test(path)) return false;
    const page = this.options.pages!.peek(pageCacheKey(path, queryAt < 0 ? '' : url.slice(queryAt)));
    if (page === undefined) return false;
    const { headers } = request;
    const { file } = page;
    const encoding = pickEncoding(this.accepted(headers['accept-encoding']), file.variants);
    const variant = file.variants[encoding] ?? file.variants.identity;
    const notModified = page.status === 200 && etagMatches(headers['if-none-match'], variant.etag);
    const templates = this.pageTemplatesFor(page, encoding);
    const status = notModified ? 304 : page.status;
    // The stack sends no request id with a page (the id is in the log line only).
    response.writeHead(status, notModified ? templates.notModified : templates.ok);
    if (notModified) response.end();
    else response.end(variant.body);
    this.hits += 1;
    const reqId = requestIdFor(headers['x-request-id'] as string | undefined);
    logRequest(this.options.logger, { reqId, method: 'GET', path, status, started });
    return true;
  }

  /** A kept page's header lists per encoding, built on first use and sent as they are. */
  private pageTemplatesFor(page: CachedPage, encoding: Encoding): { ok: string[]; notModified: string[] } {
    let byEncoding = this.pageTemplates.get(page);
    if (byEncoding === undefined) {
      byEncoding = {};
      this.pageTemplates.set(page, byEncoding);
    }
    const flat = (answer: Record<string, string>, security: boolean) => {
      const list = Object.entries(answer).flat();
      if (security) list.push(...Object.entries(this.options.securityHeaders).flat());
      return list;
    };
    return (byEncoding[encoding] ??= {
      ok: flat(pageHeaders(page.file, encoding, false), true),
      notModified: flat(pageHeaders(page.file, encoding, true), false),
    });
  }

  private accepted(acceptEncoding: string | undefined): AcceptedEncodings {
    if (acceptEncoding === undefined) return acceptedEncodings(undefined);
    let accepted = this.acceptMemo.get(acceptEncoding);
    if (accepted === undefined) {
      if (this.acceptMemo.size >= ACCEPT_ENCODING_MEMO_SIZE) this.acceptMemo.clear();
      accepted = acceptedEncodings(acceptEncoding);
      this.acceptMemo.set(acceptEncoding, accepted);
    }
    return accepted;
  }

  private templatesFor(representation: Representation, encoding: Encoding, openData: boolean): VariantTemplates {
    let byEncoding = this.templates.get(representation);
    if (byEncoding === undefined) {
      byEncoding = {};
      this.templates.set(representation, byEncoding);
    }
    const headersOf = openData ? openDataJsonHeaders : answerHeaders;
    return (byEncoding[encoding] ??= {
      ok: this.template(headersOf(representation, encoding, 200), openData, true),
      notModified: this.template(headersOf(representation, encoding, 304), openData, false),
    });
  }

  /** What the stack sends: the answer's headers, the request id, then the security headers (not on a 304). */
  private template(answer: Record<string, string>, openData: boolean, security: boolean): HeaderTemplate {
    const list: string[] = [];
    for (const [name, value] of Object.entries(answer)) list.push(name, value);
    list.push(REQUEST_ID_HEADER, '');
    const requestIdAt = list.length - 1;
    let rateAt: number | undefined;
    if (openData) {
      list.push('RateLimit-Limit', '', 'RateLimit-Remaining', '', 'RateLimit-Reset', '');
      rateAt = list.length - 5;
    }
    if (security) for (const [name, value] of Object.entries(this.options.securityHeaders)) list.push(name, value);
    return rateAt === undefined ? { list, requestIdAt } : { list, requestIdAt, rateAt };
  }

  /** The given listener (the Hono app's) with this path in front. */
  wrap(listener: Listener): RequestListener {
    return (request, response) => {
      let handled = false;
      try {
        handled = this.handle(request, response);
      } catch (error) {
        // Never expected; a request the fast path fails goes to the full stack if nothing was sent yet.
        this.options.logger.error({ err: error, url: request.url }, 'Public-read fast path failed');
        if (response.headersSent) {
          response.destroy();
          return;
        }
      }
      if (!handled) void listener(request, response);
    };
  }

  /** node:http's createServer with this path in front, for @hono/node-server's `serve({ createServer })`. */
  // node's createServer is overloaded and generic; serve() calls only this (options, listener) form.
  createServer = ((options: Parameters<typeof createServer>[0], listener: Listener) =>
    createServer(options ?? {}, this.wrap(listener))) as unknown as typeof createServer;
}
