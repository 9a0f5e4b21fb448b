// The server log's destination (ADR 197): pino's own, on stdout, with SonicBoom's buffering
// options. Lines collect until LOG_BUFFER_CHARS of them, then leave in one synchronous write
// (pino retries a full pipe instead of buffering without bound); a quiet server's lines
// leave within LOG_FLUSH_INTERVAL_MS. Exits write what is pending: pino's flush() on the
// stop and fatal paths, and the process's 'exit' event (an uncaught exception too), which
// pino leaves to the caller for a synchronous destination.
import pino from 'pino';

/** Characters of log text that collect before a write: one write carries ~25 request lines. */
export const LOG_BUFFER_CHARS = 4096;

/** The longest a line waits while fewer than LOG_BUFFER_CHARS collect. */
export const LOG_FLUSH_INTERVAL_MS = 10;

/** The server's destination: stdout, buffered, written out on exit. */
export function serverLogDestination() {
  const destination = pino.destination({
    dest: 1,
    sync: true,
    minLength: LOG_BUFFER_CHARS,
    periodicFlush: LOG_FLUSH_INTERVAL_MS,
  });
  process.on('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // stdout closed (EPIPE): nothing more can be written.
    }
  });
  return destination;
}
