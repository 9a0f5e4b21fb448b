// The marks the server leaves in a page it serves, as the browser's start reads them.
import { PAGE_STATUS_ATTRIBUTE } from '@domain/served-page';
import { afterEach, describe, expect, it } from 'vitest';
import { serverNotFoundPath } from './server-state';

describe('serverNotFoundPath', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('is the path of the page load when the server marked #root 404 (ADR 119)', () => {
    window.history.replaceState(null, '', '/company/NOPE?x=1');
    document.body.innerHTML = `<div id="root" ${PAGE_STATUS_ATTRIBUTE}="404"></div>`;
    expect(serverNotFoundPath()).toBe('/company/NOPE');
  });

  it('is null for a page served with 200, and without #root', () => {
    window.history.replaceState(null, '', '/company/MSTR');
    document.body.innerHTML = '<div id="root"><main></main></div>';
    expect(serverNotFoundPath()).toBeNull();
    document.body.innerHTML = '';
    expect(serverNotFoundPath()).toBeNull();
  });
});
