// Realtime fan-out: 1,000 browsers hold GET /api/realtime open; one price row is inserted
// into PostgreSQL by another connection; the time from that commit until each client has
// the event (trigger → NOTIFY → LISTEN → SSE) is measured. Needs a PostgreSQL server
// (DATABASE_URL_TEST or the local default); the embedded database is single-process.
import http from 'node:http';
import pg from 'pg';
import type { Report } from './report.ts';
import { startServer } from './server-process.ts';

const CLIENTS = 1_000;
const TARGET_P99_MS = 500;
const ADMIN_URL = process.env.DATABASE_URL_TEST || 'postgres://postgres@127.0.0.1:5432/postgres';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Opens one SSE stream; resolves `ready` on the ready event and `price` with the receive time. */
function openStream(url: string, agent: http.Agent) {
  let onReady: () => void;
  let onPrice: (at: number) => void;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  const price = new Promise<number>((resolve) => (onPrice = resolve));
  const request = http.get(`${url}/api/realtime`, { agent }, (response) => {
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.includes('event: ready')) onReady();
      if (buffer.includes('event: price')) onPrice(performance.now());
    });
  });
  return { ready, price, close: () => request.destroy() };
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
  const server = await startServer({ DATABASE_URL: databaseUrl });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 10 });
  const streams = Array.from({ length: CLIENTS }, () => openStream(server.url, agent));
  const writer = new pg.Client({ connectionString: databaseUrl });
  try {
    await Promise.all(streams.map((stream) => stream.ready));
    await writer.connect();
    const committedAt = performance.now();
    await writer.query(
      `INSERT INTO price_data (symbol, price, timestamp, source) VALUES ('BTC', 95000, now(), 'bench')`,
    );
    const latencies = (await Promise.all(streams.map((stream) => stream.price)))
      .map((at) => at - committedAt)
      .sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    report({
      name: `SSE fan-out: ${CLIENTS} clients receive one price insert (PostgreSQL LISTEN/NOTIFY)`,
      value: `p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`,
      baseline: `target p99 ${TARGET_P99_MS} ms`,
      ratio: (p99 / TARGET_P99_MS).toFixed(2),
      target: '< 1.00',
    });
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
    await writer.end().catch(() => undefined);
    await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
