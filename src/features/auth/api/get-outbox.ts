// GET /api/admin/outbox: the mail the site kept in its outbox (admins only; reset links masked).
import { outboxListSchema, type OutboxList } from '@domain/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

export const getOutbox = (): Promise<OutboxList> => api.get('/api/admin/outbox', {}, outboxListSchema);

export const getOutboxQueryOptions = () => queryOptions({ queryKey: ['admin', 'outbox'], queryFn: getOutbox });

export function useOutbox(queryConfig?: QueryConfig<typeof getOutboxQueryOptions>) {
  return useQuery({ ...getOutboxQueryOptions(), ...queryConfig });
}
