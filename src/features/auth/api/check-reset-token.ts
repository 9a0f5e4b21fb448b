// POST /api/auth/reset-token-status: whether a reset link still works, asked as the page
// opens so a used or expired link is refused before anything is typed. Nothing is consumed.
import { resetTokenStatusSchema } from '@domain/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const checkResetToken = async (token: string): Promise<boolean> =>
  (await api.post('/api/auth/reset-token-status', { token }, resetTokenStatusSchema)).valid;

export const getResetTokenStatusQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token-status', token],
    queryFn: () => checkResetToken(token),
    // The answer changes once the link is used: ask each time the page opens.
    staleTime: 0,
    gcTime: 0,
  });

export function useResetTokenStatus(token: string | null) {
  return useQuery({ ...getResetTokenStatusQueryOptions(token ?? ''), enabled: token !== null });
}
