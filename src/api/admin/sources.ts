// The public data sources (admins only): their standing and runs, a sync now, the preview a
// run staged, and the aliases that map a source's holder to a stored row (or ignore it).
import { importPreviewSchema, type ImportPreview } from '@domain/schemas/admin';
import {
  sourceAliasResponseSchema,
  sourceSyncResponseSchema,
  sourcesResponseSchema,
  type SourceAliasSetInput,
  type SourceSyncResponse,
  type SourcesResponse,
} from '@domain/schemas/sources';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export const getSources = (signal?: AbortSignal): Promise<SourcesResponse> =>
  api.get('/api/admin/sources', { signal }, sourcesResponseSchema);

export const getSourcesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.sources, queryFn: ({ signal }) => getSources(signal) });

export function useSources() {
  return useQuery(getSourcesQueryOptions());
}

export const getImportPreview = (id: string, signal?: AbortSignal): Promise<ImportPreview> =>
  api.get(`/api/admin/imports/${encodeURIComponent(id)}/preview`, { signal }, importPreviewSchema);

/** The staged changes of an import (null id: nothing staged, no request). */
export function useImportPreview(id: string | null) {
  return useQuery({
    queryKey: adminKeys.importPreview(id ?? ''),
    queryFn: ({ signal }) => getImportPreview(id!, signal),
    enabled: id !== null,
    retry: false,
  });
}

export const syncSources = (): Promise<SourceSyncResponse> =>
  api.post('/api/admin/sources/sync', {}, sourceSyncResponseSchema);

export function useSyncSources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncSources,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.sources }),
        queryClient.invalidateQueries({ queryKey: adminKeys.imports }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
      ]),
  });
}

export const setSourceAlias = (input: SourceAliasSetInput) =>
  api.post('/api/admin/sources/aliases', input, sourceAliasResponseSchema);

export const deleteSourceAlias = (id: string) =>
  api.delete(`/api/admin/sources/aliases/${encodeURIComponent(id)}`, undefined, sourceAliasResponseSchema);

export function useSetSourceAlias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSourceAlias,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.sources }),
  });
}

export function useDeleteSourceAlias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSourceAlias,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.sources }),
  });
}
