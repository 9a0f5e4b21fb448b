// better-auth keeps each request's state in AsyncLocalStorage (three storages, kept in its
// process-wide global). On Node 20 a storage that has run once turns async_hooks on for the
// whole process, and they stay on: from the first sign-in or session check onwards, every
// promise, timer and socket of every request pays a hook call: a cached read answered about
// 9 % fewer requests a second, a database read about 18 % fewer (ADR 112). A storage that
// is disabled turns them off again, and its next run turns them back on.
//
// So every call into better-auth runs inside `withAuthContext`, background tasks too, and
// when the last one in the process has settled, better-auth's storages are disabled. Its
// requests still see their state: a storage is only disabled when no call is under way.
import type { AsyncLocalStorage } from 'node:async_hooks';

/** Where better-auth 1.7 keeps its global (`Symbol.for`, so every copy of it shares one). */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');
/** The storages it creates on first use, under its global's `context`. */
const STORAGE_KEYS = ['adapterAsyncStorage', 'requestStateAsyncStorage', 'endpointContextAsyncStorage'] as const;

type StorageKey = (typeof STORAGE_KEYS)[number];
interface BetterAuthGlobal {
  context?: Partial<Record<StorageKey, AsyncLocalStorage<unknown>>>;
}

/** Calls into better-auth not yet settled, in this process (its storages are process-wide too). */
let underWay = 0;

function releaseStorages(): void {
  const context = (globalThis as Record<symbol, BetterAuthGlobal | undefined>)[BETTER_AUTH_GLOBAL]?.context;
  if (!context) return;
  for (const key of STORAGE_KEYS) context[key]?.disable();
}

/** Runs a call into better-auth; once no call is under way, its async-context storages are disabled. */
export async function withAuthContext<T>(call: () => Promise<T>): Promise<T> {
  underWay += 1;
  try {
    return await call();
  } finally {
    underWay -= 1;
    if (underWay === 0) releaseStorages();
  }
}
