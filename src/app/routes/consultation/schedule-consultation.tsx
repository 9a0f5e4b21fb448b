// Schedule a Consultation: what the 30-minute no-cost call covers and how to request one.
import { Mail } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

const requestMail = `mailto:${site.supportEmail}?subject=${encodeURIComponent('Consultation request')}&body=${encodeURIComponent(
  'Name:\nCompany:\nRole:\nPreferred days and times (with time zone):\nWhat would you like to discuss?\n',
)}`;

export function Component() {
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Get started"
        title="Schedule a Consultation"
        description="A 30-minute conversation at no cost and with no obligation, for finance leaders weighing a Bitcoin treasury decision."
      >
        <Button asChild variant="accent">
          <a href={requestMail}>
            <Mail aria-hidden="true" />
            Request a consultation by email
          </a>
        </Button>
      </PageHeader>
      <Prose>
        <h2>What we cover</h2>
        <ul>
          <li>Where your company stands today and what prompted the question.</li>
          <li>Your constraints: liquidity needs, covenants, policy, board appetite.</li>
          <li>The open questions from the readiness assessment, if you have taken it.</li>
          <li>Which next step makes sense — including, if it is the honest answer, not proceeding.</li>
        </ul>
        <h2>How to request one</h2>
        <p>
          Email <a href={requestMail}>{site.supportEmail}</a> with your name, company, role and a few times that suit
          you (with your time zone), and we will reply to arrange a time.
        </p>
        <h2>Before the call</h2>
        <p>
          Working through the <Link to={paths.assessment}>free readiness assessment</Link> first makes the 30 minutes go
          further. The consultation is educational; it is not investment advice.
        </p>
      </Prose>
    </PageContainer>
  );
}
