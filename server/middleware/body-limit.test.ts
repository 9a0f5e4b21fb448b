import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { describe, expect, it } from 'vitest';
import { handleError } from '../error-handler.ts';
import { bodyLimitFor, bodyLimits, DEFAULT_BODY_LIMIT_BYTES, IMPORT_BODY_LIMIT_BYTES } from './body-limit.ts';

function appWithLimits() {
  let reads = 0;
  const app = new Hono<AppEnv>()
    .use('/api/*', bodyLimits([{ path: /^\/api\/big$/, maxBytes: 1024 }]))
    .post('/api/small', async (c) => {
      reads += 1;
      return c.json({ length: (await c.req.text()).length });
    })
    .post('/api/big', async (c) => c.json({ length: (await c.req.text()).length }));
  app.onError(handleError);
  return { app, reads: () => reads };
}

/** A body sent in chunks without a Content-Length, as a client streaming it would. */
function chunkedBody(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new Uint8Array(Math.min(8192, bytes - sent)).fill(120);
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

describe('body limits', () => {
  it('answers 413 over the default limit without running the route', async () => {
    const { app, reads } = appWithLimits();
    const ok = await app.request('/api/small', { method: 'POST', body: 'x'.repeat(DEFAULT_BODY_LIMIT_BYTES) });
    expect(ok.status).toBe(200);
    const tooLarge = await app.request('/api/small', {
      method: 'POST',
      body: 'x'.repeat(DEFAULT_BODY_LIMIT_BYTES + 1),
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is larger than the 64 KB this address accepts.',
    });
    expect(reads()).toBe(1);
  });

  it('counts a chunked body as it arrives', async () => {
    const { app, reads } = appWithLimits();
    const response = await app.request('/api/small', {
      method: 'POST',
      body: chunkedBody(10 * DEFAULT_BODY_LIMIT_BYTES),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(reads()).toBe(0);
  });

  it('applies a route’s own limit', async () => {
    const { app } = appWithLimits();
    expect((await app.request('/api/big', { method: 'POST', body: 'x'.repeat(1024) })).status).toBe(200);
    expect((await app.request('/api/big', { method: 'POST', body: 'x'.repeat(1025) })).status).toBe(413);
  });

  it('gives the import route its larger limit and everything else the default', () => {
    expect(bodyLimitFor('/api/constituents/import')).toBe(IMPORT_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/api/constituents')).toBe(DEFAULT_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/api/auth/sign-in/email')).toBe(DEFAULT_BODY_LIMIT_BYTES);
  });
});
