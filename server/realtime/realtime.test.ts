// Realtime end to end: change triggers → realtime_events (durable ids, commit order) →
// LISTEN → hub → SSE, on PGlite and on PostgreSQL, across two instances, through a lost
// LISTEN connection, and for browsers that resume with Last-Event-ID / ?lastEventId=.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp, createMarketServices, marketServicesOn } from '../app.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from '../middleware/security-headers.ts';
import { MAX_SSE_STREAMS_PER_ADDRESS } from '../routes/realtime.ts';
import { readSse, RealtimeTestClient, type SseMessage } from '../testing/sse-client.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { EVENT_RETENTION_MS, RealtimeHub, toRealtimeEvent } from './hub.ts';
import { rawRows } from '../db/raw-rows.ts';

const silent = pino({ level: 'silent' });

const dataEvents = (messages: SseMessage[]) => messages.filter((message) => message.id && message.event !== 'ready');
const ids = (messages: SseMessage[]) => dataEvents(messages).map((message) => Number(message.id));

let priceCounter = 0;
/** One committed price row (its own transaction): one `price` event. */
async function writePrice(db: Database, price = 100_000 + ++priceCounter) {
  await db.execute(
    sql`insert into price_data (symbol, price, timestamp, source) values ('BTC', ${price}, now() + make_interval(secs => ${priceCounter}), 'realtime test')`,
  );
  return price;
}

let companyCounter = 0;
async function writeConstituent(db: Database, indexType = 'green_vault') {
  const name = `Realtime Test Co ${process.pid}-${++companyCounter}`;
  await db.execute(
    sql`insert into treasury_constituents (company_name, btc_holdings, index_type) values (${name}, 1, ${indexType})`,
  );
  return name;
}

async function storedIds(db: Database, afterId = 0): Promise<number[]> {
  const rows = await rawRows<{ id: string | number }>(
    db,
    sql`select id from realtime_events where id > ${afterId} order by id`,
  );
  return rows.map((row) => Number(row.id));
}

/** Serves an app on a real socket (the raw-response SSE path). */
async function listen(app: ReturnType<typeof createApp>) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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
      toRealtimeEvent({ table: 'index_history', op: 'INSERT', index_type: 'bitcoin_treasury', date: '2026-11-21' }),
    ).toEqual({ type: 'index_history', op: 'INSERT', indexType: 'bitcoin_treasury', date: '2026-11-21' });
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

  async function startedHub(handle: DatabaseHandle = database().handle, options = {}) {
    const hub = new RealtimeHub(handle, silent, options);
    await hub.start();
    stops.push(() => hub.stop());
    return hub;
  }

  it('streams a price insert to an SSE client with a durable id, after a ready event', async () => {
    const market = createMarketServices(database().handle, silent);
    await market.realtime!.start();
    stops.push(() => market.realtime!.stop());
    const app = createApp({ db: database().handle, market });
    const response = await app.request('/api/realtime');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');

    const received = readSse(response, (messages) => messages.some((message) => message.event === 'price'));
    const price = await writePrice(database().db);
    const messages = await received;
    expect(messages[0]).toMatchObject({ event: 'ready', retry: 1000, data: '{}' });
    // A new client gets the current position, so it can resume from there.
    expect(Number(messages[0]!.id)).toBe((await storedIds(database().db)).at(-2));
    const priceEvent = messages.find((message) => message.event === 'price')!;
    expect(Number(priceEvent.id)).toBe((await storedIds(database().db)).at(-1));
    // The contract's data: the fields, without the type (the event name) or the id.
    const data = JSON.parse(priceEvent.data) as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['op', 'price', 'symbol', 'timestamp']);
    expect(data).toMatchObject({ op: 'INSERT', symbol: 'BTC', price });
  });

  it('writes one event per distinct change and transaction, with ids increasing in commit order', async () => {
    const { db } = database();
    const before = await storedIds(db);
    // A bulk update of one index type: one event, whatever the number of rows.
    await db.execute(sql`update treasury_constituents set sector = sector where index_type = 'bitcoin_treasury'`);
    // A transaction touching two index types and three prices: one event per index type, the newest price.
    await db.transaction(async (tx) => {
      await tx.execute(sql`update treasury_constituents set sector = sector where index_type = 'bitcoin_etf'`);
      await tx.execute(sql`update treasury_constituents set sector = sector where index_type = 'bitcoin_etf'`);
      await tx.execute(sql`update treasury_constituents set sector = sector where index_type = 'government_reserve'`);
      await tx.execute(
        sql`insert into price_data (symbol, price, timestamp, source) values
            ('BTC', 1, '2030-01-01T00:00:00Z', 't'), ('BTC', 3, '2030-01-03T00:00:00Z', 't'), ('BTC', 2, '2030-01-02T00:00:00Z', 't')`,
      );
    });
    // A rolled-back change leaves nothing.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update treasury_constituents set sector = sector where index_type = 'green_vault'`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const rows = await rawRows<{ id: string | number; payload: Record<string, unknown> }>(
      db,
      sql`select id, payload from realtime_events where id > ${before.at(-1) ?? 0} order by id`,
    );
    expect(rows.map((row) => toRealtimeEvent(row.payload))).toEqual([
      { type: 'constituents', op: 'UPDATE', indexType: 'bitcoin_treasury' },
      expect.objectContaining({ type: 'constituents', indexType: expect.any(String) }),
      expect.objectContaining({ type: 'constituents', indexType: expect.any(String) }),
      { type: 'price', op: 'INSERT', symbol: 'BTC', price: 3, timestamp: '2030-01-03T00:00:00.000Z' },
    ]);
    expect(new Set(rows.slice(1, 3).map((row) => row.payload.index_type))).toEqual(
      new Set(['bitcoin_etf', 'government_reserve']),
    );
    const rowIds = rows.map((row) => Number(row.id));
    expect(rowIds).toEqual([...rowIds].sort((a, b) => a - b));
    expect(await db.execute(sql`select count(*)::int as pending from realtime_pending`)).toMatchObject({
      rows: [{ pending: 0 }],
    });
  });

  it('replays what a client missed after its Last-Event-ID, then goes live, without gaps or duplicates', async () => {
    const { db, handle } = database();
    const hub = await startedHub();
    const app = createApp({ db: handle, market: marketServicesOn(hub) });
    for (let write = 0; write < 3; write += 1) await writePrice(db);
    const written = await storedIds(db);
    const since = written.at(-3)!;

    for (const request of [
      { headers: { 'Last-Event-ID': String(since) } },
      { path: `?lastEventId=${since}` },
      // The header wins: it is what the EventSource saw last (the query names where it started).
      { path: `?lastEventId=${written.at(-10)}`, headers: { 'Last-Event-ID': String(since) } },
    ]) {
      const response = await app.request(`/api/realtime${request.path ?? ''}`, { headers: request.headers });
      const live = writePrice(db);
      const messages = await readSse(response, (received) => ids(received).length >= 3);
      await live;
      expect(messages[0]).toMatchObject({ event: 'ready' });
      // A resuming client keeps its own id until the replayed events move it on.
      expect(messages[0]!.id).toBeUndefined();
      const all = await storedIds(db, since);
      expect(ids(messages)).toEqual(all.slice(0, ids(messages).length));
      expect(ids(messages).slice(0, 2)).toEqual(written.slice(-2));
    }
  });

  it('replays from the table when memory no longer holds the events, while live events wait in order', async () => {
    const { db, handle } = database();
    const hub = await startedHub(handle, { recentEventsKept: 2 });
    const app = createApp({ db: handle, market: marketServicesOn(hub) });
    const since = (await storedIds(db)).at(-1)!;
    for (let write = 0; write < 6; write += 1) await writePrice(db);
    const last = (await storedIds(db)).at(-1)!;
    await vi.waitFor(() => expect(hub.position).toBe(last));
    expect(hub.recentSince(since)).toBeNull();

    const response = await app.request('/api/realtime', { headers: { 'Last-Event-ID': String(since) } });
    // Writes race the replay: every one must arrive once, in order.
    const racing = (async () => {
      for (let write = 0; write < 5; write += 1) await writePrice(db);
    })();
    const messages = await readSse(response, (received) => ids(received).length >= 11);
    await racing;
    expect(ids(messages)).toEqual(await storedIds(db, since));
  });

  it('sends resync when the id is older than what is kept, unknown or not an id', async () => {
    const { db, handle } = database();
    await writePrice(db);
    const oldest = (await storedIds(db))[0]!;
    // Age the earliest events past the retention and trim them (what the periodic trim does).
    await db.execute(
      sql`update realtime_events set created_at = now() - make_interval(secs => ${EVENT_RETENTION_MS / 1000 + 60}) where id <= ${oldest + 1}`,
    );
    const hub = await startedHub(handle, { recentEventsKept: 1 });
    expect(await hub.trim()).toBeGreaterThanOrEqual(2);
    const app = createApp({ db: handle, market: marketServicesOn(hub) });
    const position = (await storedIds(db)).at(-1)!;

    for (const [lastEventId, reason] of [
      [String(oldest), 'gap-too-old'],
      [String(position + 1_000), 'unknown-event-id'],
      ['abc', 'unknown-event-id'],
      ['-1', 'unknown-event-id'],
      ['1e3', 'unknown-event-id'],
    ] as const) {
      const response = await app.request('/api/realtime', { headers: { 'Last-Event-ID': lastEventId } });
      const live = writePrice(db);
      const messages = await readSse(response, (received) => received.some((message) => message.event === 'price'));
      await live;
      const resync = messages.find((message) => message.event === 'resync');
      expect(resync, lastEventId).toBeDefined();
      expect(JSON.parse(resync!.data)).toEqual({ reason });
      // The resync names the position the refetch covers; live events continue after it.
      const price = messages.find((message) => message.event === 'price')!;
      expect(Number(price.id)).toBeGreaterThan(Number(resync!.id));
    }
    // Up to date is fine even when everything before was trimmed.
    const current = await app.request('/api/realtime', { headers: { 'Last-Event-ID': String(hub.position) } });
    const live = writePrice(db);
    const messages = await readSse(current, (received) => received.some((message) => message.event === 'price'));
    await live;
    expect(messages.some((message) => message.event === 'resync')).toBe(false);
  });

  it('answers on the raw response of a real server: headers, events, and cleanup when the client leaves', async () => {
    const { db, handle } = database();
    const hub = await startedHub();
    const server = await listen(createApp({ db: handle, market: marketServicesOn(hub) }));
    stops.push(() => server.close());
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/realtime`, { signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(response.headers.get('x-request-id')).toBeTruthy();
    const received = readSse(response, (messages) => messages.some((message) => message.event === 'constituents'));
    await vi.waitFor(() => expect(hub.streams.size).toBe(1));
    await writeConstituent(db);
    const messages = await received;
    expect(JSON.parse(messages.find((message) => message.event === 'constituents')!.data)).toEqual({
      op: 'INSERT',
      indexType: 'green_vault',
    });
    controller.abort();
    await vi.waitFor(() => expect(hub.streams.size).toBe(0), { timeout: 5_000, interval: 20 });
    // HEAD gets the headers and no stream.
    const head = await fetch(`${server.url}/api/realtime`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(hub.streams.size).toBe(0);
  });

  it('holds at most MAX_SSE_STREAMS_PER_ADDRESS streams per address; a closed one frees its place', async () => {
    const { handle } = database();
    const hub = await startedHub();
    const server = await listen(createApp({ db: handle, market: marketServicesOn(hub) }));
    stops.push(() => server.close());
    const controllers = Array.from({ length: MAX_SSE_STREAMS_PER_ADDRESS }, () => new AbortController());
    stops.push(async () => controllers.forEach((controller) => controller.abort()));
    const opened = await Promise.all(
      controllers.map((controller) => fetch(`${server.url}/api/realtime`, { signal: controller.signal })),
    );
    expect(opened.map((response) => response.status)).toEqual(opened.map(() => 200));
    const refused = await fetch(`${server.url}/api/realtime`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(hub.streams.size).toBe(MAX_SSE_STREAMS_PER_ADDRESS);

    controllers[0]!.abort();
    await vi.waitFor(() => expect(hub.streams.size).toBeLessThan(MAX_SSE_STREAMS_PER_ADDRESS), {
      timeout: 5_000,
      interval: 20,
    });
    const replacement = new AbortController();
    stops.push(async () => replacement.abort());
    expect((await fetch(`${server.url}/api/realtime`, { signal: replacement.signal })).status).toBe(200);
  });

  it('ends open streams when the hub stops (server shutdown)', async () => {
    const { handle } = database();
    const hub = new RealtimeHub(handle, silent);
    await hub.start();
    const server = await listen(createApp({ db: handle, market: marketServicesOn(hub) }));
    stops.push(() => server.close());
    const response = await fetch(`${server.url}/api/realtime`);
    const reader = response.body!.getReader();
    await reader.read();
    await hub.stop();
    let done = false;
    const deadline = Date.now() + 5_000;
    while (!done && Date.now() < deadline) done = (await reader.read()).done;
    expect(done).toBe(true);
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
      const [writer, reader] = handles as [DatabaseHandle, DatabaseHandle];
      const hub = await startedHub(reader);
      const app = createApp({ db: reader, market: marketServicesOn(hub) });
      const response = await app.request('/api/realtime');
      const received = readSse(response, (messages) => messages.some((message) => message.event === 'price'));
      await vi.waitFor(() => expect(hub.streams.size).toBe(1));
      const price = await writePrice(writer.db);
      const priceEvent = (await received).find((message) => message.event === 'price')!;
      expect(JSON.parse(priceEvent.data)).toMatchObject({ price });
    },
  );

  it.runIf(engine === 'postgres')(
    'concurrent writers on PostgreSQL get ids in commit order, and nobody deadlocks',
    async () => {
      const url = database().url!;
      const writers = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url })));
      stops.push(async () => {
        for (const handle of writers) await handle.close();
      });
      const hub = await startedHub();
      const heard: number[] = [];
      hub.subscribe((event) => heard.push(event.id));
      const before = (await storedIds(database().db)).at(-1) ?? 0;
      // Each writer changes its own index type (or none) and a price; the odd ones also one
      // shared row, locked last (one row, so the test's own updates cannot deadlock): the
      // writers contend on row locks and on the commit-time id lock.
      const own = ['bitcoin_etf', 'government_reserve', 'green_vault', null];
      const shared = sql`update treasury_constituents set sector = sector where id = (
        select id from treasury_constituents where index_type = 'bitcoin_treasury' order by id limit 1)`;
      await Promise.all(
        writers.map((writer, index) =>
          (async () => {
            for (let round = 0; round < 5; round += 1) {
              await writer.db.transaction(async (tx) => {
                const ownType = own[index];
                if (ownType) {
                  await tx.execute(sql`update treasury_constituents set sector = sector where index_type = ${ownType}`);
                }
                if (index % 2 === 1) await tx.execute(shared);
                // now() is when the transaction began, and two may begin in the same
                // microsecond: each writer's rounds take their own microseconds of the
                // millisecond, so (symbol, timestamp) stays unique.
                await tx.execute(
                  sql`insert into price_data (symbol, price, timestamp, source) values ('BTC', ${index * 100 + round + 1},
                    date_trunc('milliseconds', now()) + ${index * 10 + round} * interval '1 microsecond', 'concurrent')`,
                );
              });
            }
          })(),
        ),
      );
      const written = await storedIds(database().db, before);
      // Per round: writer 0 two events, writer 1 three, writer 2 two, writer 3 two.
      expect(written).toHaveLength(5 * (2 + 3 + 2 + 2));
      await vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(written.length), {
        timeout: 5_000,
        interval: 20,
      });
      // Heard in the order of their ids: ids follow commit order.
      expect(heard).toEqual(written);
    },
    60_000,
  );

  it.runIf(engine === 'postgres')(
    'catches up after its LISTEN connection is killed: changes made in the gap reach the browser, the cache is fresh',
    async () => {
      const { db, handle: testHandle } = database();
      const handle = await openDatabase({ databaseUrl: database().url! });
      stops.push(() => handle.close());
      if (handle.engine !== 'postgres' || testHandle.engine !== 'postgres') throw new Error('expected PostgreSQL');
      const logged: string[] = [];
      const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(line) });
      const hub = new RealtimeHub(handle, logger);
      await hub.start();
      stops.push(() => hub.stop());
      const server = await listen(createApp({ db: handle, market: marketServicesOn(hub) }));
      stops.push(() => server.close());

      const browser = new RealtimeTestClient(server.url);
      stops.push(async () => browser.stop());
      await browser.start();
      const listenerPids = async () => {
        const result = await testHandle.pool.query(
          `select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
        );
        return result.rows.map((row: { pid: number }) => row.pid);
      };
      expect(await listenerPids()).toHaveLength(1);

      // Kill the LISTEN backend, then write at once, before the hub reconnects (after 1 s).
      await testHandle.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      const added = [await writeConstituent(db, 'green_vault'), await writeConstituent(db, 'bitcoin_treasury')];
      const price = await writePrice(db);
      const writtenInGap = await storedIds(db, Number(browser.lastEventId));
      // Nobody was listening while they were written.
      expect(await listenerPids()).toHaveLength(0);

      await vi.waitFor(
        async () => {
          await browser.settled();
          expect(browser.view.constituents.green_vault).toContain(added[0]);
          expect(browser.view.btcPrice).toBe(price);
        },
        { timeout: 15_000, interval: 50 },
      );
      await browser.settled();
      // The browser's view equals the database's.
      for (const indexType of ['green_vault', 'bitcoin_treasury', 'bitcoin_etf', 'government_reserve']) {
        const rows = await rawRows<{ company_name: string }>(
          db,
          sql`select company_name from treasury_constituents where index_type = ${indexType} order by company_name`,
        );
        const names = rows.map((row) => row.company_name);
        expect(browser.view.constituents[indexType], indexType).toEqual([...names].sort());
      }
      expect(browser.view.btcPrice).toBe(price);
      // It got exactly the events written in the gap, once each, over the stream it never lost.
      expect(browser.received.map((entry) => entry.id)).toEqual(writtenInGap);
      expect(browser.reconnects).toBe(0);
      expect(logged.join('\n')).toContain('delivered changes made while reconnecting');
      expect(await listenerPids()).toHaveLength(1);
    },
    60_000,
  );

  it.runIf(engine === 'postgres')(
    'tells browsers to resync when the events of the gap are no longer all kept',
    async () => {
      const { db, handle: testHandle } = database();
      const handle = await openDatabase({ databaseUrl: database().url! });
      stops.push(() => handle.close());
      if (testHandle.engine !== 'postgres') throw new Error('expected PostgreSQL');
      const hub = new RealtimeHub(handle, silent);
      await hub.start();
      stops.push(() => hub.stop());
      const server = await listen(createApp({ db: handle, market: marketServicesOn(hub) }));
      stops.push(() => server.close());
      const browser = new RealtimeTestClient(server.url);
      stops.push(async () => browser.stop());
      await browser.start();
      const position = hub.position;

      await testHandle.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      const added = await writeConstituent(db, 'government_reserve');
      await writePrice(db);
      // The oldest events, up to the first change of the gap, are gone before the hub is back
      // (as the trim would leave them after a long outage).
      await db.execute(sql`delete from realtime_events where id <= ${position + 1}`);

      await vi.waitFor(() => expect(browser.resyncs).toBeGreaterThan(0), { timeout: 15_000, interval: 50 });
      await browser.settled();
      expect(browser.resyncs).toBe(1);
      expect(browser.received.at(-1)).toEqual({ event: 'resync', id: (await storedIds(db)).at(-1) });
      // After refetching everything, its view holds the change it was never told about.
      expect(browser.view.constituents.government_reserve).toContain(added);
      // Later changes arrive as usual, after the resync's position.
      const later = await writeConstituent(db, 'government_reserve');
      await vi.waitFor(
        async () => {
          await browser.settled();
          expect(browser.view.constituents.government_reserve).toContain(later);
        },
        { timeout: 10_000, interval: 50 },
      );
    },
    60_000,
  );
});
