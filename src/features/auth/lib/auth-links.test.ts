import { describe, expect, it } from 'vitest';
import { passwordChangedPath, safeRedirectPath, signInPath } from './auth-links';

describe('safeRedirectPath', () => {
  it.each([
    ['/admin', '/admin'],
    ['/bitcoin-treasury?index=green#top', '/bitcoin-treasury?index=green#top'],
    [null, '/'],
    ['', '/'],
    ['admin', '/'],
    ['//evil.example/phish', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/auth', '/'],
    ['/password-reset?token=x', '/'],
  ])('%j → %j', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});

describe('links into the account pages', () => {
  it('builds the sign-in link with a return path, and the password-changed notice', () => {
    expect(signInPath('/admin')).toBe('/auth?redirect=%2Fadmin');
    expect(passwordChangedPath()).toBe('/auth?reset=done');
  });
});
