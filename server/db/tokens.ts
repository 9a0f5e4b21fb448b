// Unguessable link tokens stored with rows (results, manage links): 128 random bits, base64url (22 characters).
import { randomBytes } from 'node:crypto';

export const TOKEN_BYTES = 16;

/**
 * Characters a spreadsheet reads as the start of a formula. base64url never makes `= + @`
 * but may start with `-`, which the CSV exports then show with a protective leading quote;
 * such a token is drawn again (the first character has 63 values instead of 64).
 */
const FORMULA_START = /^[=+\-@]/;

export function newPublicToken(): string {
  for (;;) {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    if (!FORMULA_START.test(token)) return token;
  }
}
