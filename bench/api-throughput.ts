// GET /api/constituents throughput against a bare node:http server that answers the same
// JSON bytes, both in their own process, loaded by autocannon from this one (loopback).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Report } from './report.ts';
import { freePort, startServer } from './server-process.ts';

const CONNECTIONS = 50;
const DURATION_S = 8;
const PATH = '/api/constituents?index_type=bitcoin_treasury';
const TARGET_RATIO = 0.5;

async function requestsPerSecond(url: string): Promise<number> {
  // Warm-up (JIT, caches), then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function startBareServer(file: string) {
  const port = await freePort();
  const source = `const body=require('node:fs').readFileSync(${JSON.stringify(file)});require('node:http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json','content-length':body.length});s.end(body)}).listen(${port},'127.0.0.1')`;
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

export async function benchApiThroughput(report: Report) {
  const dir = mkdtempSync(join(tmpdir(), 'vaultmark-bench-api-'));
  const server = await startServer({ PGLITE_DIR: join(dir, 'pglite'), LOG_LEVEL: 'info' });
  try {
    const body = await (await fetch(`${server.url}${PATH}`)).text();
    writeFileSync(join(dir, 'body.json'), body);
    const bare = await startBareServer(join(dir, 'body.json'));
    try {
      const bareRps = await requestsPerSecond(`${bare.url}/`);
      const appRps = await requestsPerSecond(`${server.url}${PATH}`);
      report({
        name: `GET ${PATH} (${(body.length / 1024).toFixed(0)} KB JSON, ${CONNECTIONS} connections, PGlite, request logging on)`,
        value: `${appRps.toFixed(0)} req/s`,
        baseline: `bare node:http, same bytes: ${bareRps.toFixed(0)} req/s`,
        ratio: (appRps / bareRps).toFixed(2),
        target: `≥ ${TARGET_RATIO}`,
      });
    } finally {
      bare.stop();
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
