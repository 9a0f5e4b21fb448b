// File imports of market data (admins only): upload for a preview, the list, the status
// (progress of a running commit), commit, undo and discard.
import {
  importCommitResponseSchema,
  importListResponseSchema,
  importPreviewSchema,
  importStatusSchema,
  importSummarySchema,
  importUndoResponseSchema,
  type ImportListResponse,
  type ImportPreview,
  type ImportStatus,
  type ImportSummary,
  type ImportUndoResponse,
} from '@domain/schemas/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';
import { invalidateAfterMarketWrite } from './constituents';

export const getImports = (signal?: AbortSignal): Promise<ImportListResponse> =>
  api.get('/api/admin/imports', { query: { pageSize: 20 }, signal }, importListResponseSchema);

export const getImportsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.importList, queryFn: ({ signal }) => getImports(signal) });

export function useImports() {
  return useQuery(getImportsQueryOptions());
}

export const getImportStatus = (id: string, signal?: AbortSignal): Promise<ImportStatus> =>
  api.get(`/api/admin/imports/${encodeURIComponent(id)}`, { signal }, importStatusSchema);

/** The status of one import, polled every `pollMs` while `pollMs` is set (a commit running). */
export const getImportStatusQueryOptions = (id: string, pollMs: number | false) =>
  queryOptions({
    queryKey: adminKeys.importStatus(id),
    queryFn: ({ signal }) => getImportStatus(id, signal),
    refetchInterval: pollMs,
  });

export function useImportStatus(id: string | null, pollMs: number | false) {
  return useQuery({ ...getImportStatusQueryOptions(id ?? '', pollMs), enabled: id !== null });
}

const contentTypeOf = (file: File) =>
  /\.json$/i.test(file.name) || file.type === 'application/json' ? 'application/json' : 'text/csv';

export const uploadImport = (file: File, mode: 'upsert' | 'replace'): Promise<ImportPreview> =>
  api.upload('/api/admin/imports', file, contentTypeOf(file), importPreviewSchema, {
    query: { mode, fileName: file.name },
  });

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: 'upsert' | 'replace' }) => uploadImport(file, mode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.imports }),
  });
}

export const commitImport = (id: string): Promise<{ import: ImportSummary }> =>
  api.post(`/api/admin/imports/${encodeURIComponent(id)}/commit`, undefined, importCommitResponseSchema);

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    onSuccess: ({ import: record }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.imports }),
        invalidateAfterMarketWrite(queryClient, record.indexTypes),
      ]),
  });
}

export const undoImport = (id: string, overwriteLaterChanges: boolean): Promise<ImportUndoResponse> =>
  api.post(
    `/api/admin/imports/${encodeURIComponent(id)}/undo`,
    overwriteLaterChanges ? { overwriteLaterChanges } : {},
    importUndoResponseSchema,
  );

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, overwriteLaterChanges }: { id: string; overwriteLaterChanges: boolean }) =>
      undoImport(id, overwriteLaterChanges),
    onSuccess: ({ import: record }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.imports }),
        invalidateAfterMarketWrite(queryClient, record.indexTypes),
      ]),
  });
}

export const discardImport = (id: string): Promise<{ import: ImportSummary }> =>
  api.delete(`/api/admin/imports/${encodeURIComponent(id)}`, undefined, z.object({ import: importSummarySchema }));

export function useDiscardImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.imports }),
  });
}
