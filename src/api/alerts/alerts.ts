// Alerts by email (issue 47), the browser's side:
//   POST   /api/alerts                  subscribe → 202 (a confirmation mail follows)
//   POST   /api/alerts/confirm/:token   confirm (double opt-in; the page never confirms on load)
//   GET    /api/alerts/manage/:token    the subscription behind a manage link
//   PATCH  /api/alerts/manage/:token    change topics or frequency
//   DELETE /api/alerts/manage/:token    leave
import {
  alertAcceptedSchema,
  managedAlertsSchema,
  type AlertAccepted,
  type ManagedAlerts,
  type SubscribeInput,
  type UpdateAlertsInput,
} from '@domain/schemas/alerts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { journeyKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';

export const SUBSCRIBE_ERROR = 'The subscription could not be sent. Please try again.';
export const CONFIRM_ALERTS_ERROR = 'Your alerts could not be confirmed. Please try again.';
export const MANAGED_ALERTS_ERROR = 'Your alerts could not be loaded.';
export const UPDATE_ALERTS_ERROR = 'Your alerts could not be changed. Please try again.';

const managePath = (token: string) => `/api/alerts/manage/${encodeURIComponent(token)}`;

export const subscribeToAlerts = (input: SubscribeInput): Promise<AlertAccepted> =>
  api.post('/api/alerts', input, alertAcceptedSchema);

export function useSubscribeToAlerts() {
  return useMutation({ mutationFn: subscribeToAlerts });
}

export const confirmAlerts = (token: string): Promise<ManagedAlerts> =>
  api.post(`/api/alerts/confirm/${encodeURIComponent(token)}`, {}, managedAlertsSchema);

/** Confirming caches the subscription for its manage page. */
export function useConfirmAlerts(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmAlerts(token),
    onSuccess: (alerts) => queryClient.setQueryData(journeyKeys.managedAlerts(token), alerts),
  });
}

export const getManagedAlerts = (token: string, signal?: AbortSignal): Promise<ManagedAlerts> =>
  withErrorText(api.get(managePath(token), { signal }, managedAlertsSchema), MANAGED_ALERTS_ERROR);

export const getManagedAlertsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: journeyKeys.managedAlerts(token),
    queryFn: ({ signal }) => getManagedAlerts(token, signal),
  });

export function useManagedAlerts(
  token: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof getManagedAlertsQueryOptions> } = {},
) {
  return useQuery({ ...getManagedAlertsQueryOptions(token), ...queryConfig });
}

export const updateManagedAlerts = (token: string, input: UpdateAlertsInput): Promise<ManagedAlerts> =>
  api.patch(managePath(token), input, managedAlertsSchema);

export const leaveAlerts = (token: string): Promise<ManagedAlerts> =>
  api.delete(managePath(token), undefined, managedAlertsSchema);

/** A change or leaving caches the subscription's new state. */
export function useUpdateManagedAlerts(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAlertsInput) => updateManagedAlerts(token, input),
    onSuccess: (alerts) => queryClient.setQueryData(journeyKeys.managedAlerts(token), alerts),
  });
}

export function useLeaveAlerts(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveAlerts(token),
    onSuccess: (alerts) => queryClient.setQueryData(journeyKeys.managedAlerts(token), alerts),
  });
}
