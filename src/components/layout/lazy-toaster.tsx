// Loads the toast stack (Radix toast) the first time a notification is queued, not with
// every page: most visits never show a toast. Once loaded it stays mounted.
import { lazy, Suspense, useState } from 'react';
import { useNotificationsStore } from '@/stores/notifications-store';

const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

export function LazyToaster() {
  const hasNotification = useNotificationsStore((state) => state.queue.length > 0);
  const [needed, setNeeded] = useState(false);
  if (hasNotification && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
