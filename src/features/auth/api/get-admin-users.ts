// GET /api/admin/users: every account with its role (admins only).
import { adminUserListSchema, type AdminUserList } from '@domain/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

export const getAdminUsers = (): Promise<AdminUserList> => api.get('/api/admin/users', {}, adminUserListSchema);

export const getAdminUsersQueryOptions = () => queryOptions({ queryKey: ['admin', 'users'], queryFn: getAdminUsers });

export function useAdminUsers(queryConfig?: QueryConfig<typeof getAdminUsersQueryOptions>) {
  return useQuery({ ...getAdminUsersQueryOptions(), ...queryConfig });
}
