// The mail outbox with status (admins only): filtered pages and resend.
import { outboxMessageSchema, outboxPageSchema, type OutboxPage, type OutboxStatus } from '@domain/schemas/mail';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export interface OutboxQuery {
  status?: OutboxStatus;
  to?: string;
  page?: number;
  pageSize?: number;
}

export const getOutboxPage = (query: OutboxQuery, signal?: AbortSignal): Promise<OutboxPage> =>
  api.get('/api/admin/outbox', { query: { ...query }, signal }, outboxPageSchema);

export const getOutboxPageQueryOptions = (query: OutboxQuery) =>
  queryOptions({
    queryKey: adminKeys.outboxPage(query),
    queryFn: ({ signal }) => getOutboxPage(query, signal),
    placeholderData: keepPreviousData,
  });

export function useOutboxPage(query: OutboxQuery) {
  return useQuery(getOutboxPageQueryOptions(query));
}

export const resendMessage = (id: string) =>
  api.post(`/api/admin/outbox/${encodeURIComponent(id)}/resend`, {}, outboxMessageSchema);

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.outbox }),
  });
}
