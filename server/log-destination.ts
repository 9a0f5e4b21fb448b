// The server log's destination (ADR 099, ADR 100): the lines written during one turn of the
// event loop leave in one synchronous write when that turn ends (setImmediate), instead of
// one write per line. Under load a turn answers a few requests, and the turns follow each
// other closely: a turn that ends within MIN_WRITE_INTERVAL_MS of the last write leaves its
// lines for a timer at the end of that interval, so a busy server writes a few hundred
// times a second, not once per turn. At rest a line leaves at the end of the turn that
// wrote it. A turn that writes a lot is written as it goes (PENDING_LIMIT_CHARS), and exits
// write what is pending: pino's flush() and the process's 'exit' event.
//
// pino's default destination for stdout writes asynchronously: every line is a job on the
// thread pool, which costs more CPU per request than the cached reads' own work (ADR 051's
// fast path). The sink here is pino's synchronous destination, which retries a pipe that is
// full instead of buffering without bound.
import pino from 'pino';

/** Where batches go: one synchronous write each. */
export interface LogSink {
  write(chunk: string): unknown;
}

/** Pending text past this many characters is written at once, so one busy turn cannot hold much. */
export const PENDING_LIMIT_CHARS = 64 * 1024;

/** Writes follow each other at least this far apart while lines keep coming; a line waits at most this long. */
export const MIN_WRITE_INTERVAL_MS = 2;

export class TurnBatchedDestination {
  private pending = '';
  private scheduled = false;
  /** performance.now() of the last write. */
  private lastWrite = -Infinity;

  constructor(private readonly sink: LogSink) {}

  /** pino calls this once per line. */
  write(line: string): boolean {
    this.pending += line;
    if (this.pending.length >= PENDING_LIMIT_CHARS) this.flushSync();
    else if (!this.scheduled) {
      this.scheduled = true;
      const wait = this.lastWrite + MIN_WRITE_INTERVAL_MS - performance.now();
      if (wait > 0) setTimeout(this.endOfTurn, wait);
      else setImmediate(this.endOfTurn);
    }
    return true;
  }

  /** Writes what is pending now (pino's logger.flush(), and before exits). */
  flushSync(): void {
    if (this.pending === '') return;
    const chunk = this.pending;
    this.pending = '';
    this.lastWrite = performance.now();
    this.sink.write(chunk);
  }

  /** pino's logger.flush(callback). */
  flush(callback?: (error?: Error) => void): void {
    try {
      this.flushSync();
    } catch (error) {
      callback?.(error as Error);
      return;
    }
    callback?.();
  }

  private readonly endOfTurn = () => {
    this.scheduled = false;
    this.flushSync();
  };
}

/** The server's destination: stdout, batched per turn, written out on exit. */
export function serverLogDestination(): TurnBatchedDestination {
  const destination = new TurnBatchedDestination(pino.destination({ dest: 1, sync: true }));
  process.on('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // stdout closed (EPIPE): nothing more can be written.
    }
  });
  return destination;
}
