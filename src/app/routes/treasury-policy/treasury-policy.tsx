// /treasury-policy: the treasury policy drafter. `?assessment=<token>` starts it from an
// assessment result, whose open answers become the draft's "to decide" items.
import { PUBLIC_TOKEN_PATTERN } from '@domain/schemas/public-forms';
import { Link, useSearchParams } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { PolicyDrafter } from '@/features/treasury-policy/components/policy-drafter';

export function Component() {
  const [search] = useSearchParams();
  const token = search.get('assessment');
  const assessmentToken = token && PUBLIC_TOKEN_PATTERN.test(token) ? token : null;
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Governance"
        title="Treasury Policy Drafter"
        description="Turn your choices into a complete draft Bitcoin treasury policy your board can review: read it here as you choose, then save it to download it as a Word document your lawyers can edit."
      />
      <p className="mb-8 max-w-3xl text-sm text-muted-foreground">
        The draft is a starting point, not legal, tax or accounting advice: have it reviewed by your counsel, auditors
        and tax advisers before adoption.{' '}
        {assessmentToken ? null : (
          <>
            Taken the{' '}
            <Link to={paths.assessment} className="font-medium text-accent-strong underline underline-offset-4">
              readiness assessment
            </Link>
            ? Start from its result to list what is still to decide.
          </>
        )}
      </p>
      <PolicyDrafter assessmentToken={assessmentToken} />
    </PageContainer>
  );
}
