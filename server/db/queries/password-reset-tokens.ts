// Outstanding password-reset links. better-auth keeps each as a `verification` row whose
// identifier is the hashed token and whose value is the account's user id (the only kind
// of verification this site issues); using one link or signing in voids all the others.
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { verification } from '../schema.ts';

/** Deletes every outstanding reset link of the account; returns how many there were. */
export async function voidPasswordResetTokens(db: Database, userId: string): Promise<number> {
  const deleted = await db
    .delete(verification)
    .where(eq(verification.value, userId))
    .returning({ id: verification.id });
  return deleted.length;
}
