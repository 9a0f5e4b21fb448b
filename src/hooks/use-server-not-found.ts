// Whether the server answered the current path with 404 (ADR 119): the page the path names
// does not exist (an unknown ticker or slug), so the route shows the not-found page at once
// — in the server's markup and in the hydrating render alike — and does not ask the API.
// Only the path of the page load counts: after navigating, routes ask the API as usual.
import { createContext, useContext } from 'react';
import { usePathname } from '@/lib/navigation';

/** The path the server answered with 404 on this page load, or null. */
export const ServerNotFoundContext = createContext<string | null>(null);

export function useServerNotFound(): boolean {
  const path = useContext(ServerNotFoundContext);
  const pathname = usePathname();
  return path !== null && path === pathname;
}
