// The rendered pages the server keeps: once per URL and day, dropped on a data change,
// rendered again after a failure; and where the markup and the data go in index.html.
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
  it('renders a URL once a day, per path and query', async () => {
    const render = counting();
    let day = '2026-11-26';
    const pages = new RenderedPages({ renderer: render, today: () => day });
    expect((await pages.get('https://x.example/pricing'))!.html).toBe('<h1>/pricing #1</h1>');
    expect((await pages.get('https://x.example/pricing'))!.html).toBe('<h1>/pricing #1</h1>');
    await pages.get('https://x.example/mnav-calculator?symbol=MSTR');
    await pages.get('https://x.example/mnav-calculator');
    expect(render.calls).toHaveLength(3);
    day = '2026-11-27';
    expect((await pages.get('https://x.example/pricing'))!.html).toBe('<h1>/pricing #4</h1>');
  });

  it('renders again after the data changed', async () => {
    const render = counting();
    const pages = new RenderedPages({ renderer: render });
    await pages.get('https://x.example/');
    pages.invalidate();
    await pages.get('https://x.example/');
    expect(render.calls).toHaveLength(2);
  });

  it('serves the bare shell (null) when rendering fails, logs it, and tries again next time', async () => {
    const error = vi.fn();
    let fail = true;
    const render: RenderPage = async () => {
      if (fail) throw new Error('boom');
      return { html: '<h1>ok</h1>', status: 200, queryState: null, usesData: false };
    };
    const pages = new RenderedPages({ renderer: render, logger: { error } as never });
    expect(await pages.get('https://x.example/')).toBeNull();
    expect(error).toHaveBeenCalledOnce();
    fail = false;
    expect((await pages.get('https://x.example/'))!.html).toBe('<h1>ok</h1>');
  });

  it('serves the bare shell when there is no renderer', async () => {
    expect(await new RenderedPages({ renderer: Promise.resolve(null) }).get('https://x.example/')).toBeNull();
  });

  it('renders a not-found page as such, kept apart from the pages and in at most `notFoundLimit` entries', async () => {
    const render = counting();
    const pages = new RenderedPages({ renderer: render, limit: 2, notFoundLimit: 2 });
    await pages.get('https://x.example/a');
    await pages.get('https://x.example/b');
    expect((await pages.getNotFound('https://x.example/company/NOPE'))!.html).toBe(
      '<h1>Not found: /company/NOPE #3</h1>',
    );
    expect((await pages.getNotFound('https://x.example/company/NOPE'))!.html).toBe(
      '<h1>Not found: /company/NOPE #3</h1>',
    );
    await pages.getNotFound('https://x.example/x');
    await pages.getNotFound('https://x.example/y');
    // Three not-found paths pushed none of the pages out, only the oldest not-found page.
    expect((await pages.get('https://x.example/a'))!.html).toBe('<h1>/a #1</h1>');
    expect((await pages.get('https://x.example/b'))!.html).toBe('<h1>/b #2</h1>');
    await pages.getNotFound('https://x.example/company/NOPE');
    expect(render.calls).toHaveLength(6);
    // A path kept as a page is another entry than the same path kept as not found.
    expect((await pages.getNotFound('https://x.example/a'))!.html).toBe('<h1>Not found: /a #7</h1>');
    pages.invalidate();
    await pages.getNotFound('https://x.example/a');
    expect(render.calls).toHaveLength(8);
  });

  it('keeps at most `limit` pages', async () => {
    const render = counting();
    const pages = new RenderedPages({ renderer: render, limit: 2 });
    await pages.get('https://x.example/a');
    await pages.get('https://x.example/b');
    await pages.get('https://x.example/c');
    await pages.get('https://x.example/a');
    expect(render.calls.map((url) => new URL(url).pathname)).toEqual(['/a', '/b', '/c', '/a']);
  });
});
