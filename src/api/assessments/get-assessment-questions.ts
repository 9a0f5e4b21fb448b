// GET /api/assessments/questions: the five areas and their questions (ids and texts).
import { assessmentQuestionsResponseSchema, type AssessmentQuestionsResponse } from '@domain/schemas/assessments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { journeyKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';

export const ASSESSMENT_QUESTIONS_ERROR = 'The assessment questions could not be loaded. Please try again.';

/** The questions change only with a release. */
const QUESTIONS_STALE_TIME_MS = 60 * 60 * 1000;

export const getAssessmentQuestions = (signal?: AbortSignal): Promise<AssessmentQuestionsResponse> =>
  withErrorText(
    api.get('/api/assessments/questions', { signal }, assessmentQuestionsResponseSchema),
    ASSESSMENT_QUESTIONS_ERROR,
  );

export const getAssessmentQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: journeyKeys.assessmentQuestions,
    queryFn: ({ signal }) => getAssessmentQuestions(signal),
    staleTime: QUESTIONS_STALE_TIME_MS,
  });

export function useAssessmentQuestions({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getAssessmentQuestionsQueryOptions> } = {}) {
  return useQuery({ ...getAssessmentQuestionsQueryOptions(), ...queryConfig });
}
