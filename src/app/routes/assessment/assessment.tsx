// The Bitcoin Treasury Readiness Assessment: the areas it covers, as a self-check a team
// can work through, and how to go through the results with an advisor.
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { RelatedLinks } from '@/components/layout/related-links';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const areas = [
  {
    title: 'Governance',
    questions: [
      'Has the board, or a committee it delegates to, discussed holding Bitcoin?',
      'Is it written down who may approve a purchase or a sale, and up to what amount?',
      'Does the investment policy allow the asset, or does it need amending?',
    ],
  },
  {
    title: 'Risk tolerance and liquidity',
    questions: [
      'Do you know how large a drawdown the balance sheet and covenants can absorb?',
      'Is the cash the business needs over the next 12–24 months kept apart from any allocation?',
      'Have you agreed in advance what would make you reduce or exit the position?',
    ],
  },
  {
    title: 'Custody and controls',
    questions: [
      'Have you decided between self-custody and a custodian, and why?',
      'Are approvals for moving funds split between several people?',
      'Is there a tested procedure for lost keys, departing staff or a custodian failure?',
    ],
  },
  {
    title: 'Accounting, tax and audit',
    questions: [
      'Do you know which accounting standard applies and how the position will be measured?',
      'Have your auditors said what evidence of existence and ownership they will need?',
      'Have tax advisers reviewed how gains, losses and transfers will be treated?',
    ],
  },
  {
    title: 'Communication',
    questions: [
      'Could you explain the rationale and the risks to investors in a paragraph?',
      'Is it decided what will be disclosed each quarter, and by whom?',
    ],
  },
] as const;

export function Component() {
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Free assessment"
        title="Bitcoin Treasury Readiness Assessment"
        description="Fourteen questions across five areas that show how ready your company is to hold Bitcoin in treasury. Work through them with your team: every “no” or “not sure” is an open item to resolve before any capital is committed."
      >
        <Button asChild variant="accent">
          <Link to={paths.scheduleConsultation}>Review the results with an advisor</Link>
        </Button>
      </PageHeader>

      <ol className="grid gap-6 lg:grid-cols-2">
        {areas.map((area, index) => (
          <li key={area.title} className="rounded-xl border border-border bg-card p-6">
            <h2 className="text-lg font-semibold text-primary">
              <span className="mr-2 text-accent-strong">{index + 1}.</span>
              {area.title}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-sm leading-6">
              {area.questions.map((question) => (
                <li key={question}>{question}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>

      <Prose className="mt-12">
        <h2>Reading your answers</h2>
        <p>
          Governance and liquidity come first: without an approved policy and a clear view of the cash the business
          needs, the other areas cannot be settled. Custody and accounting questions usually need outside input from
          providers, auditors and tax advisers. The <Link to={paths.learningFrameworks}>learning framework</Link> works
          through each area in depth.
        </p>
      </Prose>

      <RelatedLinks
        links={[
          { label: 'Schedule a consultation', to: paths.scheduleConsultation, description: '30 minutes, no cost.' },
          { label: 'Advisory Services', to: paths.programs, description: 'Help closing the open items.' },
          { label: 'Glossary', to: paths.glossary, description: 'Terms used in the questions.' },
        ]}
      />
    </PageContainer>
  );
}
