// The canvas chart: index value on the left axis, BTC price on the right, drawn with
// lightweight-charts. The library is imported on mount, so no page pays for it until a
// chart is on screen. Screen readers get the label here and the panel's data table; the
// library's own markup (a layout table around its canvases) is hidden from them.
import type * as LightweightCharts from 'lightweight-charts';
import type { IChartApi, ISeriesApi } from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDecimal, formatUsd } from '@/lib/format';
import { lineWithBreaks, type DailyPoint } from '../lib/series';

type ChartLibrary = typeof LightweightCharts;

let library: Promise<ChartLibrary> | null = null;
/** One load for every chart on the page; a failed load is retried next time. */
function loadChartLibrary(): Promise<ChartLibrary> {
  library ??= import('lightweight-charts').catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}

/** Design tokens (src/index.css), as the canvas cannot read CSS variables. */
const colors = {
  index: '#0b1f3a',
  btc: '#b45309',
  text: '#475569',
  grid: '#e2e8f0',
  background: '#ffffff',
} as const;

interface Series {
  chart: IChartApi;
  index: ISeriesApi<'Line'>;
  btc: ISeriesApi<'Line'>;
}

export function PerformanceLineChart({
  index,
  prices,
  label,
}: {
  index: readonly DailyPoint[];
  prices: readonly DailyPoint[];
  /** What the chart shows, in words (its accessible name). */
  label: string;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const seriesRef = useRef<Series | null>(null);
  const [charts, setCharts] = useState<ChartLibrary | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadChartLibrary().then(
      (loaded) => live && setCharts(loaded),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    if (!charts || !container) return;
    const chart = charts.createChart(container, {
      autoSize: true,
      layout: {
        background: { type: charts.ColorType.Solid, color: colors.background },
        textColor: colors.text,
        fontFamily: 'Inter, ui-sans-serif, system-ui, sans-serif',
        attributionLogo: false,
      },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      leftPriceScale: { visible: true, borderColor: colors.grid },
      rightPriceScale: { visible: true, borderColor: colors.grid },
      timeScale: { borderColor: colors.grid },
      localization: { locale: 'en-US' },
      // Let a vertical swipe scroll the page on phones.
      handleScroll: { vertTouchDrag: false },
    });
    const indexSeries = chart.addSeries(charts.LineSeries, {
      priceScaleId: 'left',
      color: colors.index,
      lineWidth: 2,
      title: 'Index',
      priceFormat: { type: 'custom', formatter: (value: number) => formatDecimal(value), minMove: 0.01 },
    });
    const btcSeries = chart.addSeries(charts.LineSeries, {
      priceScaleId: 'right',
      color: colors.btc,
      lineWidth: 2,
      title: 'BTC',
      priceFormat: { type: 'custom', formatter: (value: number) => formatUsd(value, 0), minMove: 1 },
    });
    seriesRef.current = { chart, index: indexSeries, btc: btcSeries };
    return () => {
      seriesRef.current = null;
      chart.remove();
    };
  }, [charts]);

  useEffect(() => {
    const series = seriesRef.current;
    if (!series) return;
    // A day without a value breaks the line: a gap is drawn as a gap (ADR 154).
    series.index.setData(lineWithBreaks(index));
    series.btc.setData(lineWithBreaks(prices));
    // A line needs two points; show single points as dots.
    series.index.applyOptions({ pointMarkersVisible: index.length < 3 });
    series.btc.applyOptions({ pointMarkersVisible: prices.length < 3 });
    series.chart.timeScale().fitContent();
  }, [charts, index, prices]);

  if (loadFailed) {
    return (
      <p className="flex h-72 items-center justify-center rounded-lg border border-border bg-muted p-4 text-center text-sm text-muted-foreground sm:h-96">
        The chart could not be loaded. The data table below has the same figures.
      </p>
    );
  }

  return (
    <div role="img" aria-label={label} className="relative h-72 w-full sm:h-96" data-testid="performance-chart">
      {charts ? null : <Skeleton className="absolute inset-0" />}
      <div ref={containerRef} aria-hidden="true" className="h-full w-full" />
    </div>
  );
}
