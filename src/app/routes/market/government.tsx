// /government/:slug — one government's page. The server answers 404 for an unknown slug (its
// page resolver) and marks the page so (ADR 119): the SPA shows the not-found page without
// asking; after a navigation it shows it from the API's 404.
import { useParams } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { PageSpinner } from '@/components/layout/page-spinner';
import { pageCrumbHandle } from '@/hooks/use-page-crumb';
import { useServerNotFound } from '@/hooks/use-server-not-found';
import { getGovernmentQueryOptions, useGovernment } from '@/api/holders/get-government';
import { isHolderNotFound } from '@/api/holders/get-holder';
import { GovernmentPage } from '@/features/company/components/government-page';
import { TableError } from '@/components/data/query-state';
import { Component as NotFound } from '../not-found/not-found';

/** The breadcrumb names the government. */
export const handle = pageCrumbHandle(
  (params) => getGovernmentQueryOptions(params.slug ?? '').queryKey,
  (data) => ({ label: data.name, title: `${data.name}: Government Bitcoin Holdings and Change Log` }),
  isHolderNotFound,
);

export function Component() {
  const { slug = '' } = useParams();
  const notFound = useServerNotFound();
  const government = useGovernment(slug, { queryConfig: { enabled: !notFound } });

  if (notFound || (government.status === 'error' && isHolderNotFound(government.error))) return <NotFound />;
  return (
    <PageContainer className="py-10">
      {government.status === 'pending' ? (
        <PageSpinner />
      ) : government.status === 'error' ? (
        <TableError
          title="Government data could not be loaded"
          message={government.error.message}
          onRetry={() => void government.refetch()}
          retrying={government.isFetching}
        />
      ) : (
        <>
          <PageHeader eyebrow="Government" title={government.data.name} />
          <GovernmentPage government={government.data} />
        </>
      )}
    </PageContainer>
  );
}
