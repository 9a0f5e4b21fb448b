// GET /api/admin/outbox: the mail the site kept in its outbox (admins only; reset links masked).
import { outboxListSchema, type OutboxList } from '@domain/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { adminKeys } from '../query-keys';

export const getOutbox = (signal?: AbortSignal): Promise<OutboxList> =>
  api.get('/api/admin/outbox', { signal }, outboxListSchema);

export const getOutboxQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.outbox, queryFn: ({ signal }) => getOutbox(signal) });

export function useOutbox({ queryConfig }: { queryConfig?: QueryConfig<typeof getOutboxQueryOptions> } = {}) {
  return useQuery({ ...getOutboxQueryOptions(), ...queryConfig });
}
