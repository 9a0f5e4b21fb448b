// The header's search button renders the same on the server and in the browser (it reads no
// browser-only state while rendering), so it hydrates without a mismatch.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderSearch } from './header-search';

describe('HeaderSearch', () => {
  let container: HTMLElement | null = null;
  afterEach(() => container?.remove());

  it('hydrates the server-rendered button without a mismatch', async () => {
    // Outside the router, as on the home page (ADR 131).
    const ui = <HeaderSearch className="hidden xl:inline-flex" />;
    const html = renderToString(ui);
    expect(html).toContain('aria-label="Search"');
    expect(html).toContain('aria-expanded="false"');
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container!, ui, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(html);
  });
});
