// GET /api/assessments/:token: a stored result, behind its unguessable share link.
import { assessmentResultSchema, type AssessmentResult } from '@domain/schemas/assessments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { journeyKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';

export const ASSESSMENT_RESULT_ERROR = 'This assessment result could not be loaded.';

export const getAssessmentResult = (token: string, signal?: AbortSignal): Promise<AssessmentResult> =>
  withErrorText(
    api.get(`/api/assessments/${encodeURIComponent(token)}`, { signal }, assessmentResultSchema),
    ASSESSMENT_RESULT_ERROR,
  );

/** A stored result never changes. */
export const getAssessmentResultQueryOptions = (token: string) =>
  queryOptions({
    queryKey: journeyKeys.assessmentResult(token),
    queryFn: ({ signal }) => getAssessmentResult(token, signal),
    staleTime: Infinity,
  });

export function useAssessmentResult(
  token: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof getAssessmentResultQueryOptions> } = {},
) {
  return useQuery({ ...getAssessmentResultQueryOptions(token), ...queryConfig });
}
