// The spec's holdings store — constituents, ETFs, government reserves, combined holdings and
// data, loading / error / lastUpdated, the weight-breakdown switch, admin writes (add,
// import) and the in-browser index calculation — as a view over the React Query cache.
// The data fields are the cached answers themselves (same references, never a copy), read
// by the same query keys the pages use: a page's fetch fills the store and the store's
// fetch fills the page, one request per datum. The store keeps only what the cache cannot:
// the breakdown switch, the calculation, and the state of its own actions and writes.
import type { IndexResult } from '@domain/index-methodology/calculate-index';
import { methodologies, type IndexId } from '@domain/index-methodology/methodologies';
import { errorTexts } from '@domain/errors';
import { indexTypeSchema, type IndexType } from '@domain/schemas/common';
import type { Constituent } from '@domain/schemas/constituents';
import type { CombinedHoldings, ConstituentInput } from '@domain/schemas/market';
import type { FetchQueryOptions, Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { create } from 'zustand';
import * as z from 'zod/mini';
import { postConstituent } from '@/api/constituents/add-constituent';
import { getConstituentsQueryOptions } from '@/api/constituents/get-constituents';
import { postConstituentImport, type ImportResult } from '@/api/constituents/import-constituents';
import { invalidateConstituentQueries } from '@/api/constituents/invalidate-constituents';
import { getCombinedHoldingsQueryOptions } from '@/api/holdings/get-combined-holdings';
import { marketKeys } from '@/api/query-keys';
import { errorMessage } from '@/lib/api-client';
import { onAppQueryClient } from '@/lib/query-client';

/** The spec's combined data: sums of btcHoldings and btcValueUSD, each holder counted once. */
export interface CombinedData {
  totalBTC: number;
  totalIndexValue: number;
}

export interface HoldingsData {
  /** bitcoin_treasury rows, heaviest index weight first (the cached list). */
  constituents: Constituent[];
  etfs: Constituent[];
  governmentReserves: Constituent[];
  /** Every holder, BTC held descending. */
  combinedHoldings: Constituent[];
  combinedData: CombinedData | null;
  /** True while any of the store's reads, or one of its writes, is in flight. */
  loading: boolean;
  /** The latest failure's text (the server's message or the spec's default); null once a new fetch starts. */
  error: string | null;
  showWeightBreakdown: boolean;
  /** Sums over `constituents`. */
  totalBTC: number;
  totalIndexValue: number;
  /** Epoch ms of the newest of the store's reads. */
  lastUpdated: number | null;
  /** Index calculation (spec section 4). */
  calculating: boolean;
  indexResult: IndexResult<Constituent> | null;
  lastCalculated: number | null;
  calculationError: string | null;
}

export interface HoldingsActions {
  /** Each fetch asks the server now and resolves true on success, false on failure (stored, never thrown). */
  fetchConstituents: () => Promise<boolean>;
  fetchETFs: () => Promise<boolean>;
  fetchGovernmentReserves: () => Promise<boolean>;
  fetchCombinedHoldings: () => Promise<boolean>;
  fetchCombinedData: () => Promise<boolean>;
  /** Adds a constituent, then refetches bitcoin_treasury constituents. Stores and rethrows a failure. */
  addConstituent: (input: ConstituentInput) => Promise<Constituent>;
  /** Imports rows (all or nothing), then refetches bitcoin_treasury constituents. Stores and rethrows a failure. */
  importConstituents: (rows: readonly ConstituentInput[]) => Promise<ImportResult>;
  /** Calculates an index in the browser from the cached rows (read once if not cached); ignored while one runs. */
  calculateIndex: (methodologyId?: IndexId) => Promise<void>;
  toggleWeightBreakdown: () => void;
}

export type HoldingsState = HoldingsData & HoldingsActions;

/** A failure of the store's own actions, with when it happened. */
interface ActionFailure {
  message: string;
  at: number;
}

/** What the store itself remembers (the rest of its state is read from the cache). */
interface OwnState {
  /** Writes in flight. */
  pendingWrites: number;
  /** The latest failure of an action (fetch or write). */
  actionFailure: ActionFailure | null;
  /** Query failures older than this were cleared by a later fetch. */
  errorsClearedAt: number;
}

const EMPTY: Constituent[] = [];

/** The canonical type each written row gets (bitcoin_treasury when it names none, as the server does). */
function writtenIndexTypes(rows: readonly ConstituentInput[]): IndexType[] {
  return rows.map((row) => {
    const parsed = z.safeParse(indexTypeSchema, row.indexType ?? 'bitcoin_treasury');
    return parsed.success ? parsed.data : 'bitcoin_treasury';
  });
}

/** The cached reads the store is a view of. */
const viewKeys = {
  constituents: marketKeys.constituents('bitcoin_treasury'),
  etfs: marketKeys.constituents('bitcoin_etf'),
  governmentReserves: marketKeys.constituents('government_reserve'),
  combined: marketKeys.combinedHoldings,
} as const;

const viewHashes = new Set(Object.values(viewKeys).map((key) => JSON.stringify(key)));

export const initialHoldingsData: HoldingsData = {
  constituents: EMPTY,
  etfs: EMPTY,
  governmentReserves: EMPTY,
  combinedHoldings: EMPTY,
  combinedData: null,
  loading: false,
  error: null,
  showWeightBreakdown: false,
  totalBTC: 0,
  totalIndexValue: 0,
  lastUpdated: null,
  calculating: false,
  indexResult: null,
  lastCalculated: null,
  calculationError: null,
};

let own: OwnState = { pendingWrites: 0, actionFailure: null, errorsClearedAt: 0 };
let client: QueryClient | null = null;
let stopWatching: (() => void) | null = null;

function requireClient(): QueryClient {
  if (!client) throw new Error('The holdings store has no query client: render inside AppProvider');
  return client;
}

const sums = new WeakMap<readonly Constituent[], { totalBTC: number; totalIndexValue: number }>();
function totalsOf(rows: readonly Constituent[]): { totalBTC: number; totalIndexValue: number } {
  let totals = sums.get(rows);
  if (!totals) {
    totals = { totalBTC: 0, totalIndexValue: 0 };
    for (const row of rows) {
      totals.totalBTC += row.btcHoldings;
      totals.totalIndexValue += row.btcValueUSD;
    }
    sums.set(rows, totals);
  }
  return totals;
}

const combinedDataCache = new WeakMap<CombinedHoldings, CombinedData>();
function combinedDataOf(combined: CombinedHoldings): CombinedData {
  let data = combinedDataCache.get(combined);
  if (!data) {
    data = { totalBTC: combined.totalBTC, totalIndexValue: combined.totalIndexValue };
    combinedDataCache.set(combined, data);
  }
  return data;
}

/** The store's data fields as the cache holds them now. */
function viewOf(queryClient: QueryClient | null): Omit<HoldingsData, 'showWeightBreakdown' | keyof CalculationState> {
  const find = (key: QueryKey): Query | undefined => queryClient?.getQueryCache().find({ queryKey: key, exact: true });
  const queries = Object.values(viewKeys).map(find);
  const data = <T>(key: QueryKey) => find(key)?.state.data as T | undefined;
  const constituents = data<Constituent[]>(viewKeys.constituents) ?? EMPTY;
  const combined = data<CombinedHoldings>(viewKeys.combined);

  let failure: ActionFailure | null = own.actionFailure;
  let lastUpdated: number | null = null;
  let fetching = false;
  for (const query of queries) {
    if (!query) continue;
    const { state } = query;
    if (state.fetchStatus === 'fetching') fetching = true;
    if (state.dataUpdatedAt > 0) lastUpdated = Math.max(lastUpdated ?? 0, state.dataUpdatedAt);
    // A query that is fetching again has had its error cleared (spec: a fetch clears the error).
    if (state.status === 'error' && state.fetchStatus !== 'fetching' && state.errorUpdatedAt >= own.errorsClearedAt) {
      const message =
        state.error instanceof Error && state.error.message ? state.error.message : errorTexts.fetchTreasury;
      if (!failure || state.errorUpdatedAt > failure.at) failure = { message, at: state.errorUpdatedAt };
    }
  }
  return {
    constituents,
    etfs: data<Constituent[]>(viewKeys.etfs) ?? EMPTY,
    governmentReserves: data<Constituent[]>(viewKeys.governmentReserves) ?? EMPTY,
    combinedHoldings: combined?.rows ?? EMPTY,
    combinedData: combined ? combinedDataOf(combined) : null,
    loading: fetching || own.pendingWrites > 0,
    error: failure?.message ?? null,
    ...totalsOf(constituents),
    lastUpdated,
  };
}

type CalculationState = Pick<HoldingsData, 'calculating' | 'indexResult' | 'lastCalculated' | 'calculationError'>;

/** Brings the store's data fields in line with the cache, touching only what changed. */
function refreshView(): void {
  const next = viewOf(client);
  const current = useHoldingsStore.getState();
  const changed = (Object.keys(next) as (keyof typeof next)[]).some((key) => !Object.is(next[key], current[key]));
  if (changed) useHoldingsStore.setState(next);
}

function updateOwn(patch: Partial<OwnState>): void {
  own = { ...own, ...patch };
  refreshView();
}

/** Starts a fetch or write: the spec's 'sets loading and clears error'. */
function clearErrors(): void {
  updateOwn({ actionFailure: null, errorsClearedAt: Date.now() });
}

function recordFailure(error: unknown, fallback: string): void {
  // Query functions wrap the original error (withErrorText); the server's own message wins.
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  updateOwn({ actionFailure: { message: errorMessage(cause, fallback), at: Date.now() } });
}

/** One read through the cache: a fresh answer now (or the one already in flight). */
async function read<T, Key extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, Key>,
  fallback: string,
): Promise<boolean> {
  const queryClient = requireClient();
  clearErrors();
  try {
    await queryClient.fetchQuery({ ...options, staleTime: 0 });
    return true;
  } catch (error) {
    recordFailure(error, fallback);
    return false;
  }
}

/** One write: the failure is stored and rethrown; success refreshes what the rows touch. */
async function write<T>(
  request: () => Promise<T>,
  fallback: string,
  touched: (result: T) => Iterable<IndexType>,
): Promise<T> {
  const queryClient = requireClient();
  clearErrors();
  updateOwn({ pendingWrites: own.pendingWrites + 1 });
  let result: T;
  try {
    result = await request();
  } catch (error) {
    updateOwn({ pendingWrites: own.pendingWrites - 1 });
    recordFailure(error, fallback);
    throw error;
  }
  updateOwn({ pendingWrites: own.pendingWrites - 1 });
  // Invalidation starts the refetch of what a page shows; the spec's refetch of
  // bitcoin_treasury constituents, started while that request is in flight, joins it
  // instead of asking again.
  const invalidated = Promise.all(
    [...new Set(touched(result))].map((indexType) => invalidateConstituentQueries(queryClient, indexType)),
  );
  await Promise.all([invalidated, useHoldingsStore.getState().fetchConstituents()]);
  return result;
}

export const useHoldingsStore = create<HoldingsState>()((set, get) => ({
  ...initialHoldingsData,

  fetchConstituents: () => read(getConstituentsQueryOptions('bitcoin_treasury'), errorTexts.fetchTreasury),
  fetchETFs: () => read(getConstituentsQueryOptions('bitcoin_etf'), errorTexts.fetchEtf),
  fetchGovernmentReserves: () => read(getConstituentsQueryOptions('government_reserve'), errorTexts.fetchGovernment),
  fetchCombinedHoldings: () => read(getCombinedHoldingsQueryOptions(), errorTexts.fetchCombinedHoldings),
  // The combined data are the totals of the same answer: one request serves both.
  fetchCombinedData: () => read(getCombinedHoldingsQueryOptions(), errorTexts.fetchCombinedData),

  addConstituent: (input) =>
    write(
      () => postConstituent(input),
      errorTexts.addConstituent,
      (created) => [created.indexType],
    ),

  importConstituents: (rows) =>
    write(
      () => postConstituentImport(rows),
      errorTexts.importData,
      () => writtenIndexTypes(rows),
    ),

  calculateIndex: async (methodologyId = 'bitcoin_treasury') => {
    if (get().calculating) return;
    set({ calculating: true, calculationError: null });
    const methodology = methodologies[methodologyId];
    let rows: Constituent[];
    try {
      // The cached rows when a page has them; otherwise one read that the cache keeps.
      rows = await requireClient().ensureQueryData(getConstituentsQueryOptions(methodology.sourceIndexType));
    } catch (error) {
      const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
      set({ calculating: false, calculationError: errorMessage(cause, errorTexts.calculateIndex) });
      return;
    }
    try {
      // Loaded on first use: most pages never calculate in the browser.
      const { calculateIndex: calculateIndexResult } = await import('@domain/index-methodology/calculate-index');
      const indexResult = calculateIndexResult(rows, methodology);
      set({ calculating: false, indexResult, lastCalculated: Date.now() });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : errorTexts.calculateIndex;
      set({ calculating: false, calculationError: message });
    }
  },

  toggleWeightBreakdown: () => set((state) => ({ showWeightBreakdown: !state.showWeightBreakdown })),
}));

/** Views `queryClient`'s cache from now on (the app's client is bound automatically). */
export function bindHoldingsStore(queryClient: QueryClient): void {
  if (client === queryClient) return;
  stopWatching?.();
  client = queryClient;
  stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (viewHashes.has(event.query.queryHash)) refreshView();
  });
  refreshView();
}

onAppQueryClient(bindHoldingsStore);

/** Back to the initial state (tests, sign-out); the cache itself is left alone. */
export function resetHoldingsStore(): void {
  own = { pendingWrites: 0, actionFailure: null, errorsClearedAt: 0 };
  useHoldingsStore.setState({ ...initialHoldingsData });
  refreshView();
}
