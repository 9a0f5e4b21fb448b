// Schedule a Consultation: what the 30-minute no-cost call covers, and booking it — a free
// slot in the visitor's time zone, the details, a confirmation with the manage link.
// `?assessment=<token>` carries an assessment result into the booking, `?policy=<token>` a
// treasury policy draft to review (its link goes into the topic).
import { PUBLIC_TOKEN_PATTERN } from '@domain/schemas/public-forms';
import { Link, useSearchParams } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { paths } from '@/config/paths';
import { BookingForm } from '@/features/consultation/components/booking-form';

export function Component() {
  const [search] = useSearchParams();
  const token = search.get('assessment');
  const assessmentToken = token && PUBLIC_TOKEN_PATTERN.test(token) ? token : null;
  const policy = search.get('policy');
  const policyToken = policy && PUBLIC_TOKEN_PATTERN.test(policy) ? policy : null;
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Get started"
        title="Schedule a Consultation"
        description="A 30-minute conversation at no cost and with no obligation, for finance leaders weighing a Bitcoin treasury decision."
      />
      <div className="grid gap-12 lg:grid-cols-[2fr_1fr]">
        <BookingForm assessmentToken={assessmentToken} policyToken={policyToken} />
        <Prose>
          <h2>What we cover</h2>
          <ul>
            <li>Where your company stands today and what prompted the question.</li>
            <li>Your constraints: liquidity needs, covenants, policy, board appetite.</li>
            <li>The open questions from the readiness assessment, if you have taken it.</li>
            <li>Which next step makes sense — including, if it is the honest answer, not proceeding.</li>
          </ul>
          <h2>Before the call</h2>
          <p>
            Working through the <Link to={paths.assessment}>free readiness assessment</Link> first makes the 30 minutes
            go further. The consultation is educational; it is not investment advice.
          </p>
          <p>
            Times can be booked at least 24 hours ahead and up to 30 days out. The confirmation email has a calendar
            invitation and a link to cancel or move the call.
          </p>
        </Prose>
      </div>
    </PageContainer>
  );
}
