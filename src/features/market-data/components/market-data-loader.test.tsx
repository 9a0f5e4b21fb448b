import { uiTexts } from '@domain/errors';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyToaster } from '@/components/layout/lazy-toaster';
import { resetHoldingsStore, useHoldingsStore } from '@/stores/holdings-store';
import { treasuryFixtures } from '@/testing/market-fixtures';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { MarketDataLoader } from './market-data-loader';

afterEach(() => resetHoldingsStore());

describe('MarketDataLoader', () => {
  it('renders nothing and loads the holdings store shortly after mounting', async () => {
    const { container } = renderWithProviders(<MarketDataLoader />);
    expect(container).toBeEmptyDOMElement();
    expect(useHoldingsStore.getState().constituents).toEqual([]);
    await waitFor(() => expect(useHoldingsStore.getState().constituents).toEqual(treasuryFixtures), {
      timeout: 3000,
    });
  });

  it("shows the 'Data Loading Issue' toast when the start-up loads fail", async () => {
    server.use(http.get('*/api/holdings/combined', () => HttpResponse.error()));
    renderWithProviders(
      <>
        <MarketDataLoader />
        <LazyToaster />
      </>,
    );
    expect(await screen.findByText(uiTexts.dataLoadingIssueTitle, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(uiTexts.dataLoadingIssueBody)).toBeInTheDocument();
  });
});
