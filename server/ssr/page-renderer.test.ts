// The server renderer: rendered again after a failure, a bound on renders at once; and
// where the markup and the data go in index.html. Keeping pages: page-cache.test.ts.
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_STATUS_ATTRIBUTE, QUERY_STATE_ELEMENT_ID } from '../../domain/served-page.ts';
import {
  insertRenderedPage,
  markNotFound,
  RenderedPages,
  type RenderOptions,
  type RenderPage,
} from './page-renderer.ts';

const shell = '<html><head></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

function counting(): RenderPage & { calls: string[] } {
  const calls: string[] = [];
  const render = (async (url: string, options?: RenderOptions) => {
    calls.push(url);
    return {
      html: `<h1>${options?.notFound ? 'Not found: ' : ''}${new URL(url).pathname} #${calls.length}</h1>`,
      status: 200,
      queryState: null,
      usesData: false,
    };
  }) as RenderPage & { calls: string[] };
  render.calls = calls;
  return render;
}

describe('insertRenderedPage', () => {
  it('puts the markup in #root and the first data, script-safe, after it', () => {
    const html = insertRenderedPage(shell, {
      html: '<h1>Price $& more</h1>',
      status: 200,
      queryState: { queries: [{ note: '</script><script>alert(1)</script>' }] },
      usesData: true,
    });
    expect(html).toContain('<div id="root"><h1>Price $& more</h1></div>');
    const data = new RegExp(`<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">([^<]*)</script>`).exec(
      html,
    );
    expect(JSON.parse(data![1]!)).toEqual({ queries: [{ note: '</script><script>alert(1)</script>' }] });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('marks #root of a page answered with 404, with or without its markup', () => {
    const marked = `<div id="root" ${PAGE_STATUS_ATTRIBUTE}="404">`;
    expect(markNotFound(shell)).toContain(`${marked}</div>`);
    const rendered = insertRenderedPage(shell, {
      html: '<h1>Gone</h1>',
      status: 200,
      queryState: null,
      usesData: false,
    });
    expect(markNotFound(rendered)).toContain(`${marked}<h1>Gone</h1></div>`);
    expect(markNotFound(rendered).match(/id="root"/g)).toHaveLength(1);
  });

  it('adds no data element for a page without data', () => {
    const html = insertRenderedPage(shell, { html: '<p>x</p>', status: 200, queryState: null, usesData: false });
    expect(html).not.toContain(QUERY_STATE_ELEMENT_ID);
  });
});

describe('RenderedPages', () => {
  it('serves the bare shell (null) when rendering fails, logs it, and tries again next time', async () => {
    const logged: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(line) });
    let fail = true;
    const render: RenderPage = async () => {
      if (fail) throw new Error('boom');
      return { html: '<h1>ok</h1>', status: 200, queryState: null, usesData: false };
    };
    const pages = new RenderedPages({ renderer: render, logger });
    expect(await pages.get('https://x.example/')).toBeNull();
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ url: 'https://x.example/', err: { message: 'boom' } });
    fail = false;
    expect((await pages.get('https://x.example/'))!.html).toBe('<h1>ok</h1>');
  });

  it('serves the bare shell when there is no renderer', async () => {
    expect(await new RenderedPages({ renderer: Promise.resolve(null) }).get('https://x.example/')).toBeNull();
  });

  it('renders a not-found page as such', async () => {
    const render = counting();
    const pages = new RenderedPages({ renderer: render });
    expect((await pages.getNotFound('https://x.example/company/NOPE'))!.html).toBe(
      '<h1>Not found: /company/NOPE #1</h1>',
    );
    expect((await pages.get('https://x.example/a'))!.html).toBe('<h1>/a #2</h1>');
  });

  it('renders at most `maxConcurrent` pages at once; one more is served without markup, not queued', async () => {
    const release: (() => void)[] = [];
    const started: string[] = [];
    const render: RenderPage = async (url) => {
      started.push(url);
      await new Promise<void>((resolve) => release.push(resolve));
      return { html: `<h1>${url}</h1>`, status: 200, queryState: null, usesData: false };
    };
    const pages = new RenderedPages({ renderer: render, maxConcurrent: 2 });
    const first = pages.get('https://x.example/a');
    const second = pages.get('https://x.example/b');
    expect(await pages.get('https://x.example/c')).toBeNull();
    expect(pages.skipped).toBe(1);
    await vi.waitFor(() => expect(started).toHaveLength(2));
    expect(pages.inFlight).toBe(2);
    release.forEach((done) => done());
    expect((await first)!.html).toBe('<h1>https://x.example/a</h1>');
    await second;
    expect(pages.inFlight).toBe(0);
    const third = pages.get('https://x.example/c');
    await vi.waitFor(() => expect(started).toHaveLength(3));
    release[2]!();
    expect((await third)!.html).toBe('<h1>https://x.example/c</h1>');
  });
});
