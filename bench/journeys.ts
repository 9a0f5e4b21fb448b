// Consultation booking speed against a bare node:http server answering the same bytes,
// both in their own process, on the embedded database:
// - GET /api/consultations/slots for the 30-day window (autocannon, 50 connections);
// - POST /api/consultations, every request booking a different free slot (10 at a time,
//   each from its own client address and email so no rate limit interferes).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Report } from './report.ts';
import { freePort, startServer } from './server-process.ts';

const CONNECTIONS = 50;
const DURATION_S = 8;
const SLOTS_PATH = '/api/consultations/slots';
const BOOKINGS = 200;
const BOOKING_CONCURRENCY = 10;

async function requestsPerSecond(url: string): Promise<number> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** A node:http server answering every request with the file's bytes and the given status. */
async function startBareServer(file: string, status: number) {
  const port = await freePort();
  const source = `const body=require('node:fs').readFileSync(${JSON.stringify(file)});require('node:http').createServer((q,s)=>{q.resume();q.on('end',()=>{s.writeHead(${status},{'content-type':'application/json','content-length':body.length});s.end(body)})}).listen(${port},'127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', source], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      await fetch(url);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  return { url, stop: () => void child.kill('SIGTERM') };
}

interface BookingRequest {
  body: string;
  address: string;
}

/** Sends the requests `concurrency` at a time; returns requests per second and the statuses seen. */
async function postAll(url: string, origin: string, requests: readonly BookingRequest[], concurrency: number) {
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': request.address },
          body: request.body,
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: requests.length / seconds, statuses };
}

export async function benchJourneys(report: Report) {
  const dir = mkdtempSync(join(tmpdir(), 'vaultmark-bench-journeys-'));
  const server = await startServer({ PGLITE_DIR: join(dir, 'pglite'), TRUST_PROXY: '1' });
  try {
    // Slot listing: the default window, 24 hours to 30 days ahead.
    const slotsBody = await (await fetch(`${server.url}${SLOTS_PATH}`)).text();
    const slots = (JSON.parse(slotsBody) as { slots: { startsAt: string }[] }).slots;
    writeFileSync(join(dir, 'slots.json'), slotsBody);
    const bareSlots = await startBareServer(join(dir, 'slots.json'), 200);
    try {
      const bareRps = await requestsPerSecond(`${bareSlots.url}/`);
      const appRps = await requestsPerSecond(`${server.url}${SLOTS_PATH}`);
      report({
        name: `GET ${SLOTS_PATH} (30 days, ${slots.length} slots, ${(slotsBody.length / 1024).toFixed(1)} KB, ${CONNECTIONS} connections, PGlite)`,
        value: `${appRps.toFixed(0)} req/s`,
        baseline: `bare node:http, same bytes: ${bareRps.toFixed(0)} req/s`,
        ratio: (appRps / bareRps).toFixed(3),
      });
    } finally {
      bareSlots.stop();
    }

    // Bookings: each request takes another free slot.
    const count = Math.min(BOOKINGS, slots.length);
    const requests: BookingRequest[] = slots.slice(0, count).map((slot, index) => ({
      address: `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`,
      body: JSON.stringify({
        startsAt: slot.startsAt,
        name: `Bench Person ${index}`,
        email: `bench-${index}@example.com`,
        company: 'Benchmark Ltd',
        consent: true,
        timeZone: 'America/New_York',
      }),
    }));
    const sample = await fetch(`${server.url}/api/consultations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': '10.78.0.1' },
      body: JSON.stringify({ ...JSON.parse(requests.at(-1)!.body), email: 'bench-sample@example.com' }),
    });
    if (sample.status !== 201) throw new Error(`sample booking answered ${sample.status}: ${await sample.text()}`);
    writeFileSync(join(dir, 'booking.json'), await sample.text());
    const measured = requests.slice(0, -1);
    const bareBooking = await startBareServer(join(dir, 'booking.json'), 201);
    try {
      const bare = await postAll(bareBooking.url, server.url, measured, BOOKING_CONCURRENCY);
      const app = await postAll(`${server.url}/api/consultations`, server.url, measured, BOOKING_CONCURRENCY);
      if (app.statuses.get(201) !== measured.length) {
        throw new Error(`bookings answered ${JSON.stringify([...app.statuses])}, expected ${measured.length} × 201`);
      }
      report({
        name: `POST /api/consultations (${measured.length} bookings of distinct slots, ${BOOKING_CONCURRENCY} at a time, PGlite, confirmation mail with .ics queued)`,
        value: `${app.perSecond.toFixed(0)} bookings/s`,
        baseline: `bare node:http, same bytes: ${bare.perSecond.toFixed(0)} req/s`,
        ratio: (app.perSecond / bare.perSecond).toFixed(3),
      });
    } finally {
      bareBooking.stop();
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
