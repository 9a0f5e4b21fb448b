// The events the realtime hub publishes and the SSE fan-out sends: a numbered change, or
// `resync` when changes were missed that cannot be replayed. Their own module so the hub and
// the fan-out both import them and neither imports the other's types (ADR 194).
import type { RealtimeEvent } from '../../domain/schemas/realtime.ts';

export type NumberedEvent = RealtimeEvent & { id: number };
/** "Refetch all market data": events were missed that cannot be replayed. `id`: the position after it. */
export interface ResyncEvent {
  type: 'resync';
  reason: ResyncReason;
  id: number;
}
export type ResyncReason = 'gap-too-old' | 'unknown-event-id' | 'replay-unavailable';
export type HubEvent = NumberedEvent | ResyncEvent;

/** What a reconnecting browser gets: the events after its id, or `resync`. */
export type Replay = { events: NumberedEvent[] } | { resync: ResyncReason };
