// Contracts of the readiness assessment API:
//   GET  /api/assessments/questions → AssessmentQuestionsResponse
//   POST /api/assessments           SubmitAssessmentInput → 201 AssessmentResult
//   GET  /api/assessments/:token    → AssessmentResult (404 for an unknown token)
import * as z from 'zod/mini';
import { ASSESSMENT_AREAS, AREA_IDS, QUESTION_IDS } from '../assessment/questions.ts';
import { ANSWER_VALUES, READINESS_LEVELS } from '../assessment/scoring.ts';
import { emailAddress } from './fields.ts';
import { honeypot } from './public-forms.ts';

export const answerMessage = 'Answer this question: yes, partly, no or not sure.';

export const answerValueSchema = z.enum(ANSWER_VALUES, { error: answerMessage });

/** One answer per question id, no unknown ids: a missing answer is named `answers.<id>`. */
export const assessmentAnswersSchema = z.strictObject(
  Object.fromEntries(QUESTION_IDS.map((id) => [id, answerValueSchema])) as Record<string, typeof answerValueSchema>,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown question id: ${issue.keys.join(', ')}.`
        : 'Send the answers as an object.',
  },
);

export const sendCopyWithoutEmail = 'Enter your email address to receive a copy of the results.';

/** POST /api/assessments. `sendCopy: true` needs an email; the honeypot `website` must stay empty. */
export const submitAssessmentInput = z
  .object({
    answers: assessmentAnswersSchema,
    email: z.optional(z.nullable(emailAddress)),
    sendCopy: z.optional(z.boolean({ error: 'sendCopy must be true or false.' })),
    website: honeypot,
  })
  .check(
    z.refine((input) => !(input.sendCopy === true && !input.email), {
      error: sendCopyWithoutEmail,
      path: ['email'],
    }),
  );
export type SubmitAssessmentInput = z.input<typeof submitAssessmentInput>;

/** GET /api/assessments/questions */
export const assessmentQuestionsResponseSchema = z.object({
  answerValues: z.array(z.enum(ANSWER_VALUES)),
  areas: z.array(
    z.object({
      id: z.enum(AREA_IDS),
      title: z.string(),
      questions: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
});
export type AssessmentQuestionsResponse = z.output<typeof assessmentQuestionsResponseSchema>;

/** The questions as the API serves them (one source: domain/assessment/questions.ts). */
export function assessmentQuestionsResponse(): AssessmentQuestionsResponse {
  return {
    answerValues: [...ANSWER_VALUES],
    areas: ASSESSMENT_AREAS.map((area) => ({
      id: area.id,
      title: area.title,
      questions: area.questions.map((question) => ({ id: question.id, text: question.text })),
    })),
  };
}

const openItemSchema = z.object({
  questionId: z.string(),
  areaId: z.enum(AREA_IDS),
  question: z.string(),
  answer: z.enum(ANSWER_VALUES),
});

/** A stored result: the score (domain/assessment/scoring.ts) plus its token, answers and date. */
export const assessmentResultSchema = z.object({
  /** 128-bit, URL-safe: the share link is /assessment/result/<token>. */
  token: z.string(),
  overall: z.number(),
  level: z.enum(READINESS_LEVELS),
  areas: z.array(
    z.object({
      areaId: z.enum(AREA_IDS),
      title: z.string(),
      score: z.number(),
      questionCount: z.number(),
      answerCounts: z.record(z.enum(ANSWER_VALUES), z.number()),
      weak: z.boolean(),
    }),
  ),
  openItems: z.array(openItemSchema),
  toFindOut: z.array(openItemSchema),
  recommendations: z.array(
    z.object({
      areaId: z.enum(AREA_IDS),
      advice: z.string(),
      links: z.array(z.object({ label: z.string(), href: z.string(), description: z.string() })),
    }),
  ),
  answers: z.record(z.string(), z.enum(ANSWER_VALUES)),
  /** ISO 8601 UTC. */
  createdAt: z.string(),
  /** True when a copy was mailed to the address given. */
  copySent: z.boolean(),
});
export type AssessmentResult = z.output<typeof assessmentResultSchema>;
