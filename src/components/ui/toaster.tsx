// Renders the head of the notifications queue. When its time is up (or it is dismissed)
// it leaves the queue and the next one mounts with a fresh timer: one toast at a time.
// While a modal is open, a new toast waits for it to close (toastOnScreen).
// It carries its own provider (4 s per toast) so the whole toast stack can load lazily.
import { ui } from '@/config/site';
import { toastOnScreen, useNotificationsStore } from '@/stores/notifications-store';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

export function Toaster() {
  const current = useNotificationsStore(toastOnScreen);
  const dismiss = useNotificationsStore((state) => state.dismiss);

  return (
    <ToastProvider duration={ui.toastDurationMs} label="Notifications">
      {current ? (
        <Toast
          key={current.id}
          variant={current.variant}
          open
          onOpenChange={(open) => {
            if (!open) dismiss(current.id);
          }}
        >
          <ToastTitle>{current.title}</ToastTitle>
          {current.description ? <ToastDescription>{current.description}</ToastDescription> : null}
          <ToastClose />
        </Toast>
      ) : null}
      <ToastViewport />
    </ToastProvider>
  );
}
