// One page for every Vaultmark index (Pure Bitcoin Treasury, Starter, GreenVault): summary,
// the constituent table, the companies left out and why, and the rules in words. Live: the
// realtime sync invalidates the queries this page reads.
import { methodologies, type IndexId } from '@domain/index-methodology/methodologies';
import { CircleAlert, LineChart, SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import type * as React from 'react';
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { RelatedLinks } from '@/components/layout/related-links';
import { TableError } from '@/components/data/query-state';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useIndexHistory } from '@/api/index-history/get-index-history';
import { useIndexFirstPage } from '@/api/index-results/get-index-result';
import { indexPageContent } from '../lib/index-pages';
import { toTableRows } from '../lib/table-rows';
import { ConstituentsTable } from './constituents-table';
import { IndexSummary, priceNote, type HistoryState } from './index-summary';
import { IneligibleTable } from './ineligible-table';
import { MethodologySection, SectionList } from './methodology-section';

function LoadingState() {
  return (
    <div data-testid="index-loading" className="mb-10 space-y-4">
      <span role="status" className="sr-only">
        Loading index data…
      </span>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

export function IndexPage({
  indexId,
  performanceChart,
  alertsForm,
}: {
  indexId: IndexId;
  /** The index's performance chart, composed in by the route (another feature). */
  performanceChart?: React.ReactNode;
  /** The alerts subscription form, composed in by the route (another feature). */
  alertsForm?: React.ReactNode;
}) {
  const content = indexPageContent(indexId);
  const methodology = methodologies[indexId];
  const result = useIndexFirstPage(indexId);
  const history = useIndexHistory(indexId);
  const [now] = useState(() => Date.now());

  const rows = useMemo(() => (result.data ? toTableRows(result.data.constituents, now) : []), [result.data, now]);
  const historyState: HistoryState = {
    latest: history.data?.[0] ?? null,
    status: history.status,
    errorMessage: history.error?.message ?? null,
  };

  return (
    <PageContainer className="py-10">
      <PageHeader eyebrow="Market Intelligence" title={content.title} description={content.description}>
        <Button asChild variant="outline">
          <Link to={`${paths.weightCalculator}?index=${indexId}`}>
            <SlidersHorizontal aria-hidden="true" />
            Weight calculator
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`${paths.performanceChart}?index=${indexId}`}>
            <LineChart aria-hidden="true" />
            Performance chart
          </Link>
        </Button>
      </PageHeader>

      {result.data ? (
        <>
          {result.error ? (
            <Alert variant="destructive" className="mb-6">
              <CircleAlert aria-hidden="true" />
              <AlertTitle>Showing the last figures loaded</AlertTitle>
              <AlertDescription>{result.error.message}</AlertDescription>
            </Alert>
          ) : null}
          <IndexSummary result={result.data} history={historyState} />
          {performanceChart ? <div className="mb-10">{performanceChart}</div> : null}
          <ConstituentsTable
            rows={rows}
            methodology={methodology}
            price={result.data.price}
            priceText={priceNote(result.data.price)}
          />
          <IneligibleTable
            indexId={indexId}
            rows={result.data.ineligible}
            total={result.data.ineligibleTotal}
            next={result.data.ineligibleNext}
            methodology={methodology}
            now={now}
          />
        </>
      ) : result.status === 'error' ? (
        <TableError
          title="Index data could not be loaded"
          message={result.error.message}
          onRetry={() => void result.refetch()}
          retrying={result.isFetching}
          className="mb-10"
        />
      ) : (
        <LoadingState />
      )}

      <MethodologySection methodology={methodology} />
      <Prose className="mb-10">
        <SectionList sections={content.notes} headingLevel={2} />
        <p>
          See the <Link to={paths.educationalDisclaimer}>educational disclaimer</Link>.
        </p>
      </Prose>
      {alertsForm}
      <RelatedLinks links={content.related} />
    </PageContainer>
  );
}
