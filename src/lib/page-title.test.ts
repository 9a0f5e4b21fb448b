import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('puts the site name first on home', () => {
    expect(pageTitle('/')).toBe('Vaultmark — Corporate Bitcoin Treasury Education & Market Intelligence');
  });

  it('suffixes the site name elsewhere', () => {
    expect(pageTitle('/pricing')).toBe('Pricing | Vaultmark');
    expect(pageTitle('/bitcoin-treasury')).toBe('Pure Bitcoin Treasury Index | Vaultmark');
  });

  it('names unknown paths as not found', () => {
    expect(pageTitle('/nowhere')).toBe('Page Not Found | Vaultmark');
  });
});
