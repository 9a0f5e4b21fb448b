// The shared layers' navigation outside the router (the home page's first load, ADR 131):
// ordinary links, the address bar's path; and a provided navigation in its place.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  documentNavigation,
  isActivePath,
  Link,
  NavigationProvider,
  NavLink,
  usePathname,
  type Navigation,
} from './navigation';

function Where() {
  return <p>at {usePathname()}</p>;
}

describe('isActivePath', () => {
  it('is the path itself, or a page below it unless `end`', () => {
    expect(isActivePath('/programs', '/programs')).toBe(true);
    expect(isActivePath('/programs', '/programs/x')).toBe(true);
    expect(isActivePath('/programs', '/programs/x', true)).toBe(false);
    expect(isActivePath('/programs', '/programs-old')).toBe(false);
    expect(isActivePath('/', '/glossary')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/glossary#term-mnav', '/glossary')).toBe(true);
    expect(isActivePath('/holdings?tab=etfs', '/holdings')).toBe(true);
  });
});

describe('document navigation (no router)', () => {
  it('renders ordinary links, and marks the one to the current page', () => {
    window.history.replaceState(null, '', '/pricing');
    render(
      <nav>
        <Link to="/glossary#term-mnav" className="plain">
          Glossary
        </Link>
        <NavLink to="/pricing" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Pricing
        </NavLink>
        <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
        <Where />
      </nav>,
    );
    const glossary = screen.getByRole('link', { name: 'Glossary' });
    expect(glossary).toHaveAttribute('href', '/glossary#term-mnav');
    expect(glossary).toHaveClass('plain');
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('off');
    expect(screen.getByText('at /pricing')).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });

  it('gives way to a provided navigation (the router’s, in the app)', () => {
    const provided: Navigation = {
      ...documentNavigation,
      Link: ({ to, children }) => <button type="button">{`${String(children)} → ${to}`}</button>,
      usePathname: () => '/elsewhere',
    };
    render(
      <NavigationProvider navigation={provided}>
        <Link to="/about-us">About</Link>
        <Where />
      </NavigationProvider>,
    );
    expect(screen.getByRole('button', { name: 'About → /about-us' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('at /elsewhere')).toBeInTheDocument();
  });
});
