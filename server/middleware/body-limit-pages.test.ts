// Page paths (the SPA's, known or not) read no body, yet a 100 MB POST to one must be
// answered at once rather than taken in first: on a real socket, a declared 100 MB gets 413
// before any of it is read, and one streamed without a length gets its answer long before
// the client could send it all. Every path has a body limit, not only /api.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { useTestDatabase } from '../testing/test-db.ts';

const BODY_BYTES = 100 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;

const buildDir = mkdtempSync(join(tmpdir(), 'vaultmark-body-pages-'));
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

/** Sends up to BODY_BYTES (stopping once the answer arrives); the status and what was sent by then. */
function upload(baseUrl: string, path: string, declareLength: boolean) {
  return new Promise<{ status: number; sentBytes: number }>((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
    if (declareLength) headers['content-length'] = BODY_BYTES;
    let sentBytes = 0;
    let answered = false;
    const request = http.request(new URL(path, baseUrl), { method: 'POST', headers }, (response) => {
      answered = true;
      const status = response.statusCode ?? 0;
      response.resume();
      response.on('end', () => {
        request.destroy();
        resolve({ status, sentBytes });
      });
    });
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
    pump();
  });
}

describe('request bodies to page paths', () => {
  const database = useTestDatabase('pglite');
  let server: ReturnType<typeof serve>;
  let baseUrl = '';

  beforeAll(async () => {
    mkdirSync(join(buildDir, '.vite'), { recursive: true });
    writeFileSync(
      join(buildDir, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(buildDir, '.vite', 'manifest.json'), '{}');
    const app = createApp({ db: database().handle, staticDir: buildDir });
    server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(['/company/MSTR', '/pricing', '/no-such-page'])(
    'refuses a declared 100 MB POST to %s with 413 before reading it',
    async (path) => {
      const answer = await upload(baseUrl, path, true);
      expect(answer.status).toBe(413);
      expect(answer.sentBytes).toBeLessThan(BODY_BYTES / 10);
    },
  );

  it.each(['/company/MSTR', '/no-such-page'])(
    'answers a 100 MB POST to %s streamed without a length long before it could all be sent',
    async (path) => {
      const answer = await upload(baseUrl, path, false);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.sentBytes).toBeLessThan(BODY_BYTES / 10);
    },
  );
});
