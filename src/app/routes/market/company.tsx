// /company/:ticker — one holder's page. The server answers 404 for an unknown ticker (its
// page resolver); the SPA then shows the not-found page too, from the API's 404.
import { useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { PageSpinner } from '@/components/layout/page-spinner';
import { pageCrumbHandle } from '@/hooks/use-page-crumb';
import { getHolderQueryOptions, isHolderNotFound, useHolder } from '@/api/holders/get-holder';
import { CompanyPage } from '@/features/company/components/company-page';
import { holderParentPage } from '@domain/market/holder-paths';
import { holderPageTitle } from '@domain/market/name-with-ticker';
import { INDEX_TYPE_LABEL } from '@/features/company/lib/labels';
import { Component as NotFound } from '../not-found/not-found';

/** The breadcrumb names the holder, under the index page of its first row. */
export const handle = pageCrumbHandle(
  (params) => getHolderQueryOptions(params.ticker ?? '').queryKey,
  (data) => {
    const primary = data.rows[0];
    if (!primary) return null;
    return {
      label: data.name,
      parent: holderParentPage(primary.indexType),
      title: holderPageTitle(data.name, data.ticker),
    };
  },
);

export function Component() {
  const { ticker = '' } = useParams();
  const holder = useHolder(ticker);
  const primary = holder.data?.rows[0];

  if (holder.status === 'error' && isHolderNotFound(holder.error)) return <NotFound />;
  return (
    <PageContainer className="py-10">
      {holder.status === 'pending' ? (
        <PageSpinner />
      ) : holder.status === 'error' ? (
        <Alert variant="destructive">{holder.error.message}</Alert>
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
        </>
      )}
    </PageContainer>
  );
}
