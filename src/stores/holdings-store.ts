// The spec's holdings store: constituents, ETFs, government reserves and combined holdings
// with loading / error / lastUpdated, the weight-breakdown switch, admin writes (add,
// import) and the in-browser index calculation. Pages read the same data through React
// Query hooks; this store is the app-wide snapshot the global loader and realtime keep fresh.
import type { IndexResult } from '@domain/index-methodology/calculate-index';
import { methodologies, type IndexId } from '@domain/index-methodology/methodologies';
import { errorTexts } from '@domain/errors';
import type { Constituent } from '@domain/schemas/constituents';
import type { ConstituentInput } from '@domain/schemas/market';
import { create } from 'zustand';
import { postConstituent } from '@/features/market-data/api/add-constituent';
import { getCombinedHoldings } from '@/features/market-data/api/get-combined-holdings';
import { getConstituents } from '@/features/market-data/api/get-constituents';
import { postConstituentImport, type ImportResult } from '@/features/market-data/api/import-constituents';
import { errorMessage } from '@/lib/api-client';

/** The spec's combined data: sums of btcHoldings and btcValueUSD, each entity counted once. */
export interface CombinedData {
  totalBTC: number;
  totalIndexValue: number;
}

export interface HoldingsData {
  /** bitcoin_treasury rows, heaviest index weight first. */
  constituents: Constituent[];
  etfs: Constituent[];
  governmentReserves: Constituent[];
  /** Every holder, BTC held descending. */
  combinedHoldings: Constituent[];
  combinedData: CombinedData | null;
  /** True while any fetch or write of this store is in flight. */
  loading: boolean;
  /** The latest failure's text (the server's message or the spec's default); null after a new fetch starts. */
  error: string | null;
  showWeightBreakdown: boolean;
  /** Sums over `constituents`, recomputed on each fetch. */
  totalBTC: number;
  totalIndexValue: number;
  /** Epoch ms of the latest successful fetch. */
  lastUpdated: number | null;
  /** Index calculation (spec section 4). */
  calculating: boolean;
  indexResult: IndexResult<Constituent> | null;
  lastCalculated: number | null;
  calculationError: string | null;
  /** Requests in flight; `loading` is `pendingRequests > 0`. */
  pendingRequests: number;
}

export interface HoldingsActions {
  /** Each fetch resolves true on success and false on failure (the failure is stored, never thrown). */
  fetchConstituents: () => Promise<boolean>;
  fetchETFs: () => Promise<boolean>;
  fetchGovernmentReserves: () => Promise<boolean>;
  fetchCombinedHoldings: () => Promise<boolean>;
  fetchCombinedData: () => Promise<boolean>;
  /** Adds a constituent, then refetches bitcoin_treasury constituents. Stores and rethrows a failure. */
  addConstituent: (input: ConstituentInput) => Promise<Constituent>;
  /** Imports rows (all or nothing), then refetches bitcoin_treasury constituents. Stores and rethrows a failure. */
  importConstituents: (rows: readonly ConstituentInput[]) => Promise<ImportResult>;
  /** Calculates an index in the browser from the store's rows; ignored while one is running. */
  calculateIndex: (methodologyId?: IndexId) => Promise<void>;
  toggleWeightBreakdown: () => void;
}

export type HoldingsState = HoldingsData & HoldingsActions;

export const initialHoldingsData: HoldingsData = {
  constituents: [],
  etfs: [],
  governmentReserves: [],
  combinedHoldings: [],
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
  pendingRequests: 0,
};

function totalsOf(rows: readonly Constituent[]): { totalBTC: number; totalIndexValue: number } {
  let totalBTC = 0;
  let totalIndexValue = 0;
  for (const row of rows) {
    totalBTC += row.btcHoldings;
    totalIndexValue += row.btcValueUSD;
  }
  return { totalBTC, totalIndexValue };
}

export const useHoldingsStore = create<HoldingsState>()((set, get) => {
  const begin = () => set((state) => ({ pendingRequests: state.pendingRequests + 1, loading: true, error: null }));
  const end = (patch: Partial<HoldingsData>) =>
    set((state) => {
      const pendingRequests = Math.max(0, state.pendingRequests - 1);
      return { ...patch, pendingRequests, loading: pendingRequests > 0 };
    });

  /** One read: loading on, error cleared; success stores data and lastUpdated; failure stores the text. */
  async function load<T>(
    request: () => Promise<T>,
    store: (data: T) => Partial<HoldingsData>,
    defaultError: string,
  ): Promise<boolean> {
    begin();
    try {
      const data = await request();
      end({ ...store(data), lastUpdated: Date.now() });
      return true;
    } catch (error) {
      end({ error: errorMessage(error, defaultError) });
      return false;
    }
  }

  /** One write: as a read, but the failure is rethrown to the caller after it is stored. */
  async function write<T>(request: () => Promise<T>, defaultError: string): Promise<T> {
    begin();
    let result: T;
    try {
      result = await request();
    } catch (error) {
      end({ error: errorMessage(error, defaultError) });
      throw error;
    }
    end({});
    await get().fetchConstituents();
    return result;
  }

  return {
    ...initialHoldingsData,

    fetchConstituents: () =>
      load(
        () => getConstituents('bitcoin_treasury'),
        (constituents) => ({ constituents, ...totalsOf(constituents) }),
        errorTexts.fetchTreasury,
      ),

    fetchETFs: () =>
      load(
        () => getConstituents('bitcoin_etf'),
        (etfs) => ({ etfs }),
        errorTexts.fetchEtf,
      ),

    fetchGovernmentReserves: () =>
      load(
        () => getConstituents('government_reserve'),
        (governmentReserves) => ({ governmentReserves }),
        errorTexts.fetchGovernment,
      ),

    fetchCombinedHoldings: () =>
      load(
        () => getCombinedHoldings(),
        ({ rows, totalBTC, totalIndexValue }) => ({
          combinedHoldings: rows,
          combinedData: { totalBTC, totalIndexValue },
        }),
        errorTexts.fetchCombinedHoldings,
      ),

    fetchCombinedData: () =>
      load(
        () => getCombinedHoldings(),
        ({ totalBTC, totalIndexValue }) => ({ combinedData: { totalBTC, totalIndexValue } }),
        errorTexts.fetchCombinedData,
      ),

    addConstituent: (input) => write(() => postConstituent(input), errorTexts.addConstituent),

    importConstituents: (rows) => write(() => postConstituentImport(rows), errorTexts.importData),

    calculateIndex: async (methodologyId = 'bitcoin_treasury') => {
      if (get().calculating) return;
      set({ calculating: true, calculationError: null });
      const methodology = methodologies[methodologyId];
      let rows: Constituent[];
      try {
        // The store keeps bitcoin_treasury rows; another source type is read for the occasion.
        rows =
          methodology.sourceIndexType === 'bitcoin_treasury'
            ? get().constituents
            : await getConstituents(methodology.sourceIndexType);
      } catch (error) {
        set({ calculating: false, calculationError: errorMessage(error, errorTexts.calculateIndex) });
        return;
      }
      try {
        // Loaded on first use: the global loader brings this store onto every page.
        const { calculateIndex: calculateIndexResult } = await import('@domain/index-methodology/calculate-index');
        const indexResult = calculateIndexResult(rows, methodology);
        set({ calculating: false, indexResult, lastCalculated: Date.now() });
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : errorTexts.calculateIndex;
        set({ calculating: false, calculationError: message });
      }
    },

    toggleWeightBreakdown: () => set((state) => ({ showWeightBreakdown: !state.showWeightBreakdown })),
  };
});

/** Back to the initial data (tests, sign-out). */
export function resetHoldingsStore(): void {
  useHoldingsStore.setState(initialHoldingsData);
}
