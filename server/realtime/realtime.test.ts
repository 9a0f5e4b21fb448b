// Realtime end to end: database triggers → LISTEN → hub → SSE stream, on PGlite and on
// PostgreSQL, and across two server instances sharing one PostgreSQL database.
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../domain/schemas/market.ts';
import { createApp, createMarketServices } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { insertPrice } from '../db/queries/prices.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { toRealtimeEvent } from './hub.ts';

const silent = pino({ level: 'silent' });

interface SseMessage {
  event: string;
  id?: string;
  data: string;
}

/** Reads SSE messages from a streaming response until `done` says stop (or time runs out). */
async function readEvents(response: Response, done: (messages: SseMessage[]) => boolean, timeoutMs = 5_000) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const messages: SseMessage[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (!done(messages)) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`timed out; got ${JSON.stringify(messages)}`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out waiting for SSE')), remaining)),
      ]);
      if (chunk.done) break;
      buffer += chunk.value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const message: SseMessage = { event: 'message', data: '' };
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) message.event = line.slice(7);
          else if (line.startsWith('id: ')) message.id = line.slice(4);
          else if (line.startsWith('data: ')) message.data += line.slice(6);
        }
        if (!block.startsWith(':')) messages.push(message);
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return messages;
}

describe('trigger payloads', () => {
  it('map to API events', () => {
    expect(toRealtimeEvent('{"table":"treasury_constituents","op":"UPDATE","index_type":"green_vault"}')).toEqual({
      type: 'constituents',
      op: 'UPDATE',
      indexType: 'green_vault',
    });
    expect(
      toRealtimeEvent(
        '{"table":"price_data","op":"INSERT","symbol":"BTC","price":91000.5,"timestamp":"2026-11-21T08:00:00+00:00"}',
      ),
    ).toEqual({ type: 'price', op: 'INSERT', symbol: 'BTC', price: 91000.5, timestamp: '2026-11-21T08:00:00.000Z' });
    expect(
      toRealtimeEvent('{"table":"index_history","op":"INSERT","index_type":"bitcoin_treasury","date":"2026-11-21"}'),
    ).toEqual({
      type: 'index_history',
      op: 'INSERT',
      indexType: 'bitcoin_treasury',
      date: '2026-11-21',
    });
    expect(toRealtimeEvent('not json')).toBeNull();
    expect(toRealtimeEvent('{"table":"user"}')).toBeNull();
  });
});

describe.each(testEngines())('realtime on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (stops.length) await stops.pop()!();
  });

  it('streams a price insert to an SSE client with an id, after a ready event', async () => {
    const market = createMarketServices(database().handle, silent);
    await market.realtime!.start();
    stops.push(() => market.realtime!.stop());
    const app = createApp({ db: database().handle, market });
    const response = await app.request('/api/realtime');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');

    const received = readEvents(response, (messages) => messages.some((message) => message.event === 'price'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await insertPrice(database().db, { symbol: 'BTC', price: 123_456, timestamp: new Date(), source: 'test' });
    const messages = await received;
    expect(messages[0]!.event).toBe('ready');
    const price = messages.find((message) => message.event === 'price')!;
    expect(Number(price.id)).toBeGreaterThan(0);
    expect(JSON.parse(price.data) as RealtimeEvent).toMatchObject({ type: 'price', symbol: 'BTC', price: 123_456 });
  });

  it.runIf(engine === 'postgres')(
    'delivers a write made through one instance to an SSE client of another',
    async () => {
      const url = database().url!;
      const handles: DatabaseHandle[] = [
        await openDatabase({ databaseUrl: url }),
        await openDatabase({ databaseUrl: url }),
      ];
      stops.push(async () => {
        for (const handle of handles) await handle.close();
      });
      const instances = handles.map((handle) => {
        const market = createMarketServices(handle, silent);
        return { handle, market, app: createApp({ db: handle, market }) };
      });
      const [writer, reader] = instances as [(typeof instances)[number], (typeof instances)[number]];
      for (const instance of [writer, reader]) {
        await instance.market.realtime!.start();
        stops.push(() => instance.market.realtime!.stop());
      }

      const response = await reader.app.request('/api/realtime');
      const received = readEvents(response, (messages) => messages.some((message) => message.event === 'price'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await insertPrice(writer.handle.db, {
        symbol: 'BTC',
        price: 77_777,
        timestamp: new Date(),
        source: 'instance A',
      });
      const price = (await received).find((message) => message.event === 'price')!;
      expect(JSON.parse(price.data)).toMatchObject({ price: 77_777 });
    },
  );

  it.runIf(engine === 'postgres')(
    'survives losing its LISTEN connection: reconnects and delivers again; a stopped hub ignores the pool',
    async () => {
      const handle = await openDatabase({ databaseUrl: database().url! });
      stops.push(() => handle.close());
      if (handle.engine !== 'postgres') throw new Error('expected a PostgreSQL handle');
      const market = createMarketServices(handle, silent);
      await market.realtime!.start();
      const events: string[] = [];
      market.realtime!.subscribe((event) => events.push(event.type));
      const terminateListener = () =>
        handle.pool.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
        );

      await terminateListener();
      // The hub reconnects after 1 s; then a change reaches it again.
      const deadline = Date.now() + 8_000;
      while (!events.includes('price') && Date.now() < deadline) {
        await insertPrice(database().db, { symbol: 'BTC', price: 88_888, timestamp: new Date(), source: 'test' });
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      expect(events).toContain('price');

      // Stopped: its former connection now belongs to the pool; killing it must not throw here.
      await market.realtime!.stop();
      await terminateListener();
      await new Promise((resolve) => setTimeout(resolve, 200));
    },
  );
});
