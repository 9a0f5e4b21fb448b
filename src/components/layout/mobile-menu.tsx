// The header below the xl breakpoint: a toggle that opens a side sheet with the same links.
// The sheet's code (Radix dialog) is prefetched when the browser is first idle — only where
// the toggle is shown, so wide screens never fetch it — so the first tap opens it at once
// (or on hover/focus, if that comes first). The open state remembers the path it was
// opened on, so any navigation closes the sheet.
import { Menu } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { usePathname } from '@/lib/navigation';
import { Button } from '@/components/ui/button';
import { createLazyComponent, prefetch } from '@/lib/lazy-component';
import { whenIdle } from '@/lib/when-idle';
import { notify } from '@/stores/notifications-store';
import type { MobileMenuSheetProps } from './mobile-menu-sheet';

const sheet = createLazyComponent<MobileMenuSheetProps>(() =>
  import('./mobile-menu-sheet').then((module) => module.MobileMenuSheet),
);

export function MobileMenu({ className }: { className?: string }) {
  const pathname = usePathname();
  const loaded = sheet.useIsLoaded();
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sheetId = useId();
  const open = openOnPath === pathname;

  useEffect(
    () =>
      whenIdle(() => {
        // A toggle hidden by the breakpoint has no box: nothing to prefetch for.
        if (toggleRef.current?.getClientRects().length) return prefetch(sheet);
      }),
    [],
  );

  const setOpen = (next: boolean) => {
    setOpenOnPath(next ? pathname : null);
    if (!next) return;
    sheet.load().catch(() => {
      setOpenOnPath(null);
      notify({
        title: 'Menu unavailable',
        description: 'The menu could not be loaded. Check your connection and try again.',
        variant: 'destructive',
      });
    });
  };

  return (
    <>
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open && loaded ? sheetId : undefined}
        aria-busy={open && !loaded}
        className={className}
        onPointerEnter={() => prefetch(sheet)}
        onFocus={() => prefetch(sheet)}
        onClick={() => setOpen(!open)}
      >
        <Menu aria-hidden="true" className="size-6!" />
      </Button>
      <sheet.Component id={sheetId} open={open} onOpenChange={setOpen} returnFocusTo={toggleRef} />
    </>
  );
}
