// The Bitcoin Treasury Readiness Assessment: the five areas' questions as steps, answered
// yes / partly / no / not sure, scored on submit into a result with its own private link.
import { Link } from 'react-router-dom';
import { useAssessmentQuestions } from '@/api/assessments/get-assessment-questions';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Prose } from '@/components/layout/prose';
import { RelatedLinks } from '@/components/layout/related-links';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AssessmentWizard } from '@/features/assessment/components/assessment-wizard';

export function Component() {
  const questions = useAssessmentQuestions();
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Free assessment"
        title="Bitcoin Treasury Readiness Assessment"
        description="Fourteen questions across five areas that show how ready your company is to hold Bitcoin in treasury. Work through them with your team: every “no” or “not sure” is an open item to resolve before any capital is committed."
      />

      {questions.data ? (
        <AssessmentWizard areas={questions.data.areas} />
      ) : questions.isError ? (
        <Alert variant="destructive">
          <AlertDescription>
            {questions.error.message}{' '}
            <Button type="button" variant="link" className="h-auto p-0" onClick={() => void questions.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <PageSpinner />
      )}

      <Prose className="mt-12">
        <h2>Reading your answers</h2>
        <p>
          Governance and liquidity come first: without an approved policy and a clear view of the cash the business
          needs, the other areas cannot be settled. Custody and accounting questions usually need outside input from
          providers, auditors and tax advisers. The <Link to={paths.learningFrameworks}>learning framework</Link> works
          through each area in depth.
        </p>
        <p>
          Your answers stay in this browser until you submit them. Once submitted, the result is stored with a private
          link; see the <Link to={paths.privacyPolicy}>privacy policy</Link> for what is kept.
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
