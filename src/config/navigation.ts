// What the header, mobile menu and footer link to, in one place so they cannot drift.
import { caseStudiesAnchor, paths } from '@/config/paths';

export interface NavLink {
  label: string;
  to: string;
}

/** Header links, in order (spec section 2). */
export const mainNavLinks: readonly NavLink[] = [
  { label: 'Assessment', to: paths.assessment },
  { label: 'Programs', to: paths.programs },
  { label: 'Live Events', to: paths.liveWebinars },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Resources', to: paths.resources },
];

export const marketIntelligenceLabel = 'Market Intelligence';

/** The Market Intelligence dropdown. */
export const marketIntelligenceLinks: readonly (NavLink & { description: string })[] = [
  { label: 'mNAV Calculator', to: paths.mnavCalculator, description: 'Market value against Bitcoin held' },
  {
    label: 'Pure Bitcoin Treasury Index',
    to: paths.bitcoinTreasury,
    description: 'Public companies holding 3,000 BTC or more',
  },
  { label: 'GreenVault ESG Index', to: paths.greenVaultIndex, description: 'Holders with renewable-energy claims' },
  {
    label: 'Bitcoin Treasury Starter',
    to: paths.bitcoinTreasuryStarter,
    description: 'Public companies holding 100 to 2,999 BTC',
  },
  { label: 'ETFs, Governments & Combined', to: paths.holdings, description: 'Every holder, each counted once' },
  { label: 'Index Performance', to: paths.performanceChart, description: 'Index value against the BTC price' },
  { label: 'Weight Calculator', to: paths.weightCalculator, description: 'Change the rules, see the weights move' },
  {
    label: 'Treasury Stress Test',
    to: paths.treasuryStressTest,
    description: 'What a drawdown does to cash and loans',
  },
];

export const scheduleConsultationLink: NavLink = { label: 'Schedule Consultation', to: paths.scheduleConsultation };

export interface FooterColumn {
  title: string;
  links: readonly NavLink[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Programs',
    links: [
      { label: 'Advisory Services', to: paths.programs },
      { label: 'Education Programs', to: paths.liveWebinars },
      { label: 'Learning Frameworks', to: paths.learningFrameworks },
      { label: 'Pricing', to: paths.pricing },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Resources', to: paths.resources },
      { label: 'Glossary', to: paths.glossary },
      { label: 'Case Studies', to: caseStudiesAnchor },
      { label: 'About Us', to: paths.aboutUs },
      { label: 'Educational Disclaimer', to: paths.educationalDisclaimer },
    ],
  },
  {
    title: 'Get Started',
    links: [
      { label: 'Free Assessment', to: paths.assessment },
      { label: 'Schedule Consultation', to: paths.scheduleConsultation },
      { label: 'Your Account', to: paths.account },
    ],
  },
];

export const legalLinks: readonly NavLink[] = [
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Use', to: paths.termsOfUse },
  { label: 'Cookie Policy', to: paths.cookiePolicy },
];
