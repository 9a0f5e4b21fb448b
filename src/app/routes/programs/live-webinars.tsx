// Education Programs: the twice-weekly live webinars — the upcoming sessions with seats
// left and a registration form each, the past ones, and what the sessions cover.
import { Link } from 'react-router-dom';
import { useWebinars } from '@/api/webinars/get-webinars';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { RelatedLinks } from '@/components/layout/related-links';
import { PageSpinner } from '@/components/layout/page-spinner';
import { paths } from '@/config/paths';
import { WebinarSessions } from '@/features/webinars/components/webinar-sessions';

const topics = [
  'Custody models and how to run due diligence on a provider',
  'Accounting and disclosure for digital assets',
  'Sizing a position: volatility, liquidity and drawdown scenarios',
  'Writing and adopting a treasury policy',
  'Reporting to the board and to investors',
  'Reading the Pure Bitcoin Treasury Index and mNAV',
] as const;

export function Component() {
  const webinars = useWebinars();
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Live Events"
        title="Live Webinars"
        description="Live sessions twice a week for finance and treasury professionals: one topic per session, explained in treasury terms, with time for your questions."
      />
      <div className="mb-12">
        {webinars.data ? (
          <WebinarSessions list={webinars.data} />
        ) : webinars.isError ? (
          <p role="alert" className="text-destructive">
            {webinars.error.message}
          </p>
        ) : (
          <PageSpinner />
        )}
      </div>
      <Prose>
        <h2>What the sessions cover</h2>
        <p>Topics rotate so that the main areas of a Bitcoin treasury come round regularly, including:</p>
        <ul>
          {topics.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>
        <h2>Who they are for</h2>
        <p>
          CFOs, treasurers, controllers and the analysts who support them, whether your company is only exploring the
          idea or already holds Bitcoin. The sessions are educational; they do not recommend buying or selling any
          asset.
        </p>
        <h2>Taking part</h2>
        <p>
          The live webinars are free to attend: anyone can register, whether or not they are enrolled in a{' '}
          <Link to={paths.pricing}>program</Link>. Register for a session above: the confirmation email has a calendar
          invitation, the joining link (or, when it is not ready yet, word that it follows by email as soon as it is
          added) and a link to cancel your registration.
        </p>
      </Prose>
      <RelatedLinks
        links={[
          { label: 'Learning Frameworks', to: paths.learningFrameworks, description: 'The structured curriculum.' },
          { label: 'Pricing', to: paths.pricing, description: 'What each tier includes.' },
          { label: 'Resources', to: paths.resources, description: 'Case studies and the glossary.' },
        ]}
      />
    </PageContainer>
  );
}
