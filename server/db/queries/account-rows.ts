// Which journey rows belong to an account (ADR 180): those made signed in to it, and, once
// the account's email is verified, those made signed out with that email. A row made by
// another account with this email typed into the form stays that account's.
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export interface AccountOwner {
  userId: string;
  /** The account's email, lower-case (as the forms store it). */
  email: string;
  emailVerified: boolean;
}

/** The condition on a journey table's user_id and email columns for "belongs to the owner". */
export function ownedBy(columns: { userId: AnyPgColumn; email: AnyPgColumn }, owner: AccountOwner): SQL {
  const madeSignedIn = eq(columns.userId, owner.userId);
  if (!owner.emailVerified) return madeSignedIn;
  return or(madeSignedIn, and(isNull(columns.userId), eq(columns.email, owner.email)))!;
}
