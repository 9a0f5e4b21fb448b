// GET /api/admin/audit-log: every audited change, newest first, with filters (admins only).
import {
  auditListResponseSchema,
  type AuditAction,
  type AuditListResponse,
  type AuditOrigin,
} from '@domain/schemas/admin';
import type { IndexType } from '@domain/schemas/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export interface AuditLogQuery {
  q?: string;
  indexType?: IndexType;
  action?: AuditAction;
  origin?: AuditOrigin;
  importId?: string;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

export const getAuditLog = (query: AuditLogQuery, signal?: AbortSignal): Promise<AuditListResponse> =>
  api.get('/api/admin/audit-log', { query: { ...query }, signal }, auditListResponseSchema);

export const getAuditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: adminKeys.auditLogList(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(getAuditLogQueryOptions(query));
}
