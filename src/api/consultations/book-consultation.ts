// POST /api/consultations: books a free slot → 201 with the manage link; 409 when the slot
// was taken meanwhile (the slot listings are refetched then), 422 naming the field.
import { bookingCreatedSchema, type BookConsultationInput, type BookingCreated } from '@domain/schemas/consultations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { journeyKeys } from '../query-keys';

export const BOOK_CONSULTATION_ERROR = 'The consultation could not be booked. Please try again.';

export const bookConsultation = (input: BookConsultationInput): Promise<BookingCreated> =>
  api.post('/api/consultations', input, bookingCreatedSchema);

export function useBookConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookConsultation,
    onSettled: (_data, error) => {
      if (!error || (error instanceof ApiError && error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: journeyKeys.slotLists });
      }
      if (!error) void queryClient.invalidateQueries({ queryKey: journeyKeys.accountActivity });
    },
  });
}
