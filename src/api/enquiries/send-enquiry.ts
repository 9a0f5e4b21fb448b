// POST /api/enquiries: an enrolment enquiry for a program tier → 201; an invoice follows by email.
import { enquiryCreatedSchema, type EnquiryCreated, type EnquiryInput } from '@domain/schemas/enquiries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { journeyKeys } from '../query-keys';

export const ENQUIRY_ERROR = 'The enquiry could not be sent. Please try again.';

export const sendEnquiry = (input: EnquiryInput): Promise<EnquiryCreated> =>
  api.post('/api/enquiries', input, enquiryCreatedSchema);

export function useSendEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEnquiry,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: journeyKeys.accountActivity }),
  });
}
