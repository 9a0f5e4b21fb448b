// Educational Disclaimer: the text lives in src/content/legal.ts.
import { legalDocuments } from '@/content/legal';
import { LegalDocumentPage } from '@/content/legal-document-page';

export function Component() {
  return <LegalDocumentPage document={legalDocuments['educational-disclaimer']} />;
}
