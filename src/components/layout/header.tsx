// The fixed site header: logo, main links, the Market Intelligence menu, the consultation
// button and the account slot. Below the lg breakpoint the mobile menu takes over.
import { Link, NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { mainNavLinks, scheduleConsultationLink } from '@/config/navigation';
import { HeaderAccountActions } from './header-account-actions';
import { Logo } from './logo';
import { MarketIntelligenceMenu } from './market-intelligence-menu';
import { MobileMenu } from './mobile-menu';

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-primary aria-[current=page]:text-primary aria-[current=page]:font-semibold';

export function Header() {
  return (
    <header
      data-slot="site-header"
      className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <MarketIntelligenceMenu className={navLinkClass} />
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Button asChild variant="accent" className="hidden lg:inline-flex">
            <Link to={scheduleConsultationLink.to}>{scheduleConsultationLink.label}</Link>
          </Button>
          <HeaderAccountActions className="hidden lg:flex" />
          <MobileMenu className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}
