// Treasury policy drafts: stored with their choices, read back by their unguessable token,
// listed for the signed-in user who made them, deleted when older than the retention period.
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { PolicyChoices } from '../../../domain/policy/choices.ts';
import type { Database } from '../client.ts';
import { policyDrafts, type PolicyDraftRow } from '../schema.ts';

export interface NewPolicyDraft {
  token: string;
  companyName: string;
  choices: PolicyChoices;
  assessmentToken: string | null;
  userId: string | null;
  /** The journey clock's now (UTC). */
  createdAt: Date;
}

export async function insertPolicyDraft(db: Database, values: NewPolicyDraft): Promise<PolicyDraftRow> {
  const [row] = await db
    .insert(policyDrafts)
    .values({ ...values, choices: { ...values.choices } })
    .returning();
  return row!;
}

/** The draft with this token, unless it was made before `keptFrom`. */
export async function findPolicyDraft(db: Database, token: string, keptFrom: Date): Promise<PolicyDraftRow | null> {
  const [row] = await db
    .select()
    .from(policyDrafts)
    .where(and(eq(policyDrafts.token, token), gte(policyDrafts.createdAt, keptFrom)));
  return row ?? null;
}

/** The user's drafts made since `keptFrom`, newest first. */
export async function policyDraftsOf(db: Database, person: { userId: string }, keptFrom: Date) {
  return db
    .select()
    .from(policyDrafts)
    .where(and(eq(policyDrafts.userId, person.userId), gte(policyDrafts.createdAt, keptFrom)))
    .orderBy(desc(policyDrafts.createdAt));
}

/** Deletes the drafts made before `keptFrom`; the number deleted. */
export async function deleteExpiredPolicyDrafts(db: Database, keptFrom: Date): Promise<number> {
  const deleted = await db
    .delete(policyDrafts)
    .where(lt(policyDrafts.createdAt, keptFrom))
    .returning({ id: policyDrafts.id });
  return deleted.length;
}
