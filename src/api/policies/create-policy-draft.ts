// POST /api/policies: stores the choices and answers 201 with the draft and its token.
import { policyDraftViewSchema, type CreatePolicyInput, type PolicyDraftView } from '@domain/schemas/policies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { journeyKeys } from '../query-keys';

export const CREATE_POLICY_DRAFT_ERROR = 'Your policy draft could not be saved. Please try again.';

export const createPolicyDraft = (input: CreatePolicyInput): Promise<PolicyDraftView> =>
  api.post('/api/policies', input, policyDraftViewSchema);

/** The draft goes straight into the cache, so its page shows it without a second request. */
export function useCreatePolicyDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPolicyDraft,
    onSuccess: (draft) => {
      queryClient.setQueryData(journeyKeys.policyDraft(draft.token), draft);
      void queryClient.invalidateQueries({ queryKey: journeyKeys.accountActivity });
    },
  });
}
