// The manage link of a webinar registration (/live-webinars/manage/:token):
//   GET  /api/webinars/registrations/manage/:token         the registration and its session
//   POST /api/webinars/registrations/manage/:token/cancel  cancel it
import { managedRegistrationSchema, type ManagedRegistration } from '@domain/schemas/webinars';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { journeyKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';

export const MANAGED_REGISTRATION_ERROR = 'This registration could not be loaded.';
export const CANCEL_REGISTRATION_ERROR = 'The registration could not be cancelled. Please try again.';

const managePath = (token: string) => `/api/webinars/registrations/manage/${encodeURIComponent(token)}`;

export const getManagedRegistration = (token: string, signal?: AbortSignal): Promise<ManagedRegistration> =>
  withErrorText(api.get(managePath(token), { signal }, managedRegistrationSchema), MANAGED_REGISTRATION_ERROR);

export const getManagedRegistrationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: journeyKeys.managedRegistration(token),
    queryFn: ({ signal }) => getManagedRegistration(token, signal),
  });

export function useManagedRegistration(
  token: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof getManagedRegistrationQueryOptions> } = {},
) {
  return useQuery({ ...getManagedRegistrationQueryOptions(token), ...queryConfig });
}

export const cancelManagedRegistration = (token: string): Promise<ManagedRegistration> =>
  api.post(`${managePath(token)}/cancel`, {}, managedRegistrationSchema);

/** After cancelling, the registration's new state is cached and the seat counts refetched. */
export function useCancelManagedRegistration(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelManagedRegistration(token),
    onSuccess: (registration) => queryClient.setQueryData(journeyKeys.managedRegistration(token), registration),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: journeyKeys.webinars, exact: true });
      void queryClient.invalidateQueries({ queryKey: journeyKeys.accountActivity });
    },
  });
}
