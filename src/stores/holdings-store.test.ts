import { errorTexts } from '@domain/errors';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getConstituentsQueryOptions } from '@/api/constituents/get-constituents';
import { marketKeys } from '@/api/query-keys';
import { registerAppQueryClient } from '@/lib/query-client';
import {
  combinedHoldingsFixture,
  constituentFixture,
  etfFixtures,
  governmentFixtures,
  greenVaultFixtures,
  treasuryFixtures,
} from '@/testing/market-fixtures';
import { server } from '@/testing/msw-server';
import { createTestQueryClient } from '@/testing/render';
import { resetHoldingsStore, useHoldingsStore, type HoldingsState } from './holdings-store';

const state = () => useHoldingsStore.getState();

const serverError = (message: string) => HttpResponse.json({ code: 'INTERNAL', message }, { status: 500 });

/** Holds a request open until `release` is called, to observe the in-flight state. */
function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release };
}

let queryClient: QueryClient;
const requests: string[] = [];

beforeEach(() => {
  queryClient = createTestQueryClient();
  registerAppQueryClient(queryClient);
  resetHoldingsStore();
  requests.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  resetHoldingsStore();
});

describe('a view over the query cache', () => {
  it('shows what a page fetched — the cached answer itself, not a copy — without a request of its own', async () => {
    const page = new QueryObserver(queryClient, getConstituentsQueryOptions('bitcoin_treasury'));
    const unsubscribe = page.subscribe(() => {});
    await vi.waitFor(() => expect(state().constituents).toEqual(treasuryFixtures));
    unsubscribe();
    expect(state().constituents).toBe(queryClient.getQueryData(marketKeys.constituents('bitcoin_treasury')));
    expect(state().totalBTC).toBe(treasuryFixtures.reduce((sum, row) => sum + row.btcHoldings, 0));
    expect(state().totalIndexValue).toBe(treasuryFixtures.reduce((sum, row) => sum + row.btcValueUSD, 0));
    expect(state().lastUpdated).toBe(
      queryClient.getQueryState(marketKeys.constituents('bitcoin_treasury'))?.dataUpdatedAt,
    );
    expect(requests).toEqual(['GET /api/constituents?index_type=bitcoin_treasury']);
  });

  it('follows the cache: a realtime update of the cached answer is what the store shows', () => {
    const changed = [{ ...treasuryFixtures[0]!, btcHoldings: 600_000 }];
    queryClient.setQueryData(marketKeys.constituents('bitcoin_treasury'), changed);
    expect(state().constituents).toBe(changed);
    expect(state().totalBTC).toBe(600_000);
    queryClient.setQueryData(marketKeys.combinedHoldings, combinedHoldingsFixture());
    const combined = combinedHoldingsFixture();
    expect(state().combinedHoldings).toEqual(combined.rows);
    expect(state().combinedData).toEqual({ totalBTC: combined.totalBTC, totalIndexValue: combined.totalIndexValue });
  });

  it("shows a page's failed read as the store's error, until a fetch starts again", async () => {
    server.use(http.get('*/api/constituents', () => serverError('Database unavailable')));
    await expect(queryClient.fetchQuery(getConstituentsQueryOptions('bitcoin_etf'))).rejects.toThrow();
    expect(state().error).toBe('Database unavailable');
    server.resetHandlers();
    await state().fetchETFs();
    expect(state().error).toBeNull();
  });
});

describe('holdings store reads', () => {
  const reads: {
    name: string;
    action: (s: HoldingsState) => Promise<boolean>;
    request: string;
    defaultText: string;
    check: (s: HoldingsState) => void;
  }[] = [
    {
      name: 'fetchConstituents',
      action: (s) => s.fetchConstituents(),
      request: 'GET /api/constituents?index_type=bitcoin_treasury',
      defaultText: errorTexts.fetchTreasury,
      check: (s) => {
        expect(s.constituents).toEqual(treasuryFixtures);
        expect(s.totalBTC).toBe(treasuryFixtures.reduce((sum, row) => sum + row.btcHoldings, 0));
      },
    },
    {
      name: 'fetchETFs',
      action: (s) => s.fetchETFs(),
      request: 'GET /api/constituents?index_type=bitcoin_etf',
      defaultText: errorTexts.fetchEtf,
      check: (s) => expect(s.etfs).toEqual(etfFixtures),
    },
    {
      name: 'fetchGovernmentReserves',
      action: (s) => s.fetchGovernmentReserves(),
      request: 'GET /api/constituents?index_type=government_reserve',
      defaultText: errorTexts.fetchGovernment,
      check: (s) => expect(s.governmentReserves).toEqual(governmentFixtures),
    },
    {
      name: 'fetchCombinedHoldings',
      action: (s) => s.fetchCombinedHoldings(),
      request: 'GET /api/holdings/combined',
      defaultText: errorTexts.fetchCombinedHoldings,
      check: (s) => {
        const combined = combinedHoldingsFixture();
        expect(s.combinedHoldings).toEqual(combined.rows);
        expect(s.combinedData).toEqual({ totalBTC: combined.totalBTC, totalIndexValue: combined.totalIndexValue });
      },
    },
    {
      name: 'fetchCombinedData',
      action: (s) => s.fetchCombinedData(),
      request: 'GET /api/holdings/combined',
      defaultText: errorTexts.fetchCombinedData,
      check: (s) => {
        const combined = combinedHoldingsFixture();
        expect(s.combinedData).toEqual({ totalBTC: combined.totalBTC, totalIndexValue: combined.totalIndexValue });
      },
    },
  ];

  describe.each(reads)('$name', ({ action, request, defaultText, check }) => {
    const path = `*${request.slice(4).split('?')[0]}`;

    it('sets loading and clears the error while in flight, then stores the data and lastUpdated', async () => {
      server.use(http.get(path, () => serverError('an earlier failure')));
      await action(state());
      expect(state().error).toBe('an earlier failure');
      server.resetHandlers();
      const { opened, release } = gate();
      server.use(
        http.get(path, async () => {
          await opened;
          return undefined; // fall through to the default handler
        }),
      );
      const before = Date.now();
      const pending = action(state());
      expect(state().loading).toBe(true);
      expect(state().error).toBeNull();
      release();
      await expect(pending).resolves.toBe(true);
      expect(state().loading).toBe(false);
      expect(state().error).toBeNull();
      expect(state().lastUpdated).toBeGreaterThanOrEqual(before);
      check(state());
    });

    it('asks the server once per call, into the cache the pages read', async () => {
      await action(state());
      expect(requests).toEqual([request]);
    });

    it("stores the server's message on failure", async () => {
      server.use(http.get(path, () => serverError('Database unavailable')));
      await expect(action(state())).resolves.toBe(false);
      expect(state()).toMatchObject({ loading: false, error: 'Database unavailable', lastUpdated: null });
    });

    it(`stores '${defaultText}' when the failure has no message`, async () => {
      server.use(http.get(path, () => HttpResponse.error()));
      await expect(action(state())).resolves.toBe(false);
      expect(state()).toMatchObject({ loading: false, error: defaultText });
    });
  });

  it('stays loading until the last of several fetches settles', async () => {
    const { opened, release } = gate();
    server.use(
      http.get('*/api/holdings/combined', async () => {
        await opened;
        return undefined;
      }),
    );
    const slow = state().fetchCombinedHoldings();
    await state().fetchConstituents();
    expect(state().loading).toBe(true);
    release();
    await slow;
    expect(state().loading).toBe(false);
  });

  it('joins a fetch already in flight for the same data instead of asking twice', async () => {
    await Promise.all([state().fetchCombinedHoldings(), state().fetchCombinedData()]);
    expect(requests).toEqual(['GET /api/holdings/combined']);
  });
});

describe('holdings store writes', () => {
  const input = { companyName: 'New Treasury Co', symbol: 'NEWT', btcHoldings: 5_000, marketCap: 1e9 };

  it('adds a constituent, then refetches bitcoin_treasury constituents once, even with a page showing them', async () => {
    const page = new QueryObserver(queryClient, getConstituentsQueryOptions('bitcoin_treasury'));
    const unsubscribe = page.subscribe(() => {});
    await vi.waitFor(() => expect(state().constituents).toEqual(treasuryFixtures));
    const created = constituentFixture({ companyName: 'New Treasury Co', symbol: 'NEWT', btcHoldings: 5_000 });
    let body: unknown;
    server.use(
      http.post('*/api/constituents', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(created, { status: 201 });
      }),
      http.get('*/api/constituents', () => HttpResponse.json([...treasuryFixtures, created])),
    );
    requests.length = 0;
    await expect(state().addConstituent(input)).resolves.toEqual(created);
    unsubscribe();
    expect(body).toEqual(input);
    expect(state().constituents.at(-1)).toEqual(created);
    expect(state()).toMatchObject({ loading: false, error: null });
    expect(requests).toEqual(['POST /api/constituents', 'GET /api/constituents?index_type=bitcoin_treasury']);
  });

  it("stores the server's message and rethrows when adding fails", async () => {
    server.use(
      http.post('*/api/constituents', () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'Administrators only' }, { status: 403 }),
      ),
    );
    await expect(state().addConstituent(input)).rejects.toMatchObject({ status: 403 });
    expect(state()).toMatchObject({ loading: false, error: 'Administrators only' });
  });

  it(`stores '${errorTexts.addConstituent}' and rethrows when adding fails without a message`, async () => {
    server.use(http.post('*/api/constituents', () => HttpResponse.error()));
    await expect(state().addConstituent(input)).rejects.toThrow();
    expect(state().error).toBe(errorTexts.addConstituent);
  });

  it('imports rows, then refetches bitcoin_treasury constituents', async () => {
    server.use(http.post('*/api/constituents/import', () => HttpResponse.json({ imported: 2 }, { status: 201 })));
    await expect(state().importConstituents([input, { ...input, symbol: 'NEW2' }])).resolves.toEqual({ imported: 2 });
    expect(requests).toEqual(['POST /api/constituents/import', 'GET /api/constituents?index_type=bitcoin_treasury']);
    expect(state().constituents).toEqual(treasuryFixtures);
  });

  it('marks every index type an import wrote as stale', async () => {
    queryClient.setQueryData(marketKeys.constituents('green_vault'), greenVaultFixtures);
    server.use(http.post('*/api/constituents/import', () => HttpResponse.json({ imported: 1 }, { status: 201 })));
    await state().importConstituents([{ ...input, indexType: 'green_vault' }]);
    expect(queryClient.getQueryState(marketKeys.constituents('green_vault'))?.isInvalidated).toBe(true);
  });

  it('stores the 422 message, rethrows the error with its row-numbered issues, and refetches nothing', async () => {
    const details = {
      issues: [{ path: 'rows.3.btcHoldings', message: 'Row 4: btcHoldings: BTC holdings cannot be negative' }],
    };
    server.use(
      http.post('*/api/constituents/import', () =>
        HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: 'Import rejected, nothing was written', details },
          { status: 422 },
        ),
      ),
    );
    await expect(state().importConstituents([input])).rejects.toMatchObject({ status: 422, details });
    expect(state()).toMatchObject({ loading: false, error: 'Import rejected, nothing was written' });
    expect(requests).toEqual(['POST /api/constituents/import']);
  });

  it(`stores '${errorTexts.importData}' when importing fails without a message`, async () => {
    server.use(http.post('*/api/constituents/import', () => HttpResponse.error()));
    await expect(state().importConstituents([input])).rejects.toThrow();
    expect(state().error).toBe(errorTexts.importData);
  });
});

describe('holdings store index calculation', () => {
  it('calculates the Pure Bitcoin Treasury index from the cached constituents, asking nothing', async () => {
    queryClient.setQueryData(marketKeys.constituents('bitcoin_treasury'), treasuryFixtures);
    const before = Date.now();
    await state().calculateIndex();
    const { indexResult, calculating, lastCalculated, calculationError } = state();
    expect(requests).toEqual([]);
    expect(calculating).toBe(false);
    expect(calculationError).toBeNull();
    expect(lastCalculated).toBeGreaterThanOrEqual(before);
    expect(indexResult?.methodology).toBe('bitcoin_treasury');
    // INDI holds 2,834 BTC, below the 3,000 minimum.
    expect(indexResult?.ineligible.map((row) => row.symbol)).toEqual(['INDI']);
    expect(indexResult?.constituentCount).toBe(treasuryFixtures.length - 1);
  });

  it("stores 'No constituents available for index calculation' when there are none", async () => {
    server.use(http.get('*/api/constituents', () => HttpResponse.json([])));
    await state().calculateIndex('bitcoin_treasury');
    expect(state()).toMatchObject({
      calculating: false,
      indexResult: null,
      lastCalculated: null,
      calculationError: errorTexts.noConstituents,
    });
  });

  it('reads the GreenVault rows once, into the cache, for the GreenVault index', async () => {
    await state().calculateIndex('green_vault');
    await state().calculateIndex('green_vault');
    expect(requests).toEqual(['GET /api/constituents?index_type=green_vault']);
    expect(state().indexResult?.methodology).toBe('green_vault');
    // LIMA claims 30% renewable, below the 50% minimum; KILO and BRVO qualify.
    expect(
      state()
        .indexResult?.constituents.map((row) => row.symbol)
        .sort(),
    ).toEqual(['BRVO', 'KILO']);
  });

  it(`stores '${errorTexts.calculateIndex}' when the rows cannot be read`, async () => {
    server.use(http.get('*/api/constituents', () => HttpResponse.error()));
    await state().calculateIndex('green_vault');
    expect(state()).toMatchObject({ calculating: false, calculationError: errorTexts.calculateIndex });
  });

  it('ignores a calculation while one is running', async () => {
    const { opened, release } = gate();
    server.use(
      http.get('*/api/constituents', async () => {
        await opened;
        return undefined;
      }),
    );
    const first = state().calculateIndex('green_vault');
    expect(state().calculating).toBe(true);
    queryClient.setQueryData(marketKeys.constituents('bitcoin_treasury'), treasuryFixtures);
    await state().calculateIndex('bitcoin_treasury');
    // Still the first calculation running; the second did nothing.
    expect(state()).toMatchObject({ calculating: true, indexResult: null });
    release();
    await first;
    expect(requests).toHaveLength(1);
    expect(state().indexResult?.methodology).toBe('green_vault');
  });

  it('clears an earlier calculation error when a new calculation starts', async () => {
    useHoldingsStore.setState({ calculationError: 'old' });
    queryClient.setQueryData(marketKeys.constituents('bitcoin_treasury'), treasuryFixtures);
    const spy = vi.fn();
    const unsubscribe = useHoldingsStore.subscribe((next) => spy(next.calculating, next.calculationError));
    await state().calculateIndex();
    unsubscribe();
    expect(spy).toHaveBeenNthCalledWith(1, true, null);
    expect(state().calculationError).toBeNull();
  });
});

describe('weight breakdown', () => {
  it('toggles on and off', () => {
    expect(state().showWeightBreakdown).toBe(false);
    state().toggleWeightBreakdown();
    expect(state().showWeightBreakdown).toBe(true);
    state().toggleWeightBreakdown();
    expect(state().showWeightBreakdown).toBe(false);
  });
});
