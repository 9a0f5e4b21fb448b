import { uiTexts } from '@domain/errors';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyToaster } from '@/components/layout/lazy-toaster';
import { useConstituents } from '@/api/constituents/get-constituents';
import { FakeEventSource } from '@/testing/fake-event-source';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { MarketDataLoader } from './market-data-loader';

const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    // The session belongs to the auth provider, not to market data.
    if (!path.startsWith('/api/auth/')) requests.push(path);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});

function EtfPage() {
  const query = useConstituents('bitcoin_etf');
  return <p>{query.status}</p>;
}

describe('MarketDataLoader', () => {
  it('renders nothing, fetches nothing of its own and opens the realtime stream when idle', async () => {
    const { container } = renderWithProviders(<MarketDataLoader />);
    expect(container).toBeEmptyDOMElement();
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1), { timeout: 3000 });
    expect(FakeEventSource.latest().url).toBe('/api/realtime');
    expect(requests).toEqual([]);
  });

  it("shows the 'Data Loading Issue' toast when the page's first market load fails", async () => {
    server.use(http.get('*/api/constituents', () => HttpResponse.error()));
    renderWithProviders(
      <>
        <EtfPage />
        <MarketDataLoader />
        <LazyToaster />
      </>,
    );
    expect(await screen.findByText(uiTexts.dataLoadingIssueTitle, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(uiTexts.dataLoadingIssueBody)).toBeInTheDocument();
    expect(requests).toEqual(['/api/constituents']);
  });

  it('closes the stream when unmounted', async () => {
    const { unmount } = renderWithProviders(<MarketDataLoader />);
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1), { timeout: 3000 });
    unmount();
    expect(FakeEventSource.latest().closed).toBe(true);
  });
});
