// How shared code links to a page and reads where it is, without importing the router (ADR
// 131). The app's pages run under react-router, which src/app/router-navigation.tsx plugs in
// here; the home page, loaded on its own, is hydrated without the router (a fifth of the
// JavaScript it would otherwise load), and there a link is an ordinary link: the next page
// loads from the server, rendered, and the app starts on it.
import { createContext, use, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

/** A link to a path of the site (with its query and hash, if any). */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

export interface NavLinkState {
  /** The link leads to the current page (or, without `end`, to a page above it). */
  isActive: boolean;
}

/** A link that knows whether it leads to the current page: `aria-current="page"` when it does. */
export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: NavLinkState) => string);
  /** Active only on exactly this path, not on the pages below it. */
  end?: boolean;
}

/** Route parameters, as the router names them. */
export type PageParams = Readonly<Record<string, string | undefined>>;

/** A route the current page is rendered under, outermost first. */
export interface PageMatch {
  pathname: string;
  params: PageParams;
  /** What the route module gave its route (ADR 106), if anything. */
  handle: unknown;
}

/** What the shared layers need from whatever moves the reader between pages. */
export interface Navigation {
  Link: ComponentType<LinkProps>;
  NavLink: ComponentType<NavLinkProps>;
  /** The current page's path (a hook). */
  usePathname: () => string;
  /** A function that goes to a path of the site (a hook). */
  useNavigate: () => (to: string) => void;
  /** The routes the current page is rendered under (a hook); none outside the router. */
  useMatches: () => readonly PageMatch[];
}

/** Whether a link to `to` leads to `pathname` (`end`: only that path itself). */
export function isActivePath(to: string, pathname: string, end = false): boolean {
  const target = to.split(/[?#]/, 1)[0] || '/';
  if (pathname === target) return true;
  if (end || target === '/') return false;
  return pathname.startsWith(`${target}/`);
}

function currentPathname(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

function DocumentLink({ to, children, ...props }: LinkProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

function DocumentNavLink({ to, className, end, children, ...props }: NavLinkProps) {
  const isActive = isActivePath(to, currentPathname(), end);
  return (
    <a
      href={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    >
      {children}
    </a>
  );
}

const noMatches: readonly PageMatch[] = [];

/**
 * Navigation by the document itself: ordinary links, the address bar's path, and a page
 * load for each move. On the server the page being rendered is the home page ('/').
 */
export const documentNavigation: Navigation = {
  Link: DocumentLink,
  NavLink: DocumentNavLink,
  usePathname: currentPathname,
  useNavigate: () => (to: string) => window.location.assign(to),
  useMatches: () => noMatches,
};

const NavigationContext = createContext<Navigation>(documentNavigation);

export function NavigationProvider({ navigation, children }: { navigation: Navigation; children: ReactNode }) {
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}

export function Link(props: LinkProps) {
  const { Link: NavigationLink } = use(NavigationContext);
  return <NavigationLink {...props} />;
}

export function NavLink(props: NavLinkProps) {
  const { NavLink: NavigationNavLink } = use(NavigationContext);
  return <NavigationNavLink {...props} />;
}

export function usePathname(): string {
  return use(NavigationContext).usePathname();
}

export function useNavigate(): (to: string) => void {
  return use(NavigationContext).useNavigate();
}

export function usePageMatches(): readonly PageMatch[] {
  return use(NavigationContext).useMatches();
}
