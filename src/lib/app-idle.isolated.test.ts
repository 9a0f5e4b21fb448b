import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as AppIdleModule from './app-idle';
import type * as WhenIdleModule from './when-idle';

type AppIdle = typeof AppIdleModule;
type WhenIdle = typeof WhenIdleModule;

const idle = () => document.documentElement.dataset.appIdle === 'true';

describe('<html data-app-idle>', () => {
  let appIdle: AppIdle;
  let whenIdle: WhenIdle['whenIdle'];

  beforeEach(async () => {
    vi.useFakeTimers();
    vi.resetModules();
    delete document.documentElement.dataset.appIdle;
    appIdle = await import('./app-idle');
    ({ whenIdle } = await import('./when-idle'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is set only once the page is ready and nothing is held, and removed while work runs', () => {
    const release = appIdle.holdAppIdle();
    vi.runAllTimers();
    expect(idle()).toBe(false);
    appIdle.markAppReady();
    vi.runAllTimers();
    expect(idle()).toBe(false);
    release();
    vi.runAllTimers();
    expect(idle()).toBe(true);
    const again = appIdle.holdAppIdle();
    expect(idle()).toBe(false);
    again();
    again();
    vi.runAllTimers();
    expect(idle()).toBe(true);
  });

  it('waits for idle work and for the promise it returns', async () => {
    appIdle.markAppReady();
    let finish: () => void = () => {};
    whenIdle(() => new Promise<void>((resolve) => (finish = resolve)));
    vi.advanceTimersByTime(1);
    expect(idle()).toBe(false);
    vi.runAllTimers(); // the idle callback (or its fallback) runs the work
    expect(idle()).toBe(false);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    vi.runAllTimers();
    expect(idle()).toBe(true);
  });

  it('a cancelled idle task no longer holds the page', () => {
    appIdle.markAppReady();
    const cancel = whenIdle(() => {});
    vi.advanceTimersByTime(0);
    expect(idle()).toBe(false);
    cancel();
    vi.runAllTimers();
    expect(idle()).toBe(true);
  });

  it('counts a query in flight as work', async () => {
    const client = new QueryClient();
    appIdle.watchQueryClient(client);
    appIdle.markAppReady();
    vi.runAllTimers();
    expect(idle()).toBe(true);
    let answer: (value: number) => void = () => {};
    const fetching = client.fetchQuery({ queryKey: ['x'], queryFn: () => new Promise<number>((r) => (answer = r)) });
    vi.advanceTimersByTime(0);
    expect(idle()).toBe(false);
    answer(1);
    await fetching;
    vi.runAllTimers();
    expect(idle()).toBe(true);
  });
});
