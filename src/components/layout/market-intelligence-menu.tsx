// The header's Market Intelligence menu. Its code (the Radix dropdown menu, with its
// positioning) loads when the menu is wanted — a hover, focus or press on the trigger — so a
// page's first load, and a phone, where the trigger is hidden, never pay for it. Until then a
// light trigger of the same look stands in; a press, Enter, Space or ArrowDown on it opens the
// menu as soon as the code is here.
import { ChevronDown } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { marketIntelligenceLabel, marketIntelligenceLinks } from '@/config/navigation';
import { createLazyComponent, prefetch } from '@/lib/lazy-component';
import { usePathname } from '@/lib/navigation';
import { cn } from '@/lib/utils';
import { notify } from '@/stores/notifications-store';
import type { MarketIntelligenceDropdownProps } from './market-intelligence-dropdown';

const dropdown = createLazyComponent<MarketIntelligenceDropdownProps>(() =>
  import('./market-intelligence-dropdown').then((module) => module.MarketIntelligenceDropdown),
);

export function MarketIntelligenceMenu({ className }: { className: string }) {
  const pathname = usePathname();
  const loaded = dropdown.useIsLoaded();
  const [opened, setOpened] = useState<MarketIntelligenceDropdownProps['opened']>(null);
  const [focused, setFocused] = useState(false);
  const active = marketIntelligenceLinks.some((link) => link.to === pathname);

  if (loaded) return <dropdown.Component className={className} opened={opened} focused={focused} />;

  const open = (via: 'keyboard' | 'pointer') => {
    setOpened(via);
    dropdown.load().catch(() => {
      setOpened(null);
      notify({
        title: 'Menu unavailable',
        description: 'The menu could not be loaded. Check your connection and try again.',
        variant: 'destructive',
      });
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    open('keyboard');
  };

  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={opened !== null}
      data-state="closed"
      className={cn(className, 'inline-flex items-center gap-1', active && 'font-semibold text-primary')}
      onPointerEnter={() => prefetch(dropdown)}
      onFocus={() => {
        setFocused(true);
        void prefetch(dropdown);
      }}
      onBlur={() => setFocused(false)}
      onClick={() => open('pointer')}
      onKeyDown={onKeyDown}
    >
      {marketIntelligenceLabel}
      <ChevronDown aria-hidden="true" className="size-4 transition-transform" />
    </button>
  );
}
