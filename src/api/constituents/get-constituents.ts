// GET /api/constituents?index_type=…: one index type's rows, heaviest index weight first;
// with no type, every row by BTC held (spec: 'Read all rows').
import { errorTexts } from '@domain/errors';
import type { IndexType } from '@domain/schemas/common';
import { constituentListSchema, type Constituent } from '@domain/schemas/constituents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKET_STALE_TIME_MS } from '@/config/market';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { marketKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';

/** The spec's default error text of each read. */
export const constituentsErrorText: Readonly<Record<IndexType | 'all', string>> = {
  bitcoin_treasury: errorTexts.fetchTreasury,
  bitcoin_etf: errorTexts.fetchEtf,
  government_reserve: errorTexts.fetchGovernment,
  green_vault: errorTexts.fetchTreasury,
  all: errorTexts.fetchTreasury,
};

export const getConstituents = (indexType?: IndexType, signal?: AbortSignal): Promise<Constituent[]> =>
  api.get('/api/constituents', { query: { index_type: indexType }, signal }, constituentListSchema);

export const getConstituentsQueryOptions = (indexType?: IndexType) =>
  queryOptions({
    queryKey: marketKeys.constituents(indexType ?? 'all'),
    queryFn: ({ signal }) =>
      withErrorText(getConstituents(indexType, signal), constituentsErrorText[indexType ?? 'all']),
    staleTime: MARKET_STALE_TIME_MS,
  });

export function useConstituents(
  indexType?: IndexType,
  { queryConfig }: { queryConfig?: QueryConfig<typeof getConstituentsQueryOptions> } = {},
) {
  return useQuery({ ...getConstituentsQueryOptions(indexType), ...queryConfig });
}
