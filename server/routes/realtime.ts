// GET /api/realtime — Server-Sent Events: `constituents`, `price` and `index_history`
// events (numbered ids) as the database announces changes, and a heartbeat comment every
// 25 s so proxies keep the stream open.
import { streamSSE } from 'hono/streaming';
import { AppError } from '../../domain/errors.ts';
import { createRouter } from '../app-env.ts';
import type { MarketServices } from '../market/services.ts';

export const REALTIME_HEARTBEAT_MS = 25_000;
/** What the browser waits before reconnecting when the stream drops (EventSource `retry`). */
const CLIENT_RETRY_MS = 1_000;

export const realtimeRoutes = (market: MarketServices, heartbeatMs = REALTIME_HEARTBEAT_MS) =>
  createRouter().get('/', (c) => {
    const hub = market.realtime;
    if (!hub) throw new AppError('UNAVAILABLE', { message: 'Realtime updates are not running on this server' });
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const unsubscribe = hub.subscribe((event) => {
        void stream
          .writeSSE({ event: event.type, id: String(event.id), data: JSON.stringify(event) })
          .catch(() => undefined);
      });
      const stopClosing = hub.onClose(() => void stream.close());
      stream.onAbort(() => {
        unsubscribe();
        stopClosing();
      });
      await stream.writeSSE({ event: 'ready', data: '{}', retry: CLIENT_RETRY_MS });
      while (!stream.aborted && !stream.closed) {
        await stream.sleep(heartbeatMs);
        if (!stream.aborted) await stream.write(': heartbeat\n\n');
      }
      unsubscribe();
      stopClosing();
    });
  });
