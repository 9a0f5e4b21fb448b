// The page for any path the route table does not know.
import { Link, useLocation } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { RelatedLinks } from '@/components/layout/related-links';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const keyAreas = [
  { label: 'Free assessment', to: paths.assessment, description: 'Check your Bitcoin treasury readiness.' },
  { label: 'Advisory services', to: paths.programs, description: 'What our programs cover.' },
  {
    label: 'Pure Bitcoin Treasury Index',
    to: paths.bitcoinTreasury,
    description: 'Public-company holdings and weights.',
  },
  { label: 'mNAV Calculator', to: paths.mnavCalculator, description: 'Market value against Bitcoin held.' },
  { label: 'Resources', to: paths.resources, description: 'Case studies and the glossary.' },
  { label: 'Schedule a consultation', to: paths.scheduleConsultation, description: '30 minutes, no cost.' },
] as const;

export function Component() {
  const { pathname } = useLocation();
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Error 404"
        title="Page not found"
        description={
          <>
            There is no page at{' '}
            <code className="break-all rounded bg-muted px-1.5 py-0.5 font-mono text-base text-foreground">
              {pathname}
            </code>
            . It may have moved, or the address may be mistyped.
          </>
        }
      >
        <Button asChild>
          <Link to={paths.home}>Go to the home page</Link>
        </Button>
      </PageHeader>
      <RelatedLinks title="Popular pages" links={keyAreas} />
    </PageContainer>
  );
}
