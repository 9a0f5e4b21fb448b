// The index tools (admins only): recalculate weights now, the history, today's snapshot
// again, and the methodology constants.
import type { IndexId } from '@domain/index-methodology/methodologies';
import {
  indexHistoryResponseSchema,
  methodologyResponseSchema,
  recalculateResponseSchema,
  snapshotResponseSchema,
} from '@domain/schemas/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, marketKeys } from '../query-keys';

export const getAdminIndexHistory = (indexId: IndexId, signal?: AbortSignal) =>
  api.get('/api/admin/index/history', { query: { indexId, limit: 90 }, signal }, indexHistoryResponseSchema);

export const getAdminIndexHistoryQueryOptions = (indexId: IndexId) =>
  queryOptions({
    queryKey: adminKeys.indexHistory(indexId),
    queryFn: ({ signal }) => getAdminIndexHistory(indexId, signal),
  });

export function useAdminIndexHistory(indexId: IndexId) {
  return useQuery(getAdminIndexHistoryQueryOptions(indexId));
}

export const getMethodology = (signal?: AbortSignal) =>
  api.get('/api/admin/index/methodology', { signal }, methodologyResponseSchema);

export const getMethodologyQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.methodology,
    queryFn: ({ signal }) => getMethodology(signal),
    staleTime: Infinity,
  });

export function useMethodology() {
  return useQuery(getMethodologyQueryOptions());
}

export const recalculateIndex = () => api.post('/api/admin/index/recalculate', {}, recalculateResponseSchema);

export function useRecalculateIndex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recalculateIndex,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.constituents }),
        queryClient.invalidateQueries({ queryKey: marketKeys.indexResults }),
        queryClient.invalidateQueries({ queryKey: marketKeys.constituentLists }),
      ]),
  });
}

export const takeSnapshot = () => api.post('/api/admin/index/snapshot', {}, snapshotResponseSchema);

export function useTakeSnapshot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeSnapshot,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'index', 'history'] }),
        queryClient.invalidateQueries({ queryKey: marketKeys.indexHistories }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
      ]),
  });
}
