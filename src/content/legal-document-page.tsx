// Renders one legal document from src/content/legal.ts: title, last-updated date, an
// on-this-page list and the sections. Shared by the four legal route modules.
import type { ReactNode } from 'react';
import { Link } from '@/lib/navigation';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { formatDate } from '@/lib/format';
import type { LegalBlock, LegalDocument, StorageItem } from './legal';

function sectionId(heading: string): string {
  return `section-${heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}`;
}

function StorageTable({ caption, rows }: { caption: string; rows: StorageItem[] }) {
  return (
    <>
      {/* Narrow screens: one card per item instead of a four-column table. */}
      <ul className="grid list-none! gap-3 pl-0! md:hidden">
        {rows.map((row) => (
          <li key={row.name} className="rounded-lg border border-border p-4 text-sm leading-6">
            <p className="font-semibold text-primary">{row.name}</p>
            <p className="text-muted-foreground">{row.type}</p>
            <p className="mt-2">{row.purpose}</p>
            <p className="mt-2">
              <span className="font-medium">How long it lasts:</span> {row.duration}
            </p>
          </li>
        ))}
      </ul>
      <StorageTableWide caption={caption} rows={rows} />
    </>
  );
}

function StorageTableWide({ caption, rows }: { caption: string; rows: StorageItem[] }) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="hidden overflow-x-auto rounded-lg border border-border md:block"
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm leading-6">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-primary">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Type
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Purpose
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              How long it lasts
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-t border-border align-top">
              <th scope="row" className="px-4 py-2 font-medium">
                {row.name}
              </th>
              <td className="px-4 py-2">{row.type}</td>
              <td className="px-4 py-2">{row.purpose}</td>
              <td className="px-4 py-2">{row.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'link':
      return (
        <p>
          {block.text} <Link to={block.to}>{block.label}</Link>.
        </p>
      );
    case 'contact':
      return (
        <p>
          {block.text} <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
        </p>
      );
    case 'storage-table':
      return <StorageTable caption={block.caption} rows={block.rows} />;
  }
}

/** `children` go after the document's sections (the cookie policy's analytics choice). */
export function LegalDocumentPage({ document, children }: { document: LegalDocument; children?: ReactNode }) {
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Legal"
        title={document.title}
        description={
          <>
            <p>{document.summary}</p>
            <p className="mt-2 text-sm">
              Last updated <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated)}</time>
            </p>
          </>
        }
      />
      <nav aria-label="On this page" className="mb-8 max-w-3xl rounded-lg border border-border bg-muted p-5">
        <p className="text-sm font-semibold text-primary">On this page</p>
        <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.heading}>
              <a
                href={`#${sectionId(section.heading)}`}
                className="text-accent-strong underline-offset-2 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <Prose>
        {document.sections.map((section) => (
          <section key={section.heading} id={sectionId(section.heading)} className="space-y-4">
            <h2>{section.heading}</h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
      </Prose>
      {children}
      {document.slug !== 'educational-disclaimer' ? (
        <p className="mt-10 max-w-3xl border-t border-border pt-6 text-sm text-muted-foreground">
          Content on {site.name} is educational, not investment, tax, legal or accounting advice. See the{' '}
          <Link
            to={paths.educationalDisclaimer}
            className="font-medium text-accent-strong underline underline-offset-2"
          >
            Educational Disclaimer
          </Link>
          .
        </p>
      ) : null}
    </PageContainer>
  );
}
