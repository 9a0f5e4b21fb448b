// Which page load starts as the home document, without the router (src/start-home.tsx, ADR
// 131): read by the entry (src/main.ts) and the server renderer (src/entry-server.tsx). The
// entry loads nothing before the page is painted, so this module imports nothing: the path
// is the route table's home (paths.home), which src/app/home-path.test.ts holds it to.
const HOME_DOCUMENT_PATH = '/';

/** Whether the page at `pathname` is served and started as the home document, without the router. */
export function isHomeDocument(pathname: string): boolean {
  return pathname === HOME_DOCUMENT_PATH;
}
