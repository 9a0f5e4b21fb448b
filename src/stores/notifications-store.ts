// One queue of toasts: the head is on screen, the rest wait their turn. The Toaster shows
// the head for ui.toastDurationMs and then dismisses it, which brings up the next one.
// While a modal dialog or sheet is open the toast on screen stays and the next ones wait:
// a toast that came up over a dialog would be the top layer, and Escape would close it
// instead of the dialog.
import { useEffect } from 'react';
import { create } from 'zustand';

export type NotificationVariant = 'default' | 'success' | 'destructive';

export interface NotificationInput {
  title: string;
  description?: string;
  variant?: NotificationVariant;
}

export interface Notification extends NotificationInput {
  id: string;
  /** Epoch milliseconds when the notification was queued. */
  timestamp: number;
}

interface NotificationsState {
  queue: Notification[];
  /** Queues a toast and returns its id. */
  notify: (input: NotificationInput) => string;
  /** Removes a toast, on screen or waiting. */
  dismiss: (id: string) => void;
  clear: () => void;
  /** Modal dialogs and sheets open now. */
  holds: number;
  /** The toast that was on screen when the first of them opened: it stays; later ones wait. */
  kept: string | null;
  hold: () => void;
  release: () => void;
}

let sequence = 0;

export const useNotificationsStore = create<NotificationsState>()((set) => ({
  queue: [],
  notify: (input) => {
    sequence += 1;
    const notification: Notification = { ...input, id: `notification-${sequence}`, timestamp: Date.now() };
    set((state) => ({ queue: [...state.queue, notification] }));
    return notification.id;
  },
  dismiss: (id) => set((state) => ({ queue: state.queue.filter((item) => item.id !== id) })),
  clear: () => set({ queue: [] }),
  holds: 0,
  kept: null,
  hold: () =>
    set((state) => ({ holds: state.holds + 1, kept: state.holds === 0 ? (state.queue[0]?.id ?? null) : state.kept })),
  release: () => set((state) => ({ holds: Math.max(0, state.holds - 1), kept: state.holds <= 1 ? null : state.kept })),
}));

/** The toast to show now: the head of the queue, unless a modal is open and it came up since. */
export function toastOnScreen(state: Pick<NotificationsState, 'queue' | 'holds' | 'kept'>): Notification | undefined {
  const head = state.queue[0];
  return head && (state.holds === 0 || head.id === state.kept) ? head : undefined;
}

/**
 * Holds new toasts back while it is mounted: rendered inside a modal's content, which Radix
 * mounts only while the modal is open.
 */
export function HoldToasts(): null {
  useEffect(() => {
    useNotificationsStore.getState().hold();
    return () => useNotificationsStore.getState().release();
  }, []);
  return null;
}

/** Queues a toast from anywhere (event handlers, query callbacks, realtime listeners). */
export function notify(input: NotificationInput): string {
  return useNotificationsStore.getState().notify(input);
}
