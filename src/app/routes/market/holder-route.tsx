// The page of one holder by ticker, for /company/:ticker and /fund/:ticker (ADR 116). The
// server answers 404 for an unknown ticker (its page resolver) and marks the page so (ADR
// 119): the SPA shows the not-found page without asking; after a navigation it shows it
// from the API's 404. A fund's page asks for the fund of its ticker, so a
// company of the same ticker (DEFI) never stands in for it; a company's page asks for
// the ticker's holder, which is the fund when no company has it (the page funds had before).
import type { HolderKind } from '@domain/schemas/holders';
import { useParams } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { PageSpinner } from '@/components/layout/page-spinner';
import { pageCrumbHandle } from '@/hooks/use-page-crumb';
import { useServerNotFound } from '@/hooks/use-server-not-found';
import { getHolderQueryOptions, isHolderNotFound, useHolder } from '@/api/holders/get-holder';
import { SubscribeForm } from '@/features/alerts/components/subscribe-form';
import { CompanyPage } from '@/features/company/components/company-page';
import { TableError } from '@/components/data/query-state';
import { holderParentPage } from '@domain/market/holder-paths';
import { holderPageTitle } from '@domain/market/name-with-ticker';
import { INDEX_TYPE_LABEL } from '@/features/company/lib/labels';
import { Component as NotFound } from '../not-found/not-found';

/** The breadcrumb names the holder, under the index page of its first row (Home › Page when none). */
export function holderRouteHandle(kind?: HolderKind) {
  return pageCrumbHandle(
    (params) => getHolderQueryOptions(params.ticker ?? '', kind).queryKey,
    (data) => {
      const primary = data.rows[0];
      if (!primary) return null;
      return {
        label: data.name,
        parent: holderParentPage(primary.indexType),
        title: holderPageTitle(data.name, data.ticker, data.kind),
      };
    },
    isHolderNotFound,
  );
}

export function HolderRoute({ kind }: { kind?: HolderKind }) {
  const { ticker = '' } = useParams();
  const notFound = useServerNotFound();
  const holder = useHolder(ticker, { kind, queryConfig: { enabled: !notFound } });
  const primary = holder.data?.rows[0];

  if (notFound || (holder.status === 'error' && isHolderNotFound(holder.error))) return <NotFound />;
  return (
    <PageContainer className="py-10">
      {holder.status === 'pending' ? (
        <PageSpinner />
      ) : holder.status === 'error' ? (
        <TableError
          title="Holder data could not be loaded"
          message={holder.error.message}
          onRetry={() => void holder.refetch()}
          retrying={holder.isFetching}
        />
      ) : (
        <>
          <PageHeader
            eyebrow={`${primary ? INDEX_TYPE_LABEL[primary.indexType] : 'Holder'} · ${holder.data.ticker}`}
            title={holder.data.name}
            description={
              [primary?.exchange, primary?.country, primary?.sector].filter(Boolean).join(' · ') || undefined
            }
          />
          <CompanyPage holder={holder.data} />
          <SubscribeForm topic={{ kind: 'holder', ticker: holder.data.ticker }} topicName={holder.data.name} />
        </>
      )}
    </PageContainer>
  );
}
