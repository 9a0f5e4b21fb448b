// GET /api/policies/:token: a stored treasury policy draft, behind its unguessable share link.
import { policyDraftViewSchema, type PolicyDraftView } from '@domain/schemas/policies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { journeyKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';

export const POLICY_DRAFT_ERROR = 'This policy draft could not be loaded.';

export const getPolicyDraft = (token: string, signal?: AbortSignal): Promise<PolicyDraftView> =>
  withErrorText(
    api.get(`/api/policies/${encodeURIComponent(token)}`, { signal }, policyDraftViewSchema),
    POLICY_DRAFT_ERROR,
  );

export const getPolicyDraftQueryOptions = (token: string) =>
  queryOptions({
    queryKey: journeyKeys.policyDraft(token),
    queryFn: ({ signal }) => getPolicyDraft(token, signal),
    staleTime: Infinity,
  });

export function usePolicyDraft(
  token: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof getPolicyDraftQueryOptions> } = {},
) {
  return useQuery({ ...getPolicyDraftQueryOptions(token), ...queryConfig });
}
