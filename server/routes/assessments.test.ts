// The readiness assessment API (PGlite; both engines with TEST_ENGINES=all): questions, submit, read back by token,
// the optional copy by mail, and the signed-in user's id kept with the result. Through Hono's
// typed testClient; the refused submissions, which its types do not let through, are raw requests.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_IDS } from '../../domain/assessment/questions.ts';
import { READINESS_THRESHOLDS, type AnswerValue } from '../../domain/assessment/scoring.ts';
import { sendCopyWithoutEmail, type SubmitAssessmentInput } from '../../domain/schemas/assessments.ts';
import { assessments } from '../db/schema.ts';
import { signUp, uniqueEmail } from '../testing/auth-helpers.ts';
import { answersAll, journeyApp, journeyClient, mailsTo, send } from '../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

describe.each(testEngines('http'))('readiness assessment API on %s', (engine) => {
  const database = useTestDatabase(engine);
  let harness: ReturnType<typeof journeyApp>;
  beforeAll(() => {
    harness = journeyApp(database());
  });
  const submit = (json: SubmitAssessmentInput, cookie?: string) =>
    journeyClient(harness.app, cookie).assessments.$post({ json });
  const readResult = (token: string) => journeyClient(harness.app).assessments[':token'].$get({ param: { token } });

  it('serves the five areas with their question ids and texts', async () => {
    const response = await journeyClient(harness.app).assessments.questions.$get();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.answerValues).toEqual(['yes', 'partly', 'no', 'not_sure']);
    expect(body.areas.map((area) => area.id)).toEqual(['governance', 'risk', 'custody', 'accounting', 'communication']);
    expect(body.areas.flatMap((area) => area.questions.map((question) => question.id))).toEqual(QUESTION_IDS);
  });

  it('scores and stores a submission (201 with a 128-bit token), readable by its token', async () => {
    const answers: Record<string, AnswerValue> = {
      ...answersAll('yes'),
      'risk-exit-conditions': 'not_sure',
      'communication-disclosure-plan': 'no',
    };
    const response = await submit({ answers });
    expect(response.status).toBe(201);
    const result = await response.json();
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(result.token, 'base64url')).toHaveLength(16);
    // 83 overall, but communication at 50 is under the 60 every area needs for 'ready'.
    expect(result).toMatchObject({ overall: 83, level: 'developing', copySent: false });
    // risk 67 and communication 50 are below the weak-area threshold.
    expect(
      result.areas.filter((area) => area.score < READINESS_THRESHOLDS.weakAreaBelow).map((area) => area.areaId),
    ).toEqual(['risk', 'communication']);
    expect(result.toFindOut.map((item) => item.questionId)).toEqual(['risk-exit-conditions']);
    expect(result.openItems.map((item) => item.questionId)).toEqual(['communication-disclosure-plan']);

    const read = await readResult(result.token);
    expect(read.status).toBe(200);
    expect(read.headers.get('x-robots-tag')).toBe('noindex');
    expect(await read.json()).toEqual(result);
  });

  it('answers 404 for unknown and malformed tokens', async () => {
    expect((await readResult('AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await readResult('abc')).status).toBe(404);
  });

  it('mails a copy only with sendCopy and an email', async () => {
    const email = uniqueEmail('copy');
    const without = await submit({ answers: answersAll('partly'), email });
    expect(without.status).toBe(201);
    // Without the copy, the address given is not kept with the result.
    const unsent = await without.json();
    const [stored] = await database()
      .db.select({ email: assessments.email })
      .from(assessments)
      .where(eq(assessments.token, unsent.token));
    expect(stored).toEqual({ email: null });
    const withCopy = await submit({ answers: answersAll('partly'), email, sendCopy: true });
    const result = await withCopy.json();
    expect(result.copySent).toBe(true);
    await harness.mailer.idle();
    const mails = await mailsTo(database().db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'assessment_result', status: 'sent' });
    expect(mails[0]!.textBody).toContain('Overall: 50/100 — Developing');
    expect(mails[0]!.textBody).toContain(`http://localhost/assessment/result/${result.token}`);
    expect(mails[0]!.textBody).toContain(`http://localhost/schedule-consultation?assessment=${result.token}`);
    expect(mails[0]!.textBody).toContain('http://localhost/glossary#term-treasury-policy');
  });

  it.each([
    [
      'a missing answer',
      { answers: { ...answersAll('yes'), 'custody-split-approvals': undefined } },
      'answers.custody-split-approvals',
    ],
    [
      'an unknown answer value',
      { answers: { ...answersAll('yes'), 'custody-split-approvals': 'maybe' } },
      'answers.custody-split-approvals',
    ],
    ['an unknown question id', { answers: { ...answersAll('yes'), 'made-up-question': 'yes' } }, 'answers'],
    ['sendCopy without an email', { answers: answersAll('yes'), sendCopy: true }, 'email'],
    ['a bad email', { answers: answersAll('yes'), email: 'nope' }, 'email'],
    ['no answers at all', {}, 'answers'],
  ])('answers 422 for %s, naming the field, and stores nothing', async (_label, body, field) => {
    const before = await database().db.$count(assessments);
    const response = await send(harness.app, 'POST', '/api/assessments', body);
    expect(response.status).toBe(422);
    const error = (await response.json()) as {
      message: string;
      details: { issues: { path: string; message: string }[] };
    };
    expect(error.details.issues.map((issue) => issue.path)).toContain(field);
    // eslint-disable-next-line vitest/no-conditional-expect -- table-driven: only this case has a message of its own
    if (field === 'email' && 'sendCopy' in body) expect(error.message).toContain(sendCopyWithoutEmail);
    expect(await database().db.$count(assessments)).toBe(before);
  });

  it('keeps the signed-in user’s id with the result', async () => {
    const account = await signUp(harness.app);
    const response = await submit({ answers: answersAll('no') }, account.cookie);
    expect(response.status).toBe(201);
    const { token } = await response.json();
    const [row] = await database().db.select().from(assessments).where(eq(assessments.token, token));
    expect(row?.userId).toBe(account.userId);
  });
});
