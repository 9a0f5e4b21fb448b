// The mobile menu's sheet (Radix dialog): the site search, the header's links, the Market Intelligence group,
// the consultation button and the account slot (Sign In, or Sign Out and Admin). Loaded
// by mobile-menu.tsx when the browser is first idle, or on intent if that comes first.
import { X } from 'lucide-react';
import type * as React from 'react';
import { Link, NavLink } from '@/lib/navigation';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import {
  mainNavLinks,
  marketIntelligenceLabel,
  marketIntelligenceLinks,
  scheduleConsultationLink,
} from '@/config/navigation';
import { site } from '@/config/site';
import { keepOpenWhileListShown, SiteSearch } from '@/components/search/site-search';
import { HeaderAccountActions } from './header-account-actions';
import { LogoMark } from './logo';

const itemClass =
  'block rounded-md px-3 py-2.5 text-base font-medium text-foreground hover:bg-muted aria-[current=page]:bg-muted aria-[current=page]:text-primary aria-[current=page]:font-semibold';

export interface MobileMenuSheetProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the sheet closes (the toggle). */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}

export function MobileMenuSheet({ id, open, onOpenChange, returnFocusTo }: MobileMenuSheetProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={id}
        onEscapeKeyDown={keepOpenWhileListShown}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="flex items-center justify-between border-b border-border px-4 py-3">
          <SheetTitle className="flex items-center gap-2">
            <LogoMark className="size-7" />
            {site.name} menu
          </SheetTitle>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label="Close menu">
              <X aria-hidden="true" className="size-5!" />
            </Button>
          </SheetClose>
        </div>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <div role="search" className="border-b border-border px-4 py-3">
          <SiteSearch onChosen={close} />
        </div>
        <nav aria-label="Mobile" className="flex flex-1 flex-col gap-6 px-4 py-4">
          <ul className="flex flex-col gap-1">
            <li>
              <NavLink to="/" end className={itemClass} onClick={close}>
                Home
              </NavLink>
            </li>
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={itemClass} onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div role="group" aria-labelledby="mobile-market-intelligence">
            <p
              id="mobile-market-intelligence"
              className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
            >
              {marketIntelligenceLabel}
            </p>
            <ul className="flex flex-col gap-1">
              {marketIntelligenceLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={itemClass} onClick={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
          <div className="mt-auto flex flex-col gap-3 border-t border-border pt-4">
            <Button asChild variant="accent" size="lg">
              <Link to={scheduleConsultationLink.to} onClick={close}>
                {scheduleConsultationLink.label}
              </Link>
            </Button>
            <HeaderAccountActions className="flex-col items-stretch" onNavigate={close} />
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
