// RapiDoc's API reference, rendering /api/v1/openapi.json (ADR 146). Loaded only on
// /developers (a lazy import of this module), bundled with the site — the CSP allows scripts
// from 'self' only — as a read-only view: no "try it" console, no spec loading, no web fonts
// (RapiDoc fetches Open Sans from Google unless told not to), no changes to the URL.
import 'rapidoc';
import { useEffect, useRef } from 'react';

export const OPENAPI_URL = '/api/v1/openapi.json';

const ATTRIBUTES: Readonly<Record<string, string>> = {
  'spec-url': OPENAPI_URL,
  'render-style': 'view',
  theme: 'light',
  'show-header': 'false',
  'show-side-nav': 'false',
  'allow-try': 'false',
  'allow-authentication': 'false',
  'allow-server-selection': 'false',
  'allow-spec-url-load': 'false',
  'allow-spec-file-load': 'false',
  'allow-spec-file-download': 'false',
  'update-route': 'false',
  'load-fonts': 'false',
  'schema-style': 'table',
  'bg-color': '#ffffff',
  'text-color': '#0f172a',
  'primary-color': '#b45309',
  'regular-font':
    "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  'mono-font': 'ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, monospace',
};

/**
 * RapiDoc's light theme draws quieter text, the GET labels and the error red below WCAG AA's
 * 4.5:1 on white. Its colours are custom properties on its host: set there, from outside its
 * shadow root, they win over the theme's own `:host` values.
 */
const READABLE_COLOURS: Readonly<Record<string, string>> = {
  '--light-fg': '#525252',
  '--fg3': '#4b5563',
  '--placeholder-color': '#6b7280',
  '--blue': '#0068a8',
  '--green': '#3f6212',
  '--orange': '#b45309',
  '--red': '#b91c1c',
  '--purple': '#5b21b6',
  '--yellow': '#713f12',
};

/**
 * RapiDoc's scrolling `main` would be a second main landmark inside the page's: it reads as a
 * region named for what it is, and takes the keyboard focus so that it can be scrolled with
 * the keys. RapiDoc renders a new one when the document has loaded, so each is fitted.
 */
function fitIntoPage(root: ShadowRoot) {
  for (const main of root.querySelectorAll('main:not([role])')) {
    main.setAttribute('role', 'region');
    main.setAttribute('aria-label', 'API reference');
    main.setAttribute('tabindex', '0');
  }
}

export default function ApiReference() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = container.current;
    if (!host) return;
    // Made here rather than in JSX: its attributes are strings RapiDoc reads when it connects.
    const reference = document.createElement('rapi-doc');
    for (const [name, value] of Object.entries(ATTRIBUTES)) reference.setAttribute(name, value);
    for (const [name, value] of Object.entries(READABLE_COLOURS)) reference.style.setProperty(name, value);
    reference.style.display = 'block';
    reference.style.height = '100%';
    host.append(reference);
    // Open, and made as the element connects.
    const root = reference.shadowRoot;
    if (!root) return () => reference.remove();
    fitIntoPage(root);
    const observer = new MutationObserver(() => fitIntoPage(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      reference.remove();
    };
  }, []);
  return <div ref={container} data-testid="api-reference" className="size-full" />;
}
