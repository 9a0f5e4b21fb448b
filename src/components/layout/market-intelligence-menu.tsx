// The header's Market Intelligence menu: a small WAI-ARIA menu button (no positioning
// library, so it costs the home page almost nothing). A press or Enter/Space/ArrowDown opens
// it with focus on the first item; arrows, Home and End move; Escape or leaving closes it.
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, usePathname } from '@/lib/navigation';
import { marketIntelligenceLabel, marketIntelligenceLinks } from '@/config/navigation';
import { cn } from '@/lib/utils';

export function MarketIntelligenceMenu({ className }: { className: string }) {
  const pathname = usePathname();
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const open = openOnPath === pathname; // any navigation closes the menu
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const pendingFocus = useRef<number | null>(null);
  const active = marketIntelligenceLinks.some((link) => link.to === pathname);

  const focusItem = (index: number) => {
    const count = marketIntelligenceLinks.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const openMenu = (focusIndex: number) => {
    pendingFocus.current = focusIndex;
    setOpenOnPath(pathname);
  };

  const close = (returnFocus: boolean) => {
    setOpenOnPath(null);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    if (pendingFocus.current !== null) {
      focusItem(pendingFocus.current);
      pendingFocus.current = null;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenOnPath(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: marketIntelligenceLinks.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenOnPath(null);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        className={cn(
          className,
          'inline-flex items-center gap-1 data-[state=open]:bg-muted',
          active && 'font-semibold text-primary',
        )}
        onClick={() => (open ? close(false) : openMenu(0))}
        onKeyDown={onTriggerKeyDown}
      >
        {marketIntelligenceLabel}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          aria-label={marketIntelligenceLabel}
          className="absolute left-0 top-full z-50 mt-2 w-72 rounded-lg border border-border bg-card p-1 shadow-lg"
          onKeyDown={onMenuKeyDown}
        >
          {marketIntelligenceLinks.map((link, index) => (
            <li key={link.to} role="none">
              <Link
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                role="menuitem"
                tabIndex={-1}
                to={link.to}
                aria-current={link.to === pathname ? 'page' : undefined}
                aria-labelledby={`${menuId}-${index}-label`}
                aria-describedby={`${menuId}-${index}-description`}
                className="flex flex-col rounded-md px-3 py-2 outline-none hover:bg-muted focus:bg-muted focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-ring"
                onClick={() => setOpenOnPath(null)}
              >
                <span id={`${menuId}-${index}-label`} className="text-sm font-medium text-primary">
                  {link.label}
                </span>
                <span id={`${menuId}-${index}-description`} className="text-xs text-muted-foreground">
                  {link.description}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
