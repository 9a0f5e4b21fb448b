// The fixed site header: logo, main links, the Market Intelligence menu, the consultation
// button and the account slot (Sign In, or Sign Out and Admin). It fits every width from
// 320 px for every kind of user without clipping, scrolling or wrapping a label, by
// handing items to the mobile menu as the width shrinks:
//   xl (1280 px) and up: everything in the bar, with the search button;
//   md to xl: logo, consultation button, account slot and the menu toggle (search in the menu);
//   sm to md: logo, account slot and the toggle;  below sm: logo, Sign In and the toggle.
// tests/e2e/header.spec.ts checks each kind of user from 320 to 1,600 px.
import { Link, NavLink } from '@/lib/navigation';
import { Button } from '@/components/ui/button';
import { HeaderSearch } from '@/components/search/header-search';
import { mainNavLinks, scheduleConsultationLink } from '@/config/navigation';
import { HeaderAccountActions } from './header-account-actions';
import { Logo } from './logo';
import { MarketIntelligenceMenu } from './market-intelligence-menu';
import { MobileMenu } from './mobile-menu';

const navLinkClass =
  'whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-primary aria-[current=page]:text-primary aria-[current=page]:font-semibold';

export function Header() {
  return (
    <header
      data-slot="site-header"
      className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden min-w-0 xl:block">
          <ul className="flex items-center gap-0.5">
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
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <HeaderSearch className="hidden xl:inline-flex" />
          <Button asChild variant="accent" className="hidden md:inline-flex xl:px-3">
            <Link to={scheduleConsultationLink.to}>{scheduleConsultationLink.label}</Link>
          </Button>
          <HeaderAccountActions placement="bar" className="hidden sm:flex" />
          <MobileMenu className="xl:hidden" />
        </div>
      </div>
    </header>
  );
}
