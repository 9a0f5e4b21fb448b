import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { isHomeDocument } from './home-path';

describe('isHomeDocument', () => {
  it('is the route table’s home page and no other', () => {
    expect(isHomeDocument(paths.home)).toBe(true);
    for (const other of [paths.glossary, '/index.html', '//', '']) expect(isHomeDocument(other)).toBe(false);
  });
});
