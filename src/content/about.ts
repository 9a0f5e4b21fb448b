// Content of the About Us page: what Vaultmark does, how it works with clients and the
// principles its content follows. No team, client or founding claims: none are sourced.

import { site } from '@/config/site';

export interface AboutOffering {
  title: string;
  description: string;
  links: { label: string; to: string }[];
}

export const aboutIntro = [
  `${site.name} helps finance teams, treasurers and CFOs understand corporate Bitcoin treasury management and decide, on their own terms, whether and how it fits their organisation.`,
  'We combine three things: education that explains the mechanics and the risks in plain professional language, advisory work that applies them to an organisation’s own balance sheet and governance, and market intelligence built on dated public data.',
];

export const aboutOfferings: readonly AboutOffering[] = [
  {
    title: 'Education',
    description:
      'Learning frameworks, live webinars, case studies of public companies and governments, and a glossary of treasury and Bitcoin terms.',
    links: [
      { label: 'Learning Frameworks', to: '/learning-frameworks' },
      { label: 'Live Webinars', to: '/live-webinars' },
      { label: 'Resources', to: '/resources' },
    ],
  },
  {
    title: 'Advisory',
    description:
      'A readiness assessment, consultations and advisory programmes that apply treasury practice to your organisation’s own situation.',
    links: [
      { label: 'Advisory Services', to: '/programs' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  {
    title: 'Market intelligence',
    description:
      'Indices of public-company Bitcoin treasuries, an ESG-themed index, an mNAV calculator and holdings of funds and governments, each figure dated and sourced.',
    links: [
      { label: 'Pure Bitcoin Treasury Index', to: '/bitcoin-treasury' },
      { label: 'GreenVault ESG Index', to: '/green-vault-index' },
      { label: 'mNAV Calculator', to: '/mnav-calculator' },
    ],
  },
];

export interface AboutStep {
  title: string;
  description: string;
  link: { label: string; to: string };
}

export const aboutSteps: readonly AboutStep[] = [
  {
    title: 'Assessment',
    description:
      'Start with the free readiness assessment: a structured set of questions that shows where your organisation stands before any decision is made.',
    link: { label: 'Take the assessment', to: '/assessment' },
  },
  {
    title: 'Consultation',
    description:
      'Discuss the results in a 30-minute consultation at no cost: your questions, the issues the assessment raised and whether further work makes sense.',
    link: { label: 'Schedule a consultation', to: '/schedule-consultation' },
  },
  {
    title: 'Program',
    description:
      'If you decide to go further, an education or advisory programme works through the questions with your team, at the pace your governance requires.',
    link: { label: 'See the programmes', to: '/programs' },
  },
];

export interface AboutPrinciple {
  title: string;
  description: string;
}

export const aboutPrinciples: readonly AboutPrinciple[] = [
  {
    title: 'Dated sources',
    description:
      'Every figure we publish carries its as-of date and names its source. Where sources disagree, or a figure is an estimate, we say so and show the range.',
  },
  {
    title: 'Independence',
    description:
      'We write our case studies and commentary ourselves from public sources. The organisations we describe do not review or approve them, and a quotation is never presented as an endorsement of us.',
  },
  {
    title: 'Education, not advice',
    description:
      'Our public content explains; it does not recommend. Treasury decisions belong to you and your board, taken with your own financial, tax, legal and accounting advisers.',
  },
  {
    title: 'Risks alongside reasons',
    description:
      'A Bitcoin treasury brings volatility, custody, accounting and governance risks. We set them out next to the reasons organisations give for holding Bitcoin, so that a decision either way is an informed one.',
  },
];
