// The React Query client with the spec's defaults (retry once, no refetch on focus,
// garbage collection after 5 minutes), the type helper query hooks take, and the app's
// one client registered for code outside React (the holdings store's view of the cache).
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { query } from '@/config/site';
import { watchQueryClient } from './app-idle';

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

let appQueryClient: QueryClient | null = null;
const appQueryClientListeners = new Set<(client: QueryClient) => void>();

/** Makes `client` the app's query client (AppProvider does; each test render registers its own). */
export function registerAppQueryClient(client: QueryClient): void {
  if (client === appQueryClient) return;
  appQueryClient = client;
  watchQueryClient(client);
  for (const listener of appQueryClientListeners) listener(client);
}

/** The app's query client, or null before AppProvider has mounted. */
export function getAppQueryClient(): QueryClient | null {
  return appQueryClient;
}

/** Calls `listener` with the app's query client now (if there is one) and whenever another is registered. */
export function onAppQueryClient(listener: (client: QueryClient) => void): () => void {
  appQueryClientListeners.add(listener);
  if (appQueryClient) listener(appQueryClient);
  return () => appQueryClientListeners.delete(listener);
}
