// GET /api/admin/users: every account with its role (admins only).
import { adminUserListSchema, type AdminUserList } from '@domain/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { adminKeys } from '../query-keys';

export const getAdminUsers = (signal?: AbortSignal): Promise<AdminUserList> =>
  api.get('/api/admin/users', { signal }, adminUserListSchema);

export const getAdminUsersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.users, queryFn: ({ signal }) => getAdminUsers(signal) });

export function useAdminUsers({ queryConfig }: { queryConfig?: QueryConfig<typeof getAdminUsersQueryOptions> } = {}) {
  return useQuery({ ...getAdminUsersQueryOptions(), ...queryConfig });
}
