// Content of the Resources hub: the tools and learning pages it links to, and the notes on
// where the site's data snapshots come from (summarised from shared/data/SOURCES.md).

export interface ResourceLink {
  title: string;
  to: string;
  description: string;
}

export const marketIntelligenceTools: readonly ResourceLink[] = [
  {
    title: 'Pure Bitcoin Treasury Index',
    to: '/bitcoin-treasury',
    description:
      'Public companies holding at least 3,000 BTC, weighted by a composite of conviction (70%) and exposure (30%), with each weight capped at 15%.',
  },
  {
    title: 'GreenVault ESG Index',
    to: '/green-vault-index',
    description:
      'An ESG-themed index of Bitcoin holders, showing companies’ energy claims as they report them, with their basis and any disputes noted.',
  },
  {
    title: 'Bitcoin Treasury Starter Index',
    to: '/bitcoin-treasury-starter',
    description: 'A starter variant of the Pure Bitcoin Treasury Index.',
  },
  {
    title: 'mNAV Calculator',
    to: '/mnav-calculator',
    description:
      'Compare a company’s market value with the value of the Bitcoin it holds, on market capitalisation or on enterprise value.',
  },
];

export const learningResources: readonly ResourceLink[] = [
  {
    title: 'Learning Frameworks',
    to: '/learning-frameworks',
    description:
      'A structured curriculum that takes a finance team from first principles to a working treasury process, from policy to custody and reporting.',
  },
  {
    title: 'Live Webinars',
    to: '/live-webinars',
    description:
      'Twice-weekly live sessions for finance teams on corporate Bitcoin treasury topics, with time for questions.',
  },
];

export interface MethodologyNote {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export const methodologyNotes: readonly MethodologyNote[] = [
  {
    heading: 'What the data is',
    paragraphs: [
      'The market-intelligence pages and the case studies use dated snapshots of public information about three kinds of Bitcoin holder: public companies, Bitcoin funds (spot ETFs and similar exchange-traded products) and governments. Nothing is streamed live from the sources. Each figure carries its own as-of date and a note naming its source.',
    ],
  },
  {
    heading: 'Where the figures come from',
    paragraphs: ['The main sources, named in each figure’s source note, are:'],
    items: [
      'Company holdings: company filings (such as SEC Forms 8-K, 10-Q and 10-K) and company statements, largely as recorded in the open-source dat-tracker-next dataset (snapshot of Mar 15, 2026), cross-checked against BitcoinTreasuries listings from March and mid-June 2026.',
      'Fund holdings: BitcoinTreasuries listings from mid-June 2026, cross-checked against US spot ETF figures verified in May 2026 against issuers’ daily holdings pages and aggregate trackers (Farside, CoinGlass, SoSoValue), and against trusts’ Form 10-Q data for Mar 31, 2026.',
      'Government holdings: BitcoinTreasuries listings and a government holdings list compiled from BitcoinTreasuries and public sources. Government figures are often on-chain attributions or estimates rather than official disclosures.',
      'Market capitalisation and capital structure (shares, debt, preferred stock, cash) for holders of at least 1,000 BTC, each with its own date; most are from early 2026.',
      'Bitcoin price: the daily BTC/USD snapshot published by CoinGecko at 00:00 UTC (roughly the previous day’s close), from Jan 1, 2024, to Aug 21, 2026.',
      'News and research reports (for example Reuters, CoinDesk, Cointelegraph, The Block, Decrypt and K33 Research) for events and estimates, named where used.',
    ],
  },
  {
    heading: 'How to read the dates',
    paragraphs: [
      'Where a source gives no date, we infer one from other evidence and say so, often as a range: a listing that shows Strategy’s 8-K holdings of Mar 8, 2026, but not its next filing, is dated Mar 9–16, 2026.',
      'Market capitalisations are mostly from early 2026, while holdings are mostly from March to June 2026. An mNAV computed from them mixes dates, so the site shows both dates rather than one.',
    ],
  },
  {
    heading: 'Confidence, estimates and disagreements',
    paragraphs: [
      'A figure marked “secondary” comes from a news or aggregator report rather than the filing itself; “estimate” means it is attributed or modelled rather than disclosed; “low confidence” flags figures seen only in weak sources. Where sources differ, we show the range and the reason, as on the United States case study.',
      'The latest comparable “Total of all public companies” on BitcoinTreasuries that we hold is about 1.16 million BTC on Apr 2, 2026. A reading of 2,286,345 BTC on Jul 17, 2026, is about double that and probably reflects a wider aggregate or a change of method; treat it with caution until checked against the live site.',
    ],
  },
  {
    heading: 'Clean-ups applied',
    paragraphs: [
      'Each holder is listed under one ticker. Companies that merged are counted once: Semler Scientific merged into Strive on Jan 16, 2026, so its Bitcoin is counted within Strive’s holdings rather than twice.',
    ],
  },
  {
    heading: 'Index methodology in brief',
    paragraphs: [
      'The Pure Bitcoin Treasury Index admits public companies holding at least 3,000 BTC with a positive Bitcoin value and market capitalisation. Each is scored 70% on conviction (Bitcoin as a share of assets, min-max scaled) and 30% on exposure (Bitcoin holdings, min-max scaled). Weights follow the composite score, are capped at 15% each with the excess redistributed, and are normalised to 100%. Concentration is the sum of squared weights, and the effective number of holdings is its inverse.',
    ],
  },
  {
    heading: 'Before you rely on a figure',
    paragraphs: [
      'All figures were compiled from stored copies of public material rather than fetched live. Before using any figure in a decision, check it against the original filing or source named beside it.',
    ],
  },
];
