// Scalar's API reference, rendering /api/v1/openapi.json. Loaded only on /developers (a lazy
// import of this module), bundled with the site — the CSP allows scripts from 'self' only —
// with Scalar's web fonts, telemetry, AI agent and request proxy turned off.
import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';

export const OPENAPI_URL = '/api/v1/openapi.json';

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
};

export default function ApiReference() {
  return (
    <div data-testid="api-reference" className="rounded-lg border border-border">
      <ApiReferenceReact configuration={configuration} />
    </div>
  );
}
