// The spec's session events on one bus: forms and the provider emit them, the provider's
// reducer turns them into state. Sign-in and sign-out also reach the site's other open
// tabs (BroadcastChannel; the storage event where that is missing), so signing out in one
// tab signs out all of them.
import type { AuthSession, AuthUser } from '@domain/schemas/auth';
import type { AuthEventType } from '@/lib/account';

export type AuthEvent =
  | { type: 'SIGNED_IN'; session: AuthSession; user: AuthUser }
  | { type: 'SIGNED_OUT' }
  | { type: 'TOKEN_REFRESHED'; session: AuthSession }
  | { type: 'USER_UPDATED'; user: AuthUser }
  | { type: 'PASSWORD_RECOVERY' };

/** Where an event came from: this tab, or another tab of the site (type only, no data). */
export type AuthEventSource = 'this-tab' | 'other-tab';
export type AuthListener = (event: AuthEvent | { type: 'SIGNED_IN'; remote: true }, source: AuthEventSource) => void;

export const AUTH_CHANNEL = 'vaultmark-auth';
const STORAGE_KEY = 'vaultmark-auth-event';
const CROSS_TAB_EVENTS: ReadonlySet<AuthEventType> = new Set(['SIGNED_IN', 'SIGNED_OUT']);

const listeners = new Set<AuthListener>();
let channel: BroadcastChannel | null = null;
let detachStorage: (() => void) | null = null;

function receive(type: unknown) {
  if (type === 'SIGNED_OUT') for (const listener of [...listeners]) listener({ type: 'SIGNED_OUT' }, 'other-tab');
  if (type === 'SIGNED_IN') {
    for (const listener of [...listeners]) listener({ type: 'SIGNED_IN', remote: true }, 'other-tab');
  }
}

function connect() {
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.onmessage = (message: MessageEvent<{ type?: unknown }>) => receive(message.data?.type);
    return;
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    try {
      receive((JSON.parse(event.newValue) as { type?: unknown }).type);
    } catch {
      // not ours
    }
  };
  window.addEventListener('storage', onStorage);
  detachStorage = () => window.removeEventListener('storage', onStorage);
}

function disconnect() {
  channel?.close();
  channel = null;
  detachStorage?.();
  detachStorage = null;
}

function tellOtherTabs(type: AuthEventType) {
  if (channel) {
    channel.postMessage({ type });
    return;
  }
  try {
    // A fresh value each time, so repeating the same event still fires the storage event.
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ type, at: Date.now() }));
  } catch {
    // Storage disabled: the other tabs notice at their next session check.
  }
}

/** Listens to session events; returns the function that stops listening. */
export function onAuthStateChange(listener: AuthListener): () => void {
  if (listeners.size === 0) connect();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) disconnect();
  };
}

/** Announces a session event in this tab (and, for sign-in and sign-out, in the others). */
export function emitAuthEvent(event: AuthEvent, options: { crossTab?: boolean } = {}): void {
  for (const listener of [...listeners]) listener(event, 'this-tab');
  if ((options.crossTab ?? true) && CROSS_TAB_EVENTS.has(event.type)) tellOtherTabs(event.type);
}
