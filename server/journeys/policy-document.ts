// A policy draft as a Word document (Office Open XML, made with the `docx` library) that a
// company's lawyers can edit: a title page with the company and the date, the open "to
// decide" items, the sections and clauses numbered by Word itself (so they renumber as
// clauses are added or removed), each clause's rationale and reference, an approval block
// for the board's resolution and signatures, and the choices behind the draft as an annex.
// Every page after the title page has a header and a page number.
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { SITE_NAME } from '../../domain/site.ts';
import { formatDate } from '../../domain/format-date.ts';
import { CHOICE_LABELS, OPTION_LABELS, type PolicyChoices } from '../../domain/policy/choices.ts';
import { formatPct, formatPoints, formatUsd } from '../../domain/policy/clauses.ts';
import { sectionNumber } from '../../domain/policy/draft.ts';
import type { PolicyDraftView } from '../../domain/schemas/policies.ts';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const NUMBERING = 'policy-numbering';
/** Twentieths of a point: half an inch. */
const INDENT = 720;

export const DRAFT_NOTICE =
  'This is a draft prepared from the choices entered in the Vaultmark treasury policy drafter. It is not legal, tax or accounting advice: have it reviewed by your counsel, auditors and tax advisers, and adapted to your company, before the board adopts it.';

/** A choice as the annex shows it. */
export function choiceValue(key: keyof PolicyChoices, choices: PolicyChoices): string {
  switch (key) {
    case 'maxAllocationPct':
    case 'maxLtvPct':
      return formatPct(choices[key]);
    case 'rebalanceBandPct':
      return formatPoints(choices[key]);
    case 'boardApprovalAboveUSD':
      return formatUsd(choices[key]);
    case 'signaturesRequired':
    case 'keyHolders':
    case 'liquidityFloorMonths':
    case 'reviewMonths':
      return String(choices[key]);
    default: {
      const labels = OPTION_LABELS[key] as Readonly<Record<string, string>>;
      return labels[choices[key]] ?? String(choices[key]);
    }
  }
}

/** The choices that apply to this draft (the multi-signature and IFRS ones only when chosen). */
export function appliedChoices(choices: PolicyChoices): (keyof PolicyChoices)[] {
  return (Object.keys(CHOICE_LABELS) as (keyof PolicyChoices)[]).filter((key) => {
    if (key === 'signaturesRequired' || key === 'keyHolders') return choices.custody === 'self_custody_multisig';
    if (key === 'ifrsModel') return choices.accounting === 'ifrs';
    return true;
  });
}

const plain = (text: string, options: { bold?: boolean; italics?: boolean; size?: number } = {}) =>
  new TextRun({ text, ...options });

function cell(text: string, bold = false): TableCell {
  return new TableCell({
    width: { size: 25, type: WidthType.PERCENTAGE },
    children: [new Paragraph({ children: [plain(text, { bold })] })],
  });
}

function titlePage(draft: PolicyDraftView, date: string): Paragraph[] {
  return [
    new Paragraph({ spacing: { before: 2400 }, children: [] }),
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, text: draft.companyName }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 400 },
      children: [plain('Bitcoin Treasury Policy', { bold: true, size: 36 })],
    }),
    new Paragraph({ alignment: AlignmentType.CENTER, children: [plain(`Draft of ${date}`, { size: 28 })] }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 1200 },
      children: [plain('For review by counsel and adoption by the board of directors', { italics: true })],
    }),
    new Paragraph({ children: [plain(DRAFT_NOTICE, { italics: true, size: 18 })] }),
    new Paragraph({ children: [new PageBreak()] }),
  ];
}

function openItemsPart(draft: PolicyDraftView): Paragraph[] {
  const heading = new Paragraph({ heading: HeadingLevel.HEADING_1, text: 'To decide before adoption' });
  if (draft.openItems.length === 0) {
    return [
      heading,
      new Paragraph({
        text: draft.assessmentToken
          ? 'The readiness assessment behind this draft left no question answered “no” or “not sure”.'
          : 'No readiness assessment was linked to this draft. Take the assessment to list what is still to decide.',
      }),
    ];
  }
  return [
    heading,
    new Paragraph({
      text: 'The readiness assessment behind this draft answered these questions “no” or “not sure”. Each is a decision to take before the board adopts the policy.',
    }),
    ...draft.openItems.map(
      (item) =>
        new Paragraph({
          bullet: { level: 0 },
          children: [
            plain(`To decide (section ${sectionNumber(item.sectionId)}, ${item.sectionTitle}): `, { bold: true }),
            plain(item.decision),
            plain(` Assessment: “${item.question}” — ${item.answer}.`, { italics: true }),
          ],
        }),
    ),
  ];
}

function sectionsPart(draft: PolicyDraftView): Paragraph[] {
  return draft.sections.flatMap((section) => [
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      numbering: { reference: NUMBERING, level: 0 },
      text: section.title,
    }),
    ...draft.openItems
      .filter((item) => item.sectionId === section.id)
      .map(
        (item) =>
          new Paragraph({
            indent: { left: INDENT },
            children: [plain('To decide: ', { bold: true }), plain(item.decision, { italics: true })],
          }),
      ),
    ...section.clauses.flatMap((clause) => [
      new Paragraph({ numbering: { reference: NUMBERING, level: 1 }, text: clause.text }),
      new Paragraph({
        indent: { left: INDENT },
        spacing: { after: 160 },
        children: [
          plain(`Rationale: ${clause.rationale}`, { italics: true, size: 18 }),
          ...(clause.reference ? [plain(` Reference: ${clause.reference}.`, { italics: true, size: 18 })] : []),
        ],
      }),
    ]),
  ]);
}

function approvalPart(draft: PolicyDraftView): (Paragraph | Table)[] {
  const signatureRow = (role: string) => new TableRow({ children: [cell(role, true), cell(''), cell(''), cell('')] });
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_1, text: 'Approval' }),
    new Paragraph({
      text: `Resolved, that the board of directors of ${draft.companyName} adopts this Bitcoin Treasury Policy, effective on the date below, and directs the policy owner to implement it.`,
    }),
    new Paragraph({ spacing: { before: 240, after: 240 }, text: 'Date of board resolution: ______________________' }),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: {
        insideHorizontal: { style: BorderStyle.SINGLE, size: 4, color: '999999' },
        insideVertical: { style: BorderStyle.SINGLE, size: 4, color: '999999' },
      },
      rows: [
        new TableRow({
          tableHeader: true,
          children: [cell('Role', true), cell('Name', true), cell('Signature', true), cell('Date', true)],
        }),
        signatureRow('Chair of the board'),
        signatureRow('Company secretary'),
        signatureRow('Policy owner'),
      ],
    }),
  ];
}

function annexPart(draft: PolicyDraftView): (Paragraph | Table)[] {
  return [
    new Paragraph({ children: [new PageBreak()] }),
    new Paragraph({ heading: HeadingLevel.HEADING_1, text: 'Annex: the choices behind this draft' }),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: appliedChoices(draft.choices).map(
        (key) =>
          new TableRow({
            children: [
              new TableCell({
                width: { size: 50, type: WidthType.PERCENTAGE },
                children: [new Paragraph({ children: [plain(CHOICE_LABELS[key], { bold: true })] })],
              }),
              new TableCell({
                width: { size: 50, type: WidthType.PERCENTAGE },
                children: [new Paragraph({ text: choiceValue(key, draft.choices) })],
              }),
            ],
          }),
      ),
    }),
  ];
}

/** The draft as a .docx file. */
export async function policyDocument(draft: PolicyDraftView): Promise<Buffer> {
  const date = formatDate(draft.createdAt, { timeZone: 'UTC' });
  const document = new Document({
    creator: SITE_NAME,
    title: `${draft.companyName} — Bitcoin Treasury Policy (draft)`,
    description: 'Draft Bitcoin treasury policy',
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    numbering: {
      config: [
        {
          reference: NUMBERING,
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
            {
              level: 1,
              format: LevelFormat.DECIMAL,
              text: '%1.%2',
              alignment: AlignmentType.START,
              style: { paragraph: { indent: { left: INDENT, hanging: INDENT } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { titlePage: true },
        headers: {
          first: new Header({ children: [new Paragraph({ children: [] })] }),
          default: new Header({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [plain(`${draft.companyName} — Bitcoin Treasury Policy — Draft of ${date}`, { size: 16 })],
              }),
            ],
          }),
        },
        footers: {
          first: new Footer({ children: [new Paragraph({ children: [] })] }),
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({ size: 16, children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] }),
                ],
              }),
            ],
          }),
        },
        children: [
          ...titlePage(draft, date),
          ...openItemsPart(draft),
          ...sectionsPart(draft),
          ...approvalPart(draft),
          ...annexPart(draft),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
