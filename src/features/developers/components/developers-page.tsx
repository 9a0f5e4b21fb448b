// /developers: the open data API in words and curl, then its OpenAPI document rendered by
// RapiDoc. The renderer (215 KB of JavaScript, seconds of a phone's main thread) loads when
// the reference is about to scroll into view, or when the reader asks for it: the words and
// the examples above it need none of it.
import { BookOpen } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { WhenVisible } from '@/components/when-visible';

const ApiReference = lazy(() => import('./api-reference'));

const BASE = '/api/v1';

export const CURL_EXAMPLES: readonly { title: string; command: string }[] = [
  {
    title: 'Pure Bitcoin Treasury Index, constituents and weights (JSON)',
    command: `curl -s ${BASE}/index/bitcoin_treasury`,
  },
  { title: 'The same constituents as CSV', command: `curl -s -H 'Accept: text/csv' ${BASE}/index/bitcoin_treasury` },
  { title: 'One holder with its holdings change log', command: `curl -s ${BASE}/holders/MSTR` },
  { title: 'One government, its change log as CSV', command: `curl -s '${BASE}/governments/el-salvador?format=csv'` },
  { title: 'Daily BTC prices for the last 30 days, CSV', command: `curl -s '${BASE}/prices/daily?days=30&format=csv'` },
  {
    title: 'Daily BTC prices of 2018, with the gaps in the stored history (JSON)',
    command: `curl -s '${BASE}/prices/daily?from=2018-01-01&to=2018-12-31'`,
  },
  {
    title: 'Revalidate: 304 when nothing changed',
    command: `curl -s -o /dev/null -w '%{http_code}\\n' -H 'If-None-Match: "<etag from the last answer>"' ${BASE}/index/bitcoin_treasury`,
  },
];

/**
 * One line each: the origin, known in the browser only, lengthens a command but cannot add
 * lines and move the page. Focusable, so that a command wider than the screen scrolls with the keys.
 */
function Code({ children }: { children: string }) {
  return (
    <pre
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a command wider than the screen scrolls with the keys (axe: scrollable-region-focusable)
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-border bg-muted px-4 py-3 font-mono text-sm text-foreground"
    >
      <code>{children}</code>
    </pre>
  );
}

/** The reference's place before its code loads: the box it will fill, and a button to load it now. */
function ReferencePlaceholder({ onShow }: { onShow: () => void }) {
  return (
    <div
      data-testid="api-reference-placeholder"
      className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center"
    >
      <p className="text-sm text-muted-foreground">The reference loads when you scroll to it.</p>
      <Button type="button" variant="outline" size="sm" onClick={onShow}>
        <BookOpen aria-hidden="true" />
        Show the reference now
      </Button>
    </div>
  );
}

export function DevelopersPage({ origin }: { origin: string }) {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="api-basics" className="flex max-w-3xl flex-col gap-3 text-base leading-7">
        <h2 id="api-basics" className="text-xl font-semibold text-primary">
          How it works
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Base URL (read-only, free, no key):
            {/* A line of its own: the origin, known in the browser only, cannot rewrap the text. */}
            <code className="block font-mono [overflow-wrap:anywhere]">
              {origin}
              {BASE}
            </code>
          </li>
          <li>
            JSON by default: <code className="font-mono">{'{ "asOf": …, "data": … }'}</code>, where{' '}
            <code className="font-mono">asOf</code> is when the data last changed (also in the{' '}
            <code className="font-mono">X-Data-As-Of</code> header).
          </li>
          <li>
            CSV with <code className="font-mono">Accept: text/csv</code> or{' '}
            <code className="font-mono">?format=csv</code>; cells that a spreadsheet would run as a formula are prefixed
            with an apostrophe.
          </li>
          <li>
            Answers may be reused for 60 seconds; send the <code className="font-mono">ETag</code> back in{' '}
            <code className="font-mono">If-None-Match</code> for a 304. CORS is open for GET.
          </li>
          <li>
            Rate limit: 120 requests a minute per address; over it the API answers 429 with{' '}
            <code className="font-mono">Retry-After</code>.
          </li>
          <li>Figures come from filings, announcements and market data; they are not audited by Vaultmark.</li>
        </ul>
      </section>

      <section aria-labelledby="api-examples" className="flex flex-col gap-4">
        <h2 id="api-examples" className="text-xl font-semibold text-primary">
          Examples with curl
        </h2>
        {CURL_EXAMPLES.map((example) => (
          <div key={example.title} className="flex min-w-0 flex-col gap-2">
            <h3 className="text-sm font-semibold text-foreground">{example.title}</h3>
            <Code>
              {example.command.replaceAll(` ${BASE}`, ` ${origin}${BASE}`).replaceAll(`'${BASE}`, `'${origin}${BASE}`)}
            </Code>
          </div>
        ))}
      </section>

      <section aria-labelledby="api-reference-heading" className="flex min-w-0 flex-col gap-4">
        <h2 id="api-reference-heading" className="text-xl font-semibold text-primary">
          Reference
        </h2>
        <p className="text-sm text-muted-foreground">
          Generated from the OpenAPI 3.1 document at{' '}
          <a className="font-medium text-accent-strong underline" href="/api/v1/openapi.json">
            /api/v1/openapi.json
          </a>
          .
        </p>
        {/* The server's page (and the hydrating render) holds the placeholder. The box keeps its
            height while the reference loads, so nothing below it moves; the reference scrolls
            inside it. */}
        <div
          data-testid="api-reference-box"
          className="h-[80vh] min-h-96 overflow-hidden rounded-lg border border-border *:data-[slot=when-visible]:size-full"
        >
          <WhenVisible placeholder={(show) => <ReferencePlaceholder onShow={show} />}>
            <Suspense fallback={<Spinner className="size-full" label="Loading the API reference" />}>
              <ApiReference />
            </Suspense>
          </WhenVisible>
        </div>
      </section>
    </div>
  );
}
