// Vitest setup for the SPA (jsdom): jest-dom matchers, browser stubs, msw with
// onUnhandledRequest 'error', a clean document per file, clean stores per test, and failure
// on unexpected console.error.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useHoldingsStore } from '@/stores/holdings-store';
import { useNotificationsStore } from '@/stores/notifications-store';
import { installBrowserStubs, setReducedMotion } from './browser-stubs';
import { isAllowedConsoleError, resetAllowedConsoleErrors } from './console';
import { server } from './msw-server';

installBrowserStubs();
// Lazy route chunks and msw answers can take over a second on a busy two-core CI machine:
// findBy*/waitFor wait up to 10 s before they fail (a passing test does not wait longer).
configure({ asyncUtilTimeout: 10_000 });

let unexpectedErrors: string[] = [];
const originalConsoleError = console.error;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The files of the web project share their worker's jsdom (ADR 200): each starts with empty
  // storage, no cookies and a bare document.
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  document.head.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  document.title = '';
});

beforeEach(() => {
  unexpectedErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (isAllowedConsoleError(args)) return;
    unexpectedErrors.push(
      args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '),
    );
    originalConsoleError(...args);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  // The stores are modules, shared by the tests of a file and the files of a worker.
  useHoldingsStore.setState(useHoldingsStore.getInitialState(), true);
  useNotificationsStore.setState(useNotificationsStore.getInitialState(), true);
  setReducedMotion(false);
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetAllowedConsoleErrors();
  const errors = unexpectedErrors;
  unexpectedErrors = [];
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error during the test:\n${errors.join('\n---\n')}`);
  }
});

afterAll(() => server.close());
