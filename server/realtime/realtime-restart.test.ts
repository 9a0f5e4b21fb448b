// Realtime across a server restart, with real processes (`server/index.ts`) on each
// engine: a browser holds the stream, the server stops, changes are written while it is
// down, the server starts again and the browser resumes with Last-Event-ID — it receives
// exactly the changes written while the server was down, in order, and nothing twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { killServers, spawnServer, stopServer, waitForListening } from '../testing/server-process.ts';
import { parseSse, readSse, type SseMessage } from '../testing/sse-client.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-db.ts';
import { rawRows } from '../db/raw-rows.ts';

/** No event for this long: the first server has finished what it does at start. */
const QUIET_MS = 1_500;

const workDir = mkdtempSync(join(tmpdir(), 'vaultmark-realtime-restart-'));
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  killServers();
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  rmSync(workDir, { recursive: true, force: true });
});

async function startServer(env: NodeJS.ProcessEnv) {
  const server = spawnServer(workDir, env);
  const { url } = await waitForListening(server);
  return { url, stop: () => stopServer(server) };
}

async function idsAfter(db: Database, afterId: number): Promise<number[]> {
  const rows = await rawRows<{ id: string | number }>(
    db,
    sql`select id from realtime_events where id > ${afterId} order by id`,
  );
  return rows.map((row) => Number(row.id));
}

const dataIds = (messages: SseMessage[]) =>
  messages.filter((message) => message.event !== 'ready' && message.id).map((message) => Number(message.id));

describe.each(testEngines())('realtime across a restart on %s', (engine) => {
  it('resumes with Last-Event-ID and gets exactly the events written while the server was down', async () => {
    let env: NodeJS.ProcessEnv;
    let writeWhileDown: (write: (db: Database) => Promise<void>) => Promise<number[]>;
    if (engine === 'pglite') {
      const dataDir = join(workDir, 'pglite');
      env = { PGLITE_DIR: dataDir };
      // The server holds the folder while it runs; while it is down, this process opens it.
      writeWhileDown = async (write) => {
        const handle = await openDatabase({ pgliteDir: dataDir });
        try {
          await write(handle.db);
          return await idsAfter(handle.db, 0);
        } finally {
          await handle.close();
        }
      };
    } else {
      const database: TestDatabase = await createTestDatabase('postgres');
      cleanups.push(() => database.destroy());
      env = { DATABASE_URL: database.url! };
      writeWhileDown = async (write) => {
        const handle: DatabaseHandle = await openDatabase({ databaseUrl: database.url! });
        try {
          await write(handle.db);
          return await idsAfter(handle.db, 0);
        } finally {
          await handle.close();
        }
      };
    }

    // First run: a browser connects and holds the stream until the server stops.
    const first = await startServer(env);
    const stream = (await fetch(`${first.url}/api/realtime`)).body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const seen: SseMessage[] = [];
    // Until the server has been quiet a while (its start-up jobs may write a snapshot).
    let pending = stream.read();
    for (;;) {
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        pending,
        new Promise<'quiet'>((resolve) => (timer = setTimeout(() => resolve('quiet'), QUIET_MS))),
      ]).finally(() => clearTimeout(timer));
      if (chunk === 'quiet') {
        if (seen.length > 0) break;
        continue;
      }
      if (chunk.done) throw new Error('the stream ended early');
      const parsed = parseSse(buffer + chunk.value);
      buffer = parsed.rest;
      seen.push(...parsed.messages);
      pending = stream.read();
    }
    expect(seen[0]).toMatchObject({ event: 'ready' });
    const lastSeen = Number(seen.filter((message) => message.id).at(-1)!.id);
    expect(lastSeen).toBeGreaterThan(0);
    // Stopping ends the stream (the server does not wait out its grace period for it).
    const stopped = first.stop();
    while (!(await pending).done) pending = stream.read();
    expect(await stopped).toBe(0);

    // While it is down: two prices and a constituent, each its own transaction.
    const all = await writeWhileDown(async (db) => {
      for (const price of [70_001, 70_002]) {
        await db.execute(
          sql`insert into price_data (symbol, price, timestamp, source) values ('BTC', ${price}, now(), 'while down')`,
        );
      }
      await db.execute(
        sql`insert into treasury_constituents (company_name, btc_holdings, index_type) values ('Written While Down', 5, 'green_vault')`,
      );
    });
    const writtenWhileDown = all.filter((id) => id > lastSeen);
    expect(writtenWhileDown).toHaveLength(3);

    // Second run: the browser resumes from the last id it had.
    const second = await startServer(env);
    try {
      const resumed = await fetch(`${second.url}/api/realtime`, { headers: { 'Last-Event-ID': String(lastSeen) } });
      const messages = await readSse(resumed, (received) => dataIds(received).length >= writtenWhileDown.length);
      expect(messages[0]).toMatchObject({ event: 'ready' });
      expect(dataIds(messages)).toEqual(writtenWhileDown);
      expect(messages.filter((message) => message.event !== 'ready').map((message) => message.event)).toEqual([
        'price',
        'price',
        'constituents',
      ]);
      expect(messages.some((message) => message.event === 'resync')).toBe(false);
      expect(JSON.parse(messages.at(-1)!.data)).toEqual({ op: 'INSERT', indexType: 'green_vault' });
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 180_000);
});
