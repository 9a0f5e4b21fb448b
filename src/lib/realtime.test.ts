import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_RECONNECT_DELAYS_MS } from '@/config/market';
import { FakeEventSource } from '@/testing/fake-event-source';
import {
  connectRealtime,
  parseRealtimeMessage,
  parseResyncReason,
  realtimeUrl,
  reconnectDelay,
  type RealtimeLogger,
} from './realtime';

type Log = (...args: unknown[]) => void;
const quietLogger = () => ({ debug: vi.fn<Log>(), warn: vi.fn<Log>() }) satisfies RealtimeLogger;

beforeEach(() => {
  FakeEventSource.reset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('reconnectDelay', () => {
  it('waits 1, 2, 5, then 10 s for every later attempt (spec section 9)', () => {
    expect(REALTIME_RECONNECT_DELAYS_MS).toEqual([1_000, 2_000, 5_000, 10_000]);
    expect([0, 1, 2, 3, 4, 9].map((attempt) => reconnectDelay(attempt))).toEqual([
      1_000, 2_000, 5_000, 10_000, 10_000, 10_000,
    ]);
  });
});

describe('parseRealtimeMessage', () => {
  it('reads each named event against the contract', () => {
    expect(parseRealtimeMessage('constituents', '{"op":"UPDATE","indexType":"bitcoin_etf"}')).toEqual({
      type: 'constituents',
      op: 'UPDATE',
      indexType: 'bitcoin_etf',
    });
    expect(
      parseRealtimeMessage(
        'price',
        JSON.stringify({
          type: 'price',
          op: 'INSERT',
          symbol: 'BTC',
          price: 91234.56,
          timestamp: '2026-11-21T08:00:00Z',
          id: 7,
        }),
      ),
    ).toEqual({ type: 'price', op: 'INSERT', symbol: 'BTC', price: 91234.56, timestamp: '2026-11-21T08:00:00Z' });
  });

  it('rejects what breaks the contract', () => {
    expect(parseRealtimeMessage('constituents', '{"op":"UPDATE","indexType":"nonsense"}')).toBeNull();
    expect(parseRealtimeMessage('price', 'not json')).toBeNull();
    expect(parseRealtimeMessage('price', '42')).toBeNull();
    expect(parseRealtimeMessage('price', undefined)).toBeNull();
  });
});

describe('realtimeUrl', () => {
  it('asks a new stream to resume after the last id seen', () => {
    expect(realtimeUrl('/api/realtime', null)).toBe('/api/realtime');
    expect(realtimeUrl('/api/realtime', '1234567890123')).toBe('/api/realtime?lastEventId=1234567890123');
    expect(realtimeUrl('/api/realtime?x=1', '7')).toBe('/api/realtime?x=1&lastEventId=7');
  });
});

describe('parseResyncReason', () => {
  it("reads the reason, and still means 'refetch everything' when it is missing", () => {
    expect(parseResyncReason('{"reason":"gap too old"}')).toBe('gap too old');
    expect(parseResyncReason('{}')).toBe('unspecified');
    expect(parseResyncReason('not json')).toBe('unspecified');
  });
});

describe('connectRealtime: resuming after a drop', () => {
  const indexHistoryEvent = { op: 'INSERT', indexType: 'green_vault', date: '2026-11-21' };

  it('reconnects with ?lastEventId= the newest id seen, from data and control events alike', () => {
    const onReconnect = vi.fn();
    connectRealtime({
      onEvent: vi.fn(),
      onReconnect,
      createEventSource: FakeEventSource.create,
      logger: quietLogger(),
    });
    const first = FakeEventSource.latest();
    first.open();
    first.emit('ready', {}, '41');
    first.emit('index_history', indexHistoryEvent, '42');
    first.emit('constituents', '{"broken', '43'); // malformed, but seen: the server need not send it again
    first.fail();
    vi.advanceTimersByTime(1_000);
    const second = FakeEventSource.latest();
    expect(second).not.toBe(first);
    expect(second.url).toBe('/api/realtime?lastEventId=43');
    second.open();
    expect(onReconnect).toHaveBeenCalledWith({ resumed: true });

    second.emit('price', { op: 'INSERT', symbol: 'BTC', price: 1, timestamp: '2026-11-21T08:00:00Z' }, '44');
    second.fail();
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.latest().url).toBe('/api/realtime?lastEventId=44');
  });

  it('keeps the last id when an event comes without one', () => {
    connectRealtime({ onEvent: vi.fn(), createEventSource: FakeEventSource.create, logger: quietLogger() });
    const first = FakeEventSource.latest();
    first.emit('index_history', indexHistoryEvent, '9');
    first.emit('index_history', indexHistoryEvent);
    first.fail();
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.latest().url).toBe('/api/realtime?lastEventId=9');
  });

  it('hands a resync to onResync with its reason, and resumes after its id', () => {
    const onResync = vi.fn();
    const onEvent = vi.fn();
    connectRealtime({ onEvent, onResync, createEventSource: FakeEventSource.create, logger: quietLogger() });
    const source = FakeEventSource.latest();
    source.emit('resync', { reason: 'events older than the retention window' }, '500');
    expect(onResync).toHaveBeenCalledWith('events older than the retention window');
    expect(onEvent).not.toHaveBeenCalled();
    source.fail();
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.latest().url).toBe('/api/realtime?lastEventId=500');
  });

  it('ignores events of a stream it has replaced', () => {
    const onEvent = vi.fn();
    connectRealtime({ onEvent, createEventSource: FakeEventSource.create, logger: quietLogger() });
    const first = FakeEventSource.latest();
    first.fail();
    vi.advanceTimersByTime(1_000);
    first.emit('index_history', indexHistoryEvent, '99');
    expect(onEvent).not.toHaveBeenCalled();
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(2_000);
    expect(FakeEventSource.latest().url).toBe('/api/realtime');
  });
});

describe('connectRealtime', () => {
  it('opens one stream on /api/realtime and delivers its events', () => {
    const onEvent = vi.fn();
    connectRealtime({ onEvent, createEventSource: FakeEventSource.create, logger: quietLogger() });
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/realtime');
    source.open();
    source.emit('ready', {});
    source.emit('index_history', { op: 'INSERT', indexType: 'green_vault', date: '2026-11-21' });
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({
      type: 'index_history',
      op: 'INSERT',
      indexType: 'green_vault',
      date: '2026-11-21',
    });
  });

  it('closes the failed stream and reconnects after 1, 2, 5, 10 and 10 s', () => {
    const logger = quietLogger();
    connectRealtime({ onEvent: vi.fn(), createEventSource: FakeEventSource.create, logger });
    const delays = [1_000, 2_000, 5_000, 10_000, 10_000];
    for (const delay of delays) {
      const current = FakeEventSource.latest();
      const count = FakeEventSource.instances.length;
      current.fail();
      expect(current.closed).toBe(true);
      vi.advanceTimersByTime(delay - 1);
      expect(FakeEventSource.instances).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(FakeEventSource.instances).toHaveLength(count + 1);
    }
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('starts again from 1 s once a stream has opened, and says a reconnect happened', () => {
    const onReconnect = vi.fn();
    connectRealtime({
      onEvent: vi.fn(),
      onReconnect,
      createEventSource: FakeEventSource.create,
      logger: quietLogger(),
    });
    FakeEventSource.latest().open();
    expect(onReconnect).not.toHaveBeenCalled();
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1_000);
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(2_000);
    FakeEventSource.latest().open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(onReconnect).toHaveBeenCalledWith({ resumed: false });

    FakeEventSource.latest().fail();
    const count = FakeEventSource.instances.length;
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.instances).toHaveLength(count + 1);
  });

  it('retries when the EventSource cannot even be created', () => {
    let calls = 0;
    const logger = quietLogger();
    connectRealtime({
      onEvent: vi.fn(),
      createEventSource: (url) => {
        calls += 1;
        if (calls === 1) throw new Error('blocked');
        return FakeEventSource.create(url);
      },
      logger,
    });
    expect(FakeEventSource.instances).toHaveLength(0);
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('ignores malformed events and a throwing handler, logging a warning and never console.error', () => {
    const logger = quietLogger();
    const onEvent = vi.fn(() => {
      throw new Error('handler failed');
    });
    connectRealtime({ onEvent, createEventSource: FakeEventSource.create, logger });
    const source = FakeEventSource.latest();
    source.emit('price', '{broken');
    source.emit('price', { op: 'INSERT', symbol: 'BTC', price: 1, timestamp: 'now' });
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('stops for good on close: no reconnect, no events from the old stream', () => {
    const onEvent = vi.fn();
    const connection = connectRealtime({ onEvent, createEventSource: FakeEventSource.create, logger: quietLogger() });
    const source = FakeEventSource.latest();
    source.fail();
    connection.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    source.emit('index_history', { op: 'INSERT', indexType: 'green_vault', date: '2026-11-21' });
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('does nothing without an EventSource in the environment', () => {
    const logger = quietLogger();
    const connection = connectRealtime({ onEvent: vi.fn(), logger });
    expect(logger.debug).toHaveBeenCalledWith(expect.stringContaining('not available'));
    expect(() => connection.close()).not.toThrow();
  });
});
