// The one realtime path end to end in the browser's view: a fake stream's events change the
// query cache, a resync or an unresumable reconnect refetches what a page shows, and a
// resumed reconnect asks for nothing (the server replays what was missed).
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/testing/fake-event-source';
import { treasuryFixtures } from '@/testing/market-fixtures';
import { marketKeys } from '../query-keys';
import { startRealtimeSync } from './sync-realtime';

let stop: (() => void) | undefined;
let queryClient: QueryClient;
let requests: number;
let stopObserving: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.reset();
  queryClient = new QueryClient();
  requests = 0;
  // A page showing the public companies: an observer whose fetches are counted.
  const observer = new QueryObserver(queryClient, {
    queryKey: marketKeys.constituents('bitcoin_treasury'),
    queryFn: async () => {
      requests += 1;
      return treasuryFixtures;
    },
    staleTime: Infinity,
  });
  stopObserving = observer.subscribe(() => {});
});

afterEach(() => {
  stop?.();
  stopObserving();
  vi.useRealTimers();
});

async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

function start() {
  stop = startRealtimeSync({ queryClient, notify: vi.fn() }, FakeEventSource.create);
  return FakeEventSource.latest();
}

describe('startRealtimeSync', () => {
  it('a constituents event refetches the list on screen', async () => {
    await settle();
    expect(requests).toBe(1);
    start().emit('constituents', { op: 'UPDATE', indexType: 'bitcoin_treasury' }, '1');
    await settle();
    expect(requests).toBe(2);
  });

  it('a resync refetches what is on screen', async () => {
    await settle();
    start().emit('resync', { reason: 'gap too old' }, '2');
    await settle();
    expect(requests).toBe(2);
  });

  it('a reconnect that resumes after an id asks for nothing; one that cannot resume refetches', async () => {
    await settle();
    const first = start();
    first.open();
    first.emit('ready', {}, '10');
    first.fail();
    await vi.advanceTimersByTimeAsync(1_000);
    const resumed = FakeEventSource.latest();
    expect(resumed.url).toBe('/api/realtime?lastEventId=10');
    resumed.open();
    await settle();
    expect(requests).toBe(1);

    stop?.();
    FakeEventSource.reset();
    const fresh = start();
    fresh.open();
    fresh.fail(); // no id seen on this connection
    await vi.advanceTimersByTimeAsync(1_000);
    FakeEventSource.latest().open();
    await settle();
    expect(requests).toBe(2);
  });

  it('logs a failing cache update and never shows it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(queryClient, 'invalidateQueries').mockRejectedValueOnce(new Error('boom'));
    start().emit('constituents', { op: 'UPDATE', indexType: 'bitcoin_etf' }, '3');
    await settle();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[realtime]'), expect.any(Error));
  });
});
