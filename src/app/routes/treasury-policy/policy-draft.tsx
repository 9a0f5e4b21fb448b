// /treasury-policy/:token: a saved treasury policy draft behind its private link (noindex;
// the server answers 404 for an unknown token): download as Word, print, share, and book a
// consultation to review it.
import { CalendarClock, FileDown, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { usePolicyDraft } from '@/api/policies/get-policy-draft';
import { CopyLinkButton } from '@/components/copy-link-button';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Button } from '@/components/ui/button';
import { consultationAboutPolicyPath, paths } from '@/config/paths';
import { PolicyPreview } from '@/features/treasury-policy/components/policy-preview';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';

export function Component() {
  const { token = '' } = useParams();
  const draft = usePolicyDraft(token, { queryConfig: { retry: false } });
  const notFound = draft.error?.cause instanceof ApiError && draft.error.cause.status === 404;
  const shareUrl = typeof window === 'undefined' ? '' : window.location.href;
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Treasury policy"
        title="Your Treasury Policy Draft"
        description={
          notFound
            ? 'No policy draft has this link. Check that the whole link was copied; drafts are kept for 12 months.'
            : 'Keep this page’s link to come back to the draft: anyone with the link can read it.'
        }
      >
        {draft.isError ? (
          <Button asChild>
            <Link to={paths.treasuryPolicy}>Draft a policy</Link>
          </Button>
        ) : null}
      </PageHeader>
      {draft.data ? (
        <div className="flex flex-col gap-6">
          <div className="flex flex-wrap gap-3" data-print="hide">
            <Button asChild variant="accent">
              <a href={draft.data.documentPath} download>
                <FileDown aria-hidden="true" />
                Download as Word
              </a>
            </Button>
            <Button type="button" variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print the draft
            </Button>
            <CopyLinkButton url={shareUrl} label="Copy the private link" />
            <Button asChild variant="outline">
              <Link to={consultationAboutPolicyPath(draft.data.token)}>
                <CalendarClock aria-hidden="true" />
                Book a consultation to review this draft
              </Link>
            </Button>
          </div>
          <PolicyPreview
            companyName={draft.data.companyName}
            sections={draft.data.sections}
            openItems={draft.data.openItems}
            dateLabel={`Draft of ${formatDate(draft.data.createdAt, { timeZone: 'UTC' })}`}
          />
          <p className="text-sm text-muted-foreground" data-print="hide">
            <Link to={paths.treasuryPolicy} className="font-medium text-accent-strong underline underline-offset-4">
              Start a new draft
            </Link>{' '}
            with other choices.
          </p>
        </div>
      ) : draft.isError ? (
        notFound ? null : (
          <p role="alert" className="text-destructive">
            {draft.error.message}
          </p>
        )
      ) : (
        <PageSpinner />
      )}
    </PageContainer>
  );
}
