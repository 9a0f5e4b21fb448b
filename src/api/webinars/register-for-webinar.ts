// POST /api/webinars/:id/registrations → 201 registered (also when the email was already:
// the server says so only by mail), 409 full with the next session in the error's details.
import {
  sessionFullDetailsSchema,
  webinarRegistrationResultSchema,
  type RegisterForWebinarInput,
  type WebinarRegistrationResult,
  type WebinarSessionView,
} from '@domain/schemas/webinars';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, ApiError } from '@/lib/api-client';
import { journeyKeys } from '../query-keys';

export const REGISTER_ERROR = 'The registration could not be sent. Please try again.';

export const registerForWebinar = (
  sessionId: string,
  input: RegisterForWebinarInput,
): Promise<WebinarRegistrationResult> =>
  api.post(`/api/webinars/${encodeURIComponent(sessionId)}/registrations`, input, webinarRegistrationResultSchema);

/** The next session offered by a 409 "full" answer (null when there is none or it is another 409). */
export function nextSessionOfFull(error: unknown): WebinarSessionView | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = z.safeParse(sessionFullDetailsSchema, error.details);
  return parsed.success ? parsed.data.nextSession : null;
}

export function useRegisterForWebinar(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterForWebinarInput) => registerForWebinar(sessionId, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: journeyKeys.webinars });
      void queryClient.invalidateQueries({ queryKey: journeyKeys.accountActivity });
    },
  });
}
