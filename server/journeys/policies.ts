// Treasury policy drafts: the company name and the choices are stored under an unguessable
// token (with the signed-in user's id, when there is one); the clauses are drawn from the
// clause library (domain/policy) each time the draft is read, with the "to decide" items
// of the assessment it was made from. Drafts are kept POLICY_DRAFT_RETENTION_MONTHS, then
// deleted (ADR 160).
import type { Answers } from '../../domain/assessment/scoring.ts';
import { AppError } from '../../domain/errors.ts';
import { DEFAULT_CHOICES, type PolicyChoices } from '../../domain/policy/choices.ts';
import { POLICY_DRAFT_RETENTION_MONTHS, draftPolicy } from '../../domain/policy/draft.ts';
import type { PolicyDraftView } from '../../domain/schemas/policies.ts';
import type { Database } from '../db/client.ts';
import { findAssessmentByToken } from '../db/queries/assessments.ts';
import {
  deleteExpiredPolicyDrafts,
  findPolicyDraft,
  insertPolicyDraft,
  policyDraftsOf,
} from '../db/queries/policies.ts';
import type { PolicyDraftRow } from '../db/schema.ts';
import { newPublicToken } from '../db/tokens.ts';
import type { JourneyContext } from './context.ts';

export { POLICY_DRAFT_RETENTION_MONTHS };

export const policyMessages = {
  notFound: `No policy draft has this link. Drafts are kept for ${POLICY_DRAFT_RETENTION_MONTHS} months.`,
  unknownAssessment: 'No assessment result has this token.',
} as const;

export interface PolicyDraftRequest {
  companyName: string;
  assessmentToken: string | null;
  choices: PolicyChoices;
}

/** The oldest creation time still kept at `now`. */
export function policyDraftsKeptFrom(now: Date): Date {
  const keptFrom = new Date(now.getTime());
  keptFrom.setUTCMonth(keptFrom.getUTCMonth() - POLICY_DRAFT_RETENTION_MONTHS);
  return keptFrom;
}

export const policyDocumentPath = (token: string) => `/api/policies/${encodeURIComponent(token)}/document.docx`;

function viewOf(
  row: Pick<PolicyDraftRow, 'token' | 'companyName' | 'assessmentToken' | 'createdAt'> & { choices: PolicyChoices },
  answers: Answers | null,
): PolicyDraftView {
  const draft = draftPolicy(row.companyName, row.choices, answers);
  return {
    token: row.token,
    companyName: row.companyName,
    assessmentToken: row.assessmentToken,
    choices: { ...row.choices },
    sections: draft.sections,
    openItems: draft.openItems,
    createdAt: row.createdAt.toISOString(),
    documentPath: policyDocumentPath(row.token),
  };
}

async function answersOf(db: Database, assessmentToken: string | null): Promise<Answers | null> {
  if (!assessmentToken) return null;
  const assessment = await findAssessmentByToken(db, assessmentToken);
  return assessment ? (assessment.answers as Answers) : null;
}

function unknownAssessment(): AppError {
  return new AppError('VALIDATION_FAILED', {
    message: policyMessages.unknownAssessment,
    details: { issues: [{ path: 'assessmentToken', message: policyMessages.unknownAssessment }] },
  });
}

/** Stores a draft (and deletes the drafts past their retention in the same transaction). */
export async function createPolicyDraft(
  context: JourneyContext,
  request: PolicyDraftRequest,
  userId: string | null,
): Promise<PolicyDraftView> {
  const now = context.settings.now();
  const answers = await answersOf(context.db, request.assessmentToken);
  if (request.assessmentToken && !answers) throw unknownAssessment();
  const row = await context.db.transaction(async (tx) => {
    await deleteExpiredPolicyDrafts(tx, policyDraftsKeptFrom(now));
    return insertPolicyDraft(tx, { ...request, token: newPublicToken(), userId, createdAt: now });
  });
  return viewOf({ ...row, choices: request.choices }, answers);
}

/** What the honeypot answers: the draft, as if stored (nothing is). */
export async function pretendPolicyDraft(
  db: Database,
  request: PolicyDraftRequest,
  now: Date,
): Promise<PolicyDraftView> {
  const answers = await answersOf(db, request.assessmentToken);
  return viewOf({ ...request, token: newPublicToken(), createdAt: now }, answers);
}

/** The draft with this token, or null when there is none (or it is past its retention). */
export async function readPolicyDraft(db: Database, token: string, now: Date): Promise<PolicyDraftView | null> {
  const row = await findPolicyDraft(db, token, policyDraftsKeptFrom(now));
  if (!row) return null;
  // A draft stored before a choice was added takes that choice's default.
  const choices = { ...DEFAULT_CHOICES, ...(row.choices as Partial<PolicyChoices>) };
  return viewOf({ ...row, choices }, await answersOf(db, row.assessmentToken));
}

/** The signed-in user's drafts, newest first, for /account. */
export async function policyDraftsOfUser(db: Database, userId: string, now: Date) {
  const rows = await policyDraftsOf(db, { userId }, policyDraftsKeptFrom(now));
  return rows.map((row) => ({
    token: row.token,
    companyName: row.companyName,
    createdAt: row.createdAt.toISOString(),
  }));
}
