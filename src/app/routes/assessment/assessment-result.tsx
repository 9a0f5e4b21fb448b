// /assessment/result/:token: a stored assessment result behind its private link (noindex;
// the server answers 404 for an unknown token).
import { Link, useParams } from 'react-router-dom';
import { useAssessmentResult } from '@/api/assessments/get-assessment-result';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AssessmentResultView } from '@/features/assessment/components/assessment-result-view';
import { ApiError } from '@/lib/api-client';

export function Component() {
  const { token = '' } = useParams();
  const result = useAssessmentResult(token, { queryConfig: { retry: false } });
  const notFound = result.error?.cause instanceof ApiError && result.error.cause.status === 404;
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Readiness assessment"
        title="Your Readiness Assessment Result"
        description={
          notFound
            ? 'No assessment result has this link. Check that the whole link was copied, or take the assessment again.'
            : 'Keep this page’s link to come back to it: anyone with the link can read the result.'
        }
      >
        {notFound || result.isError ? (
          <Button asChild>
            <Link to={paths.assessment}>Take the assessment</Link>
          </Button>
        ) : null}
      </PageHeader>
      {result.data ? (
        <AssessmentResultView result={result.data} />
      ) : result.isError ? (
        notFound ? null : (
          <p role="alert" className="text-destructive">
            {result.error.message}
          </p>
        )
      ) : (
        <PageSpinner />
      )}
    </PageContainer>
  );
}
