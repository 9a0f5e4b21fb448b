// The manage link of a booking (/schedule-consultation/manage/:token):
//   GET  /api/consultations/manage/:token             the booking
//   POST /api/consultations/manage/:token/cancel      cancel it
//   POST /api/consultations/manage/:token/reschedule  move it to another free slot
import { managedBookingSchema, type ManagedBooking, type RescheduleInput } from '@domain/schemas/consultations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { journeyKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';

export const MANAGED_BOOKING_ERROR = 'This booking could not be loaded.';
export const CANCEL_BOOKING_ERROR = 'The booking could not be cancelled. Please try again.';
export const RESCHEDULE_BOOKING_ERROR = 'The booking could not be moved. Please try again.';

const managePath = (token: string) => `/api/consultations/manage/${encodeURIComponent(token)}`;

export const getManagedBooking = (token: string, signal?: AbortSignal): Promise<ManagedBooking> =>
  withErrorText(api.get(managePath(token), { signal }, managedBookingSchema), MANAGED_BOOKING_ERROR);

export const getManagedBookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: journeyKeys.managedBooking(token),
    queryFn: ({ signal }) => getManagedBooking(token, signal),
  });

export function useManagedBooking(
  token: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof getManagedBookingQueryOptions> } = {},
) {
  return useQuery({ ...getManagedBookingQueryOptions(token), ...queryConfig });
}

export const cancelManagedBooking = (token: string): Promise<ManagedBooking> =>
  api.post(`${managePath(token)}/cancel`, {}, managedBookingSchema);

export const rescheduleManagedBooking = (token: string, input: RescheduleInput): Promise<ManagedBooking> =>
  api.post(`${managePath(token)}/reschedule`, input, managedBookingSchema);

/** After a change the booking's new state is cached and the slot listings refetched. */
function useBookingChange<Input>(token: string, change: (input: Input) => Promise<ManagedBooking>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (booking) => queryClient.setQueryData(journeyKeys.managedBooking(token), booking),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: journeyKeys.slotLists });
      void queryClient.invalidateQueries({ queryKey: journeyKeys.accountActivity });
    },
  });
}

export function useCancelManagedBooking(token: string) {
  return useBookingChange<void>(token, () => cancelManagedBooking(token));
}

export function useRescheduleManagedBooking(token: string) {
  return useBookingChange<RescheduleInput>(token, (input) => rescheduleManagedBooking(token, input));
}
