// What differs between the three index pages: titles, the opening paragraph, notes that
// belong to one index, and where to go next. Figures come from the methodology constants.
import { methodologies, type IndexId } from '@domain/index-methodology/methodologies';
import { paths } from '@/config/paths';
import { formatInteger } from '@/lib/format';
import type { MethodologySection } from './methodology-text';

export interface IndexPageContent {
  id: IndexId;
  title: string;
  description: string;
  /** Extra sections after the methodology. */
  notes: MethodologySection[];
  related: { label: string; to: string; description: string }[];
}

let built: Readonly<Record<IndexId, IndexPageContent>> | undefined;

/**
 * One index page's texts. They are built at first use, not when the module loads: they
 * format figures, and the first formatted figure starts ICU, a long task that belongs in a
 * task of its own before hydration (ADR 097, 103).
 */
export function indexPageContent(id: IndexId): IndexPageContent {
  built ??= buildIndexPages();
  return built[id];
}

function buildIndexPages(): Readonly<Record<IndexId, IndexPageContent>> {
  const starter = methodologies.bitcoin_treasury_starter;
  const pure = methodologies.bitcoin_treasury;
  const green = methodologies.green_vault;
  return {
    bitcoin_treasury: {
      id: 'bitcoin_treasury',
      title: 'Pure Bitcoin Treasury Index',
      description:
        'Public companies that hold Bitcoin on their balance sheet, weighted by how committed each is to Bitcoin — the share of its assets in BTC — and by the size of its holdings, with a cap so no single name dominates.',
      notes: [
        {
          title: 'How to use it',
          items: [
            'The index is a research tool, not an investable product or a recommendation.',
            'Read each holding with its date: figures come from filings and announcements made at different times.',
          ],
        },
      ],
      related: [
        {
          label: 'Bitcoin Treasury Starter',
          to: paths.bitcoinTreasuryStarter,
          description: `Companies holding ${formatInteger(starter.minBtc)} to ${formatInteger((starter.maxBtcExclusive ?? 0) - 1)} BTC.`,
        },
        {
          label: 'GreenVault ESG Index',
          to: paths.greenVaultIndex,
          description: 'Holders with renewable-energy claims.',
        },
        { label: 'ETFs, Governments & Combined', to: paths.holdings, description: 'Every holder, each counted once.' },
        {
          label: 'Case Study: Strategy',
          to: '/case-study/strategy',
          description: 'The first corporate treasury purchase.',
        },
        { label: 'Glossary', to: paths.glossary, description: 'mNAV, concentration and other terms.' },
      ],
    },
    bitcoin_treasury_starter: {
      id: 'bitcoin_treasury_starter',
      title: 'Bitcoin Treasury Starter Index',
      description: `Public companies that have started a Bitcoin treasury: holdings of at least ${formatInteger(starter.minBtc)} BTC but below the ${formatInteger(pure.minBtc)} BTC line of the Pure Bitcoin Treasury Index, scored and weighted by the same rules.`,
      notes: [
        {
          title: 'Using it in a treasury discussion',
          items: [
            `Companies move to the Pure Bitcoin Treasury Index once they hold ${formatInteger(pure.minBtc)} BTC; comparing a planned allocation with the companies here shows what a first position looks like in practice.`,
            'The BTC share of assets shows how committed each company is; set it beside the share of assets your own policy would allow.',
            'The index is a research tool, not an investable product or a recommendation.',
          ],
        },
      ],
      related: [
        { label: 'Pure Bitcoin Treasury Index', to: paths.bitcoinTreasury, description: 'The main index.' },
        { label: 'Readiness assessment', to: paths.assessment, description: 'Where your company stands.' },
        { label: 'Glossary', to: paths.glossary, description: 'More terms explained.' },
      ],
    },
    green_vault: {
      id: 'green_vault',
      title: 'GreenVault ESG Index',
      description: `Companies holding Bitcoin that publish a claim about the renewable or zero-carbon share of the energy they use: at least ${formatInteger(green.minBtc)} BTC and a claimed renewable share of at least ${green.minRenewablePct ?? 0}%.`,
      notes: [
        {
          title: 'How to read the claims',
          items: [
            "The renewable shares are the companies' own figures; Vaultmark does not audit them. Each row shows the basis of the claim — a company statement, power contracts, certificates, or a definition that counts other zero-carbon sources such as nuclear.",
            'Where a claim is disputed by a supplier, a regulator or reporting, the source note says so.',
            '“Zero-carbon” and “renewable” are not the same: a zero-carbon figure may include nuclear power.',
            'Holdings and energy claims often date from different periods; the as-of date is that of the holdings, and the source note dates the claim.',
            'The index is a research tool, not an investable product or a recommendation.',
          ],
        },
      ],
      related: [
        { label: 'Pure Bitcoin Treasury Index', to: paths.bitcoinTreasury, description: 'The main index.' },
        { label: 'ETFs, Governments & Combined', to: paths.holdings, description: 'Every holder, each counted once.' },
        { label: 'Glossary', to: paths.glossary, description: 'ESG and treasury terms.' },
      ],
    },
  };
}
