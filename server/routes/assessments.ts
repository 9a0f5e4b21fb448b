// The readiness assessment API:
//   GET  /api/assessments/questions → the areas with their question ids and texts
//   POST /api/assessments           → 201 the scored result with its token (anonymous allowed)
//   GET  /api/assessments/:token    → the stored result (404 for an unknown token)
import { AppError } from '../../domain/errors.ts';
import { assessmentQuestionsResponse, submitAssessmentInput } from '../../domain/schemas/assessments.ts';
import { publicTokenParam } from '../../domain/schemas/params.ts';
import { createRouter } from '../app-env.ts';
import { pretendAssessment, readAssessment, submitAssessment } from '../journeys/assessments.ts';
import type { JourneySettings } from '../journeys/settings.ts';
import { caughtByHoneypot, journeyContext, limitRequest, signedInUserId } from './public-form.ts';
import { notFound, validate } from './validate.ts';

const NOT_FOUND = 'No assessment result has this link.';
const questions = assessmentQuestionsResponse();

export const assessmentRoutes = (settings: JourneySettings) =>
  createRouter()
    .get('/questions', (c) => {
      c.header('cache-control', 'public, max-age=300');
      return c.json(questions);
    })
    .post('/', validate('json', submitAssessmentInput), async (c) => {
      const body = c.req.valid('json');
      const input = { answers: body.answers, email: body.email ?? null, sendCopy: body.sendCopy === true };
      if (caughtByHoneypot(c, body.website)) return c.json(pretendAssessment(input, settings.now()), 201);
      await limitRequest(c, 'assessment', input.email);
      const result = await submitAssessment(journeyContext(c, settings), input, await signedInUserId(c));
      return c.json(result, 201);
    })
    .get('/:token', validate('param', publicTokenParam, notFound(NOT_FOUND)), async (c) => {
      const result = await readAssessment(c.var.db, c.req.valid('param').token);
      if (!result) throw new AppError('NOT_FOUND', { message: NOT_FOUND });
      c.header('x-robots-tag', 'noindex');
      return c.json(result);
    });
