// The header's search button: all that the page loads eagerly for search. The dialog with the
// combobox is loaded on intent (hover, focus, press) and what it searches on its first
// focus, so the search adds nothing else to any page's first load. It renders the same on
// the server and in the browser (no browser-only state read while rendering).
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { usePathname } from '@/lib/navigation';
import { Button } from '@/components/ui/button';
import { createLazyComponent, prefetch } from '@/lib/lazy-component';
import { cn } from '@/lib/utils';
import { notify } from '@/stores/notifications-store';
import type { SearchDialogProps } from './search-dialog';

const dialog = createLazyComponent<SearchDialogProps>(() =>
  import('./search-dialog').then((module) => module.SearchDialog),
);

export function HeaderSearch({ className }: { className?: string }) {
  const pathname = usePathname();
  const loaded = dialog.useIsLoaded();
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const dialogId = useId();
  // Any navigation closes the dialog.
  const open = openOnPath === pathname;

  const setOpen = (next: boolean) => {
    setOpenOnPath(next ? pathname : null);
    if (!next) return;
    dialog.load().catch(() => {
      setOpenOnPath(null);
      notify({
        title: 'Search unavailable',
        description: 'The search could not be loaded. Check your connection and try again.',
        variant: 'destructive',
      });
    });
  };

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Search"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && loaded ? dialogId : undefined}
        aria-busy={open && !loaded}
        className={cn('size-9', className)}
        onPointerEnter={() => prefetch(dialog)}
        onFocus={() => prefetch(dialog)}
        onClick={() => setOpen(!open)}
      >
        <Search aria-hidden="true" className="size-5!" />
      </Button>
      <dialog.Component id={dialogId} open={open} onOpenChange={setOpen} />
    </>
  );
}
