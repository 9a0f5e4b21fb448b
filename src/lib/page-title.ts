// Document titles from the route table: 'Vaultmark — <title>' on home, '<title> | Vaultmark'
// elsewhere, and a not-found title for paths the table does not know.
import { findRoute, HOME_PATH, normalisePath } from '@domain/routes';
import { site } from '@/config/site';

export const NOT_FOUND_TITLE = 'Page Not Found';

export function pageTitle(pathname: string): string {
  const entry = findRoute(pathname);
  if (!entry) return `${NOT_FOUND_TITLE} | ${site.name}`;
  if (normalisePath(pathname) === HOME_PATH) return `${site.name} — ${entry.title}`;
  return `${entry.title} | ${site.name}`;
}
