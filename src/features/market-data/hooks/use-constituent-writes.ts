// Admin writes for components: run the holdings store's add / import (which store the error
// text and rethrow) and refresh the queries the new rows touch.
import { indexTypeSchema, type IndexType } from '@domain/schemas/common';
import type { ConstituentInput } from '@domain/schemas/market';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useHoldingsStore } from '@/stores/holdings-store';
import { invalidateConstituentQueries } from '../api/invalidate';

const DEFAULT_INDEX_TYPE: IndexType = 'bitcoin_treasury';

/** The canonical type a row is written with (bitcoin_treasury when it names none). */
function writtenIndexType(value: string | undefined): IndexType {
  const parsed = z.safeParse(indexTypeSchema, value ?? DEFAULT_INDEX_TYPE);
  return parsed.success ? parsed.data : DEFAULT_INDEX_TYPE;
}

export function useAddConstituent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConstituentInput) => useHoldingsStore.getState().addConstituent(input),
    onSuccess: (created) => invalidateConstituentQueries(queryClient, created.indexType),
  });
}

export function useImportConstituents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: readonly ConstituentInput[]) => useHoldingsStore.getState().importConstituents(rows),
    onSuccess: async (_result, rows) => {
      const types = new Set(rows.map((row) => writtenIndexType(row.indexType)));
      await Promise.all([...types].map((indexType) => invalidateConstituentQueries(queryClient, indexType)));
    },
  });
}
