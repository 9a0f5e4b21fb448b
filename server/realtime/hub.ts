// The realtime hub: one LISTEN on the database channel 'vaultmark_changes' per server
// instance, fanned out to every subscriber (the SSE streams, the index cache). Each event
// gets an increasing id. On PostgreSQL a lost LISTEN connection is re-established with
// back-off; failures are logged, never shown to users (spec).
import type pg from 'pg';
import type { Logger } from 'pino';
import type { RealtimeEvent } from '../../domain/schemas/market.ts';
import { isIndexId } from '../../domain/index-methodology/methodologies.ts';
import { INDEX_TYPES, type IndexType } from '../../domain/schemas/common.ts';
import type { DatabaseHandle } from '../db/client.ts';

export const CHANGES_CHANNEL = 'vaultmark_changes';
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

export type NumberedEvent = RealtimeEvent & { id: number };
type Listener = (event: NumberedEvent) => void;

const isIndexType = (value: unknown): value is IndexType => (INDEX_TYPES as readonly unknown[]).includes(value);

/** Maps a trigger payload (supabase/migrations/*_realtime_notify.sql) to an API event. */
export function toRealtimeEvent(payload: string): RealtimeEvent | null {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return null;
  }
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

export class RealtimeHub {
  private readonly listeners = new Set<Listener>();
  private readonly closeListeners = new Set<() => void>();
  private nextId = 1;
  private stopped = false;
  private unlisten: (() => Promise<void>) | undefined;
  private client: pg.PoolClient | undefined;
  private detachClient: (() => void) | undefined;
  private reconnectAttempt = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly logger: Logger,
  ) {}

  get subscriberCount(): number {
    return this.listeners.size;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called once when the hub stops (server shutdown), so open streams can end. */
  onClose(listener: () => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  /** Delivers one trigger payload to every subscriber. */
  publish(payload: string): void {
    const event = toRealtimeEvent(payload);
    if (!event) return;
    const numbered = { ...event, id: this.nextId++ };
    for (const listener of this.listeners) {
      try {
        listener(numbered);
      } catch (error) {
        this.logger.warn({ err: error }, 'Realtime subscriber failed');
      }
    }
  }

  async start(): Promise<void> {
    this.stopped = false;
    if (this.handle.engine === 'pglite') {
      this.unlisten = await this.handle.pglite.listen(CHANGES_CHANNEL, (payload) => this.publish(payload));
      return;
    }
    await this.listenOnPostgres();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    await this.unlisten?.().catch(() => undefined);
    if (this.client) {
      await this.client.query(`UNLISTEN ${CHANGES_CHANNEL}`).catch(() => undefined);
      this.releaseClient();
    }
    this.listeners.clear();
    for (const listener of this.closeListeners) listener();
    this.closeListeners.clear();
  }

  private async listenOnPostgres(): Promise<void> {
    if (this.handle.engine !== 'postgres') return;
    let client: pg.PoolClient | undefined;
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
      await listening.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (this.reconnectAttempt > 0) this.logger.info('Realtime LISTEN connection restored');
      this.reconnectAttempt = 0;
    } catch (error) {
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
