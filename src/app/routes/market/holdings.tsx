// Route module: its page is being built (market-intelligence issue); the route exists so
// the route table, router and menu stay in step.
import { findRoute } from '@domain/routes';
import { useLocation } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';

export function Component() {
  const { pathname } = useLocation();
  return (
    <PageContainer className="py-10">
      <PageHeader title={findRoute(pathname)?.title ?? ''} />
    </PageContainer>
  );
}
