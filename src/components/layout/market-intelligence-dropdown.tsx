// The Market Intelligence menu itself (Radix dropdown-menu). Loaded on intent by
// market-intelligence-menu.tsx, which passes on a press or focus made before the code arrived.
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { marketIntelligenceLabel, marketIntelligenceLinks } from '@/config/navigation';

export interface MarketIntelligenceDropdownProps {
  triggerClassName: string;
  /** How the visitor pressed the stand-in trigger before this code loaded, if they did. */
  pressedBeforeLoad?: 'pointer' | 'keyboard';
  /** The stand-in trigger had focus: keep it on the real one. */
  focusOnMount?: boolean;
}

export function MarketIntelligenceDropdown({
  triggerClassName,
  pressedBeforeLoad,
  focusOnMount,
}: MarketIntelligenceDropdownProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const trigger = triggerRef.current;
    if (!trigger) return;
    if (pressedBeforeLoad === 'keyboard') {
      // Replay the key on the real trigger so Radix opens it exactly as for a keyboard
      // open (focus on the first item), rather than imitating that behaviour here.
      trigger.focus();
      trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    } else if (focusOnMount && pressedBeforeLoad === undefined) {
      trigger.focus();
    }
    // Mount-only: the props describe how the stand-in was left.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <DropdownMenu modal={false} defaultOpen={pressedBeforeLoad === 'pointer'}>
      <DropdownMenuTrigger ref={triggerRef} className={triggerClassName}>
        {marketIntelligenceLabel}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {marketIntelligenceLinks.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>
              <span className="font-medium text-primary">{link.label}</span>
              <span className="text-xs text-muted-foreground">{link.description}</span>
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
