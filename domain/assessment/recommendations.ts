// What to read or do next for each area of the assessment: links to the site's own pages
// (learning framework, programs, glossary terms, case studies). Glossary anchors are the
// ids the glossary page gives its terms ('term-' + the term in kebab case); a test checks
// every one against src/content/glossary.ts, and every path against the route table.
import type { AreaId } from './questions.ts';

export interface RecommendationLink {
  label: string;
  /** A path on this site, with an anchor for glossary terms. */
  href: string;
  description: string;
}

export interface AreaRecommendation {
  areaId: AreaId;
  /** One sentence on where to start in this area. */
  advice: string;
  links: readonly RecommendationLink[];
}

const LEARNING_FRAMEWORKS = '/learning-frameworks';
const PROGRAMS = '/programs';
const glossary = (anchor: string) => `/glossary#${anchor}`;

export const AREA_RECOMMENDATIONS: Readonly<Record<AreaId, AreaRecommendation>> = {
  governance: {
    areaId: 'governance',
    advice: 'Settle who decides, within what limits, under a written treasury policy the board has adopted.',
    links: [
      {
        label: 'Learning framework: Governance and policy',
        href: LEARNING_FRAMEWORKS,
        description: 'Approval rights, segregation of duties and a written treasury policy the board can adopt.',
      },
      { label: 'Treasury policy', href: glossary('term-treasury-policy'), description: 'Glossary' },
      {
        label: 'Case study: Tesla',
        href: '/case-study/tesla',
        description: 'Lesson: put the policy in place before the purchase.',
      },
      {
        label: 'Advisory Services: Treasury policy',
        href: PROGRAMS,
        description: 'A policy written with you, for your board to adopt and review.',
      },
    ],
  },
  risk: {
    areaId: 'risk',
    advice: 'Size any position against the drawdown the balance sheet can take, and keep operating cash apart.',
    links: [
      {
        label: 'Learning framework: Risk management',
        href: LEARNING_FRAMEWORKS,
        description: 'Volatility, liquidity, counterparty and operational risk, and the limits that contain them.',
      },
      { label: 'Drawdown', href: glossary('term-drawdown'), description: 'Glossary' },
      { label: 'Liquidity risk', href: glossary('term-liquidity-risk'), description: 'Glossary' },
      {
        label: 'Case study: Square (Block)',
        href: '/case-study/square',
        description: 'Lesson: size the allocation as a share of the balance sheet.',
      },
      {
        label: 'Case study: Strategy',
        href: '/case-study/strategy',
        description: 'Lesson: debt needs a liquidity plan that does not depend on the Bitcoin price.',
      },
    ],
  },
  custody: {
    areaId: 'custody',
    advice: 'Choose a custody model on purpose, split the approvals, and test recovery before funds move.',
    links: [
      {
        label: 'Learning framework: Custody and security',
        href: LEARNING_FRAMEWORKS,
        description: 'Custody models, key management, access controls and due-diligence questions for providers.',
      },
      { label: 'Self-custody', href: glossary('term-self-custody'), description: 'Glossary' },
      { label: 'Qualified custodian', href: glossary('term-qualified-custodian'), description: 'Glossary' },
      { label: 'Multisig', href: glossary('term-multisig'), description: 'Glossary' },
      {
        label: 'Advisory Services: Custody and controls',
        href: PROGRAMS,
        description: 'Self-custody, qualified custodians and multi-signature set-ups compared.',
      },
    ],
  },
  accounting: {
    areaId: 'accounting',
    advice: 'Agree the measurement basis, the audit evidence and the tax treatment with your advisers in advance.',
    links: [
      {
        label: 'Learning framework: Accounting, tax and audit',
        href: LEARNING_FRAMEWORKS,
        description: 'Measurement and disclosure, audit evidence and the tax questions to take to your advisers.',
      },
      { label: 'Fair value accounting', href: glossary('term-fair-value-accounting'), description: 'Glossary' },
      {
        label: 'Accounting for crypto assets (ASU 2023-08)',
        href: glossary('term-accounting-for-crypto-assets-asu-2023-08'),
        description: 'Glossary',
      },
      {
        label: 'Case study: Strategy',
        href: '/case-study/strategy',
        description: 'Lesson: fair value accounting brings the volatility into earnings.',
      },
    ],
  },
  communication: {
    areaId: 'communication',
    advice: 'Write the rationale and the risks down in plain words, and fix what is disclosed, when and by whom.',
    links: [
      {
        label: 'Learning framework: Board and stakeholder communication',
        href: LEARNING_FRAMEWORKS,
        description: 'Explaining the decision, its risks and its monitoring to directors, investors and staff.',
      },
      {
        label: 'Case study: Strategy',
        href: '/case-study/strategy',
        description: 'Lesson: disclose on a regular, dated cadence.',
      },
      {
        label: 'Case study: Tesla',
        href: '/case-study/tesla',
        description: 'Lesson: choose what to disclose, or others will estimate it.',
      },
      {
        label: 'Advisory Services: Board and investor communication',
        href: PROGRAMS,
        description: 'The rationale, the risks in plain terms and a reporting pack.',
      },
    ],
  },
};
