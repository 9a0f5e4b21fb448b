// What a change of one index type's constituents makes stale: its lists, the index results
// drawn from it, the holdings totals (home summary, combined view) and the holder pages. Active queries
// refetch at once; the rest refetch when next shown.
import { methodologies, INDEX_IDS } from '@domain/index-methodology/methodologies';
import type { IndexType } from '@domain/schemas/common';
import type { QueryClient } from '@tanstack/react-query';
import { marketKeys } from '../query-keys';

export function invalidateConstituentQueries(queryClient: QueryClient, indexType: IndexType): Promise<void> {
  const indexIds = INDEX_IDS.filter((id) => methodologies[id].sourceIndexType === indexType);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: marketKeys.constituents(indexType) }),
    queryClient.invalidateQueries({ queryKey: marketKeys.constituents('all') }),
    queryClient.invalidateQueries({ queryKey: marketKeys.holdings }),
    queryClient.invalidateQueries({ queryKey: marketKeys.holders }),
    ...indexIds.map((id) => queryClient.invalidateQueries({ queryKey: marketKeys.indexResult(id) })),
  ]).then(() => undefined);
}
