import { describe, expect, it } from 'vitest';
import { GOVERNMENT_SLUG_PATTERN, governmentSlug } from './government-slug.ts';

describe('governmentSlug', () => {
  it.each([
    ['United States', 'united-states'],
    ['El Salvador', 'el-salvador'],
    ['United Arab Emirates', 'united-arab-emirates'],
    ['Côte d’Ivoire', 'cote-d-ivoire'],
    ['  São Tomé & Príncipe ', 'sao-tome-principe'],
  ])('%s → %s', (name, slug) => {
    expect(governmentSlug(name)).toBe(slug);
    expect(GOVERNMENT_SLUG_PATTERN.test(slug)).toBe(true);
  });

  it('refuses what no name gives', () => {
    for (const bad of ['', 'United-States', '-us', 'us-', 'a--b', 'a_b']) {
      expect(GOVERNMENT_SLUG_PATTERN.test(bad)).toBe(false);
    }
  });
});
