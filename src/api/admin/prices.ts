// Prices (admins only): the latest per symbol with source and age, the feed's status, and a
// price entered by hand (audited; a new latest BTC price revalues every holding).
import {
  adminPricesSchema,
  priceEntryResponseSchema,
  type AdminPrices,
  type PriceEntryInput,
} from '@domain/schemas/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, marketDataPrefixes } from '../query-keys';

export const getAdminPrices = (signal?: AbortSignal): Promise<AdminPrices> =>
  api.get('/api/admin/prices', { signal }, adminPricesSchema);

export const getAdminPricesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.prices, queryFn: ({ signal }) => getAdminPrices(signal) });

export function useAdminPrices() {
  return useQuery(getAdminPricesQueryOptions());
}

export const enterPrice = (input: PriceEntryInput) => api.post('/api/admin/prices', input, priceEntryResponseSchema);

export function useEnterPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterPrice,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.prices }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
        queryClient.invalidateQueries({ queryKey: adminKeys.constituents }),
        ...marketDataPrefixes.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}
