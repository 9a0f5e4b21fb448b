// The request line written straight to the destination is the line pino writes for the
// same request: same fields, same order, same values, for any id, method and path.
import fc from 'fast-check';
import pino, { type DestinationStream, type Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerWithDirectRequestLines, logRequest, type RequestLogLine } from './request-logger.ts';
import { REQUEST_LINE_KEYS } from '../testing/request-lines.ts';

function capture(): { lines: string[]; destination: DestinationStream } {
  const lines: string[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(line) } };
}

const BASE = { pid: 4242 };

/** No lone surrogate (String.prototype.isWellFormed, which the project's TypeScript lib predates). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

function loggers(level = 'info'): { viaPino: Logger; direct: Logger; pinoLines: string[]; directLines: string[] } {
  const viaPino = capture();
  const direct = capture();
  const directLogger = loggerWithDirectRequestLines({ level, base: BASE }, direct.destination);
  return {
    viaPino: pino({ level, base: BASE }, viaPino.destination),
    direct: directLogger,
    pinoLines: viaPino.lines,
    directLines: direct.lines,
  };
}

/** The line with its time taken out (the two are written a moment apart), and the time. */
function withoutTime(line: string): { rest: string; time: number } {
  const match = /^\{"level":30,"time":(\d+),/.exec(line);
  if (!match) throw new Error(`no time in ${line}`);
  return { rest: line.replace(match[0], '{"level":30,'), time: Number(match[1]) };
}

describe('request log lines', () => {
  it("writes pino's line, byte for byte apart from the time, for any request", () => {
    fc.assert(
      fc.property(
        fc.record({
          reqId: fc.oneof(fc.uuid(), fc.string({ maxLength: 255 })),
          method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'),
          path: fc.oneof(
            fc.webPath(),
            fc.string({ unit: 'binary', maxLength: 200 }),
            fc.string({ maxLength: 60 }),
            // Any UTF-16 code unit, lone surrogates included.
            fc.string({
              unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
              maxLength: 40,
            }),
          ),
          status: fc.integer({ min: 100, max: 599 }),
        }),
        (request) => {
          const { viaPino, direct, pinoLines, directLines } = loggers();
          // The same duration for both: a start far enough back that rounding agrees.
          const line: RequestLogLine = { ...request, started: performance.now() - 12.34 };
          const before = Date.now();
          logRequest(direct, line);
          logRequest(viaPino, line);
          expect(directLines).toHaveLength(1);
          expect(pinoLines).toHaveLength(1);
          const ours = withoutTime(directLines[0]!);
          const theirs = withoutTime(pinoLines[0]!);
          expect(ours.time).toBeGreaterThanOrEqual(before);
          expect(ours.time).toBeLessThanOrEqual(Date.now());
          // The duration may differ in its last digit (two calls to performance.now()).
          const durationless = (text: string) => text.replace(/"ms":[\d.]+,/, '"ms":0,');
          // A lone surrogate is escaped as JSON.stringify escapes it; pino before Node 25 writes
          // it raw in strings of up to 100 characters (and escapes longer ones).
          if (wellFormed(request.reqId) && wellFormed(request.path)) {
            // eslint-disable-next-line vitest/no-conditional-expect -- property test: pino writes lone surrogates raw, so byte for byte holds for well-formed text
            expect(durationless(ours.rest)).toBe(durationless(theirs.rest));
          } else {
            // eslint-disable-next-line vitest/no-conditional-expect -- property test: pino writes lone surrogates raw, so byte for byte holds for well-formed text
            expect(ours.rest).toContain(JSON.stringify(request.path).slice(1, -1));
          }
          const parsed = JSON.parse(directLines[0]!);
          expect(Object.keys(parsed)).toEqual(REQUEST_LINE_KEYS);
          expect(parsed).toMatchObject({ ...request, pid: BASE.pid, level: 30, msg: 'request' });
          expect(parsed.ms).toBeGreaterThanOrEqual(12.3);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('writes nothing below the info level, on either path', () => {
    const { viaPino, direct, pinoLines, directLines } = loggers('warn');
    const line = { reqId: 'r1', method: 'GET', path: '/api/health', status: 200, started: performance.now() };
    logRequest(direct, line);
    logRequest(viaPino, line);
    expect(directLines).toEqual([]);
    expect(pinoLines).toEqual([]);
  });
});
