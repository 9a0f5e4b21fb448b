// Readiness assessment results: stored at submit with the score computed then, read back by
// their unguessable token, listed for admins.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Answers, AssessmentScore, ReadinessLevel } from '../../../domain/assessment/scoring.ts';
import type { Database } from '../client.ts';
import { ownedBy, type AccountOwner } from './account-rows.ts';
import { assessments, type AssessmentRow } from '../schema.ts';

export interface NewAssessment {
  token: string;
  answers: Answers;
  score: AssessmentScore;
  email: string | null;
  copyRequested: boolean;
  userId: string | null;
}

export async function insertAssessment(db: Database, values: NewAssessment): Promise<AssessmentRow> {
  const [row] = await db
    .insert(assessments)
    .values({
      token: values.token,
      answers: { ...values.answers },
      overall: values.score.overall,
      level: values.score.level,
      result: values.score,
      email: values.email,
      copyRequested: values.copyRequested,
      userId: values.userId,
    })
    .returning();
  return row!;
}

export async function findAssessmentByToken(db: Database, token: string): Promise<AssessmentRow | null> {
  const [row] = await db.select().from(assessments).where(eq(assessments.token, token));
  return row ?? null;
}

export interface AssessmentFilters {
  level?: ReadinessLevel | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
}

function conditions(filters: AssessmentFilters): SQL | undefined {
  return and(
    filters.level ? eq(assessments.level, filters.level) : undefined,
    filters.from ? gte(assessments.createdAt, filters.from) : undefined,
    filters.before ? lt(assessments.createdAt, filters.before) : undefined,
  );
}

/** Admin list, newest first. */
export async function listAssessments(
  db: Database,
  filters: AssessmentFilters,
  paging: { limit: number; offset: number },
) {
  const where = conditions(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(assessments)
      .where(where)
      .orderBy(desc(assessments.createdAt))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ value: count() }).from(assessments).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The person's results, by account or by the email they gave, newest first. */
export async function assessmentsOf(db: Database, owner: AccountOwner) {
  return db.select().from(assessments).where(ownedBy(assessments, owner)).orderBy(desc(assessments.createdAt));
}
