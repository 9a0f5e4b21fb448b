// The header's Market Intelligence menu on the shared dropdown menu (Radix). Loaded by
// market-intelligence-menu.tsx when the menu is first wanted; `opened` says how the trigger it
// replaces was used, so the first opening behaves as every later one does (from the keyboard,
// focus on the first item).
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { marketIntelligenceLabel, marketIntelligenceLinks } from '@/config/navigation';
import { Link, usePathname } from '@/lib/navigation';
import { cn } from '@/lib/utils';

export interface MarketIntelligenceDropdownProps {
  className: string;
  /** How the light trigger was used before this code loaded: open at once, or only take focus. */
  opened: 'keyboard' | 'pointer' | null;
  focused: boolean;
}

export function MarketIntelligenceDropdown({ className, opened, focused }: MarketIntelligenceDropdownProps) {
  const pathname = usePathname();
  const [openOnPath, setOpenOnPath] = useState<string | null>(opened ? pathname : null);
  const open = openOnPath === pathname; // any navigation closes the menu
  const baseId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const firstItemRef = useRef<HTMLAnchorElement>(null);
  const openedByKeyboard = useRef(opened === 'keyboard');
  // An item followed: the new page takes focus (ADR 121), not the trigger.
  const followed = useRef(false);
  const active = marketIntelligenceLinks.some((link) => link.to === pathname);

  useEffect(() => {
    if (focused && !opened) triggerRef.current?.focus();
    // Only as this replaces the light trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <DropdownMenu modal={false} open={open} onOpenChange={(next) => setOpenOnPath(next ? pathname : null)}>
      <DropdownMenuTrigger
        ref={triggerRef}
        className={cn(
          className,
          'inline-flex items-center gap-1 data-[state=open]:bg-muted',
          active && 'font-semibold text-primary',
        )}
      >
        {marketIntelligenceLabel}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        aria-label={marketIntelligenceLabel}
        className="w-72"
        onFocus={(event) => {
          // The menu takes focus as it opens. Opened from the light trigger's Enter, Space or
          // ArrowDown, before Radix was here to see the key: on to the first item, as Radix does.
          if (event.target !== event.currentTarget || !openedByKeyboard.current) return;
          openedByKeyboard.current = false;
          firstItemRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!followed.current) return;
          followed.current = false;
          event.preventDefault();
        }}
      >
        {marketIntelligenceLinks.map((link, index) => (
          <DropdownMenuItem
            key={link.to}
            asChild
            className="flex-col"
            onSelect={() => {
              followed.current = true;
            }}
          >
            <Link
              ref={index === 0 ? firstItemRef : undefined}
              to={link.to}
              aria-current={link.to === pathname ? 'page' : undefined}
              aria-labelledby={`${baseId}-${index}-label`}
              aria-describedby={`${baseId}-${index}-description`}
            >
              <span id={`${baseId}-${index}-label`} className="text-sm font-medium text-primary">
                {link.label}
              </span>
              <span id={`${baseId}-${index}-description`} className="text-xs text-muted-foreground">
                {link.description}
              </span>
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
