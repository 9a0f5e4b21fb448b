// The body limit on a real running server (a `server/index.ts` process): an anonymous
// client streams 100 MB without a Content-Length (chunked), or declares 100 MB, to a route
// that reads its body. Both are refused with 413, and the server's peak memory (VmHWM, reset
// before each upload) stays near where it was: the body is never read whole.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServers, spawnServer, waitForListening } from '../testing/server-process.ts';

const START_TIMEOUT_MS = 60_000;
const BODY_BYTES = 100 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;
/** Well below the 100 MB a server reading the body whole would add. */
const MAX_PEAK_GROWTH_KB = 40 * 1024;

const workDir = mkdtempSync(join(tmpdir(), 'vaultmark-body-limit-'));
let baseUrl = '';
let serverPid = 0;

beforeAll(async () => {
  const server = spawnServer(workDir, { PGLITE_DIR: join(workDir, 'pglite') });
  ({ url: baseUrl, pid: serverPid } = await waitForListening(server, START_TIMEOUT_MS));
}, START_TIMEOUT_MS + 10_000);

afterAll(() => {
  killServers();
  rmSync(workDir, { recursive: true, force: true });
});

function memoryKb(field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${serverPid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]);
}

/** Sends `BODY_BYTES` in chunks (stopping once the answer arrives); resolves with the status. */
function upload(declareLength: boolean): Promise<{ status: number; body: string; sentBytes: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/auth/sign-in/email', baseUrl);
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json' };
    if (declareLength) headers['content-length'] = BODY_BYTES;
    let sentBytes = 0;
    let answered = false;
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: text, sentBytes });
      });
    });
    // The server may close the connection on the rest of the body: that is its right.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(CHUNK_BYTES, 0x61);
    const pump = () => {
      while (!answered && sentBytes < BODY_BYTES) {
        sentBytes += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    request.write('{"email":"a@b.co","password":"');
    pump();
  });
}

describe('request bodies on a running server', () => {
  it.each([
    ['streamed without a length (chunked)', false],
    ['declared as 100 MB', true],
  ])('refuses an anonymous 100 MB body %s with 413, without the memory growing', async (_label, declared) => {
    const rssBefore = memoryKb('VmRSS');
    // Reset the peak-RSS counter, so VmHWM afterwards is the peak during this upload.
    writeFileSync(`/proc/${serverPid}/clear_refs`, '5');
    const answer = await upload(declared);
    expect(answer.status, answer.body).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is larger than the 64 KB this address accepts.',
    });
    // The answer came long before the client could send it all.
    expect(answer.sentBytes).toBeLessThan(BODY_BYTES);
    expect(memoryKb('VmHWM') - rssBefore).toBeLessThan(MAX_PEAK_GROWTH_KB);
    // And the server is fine.
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  });
});
