// What the three index routes share: the index page, with the performance chart panel
// composed in here (features do not import each other) and loaded in its own chunk.
import type { IndexId } from '@domain/index-methodology/methodologies';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { IndexPage } from '@/features/index-page/components/index-page';

const PerformanceChartPanel = lazy(() =>
  import('@/features/performance/components/performance-chart-panel').then((module) => ({
    default: module.PerformanceChartPanel,
  })),
);

export function IndexRoute({ indexId }: { indexId: IndexId }) {
  return (
    <IndexPage
      indexId={indexId}
      performanceChart={
        <Suspense fallback={<Skeleton className="h-96 w-full" />}>
          <PerformanceChartPanel indexId={indexId} />
        </Suspense>
      }
    />
  );
}
