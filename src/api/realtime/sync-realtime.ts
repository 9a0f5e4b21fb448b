// The one realtime path: the stream's events update the query cache (apply-realtime-event.ts)
// and nothing else — stores are views of the cache, so they follow. A resumed stream gets
// what it missed replayed by the server; a resync, or a reconnect that could not resume
// (no event id seen yet), refetches every market query on screen. Failures are logged only.
import type { EventSourceFactory } from '@/lib/realtime';
import { connectRealtime } from '@/lib/realtime';
import { applyRealtimeEvent, refetchAllMarketData, type RealtimeTargets } from './apply-realtime-event';

const logFailure = (error: unknown) => console.warn('[realtime] updating the cache after an event failed', error);

/** Opens the stream; returns what closes it. */
export function startRealtimeSync(targets: RealtimeTargets, createEventSource?: EventSourceFactory): () => void {
  const refetchAll = () => void refetchAllMarketData(targets.queryClient).catch(logFailure);
  const connection = connectRealtime({
    createEventSource,
    onEvent: (event) => void applyRealtimeEvent(event, targets).catch(logFailure),
    onResync: refetchAll,
    onReconnect: ({ resumed }) => {
      if (!resumed) refetchAll();
    },
  });
  return connection.close;
}
