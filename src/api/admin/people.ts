// People (admins only): search accounts, grant or revoke admin, end sessions, delete.
import {
  deletePersonResponseSchema,
  endSessionsResponseSchema,
  peopleResponseSchema,
  personResponseSchema,
  type PeopleResponse,
} from '@domain/schemas/admin';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export interface PeopleQuery {
  q?: string;
  role?: 'admin' | 'none';
  page?: number;
  pageSize?: number;
}

export const getPeople = (query: PeopleQuery, signal?: AbortSignal): Promise<PeopleResponse> =>
  api.get('/api/admin/people', { query: { ...query }, signal }, peopleResponseSchema);

export const getPeopleQueryOptions = (query: PeopleQuery) =>
  queryOptions({
    queryKey: adminKeys.peopleList(query),
    queryFn: ({ signal }) => getPeople(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePeople(query: PeopleQuery) {
  return useQuery(getPeopleQueryOptions(query));
}

const personPath = (id: string) => `/api/admin/people/${encodeURIComponent(id)}`;

/** What a people change makes stale: the lists, the overview and the audit log. */
function useInvalidatePeople() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.people }),
      queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
      queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
    ]);
}

export const setRole = (id: string, role: 'admin' | null, confirmSelf: boolean) =>
  api.put(`${personPath(id)}/role`, confirmSelf ? { role, confirmSelf } : { role }, personResponseSchema);

export function useSetRole() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: ({ id, role, confirmSelf = false }: { id: string; role: 'admin' | null; confirmSelf?: boolean }) =>
      setRole(id, role, confirmSelf),
    onSuccess: invalidate,
  });
}

export const endSessions = (id: string, confirmSelf: boolean) =>
  api.post(`${personPath(id)}/end-sessions`, confirmSelf ? { confirmSelf } : {}, endSessionsResponseSchema);

export function useEndSessions() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: ({ id, confirmSelf = false }: { id: string; confirmSelf?: boolean }) => endSessions(id, confirmSelf),
    onSuccess: invalidate,
  });
}

export const deletePerson = (id: string, confirmEmail: string) =>
  api.delete(personPath(id), { confirmEmail }, deletePersonResponseSchema);

export function useDeletePerson() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: ({ id, confirmEmail }: { id: string; confirmEmail: string }) => deletePerson(id, confirmEmail),
    onSuccess: invalidate,
  });
}
