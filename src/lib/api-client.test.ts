import { MASKED_INTERNAL_ERROR_MESSAGE } from '@domain/errors';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { query } from '@/config/site';
import { z } from 'zod';
import { server } from '@/testing/msw-server';
import { api, ApiError, errorMessage, READ_TIMED_OUT } from './api-client';

const schema = z.object({ value: z.number() });

afterEach(() => {
  vi.useRealTimers();
});

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

  it('fails with a timeout, and the caller its default text, when the server does not answer in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.get('*/api/example', async () => {
        await delay('infinite');
        return HttpResponse.json({ value: 1 });
      }),
    );
    const settled = api.get('/api/example', {}, schema).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(query.readTimeoutMs);
    const error = await settled;
    expect(error).toMatchObject({ name: 'TimeoutError', message: READ_TIMED_OUT });
    expect(errorMessage(error, 'Failed to fetch treasury data')).toBe('Failed to fetch treasury data');
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

describe('api.post', () => {
  it('sends the body as JSON and returns the validated answer', async () => {
    server.use(
      http.post('*/api/example', async ({ request }) => {
        expect(request.headers.get('content-type')).toBe('application/json');
        const body = (await request.json()) as { n: number };
        return HttpResponse.json({ value: body.n * 2 }, { status: 201 });
      }),
    );
    await expect(api.post('/api/example', { n: 21 }, schema)).resolves.toEqual({ value: 42 });
  });

  it('keeps the details of a 422 answer', async () => {
    const details = { issues: [{ path: 'rows.3.btcHoldings', message: 'BTC holdings cannot be negative' }] };
    server.use(
      http.post('*/api/example', () =>
        HttpResponse.json({ code: 'VALIDATION_FAILED', message: 'Invalid input', details }, { status: 422 }),
      ),
    );
    const error = await api.post('/api/example', {}, schema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION_FAILED', details });
  });
});

describe('errorMessage', () => {
  it("uses the server's message when the server sent one", () => {
    expect(errorMessage(new ApiError('Database is starting', 503, 'UNAVAILABLE'), 'Default')).toBe(
      'Database is starting',
    );
  });

  it('uses the default for network, contract and bodiless failures', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Default')).toBe('Default');
    expect(errorMessage(new ApiError('Request failed with status 502', 502), 'Default')).toBe('Default');
    expect(errorMessage('boom', 'Default')).toBe('Default');
  });

  it("uses the default for the server's masked answer to an unexpected error (ADR 122)", () => {
    expect(
      errorMessage(new ApiError(MASKED_INTERNAL_ERROR_MESSAGE, 500, 'INTERNAL'), 'Failed to fetch treasury data'),
    ).toBe('Failed to fetch treasury data');
    expect(errorMessage(new ApiError('Index down', 500, 'INTERNAL'), 'Default')).toBe('Index down');
  });
});

describe('api.put, api.patch, api.delete and api.upload', () => {
  it.each([
    ['PUT', api.put],
    ['PATCH', api.patch],
    ['DELETE', api.delete],
  ] as const)('%s sends the JSON body with its method', async (method, call) => {
    server.use(
      http.all('*/api/example', async ({ request }) => {
        expect(request.method).toBe(method);
        expect(request.headers.get('content-type')).toBe('application/json');
        const body = (await request.json()) as { n: number };
        return HttpResponse.json({ value: body.n + 1 });
      }),
    );
    await expect(call('/api/example', { n: 1 }, schema)).resolves.toEqual({ value: 2 });
  });

  it('DELETE without a body sends none', async () => {
    server.use(
      http.delete('*/api/example', async ({ request }) => {
        expect(request.headers.get('content-type')).toBeNull();
        expect(await request.text()).toBe('');
        return HttpResponse.json({ value: 0 });
      }),
    );
    await expect(api.delete('/api/example', undefined, schema)).resolves.toEqual({ value: 0 });
  });

  it('upload sends the file as the body with its own content type and the query', async () => {
    server.use(
      http.post('*/api/example', async ({ request }) => {
        expect(request.headers.get('content-type')).toBe('text/csv');
        expect(new URL(request.url).searchParams.get('mode')).toBe('replace');
        return HttpResponse.json({ value: (await request.text()).split('\n').length });
      }),
    );
    await expect(
      api.upload('/api/example', 'a,b\n1,2', 'text/csv', schema, { query: { mode: 'replace' } }),
    ).resolves.toEqual({ value: 2 });
  });
});
