// One log line per request (id, method, path, status, duration) and a request-bound logger
// on `c.var.logger` for handlers.
import pino, { type DestinationStream, type Logger } from 'pino';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

const DURATION_DECIMALS = 10;
/** pino's number for the info level, and the request line's message: the line below is written as pino writes it. */
const INFO_LEVEL = pino.levels.values.info;
const REQUEST_MESSAGE = 'request';

export interface RequestLogLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  /** performance.now() when the request arrived. */
  started: number;
}

interface DirectLines {
  destination: DestinationStream;
  /** The logger's base fields as pino writes them after the time: `,"pid":123`. */
  bindings: string;
}

/** What JSON.stringify escapes: quote, backslash, control characters, lone surrogates (any surrogate goes to it). */
// eslint-disable-next-line no-control-regex -- the control characters are what JSON must escape
const NEEDS_ESCAPING = /["\\\u0000-\u001f\ud800-\udfff]/;

/** `JSON.stringify(text)`, without its cost for the plain text request lines hold nearly always. */
function jsonString(text: string): string {
  return NEEDS_ESCAPING.test(text) ? JSON.stringify(text) : `"${text}"`;
}

/** Loggers whose request lines are written straight to their destination (the server's own). */
const directLines = new WeakMap<Logger, DirectLines>();

/**
 * `pino({ level, base }, destination)`, whose request lines skip pino's per-call work
 * (merging, serialisers, hooks) and go to `destination` as the same JSON pino would write
 * (ADR 100). The logger has no serialisers, formatters, mixin or hooks.
 */
export function loggerWithDirectRequestLines(
  options: { level: string; base: Record<string, string | number> },
  destination: DestinationStream,
): Logger {
  const logger = pino(options, destination);
  const bindings = Object.entries(options.base)
    .map(([key, value]) => `,${JSON.stringify(key)}:${JSON.stringify(value)}`)
    .join('');
  directLines.set(logger, { destination, bindings });
  return logger;
}

/** The request's log line; the fast path (server/http/fast-path.ts) writes the same one. */
export function logRequest(logger: Logger, { reqId, method, path, status, started }: RequestLogLine): void {
  if (!logger.isLevelEnabled('info')) return;
  const ms = Math.round((performance.now() - started) * DURATION_DECIMALS) / DURATION_DECIMALS;
  const direct = directLines.get(logger);
  if (direct === undefined) {
    logger.info({ reqId, method, path, status, ms }, REQUEST_MESSAGE);
    return;
  }
  direct.destination.write(
    `{"level":${INFO_LEVEL},"time":${Date.now()}${direct.bindings},"reqId":${jsonString(reqId)},` +
      `"method":${jsonString(method)},"path":${jsonString(path)},"status":${status},"ms":${ms},` +
      `"msg":"${REQUEST_MESSAGE}"}\n`,
  );
}

export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.set('logger', logger.child({ reqId: c.var.requestId }));
    await next();
    logRequest(logger, {
      reqId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      started,
    });
  };
}
