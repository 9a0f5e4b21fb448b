// Unguessable link tokens stored with rows (results, manage links): 128 random bits, base64url (22 characters).
import { randomBytes } from 'node:crypto';

export const TOKEN_BYTES = 16;

export function newPublicToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}
