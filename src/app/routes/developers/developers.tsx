// /developers: the open data API, its curl examples and its rendered OpenAPI document.
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { useOrigin } from '@/hooks/use-is-client';
import { DevelopersPage } from '@/features/developers/components/developers-page';

export function Component() {
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Open data"
        title="Open Data API"
        description="The data behind every Vaultmark table — index results, constituents, combined holdings, holders with their change log, prices and index history — free, in JSON or CSV."
      />
      <DevelopersPage origin={useOrigin()} />
    </PageContainer>
  );
}
