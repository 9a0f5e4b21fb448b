// The SSE side of the realtime hub: every open GET /api/realtime of this instance. Each
// event is serialised once into the bytes of one SSE message and those bytes are written
// to every connection (no per-client stream objects or JSON), with one heartbeat timer for
// all of them. A connection that resumes (Last-Event-ID, or ?lastEventId= when the browser
// opens a new EventSource) first gets what it missed — from the hub's memory, or from the
// table while live events wait for it in order — or `resync` when that is no longer kept.
// docs/decisions/021-durable-realtime-events.md
import type { Logger } from 'pino';
import type { HubEvent, NumberedEvent, Replay, ResyncReason } from './events.ts';

/** A comment line now and then keeps proxies from closing a quiet stream. */
export const REALTIME_HEARTBEAT_MS = 25_000;
/** What the browser waits before reconnecting when the stream drops (EventSource `retry`). */
export const CLIENT_RETRY_MS = 1_000;
/**
 * A client that does not read (its socket buffer keeps growing) is disconnected past this;
 * it reconnects with its last id and replays what it missed.
 */
export const MAX_BUFFERED_BYTES = 256 * 1024;
/** How long shutdown waits for the streams' last bytes to go out. */
const CLOSE_TIMEOUT_MS = 2_000;
/** Largest id accepted from a client: beyond it the id cannot be one of ours. */
const MAX_EVENT_ID_DIGITS = 15;

const CRLF = Buffer.from('\r\n');

/**
 * One SSE message as bytes, made once and written to every connection; also as one
 * HTTP/1.1 chunk (length line, bytes, CRLF), made once on first use, for responses the
 * server writes straight to the socket.
 */
export class SseFrame {
  private chunk: Buffer | undefined;

  constructor(readonly bytes: Buffer) {}

  static of(text: string): SseFrame {
    return new SseFrame(Buffer.from(text));
  }

  get chunked(): Buffer {
    this.chunk ??= Buffer.concat([Buffer.from(`${this.bytes.length.toString(16)}\r\n`), this.bytes, CRLF]);
    return this.chunk;
  }
}

const HEARTBEAT_FRAME = SseFrame.of(': heartbeat\n\n');

/** The SSE message of an event: `id`, `event` (its type) and the contract's data fields. */
export function eventFrame(event: HubEvent): SseFrame {
  if (event.type === 'resync') {
    return SseFrame.of(`id: ${event.id}\nevent: resync\ndata: ${JSON.stringify({ reason: event.reason })}\n\n`);
  }
  const { id, type, ...data } = event;
  return SseFrame.of(`id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * The first message: the browser's reconnect delay, and — for a new client — the current
 * position as its id, so a reconnect after a quiet spell resumes instead of missing changes.
 */
export function readyFrame(position: number | null): SseFrame {
  const id = position === null ? '' : `id: ${position}\n`;
  return SseFrame.of(`retry: ${CLIENT_RETRY_MS}\n${id}event: ready\ndata: {}\n\n`);
}

/** A Last-Event-ID as we issue them (a positive decimal integer), or null. */
export function parseEventId(value: string): number | null {
  if (!/^\d+$/.test(value) || value.length > MAX_EVENT_ID_DIGITS) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** Where a connection's bytes go: a Node response (the server) or a Web stream (tests). */
export interface SseSink {
  write(frame: SseFrame): void;
  /** Ends the stream; resolves once the last bytes are handed to the client (or it is gone). */
  end(): Promise<void> | void;
  /** Bytes written but not yet taken by the client. */
  readonly bufferedBytes: number;
}

/** What the fan-out needs from the hub. */
export interface EventFeed {
  readonly position: number;
  subscribe(listener: (event: HubEvent) => void): () => void;
  recentSince(lastEventId: number): NumberedEvent[] | null;
  readSince(lastEventId: number): Promise<Replay>;
}

interface Waiting {
  id: number;
  frame: SseFrame;
  resync: boolean;
}

class SseConnection {
  /** Live events are written only above this id (replay and live overlap without duplicates). */
  lastSentId = 0;
  /** While the table is read for this connection, live events wait here. */
  waiting: Waiting[] | null = null;
  closed = false;

  constructor(readonly sink: SseSink) {}

  /** Writes an event above the last id sent; a resync always, and it sets the position. */
  send(id: number, frame: SseFrame, resync = false): void {
    if (this.closed) return;
    if (this.waiting) {
      this.waiting.push({ id, frame, resync });
      return;
    }
    if (!resync && id <= this.lastSentId) return;
    this.sink.write(frame);
    this.lastSentId = resync ? id : Math.max(this.lastSentId, id);
  }
}

export class SseFanout {
  private readonly connections = new Set<SseConnection>();
  private heartbeat: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly feed: EventFeed,
    private readonly logger: Logger,
  ) {}

  get size(): number {
    return this.connections.size;
  }

  /** Subscribes to the hub and starts the shared heartbeat (idempotent). */
  start(heartbeatMs = REALTIME_HEARTBEAT_MS): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.feed.subscribe((event) => this.broadcast(event));
    this.heartbeat = setInterval(() => this.beat(), heartbeatMs);
    this.heartbeat.unref();
  }

  /** Ends every stream (server shutdown) and waits, briefly, for their last bytes to go out. */
  async close(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    clearInterval(this.heartbeat);
    const ending = [...this.connections].map((connection) => this.end(connection));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(ending),
      new Promise((resolve) => {
        timer = setTimeout(resolve, CLOSE_TIMEOUT_MS);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
  }

  /**
   * Starts a stream on `sink`: the ready message, what the client missed after
   * `lastEventId` (raw header or query value), then live events. Returns the function to
   * call when the client goes away.
   */
  attach(sink: SseSink, lastEventId?: string): () => void {
    const connection = new SseConnection(sink);
    this.connections.add(connection);
    const detach = () => {
      connection.closed = true;
      this.connections.delete(connection);
    };
    const position = this.feed.position;
    if (!lastEventId) {
      sink.write(readyFrame(position));
      connection.lastSentId = position;
      return detach;
    }
    sink.write(readyFrame(null));
    const lastId = parseEventId(lastEventId);
    if (lastId === null) {
      this.sendResync(connection, 'unknown-event-id');
      return detach;
    }
    const recent = this.feed.recentSince(lastId);
    if (recent) {
      connection.lastSentId = lastId;
      for (const event of recent) connection.send(event.id, eventFrame(event));
      return detach;
    }
    // Not all in memory: read the table; live events wait in order meanwhile.
    connection.lastSentId = lastId;
    connection.waiting = [];
    this.feed.readSince(lastId).then(
      (replay) => this.finishReplay(connection, replay, position),
      (error: unknown) => {
        this.logger.warn({ err: error }, 'Realtime: reading missed events failed; the client resyncs');
        this.finishReplay(connection, { resync: 'replay-unavailable' }, position);
      },
    );
    return detach;
  }

  /**
   * After the table was read: the replay (or a resync at the position the connection
   * started from), then the live events that waited — all of them above that position.
   */
  private finishReplay(connection: SseConnection, replay: Replay, attachedAt: number) {
    const waiting = connection.waiting ?? [];
    connection.waiting = null;
    if (connection.closed) return;
    if ('resync' in replay) this.sendResync(connection, replay.resync, attachedAt);
    else for (const event of replay.events) connection.send(event.id, eventFrame(event));
    for (const entry of waiting) connection.send(entry.id, entry.frame, entry.resync);
  }

  private sendResync(connection: SseConnection, reason: ResyncReason, position = this.feed.position) {
    connection.send(position, eventFrame({ type: 'resync', reason, id: position }), true);
  }

  private broadcast(event: HubEvent) {
    const frame = eventFrame(event);
    const resync = event.type === 'resync';
    for (const connection of this.connections) {
      if (connection.sink.bufferedBytes > MAX_BUFFERED_BYTES) {
        this.logger.debug('Realtime: a client stopped reading; disconnecting it');
        void this.end(connection);
        continue;
      }
      try {
        connection.send(event.id, frame, resync);
      } catch (error) {
        this.logger.debug({ err: error }, 'Realtime: writing to a client failed');
        void this.end(connection);
      }
    }
  }

  private beat() {
    for (const connection of this.connections) {
      if (connection.closed || connection.waiting) continue;
      try {
        connection.sink.write(HEARTBEAT_FRAME);
      } catch {
        void this.end(connection);
      }
    }
  }

  private async end(connection: SseConnection): Promise<void> {
    connection.closed = true;
    this.connections.delete(connection);
    try {
      await connection.sink.end();
    } catch {
      // already gone
    }
  }
}
