// POST /api/assessments: stores the answers and answers 201 with the scored result and its token.
import { assessmentResultSchema, type AssessmentResult, type SubmitAssessmentInput } from '@domain/schemas/assessments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { journeyKeys } from '../query-keys';

export const SUBMIT_ASSESSMENT_ERROR = 'Your answers could not be submitted. Please try again.';

export const submitAssessment = (input: SubmitAssessmentInput): Promise<AssessmentResult> =>
  api.post('/api/assessments', input, assessmentResultSchema);

/** The result goes straight into the cache, so the result page shows it without a second request. */
export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAssessment,
    onSuccess: (result) => {
      queryClient.setQueryData(journeyKeys.assessmentResult(result.token), result);
      void queryClient.invalidateQueries({ queryKey: journeyKeys.accountActivity });
    },
  });
}
