// Cookie Policy: the text lives in src/content/legal.ts; below it, the visitor's answer
// about Google Analytics, which they can change here.
import { AnalyticsChoice } from '@/components/consent/analytics-choice';
import { legalDocuments } from '@/content/legal';
import { LegalDocumentPage } from '@/content/legal-document-page';

export function Component() {
  return (
    <LegalDocumentPage document={legalDocuments['cookie-policy']}>
      <AnalyticsChoice />
    </LegalDocumentPage>
  );
}
