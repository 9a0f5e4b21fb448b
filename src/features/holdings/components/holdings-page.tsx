// Bitcoin held outside the corporate indexes and in total: ETFs, governments and the
// combined view, as tabs whose choice lives in the URL (?tab=etfs|governments|combined).
import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { RelatedLinks } from '@/components/layout/related-links';
import { paths } from '@/config/paths';
import { useReaderTimeZone } from '@/hooks/use-is-client';
import { useLatestBtcPrice } from '@/api/prices/get-latest-prices';
import { CombinedView } from './combined-view';
import { EtfTable } from './etf-table';
import { GovernmentTable } from './government-table';
import { priceBasis } from './holdings-price';
import { Tabs, type TabItem } from './holdings-tabs';

export const HOLDINGS_TABS = [
  { id: 'etfs', label: 'ETFs' },
  { id: 'governments', label: 'Governments' },
  { id: 'combined', label: 'Combined' },
] as const satisfies readonly TabItem<string>[];

export type HoldingsTab = (typeof HOLDINGS_TABS)[number]['id'];
const DEFAULT_TAB: HoldingsTab = 'etfs';

export function parseHoldingsTab(value: string | null): HoldingsTab {
  return HOLDINGS_TABS.find((tab) => tab.id === value)?.id ?? DEFAULT_TAB;
}

export function HoldingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseHoldingsTab(searchParams.get('tab'));
  const { btcPrice, status } = useLatestBtcPrice();
  useReaderTimeZone(); // the price's time, in the captions
  const price = priceBasis(btcPrice, status);

  const selectTab = (next: HoldingsTab) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('tab', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Market Intelligence"
        title="Bitcoin Holdings: ETFs, Governments and Combined"
        description="Who else holds Bitcoin besides public companies: spot ETFs and funds, governments, and every holder together with each counted once. Every figure carries its date and source."
      />
      <Tabs
        label="Holders"
        tabs={HOLDINGS_TABS}
        selected={tab}
        onSelect={selectTab}
        renderPanel={(id) =>
          id === 'etfs' ? (
            <EtfTable price={price} />
          ) : id === 'governments' ? (
            <GovernmentTable price={price} />
          ) : (
            <CombinedView price={price} />
          )
        }
      />
      <RelatedLinks
        links={[
          {
            label: 'Pure Bitcoin Treasury Index',
            to: paths.bitcoinTreasury,
            description: 'Public companies, weighted.',
          },
          {
            label: 'GreenVault ESG Index',
            to: paths.greenVaultIndex,
            description: 'Holders with renewable-energy claims.',
          },
          {
            label: 'Case Study: United States Government',
            to: '/case-study/us-government',
            description: 'Seized coins and the reserve.',
          },
        ]}
      />
    </PageContainer>
  );
}
