// Scalar's API reference, rendering /api/v1/openapi.json. Loaded only on /developers (a lazy
// import of this module), bundled with the site — the CSP allows scripts from 'self' only —
// with Scalar's web fonts, telemetry, AI agent and request proxy turned off, and its light
// theme's grey and blue text darkened to AA contrast.
import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import { useEffect, useRef } from 'react';

export const OPENAPI_URL = '/api/v1/openapi.json';

/**
 * Scalar's light theme writes its quieter text (search placeholder, badges, the client tabs)
 * and its GET labels below WCAG AA's 4.5:1 (3.2–4.3:1). The same hues, darkened to 5–6:1 on
 * Scalar's backgrounds; `body.light-mode` outranks the theme's `.light-mode`, its display-p3
 * variant included, and the sidebar's colours derive from these.
 */
const READABLE_COLOURS = `body.light-mode {
  --scalar-color-2: #616161;
  --scalar-color-3: #6b6b6b;
  --scalar-color-blue: #0068a8;
}`;

const configuration = {
  url: OPENAPI_URL,
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  hideTestRequestButton: true,
  hideDarkModeToggle: true,
  forceDarkModeState: 'light' as const,
  showDeveloperTools: 'never' as const,
  agent: { disabled: true },
  mcp: { disabled: true },
  documentDownloadType: 'json' as const,
  customCss: READABLE_COLOURS,
};

/**
 * Scalar renders a whole page of its own inside ours. It is kept as it looks, but read as a
 * part of this page: its document title (an h1, a second one under the page's own) as a
 * level-2 heading under the page's "Reference" section, and its `main` (a second main
 * landmark, inside the page's) as a region named as Scalar names it.
 */
function fitIntoPage(root: HTMLElement) {
  for (const heading of root.querySelectorAll('h1:not([aria-level])')) {
    heading.setAttribute('role', 'heading');
    heading.setAttribute('aria-level', '2');
  }
  for (const main of root.querySelectorAll('main:not([role])')) main.setAttribute('role', 'region');
}

export default function ApiReference() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    fitIntoPage(root);
    const observer = new MutationObserver(() => fitIntoPage(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={container} data-testid="api-reference" className="rounded-lg border border-border">
      <ApiReferenceReact configuration={configuration} />
    </div>
  );
}
