// Link tokens appear in the admins' CSV exports: none may start like a formula (= + - @),
// or the export shows it with a protective quote that breaks the link when copied.
import { describe, expect, it } from 'vitest';
import { PUBLIC_TOKEN_PATTERN } from '../../domain/schemas/public-forms.ts';
import { newPublicToken } from './tokens.ts';

describe('newPublicToken', () => {
  it('makes 22-character base64url tokens that never start with = + - @ (10,000 drawn)', () => {
    // With a uniform first character one in 64 would start with '-': ~156 of 10,000.
    const tokens = Array.from({ length: 10_000 }, newPublicToken);
    expect(tokens.filter((token) => !PUBLIC_TOKEN_PATTERN.test(token))).toEqual([]);
    expect(tokens.filter((token) => /^[=+\-@]/.test(token))).toEqual([]);
    expect(new Set(tokens).size).toBe(tokens.length);
    // Every other first character still occurs (the draw is not narrowed further).
    expect(new Set(tokens.map((token) => token[0])).size).toBe(63);
  });
});
