import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { server } from '@/testing/msw-server';
import { api, ApiError } from './api-client';

const schema = z.object({ value: z.number() });

describe('api.get', () => {
  it('sends the query string and returns the validated body', async () => {
    server.use(
      http.get('*/api/example', ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json({ value: Number(url.searchParams.get('n')) });
      }),
    );
    await expect(api.get('/api/example', { query: { n: 7, skip: undefined } }, schema)).resolves.toEqual({ value: 7 });
  });

  it("throws the server's message on a non-2xx answer", async () => {
    server.use(
      http.get('*/api/example', () =>
        HttpResponse.json({ code: 'UNAVAILABLE', message: 'Database is starting' }, { status: 503 }),
      ),
    );
    const error = await api.get('/api/example', {}, schema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Database is starting', status: 503, code: 'UNAVAILABLE' });
  });

  it('falls back to the status when the error body is not JSON', async () => {
    server.use(http.get('*/api/example', () => new HttpResponse('Bad gateway', { status: 502 })));
    await expect(api.get('/api/example', {}, schema)).rejects.toThrow('Request failed with status 502');
  });

  it('rejects a body that breaks the contract', async () => {
    server.use(http.get('*/api/example', () => HttpResponse.json({ value: 'seven' })));
    await expect(api.get('/api/example', {}, schema)).rejects.toThrow();
  });
});
