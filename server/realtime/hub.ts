// The realtime hub: one LISTEN on the database channel 'vaultmark_changes' per server
// instance, fanned out to every subscriber (the SSE streams, the read cache). Each event
// carries its durable id from realtime_events (ids increase in commit order, and
// notifications arrive in commit order), so the hub publishes every event once, in id
// order, and remembers the recent ones for browsers that reconnect.
//
// On PostgreSQL a lost LISTEN connection is re-established with back-off; on reconnect the
// hub reads the events written meanwhile from the table and publishes them before any new
// one (or, when they are no longer all kept, publishes a `resync`). Failures are logged,
// never shown to users (spec). docs/decisions/021-durable-realtime-events.md
import type pg from 'pg';
import type { Logger } from 'pino';
import { isIndexId } from '../../domain/index-methodology/methodologies.ts';
import { INDEX_TYPES, type IndexType } from '../../domain/schemas/common.ts';
import type { RealtimeEvent } from '../../domain/schemas/realtime.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  latestRealtimeEvents,
  realtimeEventBounds,
  realtimeEventsAfter,
  trimRealtimeEvents,
  type StoredRealtimeEvent,
} from '../db/queries/realtime-events.ts';
import type { HubEvent, NumberedEvent, Replay, ResyncReason } from './events.ts';
import { SseFanout } from './sse-fanout.ts';

export const CHANGES_CHANNEL = 'vaultmark_changes';
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];
/** Events older than this are deleted from the table; a browser further behind gets `resync`. */
export const EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;
const TRIM_EVERY_MS = 10 * 60 * 1000;
/** Recent events kept in memory, so most reconnecting browsers are answered without a query. */
export const RECENT_EVENTS_KEPT = 2_048;
/** A browser this many events behind refetches everything (`resync`) instead of replaying them. */
export const MAX_REPLAY_EVENTS = 2_000;

type Listener = (event: HubEvent) => void;

const isIndexType = (value: unknown): value is IndexType => (INDEX_TYPES as readonly unknown[]).includes(value);

/** Maps a trigger payload (supabase/migrations/*_realtime_events.sql) to an API event. */
export function toRealtimeEvent(payload: string | Record<string, unknown>): RealtimeEvent | null {
  let raw: Record<string, unknown>;
  if (typeof payload === 'string') {
    try {
      raw = JSON.parse(payload) as Record<string, unknown>;
    } catch {
      return null;
    }
  } else raw = payload;
  if (!raw || typeof raw !== 'object') return null;
  const op = String(raw.op ?? '');
  if (raw.table === 'treasury_constituents' && isIndexType(raw.index_type)) {
    return { type: 'constituents', op, indexType: raw.index_type };
  }
  if (raw.table === 'price_data' && typeof raw.symbol === 'string') {
    const price = Number(raw.price);
    const timestamp = new Date(String(raw.timestamp));
    if (!Number.isFinite(price) || Number.isNaN(timestamp.getTime())) return null;
    return { type: 'price', op, symbol: raw.symbol, price, timestamp: timestamp.toISOString() };
  }
  if (raw.table === 'index_history' && typeof raw.index_type === 'string' && isIndexId(raw.index_type)) {
    return { type: 'index_history', op, indexType: raw.index_type, date: String(raw.date) };
  }
  return null;
}

function toNumberedEvent(stored: StoredRealtimeEvent): NumberedEvent | null {
  const event = toRealtimeEvent(stored.payload as Record<string, unknown>);
  return event ? { ...event, id: stored.id } : null;
}

/** The id a notification carries (added by the publishing trigger), or null. */
function notificationId(raw: Record<string, unknown>): number | null {
  const id = Number(raw.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export class RealtimeHub {
  /** The SSE connections of this instance (GET /api/realtime). */
  readonly streams: SseFanout;
  private readonly listeners = new Set<Listener>();
  private readonly connectionListeners = new Set<(state: 'lost' | 'synchronised') => void>();
  /** The highest id published. */
  private lastId = 0;
  /** Recent events in id order; together they are every event with an id above `recentFloor`. */
  private recent: NumberedEvent[] = [];
  private recentFloor = 0;
  /** While the hub reads the table, notifications wait here so order is kept. */
  private held: string[] | null = null;
  /** Whether the table was read once (the start); later reads catch up after a reconnect. */
  private synchronisedOnce = false;
  private stopped = true;
  private unlisten: (() => Promise<void>) | undefined;
  private client: pg.PoolClient | undefined;
  private detachClient: (() => void) | undefined;
  private reconnectAttempt = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private trimTimer: NodeJS.Timeout | undefined;

  private readonly recentEventsKept: number;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly logger: Logger,
    options: { recentEventsKept?: number } = {},
  ) {
    this.recentEventsKept = options.recentEventsKept ?? RECENT_EVENTS_KEPT;
    this.streams = new SseFanout(this, logger);
  }

  /** The id of the last event published (0 before any). */
  get position(): number {
    return this.lastId;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * 'lost' when the LISTEN connection drops (changes may go unheard until it is back);
   * 'synchronised' once the hub has caught up with the table (at start and after a reconnect).
   */
  onConnectionState(listener: (state: 'lost' | 'synchronised') => void): () => void {
    this.connectionListeners.add(listener);
    return () => this.connectionListeners.delete(listener);
  }

  /** Delivers one notification payload (the trigger's JSON with its id). */
  publish(payload: string): void {
    if (this.held) {
      this.held.push(payload);
      return;
    }
    let raw: Record<string, unknown>;
    try {
      raw = JSON.parse(payload) as Record<string, unknown>;
    } catch {
      return;
    }
    const id = notificationId(raw);
    const event = toRealtimeEvent(raw);
    if (id === null || !event) return;
    this.emitEvent({ ...event, id });
  }

  /**
   * The events after `lastEventId` from memory, when memory has them all; null when the
   * table must be asked (readSince).
   */
  recentSince(lastEventId: number): NumberedEvent[] | null {
    if (lastEventId < this.recentFloor || lastEventId > this.lastId) return null;
    let start = this.recent.length;
    while (start > 0 && this.recent[start - 1]!.id > lastEventId) start -= 1;
    return this.recent.slice(start);
  }

  /** The events after `lastEventId` from the table, or the reason to resync instead. */
  async readSince(lastEventId: number): Promise<Replay> {
    const bounds = await realtimeEventBounds(this.handle.db);
    if (lastEventId > bounds.lastAssigned) return { resync: 'unknown-event-id' };
    // Nothing after it was ever written: up to date, whatever was trimmed.
    if (lastEventId === bounds.lastAssigned) return { events: [] };
    if (bounds.oldest === null || lastEventId < bounds.oldest - 1) return { resync: 'gap-too-old' };
    const rows = await realtimeEventsAfter(this.handle.db, lastEventId, MAX_REPLAY_EVENTS + 1);
    if (rows.length > MAX_REPLAY_EVENTS) return { resync: 'gap-too-old' };
    return { events: rows.map(toNumberedEvent).filter((event): event is NumberedEvent => event !== null) };
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.streams.start();
    this.trimTimer = setInterval(() => void this.trim(), TRIM_EVERY_MS);
    this.trimTimer.unref();
    if (this.handle.engine === 'pglite') {
      this.held = [];
      this.unlisten = await this.handle.pglite.listen(CHANGES_CHANNEL, (payload) => this.publish(payload));
      await this.synchronise('start');
      return;
    }
    await this.listenOnPostgres();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.trimTimer);
    await this.unlisten?.().catch(() => undefined);
    if (this.client) {
      await this.client.query(`UNLISTEN ${CHANGES_CHANNEL}`).catch(() => undefined);
      this.releaseClient();
    }
    await this.streams.close();
    this.listeners.clear();
    this.connectionListeners.clear();
  }

  /** Deletes events older than the retention (any instance may; it is idempotent). */
  async trim(now = new Date()): Promise<number> {
    try {
      return await trimRealtimeEvents(this.handle.db, new Date(now.getTime() - EVENT_RETENTION_MS));
    } catch (error) {
      this.logger.warn({ err: error }, 'Trimming old realtime events failed');
      return 0;
    }
  }

  private emit(event: HubEvent) {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.logger.warn({ err: error }, 'Realtime subscriber failed');
      }
    }
  }

  private emitEvent(event: NumberedEvent) {
    // Each event once: the table read and the notifications overlap after a reconnect.
    if (event.id <= this.lastId) return;
    this.lastId = event.id;
    this.recent.push(event);
    if (this.recent.length > this.recentEventsKept) {
      const dropped = this.recent.splice(0, this.recent.length - this.recentEventsKept);
      this.recentFloor = dropped.at(-1)!.id;
    }
    this.emit(event);
  }

  /** Everything after the hub's position is lost to memory: clients before it refetch. */
  private emitResync(reason: ResyncReason, position: number) {
    this.lastId = Math.max(this.lastId, position);
    this.recent = [];
    this.recentFloor = this.lastId;
    this.emit({ type: 'resync', reason, id: this.lastId });
  }

  private setConnectionState(state: 'lost' | 'synchronised') {
    for (const listener of this.connectionListeners) {
      try {
        listener(state);
      } catch (error) {
        this.logger.warn({ err: error }, 'Realtime connection listener failed');
      }
    }
  }

  /**
   * Reads the table while notifications are held: at start the recent events (memory for
   * replays), after a reconnect everything written since the last event published. Then the
   * held notifications follow (those already read are skipped by id).
   */
  private async synchronise(kind: 'start' | 'reconnect'): Promise<void> {
    this.held ??= [];
    try {
      await this.readTable(kind);
    } catch (error) {
      // Nothing is published past what was read: the next attempt reads from the same place.
      this.held = null;
      throw error;
    }
    const held = this.held ?? [];
    this.held = null;
    for (const payload of held) this.publish(payload);
    this.synchronisedOnce = true;
    this.setConnectionState('synchronised');
  }

  private async readTable(kind: 'start' | 'reconnect'): Promise<void> {
    if (kind === 'start') {
      const rows = await latestRealtimeEvents(this.handle.db, this.recentEventsKept);
      if (rows.length > 0) {
        this.recentFloor = rows[0]!.id - 1;
        this.recent = rows.map(toNumberedEvent).filter((event): event is NumberedEvent => event !== null);
        this.lastId = rows.at(-1)!.id;
      } else {
        // Nothing kept: whatever ids were handed out before are unknown to memory.
        const { lastAssigned } = await realtimeEventBounds(this.handle.db);
        this.recent = [];
        this.lastId = lastAssigned;
        this.recentFloor = lastAssigned;
      }
    } else {
      const replay = await this.readSince(this.lastId);
      if ('resync' in replay) {
        const { lastAssigned } = await realtimeEventBounds(this.handle.db);
        this.logger.warn({ reason: replay.resync }, 'Realtime: changes missed while reconnecting; clients resync');
        this.emitResync(replay.resync, lastAssigned);
      } else {
        for (const event of replay.events) this.emitEvent(event);
        if (replay.events.length > 0) {
          this.logger.info({ events: replay.events.length }, 'Realtime: delivered changes made while reconnecting');
        }
      }
    }
  }

  private async listenOnPostgres(): Promise<void> {
    if (this.handle.engine !== 'postgres' || this.stopped) return;
    let client: pg.PoolClient | undefined;
    const reconnecting = this.reconnectAttempt > 0;
    try {
      client = await this.handle.pool.connect();
      const listening = client;
      const onNotification = (message: pg.Notification) => {
        if (message.channel === CHANGES_CHANNEL && message.payload) this.publish(message.payload);
      };
      const onError = (error: Error) => this.onConnectionLost(listening, error);
      listening.on('notification', onNotification);
      listening.on('error', onError);
      this.detachClient = () => {
        listening.off('notification', onNotification);
        listening.off('error', onError);
      };
      this.client = listening;
      // Hold notifications from the moment LISTEN starts until the table has been read.
      this.held ??= [];
      await listening.query(`LISTEN ${CHANGES_CHANNEL}`);
      await this.synchronise(this.synchronisedOnce ? 'reconnect' : 'start');
      if (reconnecting) this.logger.info('Realtime LISTEN connection restored');
      this.reconnectAttempt = 0;
    } catch (error) {
      this.held = null;
      if (client && this.client === client) this.releaseClient(error instanceof Error ? error : undefined);
      this.scheduleReconnect(error);
    }
  }

  /** Hands the listening connection back to the pool, with our listeners removed. */
  private releaseClient(error?: Error) {
    const client = this.client;
    if (!client) return;
    this.client = undefined;
    this.detachClient?.();
    this.detachClient = undefined;
    client.release(error);
  }

  private onConnectionLost(client: pg.PoolClient, error: Error) {
    // Only the connection currently listening is ours; one already handed back belongs to the pool.
    if (this.client !== client) return;
    this.releaseClient(error);
    this.setConnectionState('lost');
    this.scheduleReconnect(error);
  }

  private scheduleReconnect(error: unknown) {
    if (this.stopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.reconnectAttempt, RECONNECT_DELAYS_MS.length - 1)]!;
    if (this.reconnectAttempt === 0) this.logger.warn({ err: error }, 'Realtime LISTEN connection lost; reconnecting');
    this.reconnectAttempt += 1;
    this.reconnectTimer = setTimeout(() => void this.listenOnPostgres(), delay);
    this.reconnectTimer.unref();
  }
}
