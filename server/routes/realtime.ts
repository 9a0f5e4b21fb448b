// GET /api/realtime — Server-Sent Events: `ready`, then `constituents`, `price` and
// `index_history` events with durable ids as the database announces changes, `resync`
// when a client must refetch everything, and a heartbeat comment every 25 s. A client
// resumes with the Last-Event-ID header (the browser's own reconnect) or ?lastEventId=
// (a new EventSource): it gets what it missed, then live events (server/realtime/sse-fanout.ts).
//
// Under the Node server the stream is written straight to the response (the same bytes of
// each event to every client); elsewhere (app.request in tests) through a Web stream.
// One client address holds at most MAX_SSE_STREAMS_PER_ADDRESS open streams; another is
// refused with 429 and Retry-After (the browser's own reconnect tries again later).
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { AppError } from '../../domain/errors.ts';
import { createRouter } from '../app-env.ts';
import { isHttps } from '../auth.ts';
import { clientAddress } from '../middleware/client-address.ts';
import type { MarketServices } from '../market/services.ts';
import { securityHeaderValues } from '../middleware/security-headers.ts';
import type { SseFrame, SseSink } from '../realtime/sse-fanout.ts';

/** @hono/node-server leaves a response alone that carries this header (the handler wrote it). */
const ALREADY_SENT_HEADER = 'x-hono-already-sent';

/**
 * The runtime's own Response class. @hono/node-server replaces the global with a lighter
 * copy whose bodiless answers it writes out itself, ignoring the already-sent header; only
 * a native Response is passed through. (Its copy inherits from the native class.)
 */
function nativeResponseClass(): typeof Response {
  const parent = Object.getPrototypeOf(Response) as unknown;
  return typeof parent === 'function' && parent !== Function.prototype ? (parent as typeof Response) : Response;
}

const SSE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  Connection: 'keep-alive',
  // Proxies (nginx) must not buffer the stream.
  'X-Accel-Buffering': 'no',
};

/**
 * A Node response. Once its headers are out, an HTTP/1.1 (chunked) response gets each
 * event's ready-made chunk written straight to its socket: the bytes every client shares,
 * without the per-write framing work of ServerResponse.write.
 */
class NodeResponseSink implements SseSink {
  private readonly socket: Socket | null;

  constructor(private readonly response: ServerResponse) {
    const chunked = (response as ServerResponse & { chunkedEncoding?: boolean }).chunkedEncoding === true;
    this.socket = chunked && response.headersSent ? response.socket : null;
  }
  write(frame: SseFrame) {
    if (this.socket && !this.socket.destroyed) this.socket.write(frame.chunked);
    else this.response.write(frame.bytes);
  }
  end() {
    return new Promise<void>((resolve) => {
      if (this.response.writableFinished || this.response.destroyed) return resolve();
      this.response.once('close', () => resolve());
      // The terminating chunk, then the connection closes: the stream is over for good.
      this.response.end(() => {
        this.response.socket?.end();
        resolve();
      });
    });
  }
  get bufferedBytes() {
    return this.response.writableLength + (this.socket?.writableLength ?? 0);
  }
}

class WebStreamSink implements SseSink {
  constructor(
    private readonly controller: ReadableStreamDefaultController<Uint8Array>,
    private readonly onEnd: () => void,
  ) {}
  write(frame: SseFrame) {
    this.controller.enqueue(frame.bytes);
  }
  end() {
    this.controller.close();
    this.onEnd();
  }
  get bufferedBytes() {
    return Math.max(0, -(this.controller.desiredSize ?? 0));
  }
}

/** Open streams one client address may hold: many tabs of one office, not a flood. */
export const MAX_SSE_STREAMS_PER_ADDRESS = 16;
export const SSE_STREAMS_RETRY_AFTER_SECONDS = 30;

/** Open streams per client address; `take` returns a release (idempotent) or null at the cap. */
class StreamsPerAddress {
  private readonly open = new Map<string, number>();
  take(address: string): (() => void) | null {
    const held = this.open.get(address) ?? 0;
    if (held >= MAX_SSE_STREAMS_PER_ADDRESS) return null;
    this.open.set(address, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    };
  }
}

export const realtimeRoutes = (market: MarketServices) => {
  const streamsPerAddress = new StreamsPerAddress();
  return createRouter().get('/', (c) => {
    const hub = market.realtime;
    if (!hub) throw new AppError('UNAVAILABLE', { message: 'Realtime updates are not running on this server' });
    // The header is the newest (the EventSource updates it); the query names where a new source starts.
    const lastEventId = c.req.header('last-event-id') || c.req.query('lastEventId') || undefined;
    const headers: Record<string, string> = {
      ...securityHeaderValues({ https: isHttps(c.var.auth.settings.publicOrigin) }),
      ...SSE_HEADERS,
    };
    const requestId = c.get('requestId');
    if (requestId) headers['X-Request-Id'] = requestId;
    // HEAD (answered by GET routes): the headers, and no stream to hold open.
    if (c.req.method === 'HEAD') return new Response(null, { headers });

    const release = streamsPerAddress.take(clientAddress(c, c.var.auth.settings.trustProxy) ?? 'unknown');
    if (!release) {
      throw new AppError('RATE_LIMITED', {
        message: `This address already holds ${MAX_SSE_STREAMS_PER_ADDRESS} open update streams. Close one, or try again later.`,
        headers: { 'Retry-After': String(SSE_STREAMS_RETRY_AFTER_SECONDS) },
      });
    }
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && typeof outgoing.writeHead === 'function') {
      outgoing.writeHead(200, headers);
      outgoing.flushHeaders();
      const detach = hub.streams.attach(new NodeResponseSink(outgoing), lastEventId);
      outgoing.once('close', () => {
        detach();
        release();
      });
      const NativeResponse = nativeResponseClass();
      return new NativeResponse(null, { headers: { [ALREADY_SENT_HEADER]: 'true' } });
    }

    let detach = () => {};
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          detach = hub.streams.attach(new WebStreamSink(controller, release), lastEventId);
        },
        cancel() {
          detach();
          release();
        },
      },
      { highWaterMark: 0 },
    );
    return new Response(body, { headers });
  });
};
