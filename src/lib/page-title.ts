// Document titles from the route table (domain/routes.ts documentTitle, which the server
// also writes into the HTML it serves): 'Vaultmark — <title>' on home, '<title> | Vaultmark'
// elsewhere, and a not-found title for paths the table does not know.
import { documentTitle, NOT_FOUND_TITLE } from '@domain/routes';
import { site } from '@/config/site';

export { NOT_FOUND_TITLE };

export function pageTitle(pathname: string): string {
  return documentTitle(pathname, site.name);
}
