// One queue of toasts: the head is on screen, the rest wait their turn. The Toaster shows
// the head for ui.toastDurationMs and then dismisses it, which brings up the next one.
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
}));

/** Queues a toast from anywhere (event handlers, query callbacks, realtime listeners). */
export function notify(input: NotificationInput): string {
  return useNotificationsStore.getState().notify(input);
}
