// Market data rows of the dashboard: the list (search, sort, page), each row's audit log,
// and add / edit / delete (admins only). A write makes stale the dashboard's lists, the
// audit log, the overview and the public views of that index type.
import {
  auditListResponseSchema,
  constituentDeleteResponseSchema,
  constituentListResponseSchema,
  constituentWriteResponseSchema,
  type AuditListResponse,
  type CONSTITUENT_SORT_FIELDS,
  type ConstituentCreateInput,
  type ConstituentDeleteInput,
  type ConstituentListResponse,
  type ConstituentPatchInput,
  type ConstituentWriteResponse,
} from '@domain/schemas/admin';
import type { IndexType } from '@domain/schemas/common';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { invalidateConstituentQueries } from '../constituents/invalidate-constituents';
import { adminKeys } from '../query-keys';

export interface ConstituentListQuery {
  indexType?: IndexType;
  q?: string;
  sort?: (typeof CONSTITUENT_SORT_FIELDS)[number];
  order?: 'asc' | 'desc';
  stale?: 'true' | 'false';
  page?: number;
  pageSize?: number;
}

export const getAdminConstituents = (
  query: ConstituentListQuery,
  signal?: AbortSignal,
): Promise<ConstituentListResponse> =>
  api.get('/api/admin/constituents', { query: { ...query }, signal }, constituentListResponseSchema);

export const getAdminConstituentsQueryOptions = (query: ConstituentListQuery) =>
  queryOptions({
    queryKey: adminKeys.constituentList(query),
    queryFn: ({ signal }) => getAdminConstituents(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminConstituents(
  query: ConstituentListQuery,
  { queryConfig }: { queryConfig?: QueryConfig<typeof getAdminConstituentsQueryOptions> } = {},
) {
  return useQuery({ ...getAdminConstituentsQueryOptions(query), ...queryConfig });
}

export const getRowAuditLog = (id: string, signal?: AbortSignal): Promise<AuditListResponse> =>
  api.get(
    `/api/admin/constituents/${encodeURIComponent(id)}/audit-log`,
    { query: { pageSize: 100 }, signal },
    auditListResponseSchema,
  );

export const getRowAuditLogQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.rowAuditLog(id), queryFn: ({ signal }) => getRowAuditLog(id, signal) });

export function useRowAuditLog(id: string) {
  return useQuery(getRowAuditLogQueryOptions(id));
}

/** What any market write makes stale: the dashboard's lists, logs, overview and the public views. */
export function invalidateAfterMarketWrite(queryClient: QueryClient, indexTypes: readonly IndexType[]): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.constituents }),
    queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
    queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
    ...indexTypes.map((indexType) => invalidateConstituentQueries(queryClient, indexType)),
  ]).then(() => undefined);
}

export const createConstituent = (input: ConstituentCreateInput): Promise<ConstituentWriteResponse> =>
  api.post('/api/admin/constituents', input, constituentWriteResponseSchema);

export function useCreateConstituent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConstituent,
    onSuccess: (answer) => invalidateAfterMarketWrite(queryClient, [answer.row.indexType]),
  });
}

export const patchConstituent = (id: string, input: ConstituentPatchInput): Promise<ConstituentWriteResponse> =>
  api.patch(`/api/admin/constituents/${encodeURIComponent(id)}`, input, constituentWriteResponseSchema);

export function usePatchConstituent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ConstituentPatchInput }) => patchConstituent(id, input),
    onSuccess: (answer) => invalidateAfterMarketWrite(queryClient, [answer.row.indexType]),
  });
}

export const deleteConstituent = (id: string, input: ConstituentDeleteInput) =>
  api.delete(`/api/admin/constituents/${encodeURIComponent(id)}`, input, constituentDeleteResponseSchema);

export function useDeleteConstituent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; indexType: IndexType; input: ConstituentDeleteInput }) =>
      deleteConstituent(id, input),
    onSuccess: (_answer, { indexType }) => invalidateAfterMarketWrite(queryClient, [indexType]),
  });
}
