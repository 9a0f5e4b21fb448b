// The treasury policy drafter's API (PGlite; both engines with TEST_ENGINES=all): a draft is stored and read back by its
// token (noindex, 404 when unknown or past its retention), bad input is refused naming the
// field, and the Word document is opened with an independent reader (fflate to unzip,
// fast-xml-parser to check and read the XML) to find the company, the limits and the
// standards chosen, in a package that is valid Office Open XML. Through Hono's typed
// testClient; the refused bodies and the document link the answer gives are raw requests.
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnswerValue } from '../../domain/assessment/scoring.ts';
import type { CreatePolicyInput } from '../../domain/schemas/policies.ts';
import { policyDrafts } from '../db/schema.ts';
import { POLICY_DRAFT_RETENTION_MONTHS } from '../journeys/policies.ts';
import { DOCX_CONTENT_TYPE } from '../journeys/policy-document.ts';
import { signUp } from '../testing/auth-helpers.ts';
import { answersAll, journeyApp, journeyClient, movableClock, policyBody, send } from '../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { documentFileName } from './policies.ts';

const NOW = '2026-10-20T08:00:00Z';
const MAIN_PART_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

type XmlNode = Record<string, unknown>;
const parser = new XMLParser({ ignoreAttributes: false, preserveOrder: true, parseTagValue: false, trimValues: false });

/** The text of each paragraph (w:p) of a WordprocessingML part, read from its w:t runs. */
function paragraphsOf(xml: string): string[] {
  const paragraphs: string[] = [];
  const walk = (nodes: XmlNode[], sink: string[] | null, inText: boolean) => {
    for (const node of nodes) {
      for (const [key, value] of Object.entries(node)) {
        if (key === ':@') continue;
        if (key === '#text') {
          if (inText && sink) sink.push(String(value));
        } else if (key === 'w:p') {
          const parts: string[] = [];
          walk(value as XmlNode[], parts, false);
          paragraphs.push(parts.join(''));
        } else if (Array.isArray(value)) {
          walk(value as XmlNode[], sink, key === 'w:t');
        }
      }
    }
  };
  walk(parser.parse(xml) as XmlNode[], null, false);
  return paragraphs;
}

interface OpenedDocument {
  parts: Record<string, string>;
  /** Paragraph texts of word/document.xml. */
  body: string[];
}

async function openDocument(response: Response): Promise<OpenedDocument> {
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const parts = Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
  return { parts, body: paragraphsOf(parts['word/document.xml'] ?? '') };
}

/** The checks of an Office Open XML word-processing package that a reader depends on. */
function expectOfficeOpenXml(parts: Record<string, string>) {
  for (const [name, xml] of Object.entries(parts)) {
    if (name.endsWith('.xml') || name.endsWith('.rels')) expect(XMLValidator.validate(xml), name).toBe(true);
  }
  const types = parts['[Content_Types].xml'];
  expect(types, 'content types part').toBeDefined();
  expect(types).toContain('PartName="/word/document.xml"');
  expect(types).toContain(`ContentType="${MAIN_PART_TYPE}"`);
  expect(parts['_rels/.rels']).toContain('Target="word/document.xml"');
  expect(parts['_rels/.rels']).toContain('relationships/officeDocument');
  expect(parts['word/document.xml']).toContain('<w:document');
  expect(parts['word/_rels/document.xml.rels']).toBeDefined();
}

describe.each(testEngines('http'))('treasury policy drafts on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = movableClock(NOW);
  let harness: ReturnType<typeof journeyApp>;
  let assessmentToken = '';

  beforeAll(async () => {
    harness = journeyApp(database(), { clock });
    const answers: Record<string, AnswerValue> = {
      ...answersAll('yes'),
      'custody-model-chosen': 'no',
      'accounting-tax-reviewed': 'not_sure',
      'risk-exit-conditions': 'partly',
    };
    const assessment = await journeyClient(harness.app).assessments.$post({ json: { answers } });
    assessmentToken = (await assessment.json()).token;
  });

  async function create(json: CreatePolicyInput, cookie?: string) {
    const response = await journeyClient(harness.app, cookie).policies.$post({ json });
    expect(response.status, await response.clone().text()).toBe(201);
    return response.json();
  }
  const readDraft = (token: string) => journeyClient(harness.app).policies[':token'].$get({ param: { token } });

  it('stores a draft with the open items of its assessment and reads it back by its token, noindex', async () => {
    const created = await create(policyBody({ assessmentToken }));
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.choices).toMatchObject({
      maxAllocationPct: 7.5,
      custody: 'multi_institution',
      accounting: 'us_gaap',
    });
    expect(created.sections.map((section) => section.id)).toContain('custody');
    expect(created.openItems.map((item) => [item.sectionId, item.answer])).toEqual([
      ['custody', 'No'],
      ['tax', 'Not sure'],
    ]);
    expect(created.documentPath).toBe(`/api/policies/${created.token}/document.docx`);

    const read = await readDraft(created.token);
    expect(read.status).toBe(200);
    expect(read.headers.get('x-robots-tag')).toBe('noindex');
    expect(await read.json()).toEqual(created);
  });

  it('answers 404 for an unknown or malformed token, for the draft and its document', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-token']) {
      expect((await readDraft(token)).status, token).toBe(404);
      const document = journeyClient(harness.app).policies[':token']['document.docx'];
      expect((await document.$get({ param: { token } })).status, token).toBe(404);
    }
  });

  it.each([
    ['an empty company name', { companyName: '  ' }, 'companyName'],
    ['an over-long company name', { companyName: 'x'.repeat(201) }, 'companyName'],
    ['a control character in the name', { companyName: 'Acme\u0007 Ltd' }, 'companyName'],
    ['an allocation over 100 %', { choices: { maxAllocationPct: 100.5 } }, 'choices.maxAllocationPct'],
    ['a negative threshold', { choices: { boardApprovalAboveUSD: -1 } }, 'choices.boardApprovalAboveUSD'],
    ['an unknown custody model', { choices: { custody: 'under_the_bed' } }, 'choices.custody'],
    ['an unknown choice', { choices: { yolo: true } }, 'choices'],
    ['more signatures than keys', { choices: { signaturesRequired: 5, keyHolders: 3 } }, 'choices.signaturesRequired'],
    ['a malformed assessment token', { assessmentToken: 'abc' }, 'assessmentToken'],
    ['an unknown assessment token', { assessmentToken: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'assessmentToken'],
  ])('answers 422 for %s, naming the field, and stores nothing', async (_label, override, field) => {
    const before = await database().db.$count(policyDrafts);
    const response = await send(harness.app, 'POST', '/api/policies', policyBody(override));
    expect(response.status).toBe(422);
    const error = (await response.json()) as { details: { issues: { path: string }[] } };
    expect(error.details.issues.map((issue) => issue.path)).toContain(field);
    expect(await database().db.$count(policyDrafts)).toBe(before);
  });

  it('keeps the signed-in user with the draft, and nobody for a visitor', async () => {
    const user = await signUp(harness.app);
    const mine = await create(policyBody(), user.cookie);
    const visitor = await create(policyBody());
    const rowOf = async (token: string) =>
      (await database().db.select().from(policyDrafts).where(eq(policyDrafts.token, token)))[0]!;
    expect((await rowOf(mine.token)).userId).toBe(user.userId);
    expect((await rowOf(visitor.token)).userId).toBeNull();
    // The account page lists the user's own drafts only.
    const activity = await journeyClient(harness.app, user.cookie).me.activity.$get();
    const { policyDrafts: listed } = await activity.json();
    expect(listed.map((draft) => draft.token)).toEqual([mine.token]);
    expect(listed[0]!.draftPath).toBe(`/treasury-policy/${mine.token}`);
  });

  it('makes a Word document that is Office Open XML and holds the company, the limits and US GAAP', async () => {
    const draft = await create(
      policyBody({
        companyName: 'Meridian Freight & Sons plc',
        assessmentToken,
        choices: { maxAllocationPct: 7.5, boardApprovalAboveUSD: 2_500_000, maxLtvPct: 0, reviewMonths: 6 },
      }),
    );
    const response = await send(harness.app, 'GET', draft.documentPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(DOCX_CONTENT_TYPE);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="meridian-freight-sons-plc-bitcoin-treasury-policy-draft.docx"',
    );
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const { parts, body } = await openDocument(response);
    expectOfficeOpenXml(parts);
    const text = body.join('\n');

    // Title page: the company (its & escaped in the XML and read back) and the date.
    expect(body).toContain('Meridian Freight & Sons plc');
    expect(body).toContain('Draft of Oct 20, 2026');
    // The limits chosen, formatted.
    expect(text).toContain('may not exceed 7.5% of the Company’s treasury reserves');
    expect(text).toContain('above USD 2,500,000');
    expect(text).toContain('does not borrow against its bitcoin');
    expect(text).toContain('at least every 6 months');
    // The standard chosen.
    expect(text).toContain('ASU 2023-08');
    expect(text).toContain('ASC 350-60');
    expect(text).not.toContain('IAS 38');
    // The to-decide list, the approval block and the annex.
    expect(text).toContain('To decide before adoption');
    expect(text).toContain('To decide (section 4, Custody): Choose between a custodian and self-custody');
    expect(body).toContain('Approval');
    expect(text).toContain('Date of board resolution');
    expect(body).toContain('Chair of the board');
    // Word numbers the sections and clauses itself.
    expect(parts['word/numbering.xml']).toContain('%1.%2');
    expect(parts['word/document.xml']).toContain('<w:numPr>');
    // Headers with the company, footers with page numbers, none on the title page.
    const headers = Object.entries(parts).filter(([name]) => /^word\/header\d+\.xml$/.test(name));
    expect(headers.some(([, xml]) => paragraphsOf(xml).join('').includes('Meridian Freight & Sons plc'))).toBe(true);
    const footers = Object.entries(parts).filter(([name]) => /^word\/footer\d+\.xml$/.test(name));
    expect(footers.some(([, xml]) => /PAGE/.test(xml) && /NUMPAGES/.test(xml))).toBe(true);
    expect(parts['word/document.xml']).toContain('<w:titlePg');
  });

  it('writes IFRS and the borrowing limits into the document when chosen', async () => {
    const draft = await create(
      policyBody({
        choices: {
          accounting: 'ifrs',
          ifrsModel: 'ias38_revaluation',
          maxLtvPct: 25,
          custody: 'self_custody_multisig',
          signaturesRequired: 3,
          keyHolders: 5,
        },
      }),
    );
    const { parts, body } = await openDocument(await send(harness.app, 'GET', draft.documentPath));
    expectOfficeOpenXml(parts);
    const text = body.join('\n');
    expect(text).toContain('IAS 38 Intangible Assets, revaluation model');
    expect(text).not.toContain('ASC 350-60');
    expect(text).toContain('loan-to-value of 25%');
    expect(text).toContain('If it rises above 25%');
    expect(text).toContain('3 of 5 keys must sign');
    expect(text).toContain('No readiness assessment was linked to this draft.');
  });

  it(`keeps a draft ${POLICY_DRAFT_RETENTION_MONTHS} months, then answers 404 and deletes it at the next save`, async () => {
    clock.set('2026-11-01T00:00:00Z');
    const old = await create(policyBody());
    clock.set('2027-10-31T23:00:00Z');
    expect((await readDraft(old.token)).status).toBe(200);
    clock.set('2027-11-01T00:00:01Z');
    expect((await readDraft(old.token)).status).toBe(404);
    expect((await send(harness.app, 'GET', old.documentPath)).status).toBe(404);
    await create(policyBody());
    const left = await database().db.select().from(policyDrafts).where(eq(policyDrafts.token, old.token));
    expect(left).toEqual([]);
    clock.set(NOW);
  });
});

describe('documentFileName', () => {
  it.each([
    ['Acme Corp.', 'acme-corp-bitcoin-treasury-policy-draft.docx'],
    ['Société Générale', 'societe-generale-bitcoin-treasury-policy-draft.docx'],
    ['株式会社', 'bitcoin-treasury-policy-draft.docx'],
    ['"; rm -rf', 'rm-rf-bitcoin-treasury-policy-draft.docx'],
  ])('%s → %s', (name, file) => {
    expect(documentFileName(name)).toBe(file);
  });
});
