// Submitting and reading readiness assessments: the score is computed by the pure domain
// function and stored with the answers; a copy is mailed only when asked for.
import { scoreAssessment, type Answers, type AssessmentScore } from '../../domain/assessment/scoring.ts';
import type { AssessmentResult } from '../../domain/schemas/assessments.ts';
import { assessmentResultMail } from '../mail/journey-mails.ts';
import type { Database } from '../db/client.ts';
import { findAssessmentByToken, insertAssessment } from '../db/queries/assessments.ts';
import type { AssessmentRow } from '../db/schema.ts';
import { mailContextOf, type JourneyContext } from './context.ts';
import { newPublicToken } from '../db/tokens.ts';

export interface SubmittedAssessment {
  answers: Answers;
  email: string | null;
  sendCopy: boolean;
}

export function assessmentResultOf(
  row: Pick<AssessmentRow, 'token' | 'answers' | 'result' | 'createdAt' | 'copyRequested' | 'email'>,
): AssessmentResult {
  const score = row.result as AssessmentScore;
  return {
    token: row.token,
    overall: score.overall,
    level: score.level,
    areas: score.areas,
    openItems: score.openItems,
    toFindOut: score.toFindOut,
    recommendations: score.recommendations.map((recommendation) => ({
      ...recommendation,
      links: [...recommendation.links],
    })),
    answers: { ...(row.answers as Answers) },
    createdAt: row.createdAt.toISOString(),
    copySent: row.copyRequested && row.email !== null,
  };
}

/** Stores the answers and their score, and queues the copy by mail in the same transaction. */
export async function submitAssessment(
  context: JourneyContext,
  input: SubmittedAssessment,
  userId: string | null,
): Promise<AssessmentResult> {
  const score = scoreAssessment(input.answers);
  const token = newPublicToken();
  const copyRequested = input.sendCopy && input.email !== null;
  const { row, mailId } = await context.db.transaction(async (tx) => {
    const stored = await insertAssessment(tx, {
      token,
      answers: input.answers,
      score,
      // The address is kept only for the copy it was given for ("Only needed if you want a copy").
      email: copyRequested ? input.email : null,
      copyRequested,
      userId,
    });
    const queued = copyRequested
      ? await context.mailer.enqueue(
          tx,
          assessmentResultMail(mailContextOf(context), { email: input.email!, token, score }),
        )
      : null;
    return { row: stored, mailId: queued };
  });
  if (mailId) context.mailer.deliverLater([mailId]);
  return assessmentResultOf(row);
}

/** What the honeypot answers: the score, as if stored (nothing is). */
export function pretendAssessment(input: SubmittedAssessment, now: Date): AssessmentResult {
  return assessmentResultOf({
    token: newPublicToken(),
    answers: input.answers,
    result: scoreAssessment(input.answers),
    createdAt: now,
    copyRequested: input.sendCopy,
    email: input.email,
  });
}

export async function readAssessment(db: Database, token: string): Promise<AssessmentResult | null> {
  const row = await findAssessmentByToken(db, token);
  return row ? assessmentResultOf(row) : null;
}
