// The signed-in user's own journeys (/account):
//   GET  /api/me/activity                          bookings, registrations, enquiries, results
//   POST /api/me/consultations/:id/cancel          cancel a booking
//   POST /api/me/webinar-registrations/:id/cancel  cancel a registration
//   POST /api/me/alerts/:id/leave                  leave an alerts subscription
//   POST /api/auth/send-verification-email         a new link to verify the account's address
import {
  accountActivitySchema,
  accountAlertsSchema,
  accountBookingSchema,
  accountRegistrationSchema,
  type AccountActivity,
} from '@domain/schemas/account-activity';
import { verificationSentSchema } from '@domain/schemas/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { journeyKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';

export const ACCOUNT_ACTIVITY_ERROR = 'Your bookings and registrations could not be loaded. Please try again.';
export const ACCOUNT_CANCEL_ERROR = 'It could not be cancelled. Please try again.';
export const ACCOUNT_LEAVE_ALERTS_ERROR = 'You could not be unsubscribed. Please try again.';
export const VERIFICATION_SEND_ERROR = 'The link could not be sent. Please try again.';

export const getAccountActivity = (signal?: AbortSignal): Promise<AccountActivity> =>
  withErrorText(api.get('/api/me/activity', { signal }, accountActivitySchema), ACCOUNT_ACTIVITY_ERROR);

export const getAccountActivityQueryOptions = () =>
  queryOptions({ queryKey: journeyKeys.accountActivity, queryFn: ({ signal }) => getAccountActivity(signal) });

export function useAccountActivity({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getAccountActivityQueryOptions> } = {}) {
  return useQuery({ ...getAccountActivityQueryOptions(), ...queryConfig });
}

export const cancelAccountBooking = (id: string) =>
  api.post(`/api/me/consultations/${encodeURIComponent(id)}/cancel`, {}, accountBookingSchema);

export const cancelAccountRegistration = (id: string) =>
  api.post(`/api/me/webinar-registrations/${encodeURIComponent(id)}/cancel`, {}, accountRegistrationSchema);

function useAccountCancel(cancel: (id: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancel,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: journeyKeys.accountActivity });
      void queryClient.invalidateQueries({ queryKey: journeyKeys.slotLists });
      void queryClient.invalidateQueries({ queryKey: journeyKeys.webinars });
    },
  });
}

export const useCancelAccountBooking = () => useAccountCancel(cancelAccountBooking);
export const useCancelAccountRegistration = () => useAccountCancel(cancelAccountRegistration);

export const leaveAccountAlerts = (id: string) =>
  api.post(`/api/me/alerts/${encodeURIComponent(id)}/leave`, {}, accountAlertsSchema);

export function useLeaveAccountAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveAccountAlerts,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: journeyKeys.accountActivity }),
  });
}

export const sendVerificationEmail = (email: string) =>
  api.post('/api/auth/send-verification-email', { email }, verificationSentSchema);

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
