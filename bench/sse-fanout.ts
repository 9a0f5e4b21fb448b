// Realtime fan-out at scale: 10,000 clients hold GET /api/realtime open on one server
// instance; price rows are inserted into PostgreSQL by another connection, and the time
// from each insert until every client has the event (trigger → NOTIFY → LISTEN → SSE) is
// measured, with the server's memory per open connection. The baseline is a bare node:http
// SSE server in the same run: it LISTENs on the same channel and writes the same bytes to
// every response. Needs a PostgreSQL server (DATABASE_URL_TEST or the local default).
//
//   npm run bench -- sse            # 10,000 clients
//   SSE_CLIENTS=2000 npm run bench -- sse
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import type { Report } from './report.ts';
import { freePort, startServer } from './server-process.ts';

const CLIENTS = Number(process.env.SSE_CLIENTS ?? 10_000);
const ROUNDS = 5;
const ROUND_GAP_MS = 1_500;
const CONNECT_BATCH = 500;
const TARGET_P99_MS = 250;
const TARGET_KB_PER_CONNECTION = 20;
const SETTLE_MS = 3_000;
const ADMIN_URL = process.env.DATABASE_URL_TEST || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The bare baseline: LISTEN, and the notification's bytes written to every open response. */
const BARE_SERVER = `
const http = require('node:http');
const pg = require('pg');
const clients = new Set();
const server = http.createServer((req, res) => {
  if (req.url === '/health') { res.end('ok'); return; }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  res.write('retry: 1000\\nevent: ready\\ndata: {}\\n\\n');
  clients.add(res);
  res.on('close', () => clients.delete(res));
});
const listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
listener.connect().then(() => listener.query('LISTEN vaultmark_changes')).then(() => {
  listener.on('notification', (message) => {
    const { id, table, ...data } = JSON.parse(message.payload);
    const frame = Buffer.from('id: ' + id + '\\nevent: price\\ndata: ' + JSON.stringify(data) + '\\n\\n');
    for (const res of clients) res.write(frame);
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
});
process.on('SIGTERM', () => process.exit(0));
`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function rssKbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]);
}

interface Client {
  socket: net.Socket;
  ready: Promise<void>;
  /** Receive time of each price event, by round. */
  received: number[];
}

let clientCount = 0;

/** A minimal SSE client on a raw socket, so the clients cost the measurement little. */
function openClient(port: number): Client {
  // Each client its own address (through TRUST_PROXY=1): one address may hold only a few streams.
  clientCount += 1;
  const address = `10.${(clientCount >> 16) & 255}.${(clientCount >> 8) & 255}.${clientCount & 255}`;
  const socket = net.connect(port, '127.0.0.1');
  const received: number[] = [];
  let onReady!: () => void;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  let isReady = false;
  socket.setNoDelay(true);
  socket.on('connect', () =>
    socket.write(
      `GET /api/realtime HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: ${address}\r\nAccept: text/event-stream\r\n\r\n`,
    ),
  );
  socket.on('data', (chunk: Buffer) => {
    const at = performance.now();
    const text = chunk.toString('latin1');
    if (!isReady && text.includes('event: ready')) {
      isReady = true;
      onReady();
    }
    let index = text.indexOf('event: price');
    while (index >= 0) {
      received.push(at);
      index = text.indexOf('event: price', index + 1);
    }
  });
  socket.on('error', () => undefined);
  return { socket, ready, received };
}

interface FanoutFigures {
  p50: number;
  p99: number;
  max: number;
  kbPerConnection: number;
  delivered: number;
}

async function measure(port: number, pid: number, writer: pg.Client): Promise<FanoutFigures> {
  const rssBefore = rssKbOf(pid);
  const clients: Client[] = [];
  for (let start = 0; start < CLIENTS; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - start) }, () => openClient(port));
    clients.push(...batch);
    await Promise.all(batch.map((client) => client.ready));
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const kbPerConnection = (rssKbOf(pid) - rssBefore) / CLIENTS;

  const latencies: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const insertedAt = performance.now();
      await writer.query(
        `INSERT INTO price_data (symbol, price, timestamp, source) VALUES ('BTC', $1, now(), 'bench')`,
        [95_000 + round],
      );
      const deadline = Date.now() + 30_000;
      while (clients.some((client) => client.received.length <= round) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const client of clients) {
        const at = client.received[round];
        if (at !== undefined) latencies.push(at - insertedAt);
      }
      await new Promise((resolve) => setTimeout(resolve, ROUND_GAP_MS));
    }
  } finally {
    for (const client of clients) client.socket.destroy();
  }
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1)!,
    kbPerConnection,
    delivered: latencies.length,
  };
}

async function withBareServer<T>(databaseUrl: string, run: (port: number, pid: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
      } catch {
        if (Date.now() > deadline) throw new Error('bare SSE server did not start');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    return await run(port, child.pid!);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

export async function benchSseFanout(report: Report) {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch {
    report({ name: `SSE fan-out to ${CLIENTS} clients`, value: 'skipped: no PostgreSQL server reachable' });
    return;
  }
  const name = `vm_bench_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const writer = new pg.Client({ connectionString: databaseUrl });
  try {
    // Vaultmark first: it migrates and seeds the database the baseline then listens on.
    const server = await startServer({ DATABASE_URL: databaseUrl, TRUST_PROXY: '1' });
    let ours: FanoutFigures;
    try {
      await writer.connect();
      ours = await measure(Number(new URL(server.url).port), server.pid, writer);
    } finally {
      await server.stop();
    }
    const bare = await withBareServer(databaseUrl, (port, pid) => measure(port, pid, writer));

    const rounds = `${ROUNDS} price inserts`;
    report({
      name: `SSE fan-out: ${CLIENTS} clients, ${rounds} (commit → every client), p99`,
      value: `p50 ${ours.p50.toFixed(0)} ms, p99 ${ours.p99.toFixed(0)} ms, max ${ours.max.toFixed(0)} ms (${ours.delivered} deliveries)`,
      baseline: `bare node:http p50 ${bare.p50.toFixed(0)} ms, p99 ${bare.p99.toFixed(0)} ms`,
      ratio: (ours.p99 / bare.p99).toFixed(2),
      target: `p99 < ${TARGET_P99_MS} ms`,
    });
    report({
      name: `SSE fan-out: server memory per open connection (RSS growth / ${CLIENTS})`,
      value: `${ours.kbPerConnection.toFixed(1)} KB`,
      baseline: `bare node:http ${bare.kbPerConnection.toFixed(1)} KB`,
      ratio: (ours.kbPerConnection / bare.kbPerConnection).toFixed(2),
      target: `≤ ${TARGET_KB_PER_CONNECTION} KB`,
    });
  } finally {
    await writer.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
