// The header's Market Intelligence menu. Its Radix code (menu, popper, floating-ui) loads on
// intent — hover, focus or press — not with every page; until then a look-alike button
// stands in and hands over a press (pointer or keyboard) and focus when the code arrives.
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { marketIntelligenceLabel, marketIntelligenceLinks } from '@/config/navigation';
import { createLazyComponent, prefetch } from '@/lib/lazy-component';
import { cn } from '@/lib/utils';
import { notify } from '@/stores/notifications-store';
import type { MarketIntelligenceDropdownProps } from './market-intelligence-dropdown';

const dropdown = createLazyComponent<MarketIntelligenceDropdownProps>(() =>
  import('./market-intelligence-dropdown').then((module) => module.MarketIntelligenceDropdown),
);

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function MarketIntelligenceMenu({ className }: { className: string }) {
  const { pathname } = useLocation();
  const loaded = dropdown.useIsLoaded();
  const [pressed, setPressed] = useState<'pointer' | 'keyboard' | undefined>();
  const [focused, setFocused] = useState(false);
  const active = marketIntelligenceLinks.some((link) => link.to === pathname);
  const triggerClassName = cn(
    className,
    'inline-flex items-center gap-1 data-[state=open]:bg-muted',
    active && 'font-semibold text-primary',
  );

  if (loaded) {
    return (
      <dropdown.Component triggerClassName={triggerClassName} pressedBeforeLoad={pressed} focusOnMount={focused} />
    );
  }

  const open = (how: 'pointer' | 'keyboard') => {
    setPressed(how);
    dropdown.load().catch(() => {
      setPressed(undefined);
      notify({
        title: 'Menu unavailable',
        description: 'The menu could not be loaded. Check your connection and try again.',
        variant: 'destructive',
      });
    });
  };

  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={pressed !== undefined}
      className={triggerClassName}
      onPointerEnter={() => prefetch(dropdown)}
      onFocus={() => {
        setFocused(true);
        prefetch(dropdown);
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) open('pointer');
      }}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        open('keyboard');
      }}
    >
      {marketIntelligenceLabel}
      <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  );
}
