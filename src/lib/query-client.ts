// The React Query client with the spec's defaults (retry once, no refetch on focus,
// garbage collection after 5 minutes), and the type helper query hooks take.
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { query } from '@/config/site';

export const queryDefaults: DefaultOptions = {
  queries: {
    retry: query.retry,
    refetchOnWindowFocus: query.refetchOnWindowFocus,
    gcTime: query.gcTimeMs,
  },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

type AnyFunction = (...args: never[]) => unknown;

/** Extra options a caller may pass to a query hook, minus what its queryOptions fixes. */
export type QueryConfig<T extends AnyFunction> = Partial<Omit<ReturnType<T>, 'queryKey' | 'queryFn'>>;
