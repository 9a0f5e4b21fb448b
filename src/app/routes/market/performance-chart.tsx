// The Index Performance Chart: one index's value history with the BTC price, over a range.
// The index and range live in the URL (?index=<id>&range=30D|90D|1Y|All) so a view can be shared.
import { INDEX_IDS, isIndexId, methodologies, type IndexId } from '@domain/index-methodology/methodologies';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { inputClassName } from '@/components/form/text-field';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { RelatedLinks } from '@/components/layout/related-links';
import { paths } from '@/config/paths';
import { PerformanceChartPanel } from '@/features/performance/components/performance-chart-panel';
import { DEFAULT_CHART_RANGE, isChartRange, type ChartRange } from '@/features/performance/lib/series';

export function Component() {
  const selectId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const indexParam = searchParams.get('index') ?? '';
  const rangeParam = searchParams.get('range');
  const indexId: IndexId = isIndexId(indexParam) ? indexParam : INDEX_IDS[0];
  const range: ChartRange = isChartRange(rangeParam) ? rangeParam : DEFAULT_CHART_RANGE;

  const update = (next: { index?: IndexId; range?: ChartRange }) =>
    setSearchParams(
      { index: next.index ?? indexId, range: next.range ?? range },
      { replace: true, preventScrollReset: true },
    );

  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Market Intelligence"
        title="Index Performance Chart"
        description="How each Vaultmark index has moved, day by day, with the BTC price on a second axis. Choose a range, read the figures as a table or download them as CSV."
      />
      <div className="mb-6 flex max-w-sm flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium">
          Index
        </label>
        <select
          id={selectId}
          className={inputClassName}
          value={indexId}
          onChange={(event) => {
            if (isIndexId(event.target.value)) update({ index: event.target.value });
          }}
        >
          {INDEX_IDS.map((id) => (
            <option key={id} value={id}>
              {methodologies[id].name}
            </option>
          ))}
        </select>
      </div>
      <PerformanceChartPanel indexId={indexId} range={range} onRangeChange={(next) => update({ range: next })} />
      <p className="mt-8 max-w-3xl text-sm text-muted-foreground">
        Past movements of an index say nothing certain about its future. Educational material, not investment advice —
        see the{' '}
        <Link className="font-medium text-accent-strong underline" to={paths.educationalDisclaimer}>
          educational disclaimer
        </Link>
        .
      </p>
      <RelatedLinks
        links={[
          {
            label: 'Pure Bitcoin Treasury Index',
            to: paths.bitcoinTreasury,
            description: 'The rules and constituents.',
          },
          {
            label: 'Weight Calculator',
            to: `${paths.weightCalculator}?index=${indexId}`,
            description: 'Try the methodology with other settings.',
          },
          { label: 'mNAV Calculator', to: paths.mnavCalculator, description: 'Market value against Bitcoin held.' },
        ]}
      />
    </PageContainer>
  );
}
