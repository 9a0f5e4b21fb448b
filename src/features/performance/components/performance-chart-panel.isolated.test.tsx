import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dailyPricesFixture, indexHistoryFixture, marketToolsHandlers } from '@/testing/market-tools-fixtures';
import { server } from '@/testing/msw-server';
import type * as CsvModule from '@/lib/csv';
import { renderWithProviders } from '@/testing/render';
import { PerformanceChartPanel } from './performance-chart-panel';

// jsdom has no canvas: a stand-in chart records what each series is given.
const chartCalls = vi.hoisted(() => ({ data: new Map<string, unknown[]>(), created: 0, removed: 0 }));
vi.mock('lightweight-charts', () => ({
  ColorType: { Solid: 'solid' },
  LineSeries: { type: 'Line' },
  createChart: () => {
    chartCalls.created += 1;
    return {
      addSeries: (_definition: unknown, options: { title: string }) => ({
        setData: (data: unknown[]) => chartCalls.data.set(options.title, data),
        applyOptions: () => {},
      }),
      timeScale: () => ({ fitContent: () => {} }),
      remove: () => {
        chartCalls.removed += 1;
      },
    };
  },
}));

// The download itself is the shared helper's job; here we read what the panel hands it.
const downloads = vi.hoisted(() => [] as { filename: string; csv: string }[]);
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof CsvModule>()),
  downloadCsv: (filename: string, csv: string) => downloads.push({ filename, csv }),
}));

const seriesLength = (title: 'Index' | 'BTC') => (chartCalls.data.get(title) ?? []).length;

function renderPanel() {
  return renderWithProviders(<PerformanceChartPanel indexId="bitcoin_treasury" />);
}

beforeEach(() => {
  chartCalls.data.clear();
  downloads.length = 0;
  server.use(...marketToolsHandlers);
});

describe('PerformanceChartPanel', () => {
  it('draws both series on the lazily loaded chart and filters them by range', async () => {
    const { user } = renderPanel();
    // Default range: the last year. 120 days of history; 366 daily prices in the year to 2026-06-15.
    await waitFor(() => expect(seriesLength('Index')).toBe(120));
    expect(seriesLength('BTC')).toBe(366);
    expect(screen.getByRole('button', { name: '1Y' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '30D' }));
    expect(screen.getByRole('button', { name: '30D' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1Y' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(seriesLength('Index')).toBe(31));
    expect(seriesLength('BTC')).toBe(31);

    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(seriesLength('BTC')).toBe(400));
    expect(chartCalls.created).toBe(1);
    expect(screen.getByRole('img', { name: /index value \(left axis\) and BTC price/ })).toBeInTheDocument();
  });

  it('lists the shown range in a data table, newest first', async () => {
    const { user } = renderPanel();
    await waitFor(() => expect(seriesLength('Index')).toBe(120));
    await user.click(screen.getByRole('button', { name: '30D' }));
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');

    const table = screen.getByRole('table', { name: /by day, the last 30 days, newest first \(31 days\)/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(31);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Jun 15, 2026');
    expect(rows[0]).toHaveTextContent('$65,000.00');
    expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent('May 16, 2026');

    await user.click(screen.getByRole('button', { name: '90D' }));
    expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(91);
  });

  it('downloads the shown range as CSV', async () => {
    const { user } = renderPanel();
    await waitFor(() => expect(seriesLength('Index')).toBe(120));
    await user.click(screen.getByRole('button', { name: '30D' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloads).toHaveLength(1);
    const [{ filename, csv }] = downloads as [{ filename: string; csv: string }];
    expect(filename).toBe('vaultmark-bitcoin_treasury-30D-2026-06-15.csv');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,index,index_value,btc_price_usd,btc_price_source');
    expect(lines).toHaveLength(32);
    expect(lines[1]).toMatch(/^2026-05-16,Pure Bitcoin Treasury,[\d.]+,\d+,test feed$/);
    expect(lines.at(-1)).toMatch(/^2026-06-15,Pure Bitcoin Treasury,[\d.]+,65000,test feed$/);
  });

  it('names the source of the BTC prices in the range shown, with the days each gave', async () => {
    // The newest 10 days from another source than the rest.
    const prices = dailyPricesFixture.map((price, daysBack) =>
      daysBack < 10 ? { ...price, source: 'live feed' } : price,
    );
    server.use(
      http.get('*/api/prices/daily', ({ request }) =>
        HttpResponse.json(prices.slice(0, Number(new URL(request.url).searchParams.get('days')))),
      ),
    );
    const { user } = renderPanel();
    expect(
      await screen.findByText(/BTC prices in this range: test feed \(356 days\); live feed \(10 days\)\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '30D' }));
    expect(
      screen.getByText(/BTC prices in this range: test feed \(21 days\); live feed \(10 days\)\./),
    ).toBeInTheDocument();
  });

  it('draws a gap in the stored prices as a gap and says so', async () => {
    // No prices for the 20 days from 40 to 21 days before 2026-06-15 (May 6 to May 25).
    const prices = dailyPricesFixture.filter((_, daysBack) => daysBack <= 20 || daysBack > 40);
    server.use(
      http.get('*/api/prices/daily', ({ request }) =>
        HttpResponse.json(prices.slice(0, Number(new URL(request.url).searchParams.get('days')))),
      ),
    );
    const { user } = renderPanel();
    const note = 'No BTC price is stored from May 6, 2026 to May 25, 2026 (20 days): the line breaks there.';
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: new RegExp(note.replace(/[().]/g, '\\$&')) })).toBeInTheDocument();
    // The line gets a day without a value where the gap starts, and no line across it.
    await waitFor(() => expect(seriesLength('BTC')).toBe(366 - 20 + 1));
    const btc = chartCalls.data.get('BTC') as { time: string; value?: number }[];
    const gapStart = btc.findIndex((point) => point.time === '2026-05-06');
    expect(btc[gapStart]).toEqual({ time: '2026-05-06' });
    expect(btc[gapStart - 1]!.time).toBe('2026-05-05');
    expect(btc[gapStart + 1]!.time).toBe('2026-05-26');
    // A range after the gap says nothing of it.
    await user.click(screen.getByRole('button', { name: '30D' }));
    await waitFor(() => expect(screen.queryByText(note)).not.toBeInTheDocument());
  });

  it('says plainly when the history holds one day, and still draws the BTC price', async () => {
    server.use(http.get('*/api/index-history', () => HttpResponse.json(indexHistoryFixture('bitcoin_treasury', 1))));
    renderPanel();
    expect(
      await screen.findByText(
        /The index history holds one day so far \(Jun 15, 2026: [\d,.]+\)\. A line needs at least two days/,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(seriesLength('BTC')).toBe(366));
    expect(seriesLength('Index')).toBe(1);
  });

  it('says so when there is no history yet', async () => {
    server.use(http.get('*/api/index-history', () => HttpResponse.json([])));
    renderPanel();
    expect(await screen.findByText(/No index history is stored yet/)).toBeInTheDocument();
    await waitFor(() => expect(seriesLength('BTC')).toBe(366));
  });

  it('says when the range holds no BTC price, with the date of the latest', async () => {
    // History runs on to Nov 2026 while prices stop in Jun 2026.
    server.use(
      http.get('*/api/index-history', () =>
        HttpResponse.json(indexHistoryFixture('bitcoin_treasury', 3, Date.UTC(2026, 10, 21))),
      ),
    );
    const { user } = renderPanel();
    await screen.findByText(/Index [\d,.]+ on Nov 21, 2026/);
    await user.click(screen.getByRole('button', { name: '30D' }));
    expect(
      screen.getByText('No BTC price is stored for the last 30 days; the latest stored price is from Jun 15, 2026.'),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry when nothing loads', async () => {
    server.use(
      http.get('*/api/index-history', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'History down' }, { status: 500 }),
      ),
      http.get('*/api/prices/daily', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'Prices down' }, { status: 500 }),
      ),
    );
    renderPanel();
    expect(await screen.findByText('The chart data could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('History down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
