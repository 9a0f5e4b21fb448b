// What the three index routes share: the index page, with the performance chart panel
// composed in here (features do not import each other). The panel, the chart library and
// the daily BTC prices it draws load only when the chart is about to scroll into view, or
// when the reader asks for it: none of them is needed to read the index itself.
import { methodologies, type IndexId } from '@domain/index-methodology/methodologies';
import { LineChart } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { WhenVisible } from '@/components/when-visible';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SubscribeForm } from '@/features/alerts/components/subscribe-form';
import { IndexPage } from '@/features/index-page/components/index-page';

const PerformanceChartPanel = lazy(() =>
  import('@/features/performance/components/performance-chart-panel').then((module) => ({
    default: module.PerformanceChartPanel,
  })),
);

/** The chart's place before it loads: its heading, the same height, and a button to load it now. */
function ChartPlaceholder({ indexId, onShow }: { indexId: IndexId; onShow: () => void }) {
  const headingId = `chart-placeholder-${indexId}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="performance-chart-placeholder"
      className="flex min-h-96 flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold text-primary">
        {methodologies[indexId].name}: index value and BTC price
      </h2>
      <p className="text-sm text-muted-foreground">The chart loads when you scroll to it.</p>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={onShow}>
          <LineChart aria-hidden="true" />
          Show the chart now
        </Button>
      </div>
    </section>
  );
}

export function IndexRoute({ indexId }: { indexId: IndexId }) {
  return (
    <IndexPage
      indexId={indexId}
      performanceChart={
        <WhenVisible placeholder={(show) => <ChartPlaceholder indexId={indexId} onShow={show} />}>
          <Suspense fallback={<Skeleton className="h-96 w-full" />}>
            <PerformanceChartPanel indexId={indexId} />
          </Suspense>
        </WhenVisible>
      }
      alertsForm={<SubscribeForm topic={{ kind: 'index', indexId }} topicName={methodologies[indexId].name} />}
    />
  );
}
