// The realtime client: one EventSource on GET /api/realtime, its named events validated
// against the contract, and our own reconnect after 1, 2, 5 then every 10 s (the browser's
// built-in retry is cut short by closing the source on error). Every event carries a
// durable, increasing id; a reconnect asks to resume after the last one seen
// (`?lastEventId=…`, since a new EventSource cannot send the Last-Event-ID header itself),
// and the server replays what was missed or sends `resync` when it cannot. Failures are
// logged at debug or warn level and never shown to the user (spec section 8).
import { realtimeEventSchema, type RealtimeEvent } from '@domain/schemas/realtime';
import * as z from 'zod/mini';
import { REALTIME_RECONNECT_DELAYS_MS, REALTIME_URL } from '@/config/market';

/** The part of the browser's EventSource the client uses (tests inject a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

export interface RealtimeLogger {
  debug: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
}

export interface ReconnectInfo {
  /**
   * True when the new stream resumes after the last event seen: the server replays what was
   * missed (or sends `resync`). False when no event had an id yet, so nothing tells the
   * server where to resume and changes in the gap may be lost.
   */
  resumed: boolean;
}

export interface RealtimeOptions {
  onEvent: (event: RealtimeEvent) => void;
  /** The server could not replay what this client missed: refetch everything. */
  onResync?: (reason: string) => void;
  /** Called when the stream opens again after a drop. */
  onReconnect?: (info: ReconnectInfo) => void;
  url?: string;
  /** Defaults to the browser's EventSource; without one the client does nothing. */
  createEventSource?: EventSourceFactory;
  reconnectDelaysMs?: readonly number[];
  logger?: RealtimeLogger;
}

export interface RealtimeConnection {
  /** Closes the stream and cancels any pending reconnect. */
  close: () => void;
}

/** The named data events the stream sends (the event name is also the payload's `type`). */
export const REALTIME_EVENT_NAMES = ['constituents', 'price', 'index_history'] as const;
/** Control events: the stream is open; or the client missed changes the server cannot replay. */
export const READY_EVENT = 'ready';
export const RESYNC_EVENT = 'resync';
/** The query parameter that carries the last id seen to a new stream. */
export const LAST_EVENT_ID_PARAM = 'lastEventId';

const resyncSchema = z.object({ reason: z.string() });

/** The reason of a `resync` event; a malformed one still means 'refetch everything'. */
export function parseResyncReason(data: unknown): string {
  try {
    const parsed = z.safeParse(resyncSchema, JSON.parse(String(data)));
    if (parsed.success) return parsed.data.reason;
  } catch {
    // fall through
  }
  return 'unspecified';
}

/** The stream's URL, resuming after `lastEventId` when one is known. */
export function realtimeUrl(base: string, lastEventId: string | null): string {
  if (lastEventId === null) return base;
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${LAST_EVENT_ID_PARAM}=${encodeURIComponent(lastEventId)}`;
}

/** Delay before reconnect attempt `attempt` (0-based); the last delay repeats. */
export function reconnectDelay(attempt: number, delays: readonly number[] = REALTIME_RECONNECT_DELAYS_MS): number {
  if (delays.length === 0) return 0;
  return delays[Math.min(Math.max(0, attempt), delays.length - 1)]!;
}

/** Reads one SSE message into a contract event, or null when it does not match the contract. */
export function parseRealtimeMessage(eventName: string, data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null;
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object') return null;
  const parsed = z.safeParse(realtimeEventSchema, { type: eventName, ...payload });
  return parsed.success ? parsed.data : null;
}

function defaultEventSourceFactory(): EventSourceFactory | null {
  const EventSourceClass = (globalThis as { EventSource?: typeof EventSource }).EventSource;
  return EventSourceClass ? (url) => new EventSourceClass(url) : null;
}

export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  const {
    onEvent,
    onResync,
    onReconnect,
    url = REALTIME_URL,
    reconnectDelaysMs = REALTIME_RECONNECT_DELAYS_MS,
    logger = console,
  } = options;
  const createEventSource = options.createEventSource ?? defaultEventSourceFactory();
  if (!createEventSource) {
    logger.debug('[realtime] EventSource is not available; live updates are off');
    return { close: () => {} };
  }

  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let hasOpened = false;
  let closed = false;
  /** The id of the newest event seen, on any stream of this connection. */
  let lastEventId: string | null = null;

  const scheduleReconnect = () => {
    if (closed || timer !== null) return;
    const delay = reconnectDelay(attempt, reconnectDelaysMs);
    attempt += 1;
    logger.debug(`[realtime] reconnecting in ${delay} ms (attempt ${attempt})`);
    timer = setTimeout(() => {
      timer = null;
      open();
    }, delay);
  };

  const drop = () => {
    source?.close();
    source = null;
  };

  /** Remembers a message's id (a decimal sequence number) so a new stream can resume after it. */
  const noteId = (event: Event) => {
    const id = (event as MessageEvent).lastEventId;
    if (typeof id === 'string' && id !== '') lastEventId = id;
  };

  function open() {
    if (closed) return;
    let current: EventSourceLike;
    const resuming = lastEventId !== null;
    try {
      current = createEventSource!(realtimeUrl(url, lastEventId));
    } catch (error) {
      logger.warn('[realtime] could not open the stream', error);
      scheduleReconnect();
      return;
    }
    source = current;
    current.addEventListener('open', () => {
      if (source !== current) return;
      attempt = 0;
      if (hasOpened) onReconnect?.({ resumed: resuming });
      hasOpened = true;
    });
    current.addEventListener(READY_EVENT, (event) => {
      if (source === current) noteId(event);
    });
    current.addEventListener(RESYNC_EVENT, (event) => {
      if (source !== current) return;
      noteId(event);
      const reason = parseResyncReason((event as MessageEvent).data);
      logger.debug(`[realtime] resync asked by the server (${reason})`);
      try {
        onResync?.(reason);
      } catch (error) {
        logger.warn('[realtime] handling a resync failed', error);
      }
    });
    current.addEventListener('error', () => {
      if (source !== current) return;
      logger.debug('[realtime] stream error; closing it');
      drop();
      scheduleReconnect();
    });
    for (const name of REALTIME_EVENT_NAMES) {
      current.addEventListener(name, (event) => {
        if (source !== current) return;
        noteId(event);
        const parsed = parseRealtimeMessage(name, (event as MessageEvent).data);
        if (!parsed) {
          logger.warn(`[realtime] ignored a malformed '${name}' event`);
          return;
        }
        try {
          onEvent(parsed);
        } catch (error) {
          logger.warn(`[realtime] handling a '${name}' event failed`, error);
        }
      });
    }
  }

  open();

  return {
    close: () => {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      drop();
    },
  };
}
