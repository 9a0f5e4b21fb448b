// The six case studies as typed data. Every figure, date and event below comes from the
// project's dated fact sheet (shared/data/facts.md and SOURCES.md); each figure carries its
// as-of date and a source named in words. Lessons are Vaultmark's educational commentary.

import { CONTENT_LAST_REVIEWED } from './dates.ts';

export type CaseStudySlug = 'strategy' | 'tesla' | 'square' | 'us-government' | 'el-salvador' | 'norway';

export interface TimelineEntry {
  /** Machine-readable date for <time>: YYYY-MM-DD, or YYYY-MM when only the month is known. */
  date: string;
  /** The date as shown to readers, e.g. 'Aug 11, 2020', 'Q1 2021', 'Mid-2024'. */
  label: string;
  event: string;
  source: string;
}

export interface KeyFigure {
  label: string;
  value: string;
  /** The date the figure describes, as shown to readers. */
  asOf: string;
  /** Where the figure comes from, named in words. */
  source: string;
  /** Caveats: estimates, confidence, how sources differ. */
  note?: string;
}

export interface CaseStudySection {
  heading: string;
  paragraphs: string[];
}

export interface Lesson {
  title: string;
  detail: string;
}

export interface SourcedQuote {
  text: string;
  attribution: string;
  source: string;
}

export interface CaseStudy {
  slug: CaseStudySlug;
  /** Page title; matches the route table in domain/routes.ts. */
  title: string;
  /** Short name for cards and links. */
  name: string;
  /** What kind of holder this is, shown above the title. */
  kind: 'Public company' | 'Government' | 'Sovereign and institutional investors';
  summary: string;
  /** One line for the Resources page card. */
  cardSummary: string;
  /** The date of the most recent figure on the page, as shown to readers. */
  dataAsOf: string;
  /** Where the sources differ, or figures are estimates, low confidence or unverified. */
  caveats: string[];
  keyFigures: KeyFigure[];
  timeline: TimelineEntry[];
  sections: CaseStudySection[];
  quote?: SourcedQuote;
  /** Vaultmark's educational commentary for a corporate treasurer. */
  lessons: Lesson[];
  /** ISO date the page was last checked against the fact sheet. */
  lastReviewed: string;
}

const strategy: CaseStudy = {
  slug: 'strategy',
  title: 'Case Study: Strategy',
  name: 'Strategy',
  kind: 'Public company',
  summary:
    'Strategy Inc (formerly MicroStrategy, ticker MSTR) announced on Aug 11, 2020, that it had adopted Bitcoin as its primary treasury reserve asset, reporting a first purchase of 21,454 BTC. It has kept buying since: the latest company statement found for this page, dated Jun 15, 2026, puts its holdings at 846,842 BTC. At the end of 2025 digital assets made up about 96% of its total assets, so the company is now valued largely on its Bitcoin and on the multiple the market applies to it (mNAV).',
  cardSummary: 'Adopted Bitcoin as its primary treasury reserve asset in August 2020; 846,842 BTC as of Jun 15, 2026.',
  dataAsOf: 'Jun 15, 2026',
  caveats: [
    'Holdings change often. The 846,842 BTC figure comes from a company statement of Jun 15, 2026, and matches the BitcoinTreasuries snapshot of mid-June 2026; it is the latest figure found, not a live count.',
    'The US$250M cost of the first purchase comes from secondary write-ups, not from the filing itself.',
    'Market capitalisation and mNAV are as of Feb 16, 2026, while the latest holdings are as of Jun 15, 2026. Do not combine figures from different dates.',
  ],
  keyFigures: [
    {
      label: 'Bitcoin holdings (latest found)',
      value: '846,842 BTC',
      asOf: 'Jun 15, 2026',
      source:
        'Company statement (Michael Saylor post announcing a purchase of 1,587 BTC for $100M), matching the BitcoinTreasuries snapshot of mid-June 2026',
    },
    {
      label: 'Bitcoin holdings (SEC filing)',
      value: '738,731 BTC',
      asOf: 'Mar 8, 2026',
      source: 'Form 8-K filed Mar 9, 2026, as recorded in the open-source dat-tracker-next dataset',
    },
    {
      label: 'Average cost per BTC',
      value: 'about $75,694',
      asOf: 'Apr 2, 2026',
      source: 'BitcoinTreasuries data, as cited by aspiremarketguides.com',
      note: 'Secondary source. The same report gives holdings of 762,099 BTC on that date.',
    },
    {
      label: 'Total assets',
      value: '$69.56B',
      asOf: 'Dec 31, 2025',
      source: 'FY2025 Form 10-K filed Feb 19, 2026 (XBRL data, via dat-tracker-next)',
    },
    {
      label: 'Digital assets at fair value',
      value: '$66.63B',
      asOf: 'Dec 31, 2025',
      source: 'FY2025 Form 10-K filed Feb 19, 2026 (XBRL data, via dat-tracker-next)',
    },
    {
      label: 'Convertible debt',
      value: '$8.19B',
      asOf: 'Dec 31, 2025',
      source: 'FY2025 Form 10-K filed Feb 19, 2026 (XBRL data, via dat-tracker-next)',
    },
    {
      label: 'Market capitalisation',
      value: '$44.6B',
      asOf: 'Feb 16, 2026',
      source: 'BitcoinQuant company dashboard',
    },
    {
      label: 'Basic mNAV',
      value: '0.92×',
      asOf: 'Feb 16, 2026',
      source: 'BitcoinQuant company dashboard',
      note: 'Computed by the source with BTC at $68,144. Below 1× means the market valued the company at less than its Bitcoin.',
    },
    {
      label: 'First purchase',
      value: '21,454 BTC',
      asOf: 'Aug 11, 2020',
      source: 'Form 8-K dated Aug 11, 2020, as recorded in dat-tracker-next',
      note: 'A cost of about US$250M is reported in secondary write-ups (for example a Binance Square post).',
    },
  ],
  timeline: [
    {
      date: '2020-08-11',
      label: 'Aug 11, 2020',
      event:
        'MicroStrategy announces that it has adopted Bitcoin as its primary treasury reserve asset and reports buying 21,454 BTC, for about US$250M according to secondary write-ups.',
      source:
        'Form 8-K dated Aug 11, 2020 (via dat-tracker-next); Business Wire press release of Aug 11, 2020; cost per secondary write-ups (Binance Square)',
    },
    {
      date: '2020-09-15',
      label: 'Sep 15, 2020',
      event:
        'A second purchase takes holdings to 38,250 BTC. Across August and September 2020 the company spent about $425M on Bitcoin.',
      source:
        'Form 8-K of Sep 15, 2020 (via dat-tracker-next); spend per a Decrypt article re-posted on Binance Square',
    },
    {
      date: '2020-12-04',
      label: 'Dec 4, 2020',
      event: 'Holdings reach 40,824 BTC.',
      source: 'Company filing, as recorded in dat-tracker-next',
    },
    {
      date: '2025-12-31',
      label: 'Dec 31, 2025',
      event:
        'Fiscal year-end balance sheet: total assets of $69.56B, including digital assets at fair value of $66.63B, and convertible debt of $8.19B.',
      source: 'FY2025 Form 10-K filed Feb 19, 2026 (XBRL data, via dat-tracker-next)',
    },
    {
      date: '2026-02-16',
      label: 'Feb 16, 2026',
      event: 'Market capitalisation of $44.6B and basic mNAV of 0.92×, with BTC at $68,144.',
      source: 'BitcoinQuant company dashboard',
    },
    {
      date: '2026-03-08',
      label: 'Mar 8, 2026',
      event: 'Holdings of 738,731 BTC.',
      source: 'Form 8-K filed Mar 9, 2026 (via dat-tracker-next)',
    },
    {
      date: '2026-04-02',
      label: 'Apr 2, 2026',
      event: 'BitcoinTreasuries lists 762,099 BTC at an average cost of about $75,694 per BTC.',
      source: 'aspiremarketguides.com, citing BitcoinTreasuries',
    },
    {
      date: '2026-06-15',
      label: 'Jun 15, 2026',
      event:
        'Strategy buys 1,587 BTC for $100M, taking holdings to 846,842 BTC, the latest figure found for this page.',
      source: 'Company statement (Michael Saylor post); matches the BitcoinTreasuries snapshot of mid-June 2026',
    },
  ],
  sections: [
    {
      heading: 'The treasury decision',
      paragraphs: [
        'On Aug 11, 2020, MicroStrategy, as the company was then called, issued a press release titled “MicroStrategy Adopts Bitcoin as Primary Treasury Reserve Asset” and filed a Form 8-K reporting the purchase of 21,454 BTC. Secondary write-ups put the cost at about US$250M.',
        'The press release gave the rationale in the words of Michael J. Saylor, then chief executive: Bitcoin as a dependable store of value and an investment asset with more long-term appreciation potential than holding cash. The full sentence is quoted below.',
        'It was not a one-off allocation. Holdings reached 38,250 BTC after a second purchase reported on Sep 15, 2020, and 40,824 BTC by Dec 4, 2020. By Jun 15, 2026, the company reported 846,842 BTC, roughly 40 times the first purchase.',
      ],
    },
    {
      heading: 'What the balance sheet shows',
      paragraphs: [
        'At Dec 31, 2025, Strategy reported total assets of $69.56B, of which $66.63B were digital assets measured at fair value: about 96% of total assets (Vaultmark’s calculation from the two 10-K figures). The same balance sheet carried $8.19B of convertible debt.',
        'Under US GAAP as amended by ASU 2023-08, in-scope crypto assets are measured at fair value with changes recognised in net income, for fiscal years beginning after Dec 15, 2024. For a company whose assets are almost entirely Bitcoin, the Bitcoin price therefore moves reported earnings directly.',
      ],
    },
    {
      heading: 'How the market values the position',
      paragraphs: [
        'On Feb 16, 2026, Strategy’s market capitalisation was $44.6B and its basic mNAV was 0.92×, computed with BTC at $68,144 (BitcoinQuant). On that measure shareholders valued the company at less than its Bitcoin holdings alone.',
        'mNAV compares a company’s market value with the value of the Bitcoin it holds. A figure above 1× means the market pays a premium for the company’s Bitcoin; below 1× means a discount. The multiple moves with the share price, the Bitcoin price and every change in holdings or share count, so it should always be read with its date.',
      ],
    },
  ],
  quote: {
    text: 'This investment reflects our belief that Bitcoin, as the world’s most widely-adopted cryptocurrency, is a dependable store of value and an attractive investment asset with more long-term appreciation potential than holding cash.',
    attribution: 'Michael J. Saylor, then CEO of MicroStrategy Incorporated',
    source:
      'Press release “MicroStrategy Adopts Bitcoin as Primary Treasury Reserve Asset”, Business Wire, Aug 11, 2020. Quoted as a statement about corporate Bitcoin treasuries, not as an endorsement of Vaultmark.',
  },
  lessons: [
    {
      title: 'Decide the role of Bitcoin before its size',
      detail:
        'Strategy named Bitcoin its primary treasury reserve asset: a statement of role, not only of amount. A treasurer should write down whether Bitcoin is a reserve asset, a strategic investment or an operating balance, because the role determines sizing, liquidity rules and how results are reported.',
    },
    {
      title: 'Concentration changes what the company is',
      detail:
        'When one asset is about 96% of total assets, shareholders, lenders and analysts treat the company as a Bitcoin exposure first. Most corporate treasuries will want an explicit cap, expressed as a share of total assets or of cash above operating needs, approved by the board.',
    },
    {
      title: 'Debt needs a liquidity plan that does not depend on the Bitcoin price',
      detail:
        'Convertible debt has to be serviced and eventually repaid or refinanced whatever the Bitcoin price does. Before borrowing to fund any reserve asset, model interest, maturities and covenants through a deep drawdown.',
    },
    {
      title: 'A premium to net asset value is not permanent',
      detail:
        'Strategy’s basic mNAV was 0.92× on Feb 16, 2026. Any plan that relies on raising capital at a premium to the value of the Bitcoin held should be tested for a period when the multiple is at or below 1×.',
    },
    {
      title: 'Disclose on a regular, dated cadence',
      detail:
        'Purchases reported through dated filings give investors, auditors and analysts a record they can check, which is why this page can date each figure. Set the disclosure policy (what, when, in which document) before the first purchase.',
    },
    {
      title: 'Fair value accounting brings the volatility into earnings',
      detail:
        'With crypto assets at fair value through net income, quarterly results swing with the Bitcoin price. Prepare the board, auditors and investors for that before adopting the asset, and explain results with and without the remeasurement.',
    },
  ],
  lastReviewed: CONTENT_LAST_REVIEWED,
};

const tesla: CaseStudy = {
  slug: 'tesla',
  title: 'Case Study: Tesla',
  name: 'Tesla',
  kind: 'Public company',
  summary:
    'Tesla disclosed in its 2020 annual report, filed in February 2021, that it had invested an aggregate $1.50 billion in Bitcoin under an investment-policy change made in January 2021. It sold part of the position in the first quarter of 2021 and about 75% of its holdings in the second quarter of 2022. Tesla does not disclose how many Bitcoin it holds: it reported digital assets of $1.008B at Dec 31, 2025, and an on-chain estimate by Arkham puts the holding at 11,509 BTC.',
  cardSummary:
    'Invested $1.50B in early 2021 and sold about 75% in 2022; the remaining stake (about 11,509 BTC, an Arkham estimate) is not disclosed in units.',
  dataAsOf: 'Dec 31, 2025 (reported Jan 28, 2026)',
  caveats: [
    'Tesla does not disclose the number of Bitcoin it holds. The 11,509 BTC figure is an on-chain estimate by Arkham, not a company disclosure.',
    'The stake is often quoted as 9,720 BTC for 2022–24; 11,509 BTC is Arkham’s later attribution. Sources differ.',
    'The roughly 43,200 BTC bought in 2021 is implied from the dollar amount, not disclosed by Tesla.',
  ],
  keyFigures: [
    {
      label: 'Initial investment',
      value: '$1.50 billion',
      asOf: 'Feb 2021 (FY2020 Form 10-K)',
      source: 'Tesla FY2020 Form 10-K, filed about Feb 8, 2021, as quoted by FXStreet',
      note: 'Made under an investment-policy change in January 2021.',
    },
    {
      label: 'Bitcoin bought (implied)',
      value: 'about 43,200 BTC',
      asOf: 'Feb 2021',
      source: 'CoinDesk recap, Jan 28, 2026',
      note: 'Implied from the dollar amount; Tesla did not disclose a unit count.',
    },
    {
      label: 'Realised gain on partial sale',
      value: '$128M',
      asOf: 'Q1 2021',
      source: 'Tesla FY2021 Form 10-K, as reported by TweakTown and crypto-academy (Feb 2022)',
    },
    {
      label: 'Realised gains on conversion to fiat',
      value: '$64M',
      asOf: 'Q2 2022',
      source: 'Tesla Form 10-Q of Jul 25, 2022, as reported by Livemint (Jul 28, 2022)',
    },
    {
      label: 'Impairment charge',
      value: '$170M',
      asOf: 'Q2 2022',
      source: 'Tesla Form 10-Q of Jul 25, 2022, as reported by Livemint (Jul 28, 2022)',
    },
    {
      label: 'Share of holdings sold',
      value: 'about 75%',
      asOf: 'Q2 2022',
      source: 'Cointelegraph, as reproduced by charltonsquantum (Feb 1, 2023)',
    },
    {
      label: 'Digital assets reported',
      value: '$1.008B',
      asOf: 'Dec 31, 2025',
      source: 'Tesla Q4 2025 results (Jan 28, 2026), as reported by CoinDesk',
      note: 'Tesla reported no change in holdings.',
    },
    {
      label: 'Bitcoin holdings (estimate)',
      value: '11,509 BTC',
      asOf: 'Dec 31, 2025',
      source: 'Arkham on-chain estimate, as reported by CoinDesk (Jan 28, 2026) and cryptoculture.info (Jan 29, 2026)',
      note: 'Estimate only: Tesla does not disclose unit counts. Often quoted as 9,720 BTC for 2022–24.',
    },
  ],
  timeline: [
    {
      date: '2021-01',
      label: 'Jan 2021',
      event: 'Tesla changes its investment policy; the change is the basis for its Bitcoin purchase.',
      source: 'Tesla FY2020 Form 10-K, as quoted by FXStreet (Feb 8, 2021)',
    },
    {
      date: '2021-02-08',
      label: 'About Feb 8, 2021',
      event:
        'The FY2020 annual report states “we invested an aggregate $1.50 billion in bitcoin” and says Tesla expects to accept Bitcoin as payment. About 43,200 BTC are implied.',
      source:
        'Tesla FY2020 Form 10-K, as quoted by FXStreet and investmentwatchblog (Feb 8, 2021); implied units per CoinDesk (Jan 28, 2026)',
    },
    {
      date: '2021-03',
      label: 'Q1 2021',
      event: 'Tesla sells part of the position, realising a $128M gain.',
      source: 'Tesla FY2021 Form 10-K, as reported by TweakTown and crypto-academy (Feb 2022)',
    },
    {
      date: '2021-05',
      label: 'May 2021',
      event: 'Tesla stops accepting Bitcoin as payment.',
      source: 'As summarised in secondary coverage (TweakTown; crypto-academy, Feb 2022)',
    },
    {
      date: '2022-07-25',
      label: 'Jul 25, 2022',
      event:
        'The Q2 2022 Form 10-Q reports $64M of realised gains on converting digital assets into fiat currency and a $170M impairment. The sale covered about 75% of its Bitcoin.',
      source: 'Livemint (Jul 28, 2022); Cointelegraph via charltonsquantum (Feb 1, 2023)',
    },
    {
      date: '2026-01-28',
      label: 'Jan 28, 2026',
      event:
        'Q4 2025 results report digital assets of $1.008B at Dec 31, 2025, and no change in holdings. Arkham estimates the holding at 11,509 BTC.',
      source: 'CoinDesk (Jan 28, 2026); cryptoculture.info (Jan 29, 2026)',
    },
  ],
  sections: [
    {
      heading: 'The treasury decision',
      paragraphs: [
        'Tesla’s purchase followed a change to its investment policy in January 2021. Its FY2020 Form 10-K, filed in February 2021, stated: “we invested an aggregate $1.50 billion in bitcoin”. At prices of the time that implied about 43,200 BTC (CoinDesk recap), though Tesla itself gave no unit count.',
        'The same filing said Tesla expected to begin accepting Bitcoin as payment, linking the treasury holding to a commercial decision about how customers could pay.',
      ],
    },
    {
      heading: 'Reducing the position',
      paragraphs: [
        'Tesla sold part of the position in the first quarter of 2021, realising a gain of $128M (FY2021 Form 10-K, as reported in February 2022). It stopped accepting Bitcoin as payment in May 2021.',
        'In the second quarter of 2022 it converted about 75% of its Bitcoin into fiat currency. The 10-Q for that quarter reported $64M of realised gains on the conversion and, in the same quarter, a $170M impairment charge on digital assets.',
      ],
    },
    {
      heading: 'What remains, and how it is reported',
      paragraphs: [
        'Tesla reported digital assets of $1.008B at Dec 31, 2025, and no change in holdings (Q4 2025 results, Jan 28, 2026). It reports a dollar amount, not a number of coins.',
        'Outside observers therefore rely on on-chain analysis. Arkham attributes 11,509 BTC to Tesla; for 2022 to 2024 the stake was often quoted as 9,720 BTC. Both are estimates, and they differ.',
      ],
    },
  ],
  lessons: [
    {
      title: 'Put the policy in place before the purchase',
      detail:
        'Tesla changed its investment policy before buying. A board-approved investment policy that names the asset, the limits and who may act is the foundation of any treasury allocation, and auditors and investors will ask for it.',
    },
    {
      title: 'Keep treasury and payment decisions separate',
      detail:
        'Accepting Bitcoin from customers and holding Bitcoin as a reserve are different decisions with different risks, and Tesla started and stopped accepting Bitcoin within a few months. Decide each on its own merits and document both.',
    },
    {
      title: 'The accounting model shapes what results show',
      detail:
        'In Q2 2022 Tesla reported realised gains and an impairment charge in the same quarter. Under the cost-less-impairment model that applied then, price falls were recognised but recoveries were not until sale. ASU 2023-08 now requires in-scope crypto assets at fair value through net income, for fiscal years beginning after Dec 15, 2024.',
    },
    {
      title: 'Agree the conditions for reducing exposure in advance',
      detail:
        'Tesla sold about three-quarters of its holdings in one quarter. Documented triggers for selling, such as liquidity needs, risk limits or a change in strategy, make such a decision faster to take and easier to explain.',
    },
    {
      title: 'Choose what to disclose, or others will estimate it',
      detail:
        'Without a unit count, the market relies on on-chain attribution, and estimates differ (9,720 against 11,509 BTC). A treasurer should decide deliberately whether to disclose units, cost basis and custody arrangements.',
    },
  ],
  lastReviewed: CONTENT_LAST_REVIEWED,
};

const square: CaseStudy = {
  slug: 'square',
  title: 'Case Study: Square (Block)',
  name: 'Square (Block)',
  kind: 'Public company',
  summary:
    'Square, now Block, Inc. (ticker XYZ), bought 4,709 BTC for $50M in October 2020, about 1% of its total assets, and about 3,318 BTC for $170M in February 2021, bringing its Bitcoin investment to about $220M, around 5% of cash and securities. In May 2024 it started a monthly programme of buying Bitcoin with 10% of its monthly bitcoin gross profit. Holdings were 8,883 BTC in a snapshot from March 2026.',
  cardSummary:
    'Sized its purchases as a share of assets (2020–21), then adopted a monthly buying rule tied to bitcoin gross profit; 8,883 BTC (Mar 2026).',
  dataAsOf: 'Mar 2026 (snapshot of Mar 9–16, 2026)',
  caveats: [
    'The March 2026 figure of 8,883 BTC comes from a BitcoinTreasuries-style leaderboard snapshot dated Mar 9–16, 2026, by inference; the snapshot does not give the disclosure date behind the figure.',
    'The share of assets (about 1%) and of cash and securities (about 5%) are as reported at the time of each purchase, not today.',
  ],
  keyFigures: [
    {
      label: 'First purchase',
      value: '4,709 BTC for $50M',
      asOf: 'Oct 8, 2020',
      source: 'Fortune (reproduced by ecomloop) and CoinDesk, Oct 8, 2020',
      note: 'About 1% of total assets at the time.',
    },
    {
      label: 'Second purchase',
      value: 'about 3,318 BTC for $170M',
      asOf: 'Feb 23, 2021',
      source: 'Reuters (via Nasdaq.com) and CoinDesk, Feb 23, 2021',
      note: 'Implied price about $51,236 per BTC.',
    },
    {
      label: 'Total Bitcoin investment after the second purchase',
      value: 'about $220M',
      asOf: 'Feb 23, 2021',
      source: 'Reuters (via Nasdaq.com) and CoinDesk, Feb 23, 2021',
      note: 'Around 5% of cash and securities at the time.',
    },
    {
      label: 'Bitcoin holdings',
      value: '8,038 BTC',
      asOf: 'Mar 31, 2024',
      source: 'forexlive (May 2, 2024); blockoala',
    },
    {
      label: 'Monthly purchase rule',
      value: '10% of monthly bitcoin gross profit',
      asOf: 'May 2024 (start)',
      source: 'forexlive (May 2, 2024); blockoala',
    },
    {
      label: 'Bitcoin holdings',
      value: '8,692 BTC',
      asOf: 'Jun 30, 2025',
      source: 'Block Q2 2025 Form 10-Q, as reported by convertweb3',
    },
    {
      label: 'Bitcoin holdings (latest found)',
      value: '8,883 BTC',
      asOf: 'Mar 2026',
      source: 'BitcoinTreasuries-style leaderboard snapshot (Mar 9–16, 2026)',
      note: 'The snapshot does not give the disclosure date behind the figure.',
    },
  ],
  timeline: [
    {
      date: '2020-10-08',
      label: 'Oct 8, 2020',
      event: 'Square buys 4,709 BTC for $50M, about 1% of its total assets.',
      source: 'Fortune (reproduced by ecomloop); CoinDesk',
    },
    {
      date: '2021-02-23',
      label: 'Feb 23, 2021',
      event:
        'Square buys about 3,318 BTC for $170M (an implied price of about $51,236 per BTC), taking its Bitcoin investment to about $220M, around 5% of cash and securities.',
      source: 'Reuters (via Nasdaq.com); CoinDesk',
    },
    {
      date: '2024-03-31',
      label: 'Mar 31, 2024',
      event: 'Holdings are 8,038 BTC.',
      source: 'forexlive (May 2, 2024); blockoala',
    },
    {
      date: '2024-05',
      label: 'May 2024',
      event: 'Block starts a monthly programme, buying Bitcoin with 10% of its monthly bitcoin gross profit.',
      source: 'forexlive (May 2, 2024); blockoala',
    },
    {
      date: '2025-06-30',
      label: 'Jun 30, 2025',
      event: 'Holdings are 8,692 BTC.',
      source: 'Block Q2 2025 Form 10-Q, as reported by convertweb3',
    },
    {
      date: '2026-03',
      label: 'Mar 2026',
      event: 'Holdings are listed at 8,883 BTC.',
      source: 'BitcoinTreasuries-style leaderboard snapshot (Mar 9–16, 2026)',
    },
  ],
  sections: [
    {
      heading: 'The treasury decision',
      paragraphs: [
        'In October 2020 Square bought 4,709 BTC for $50M, about 1% of its total assets at the time. In February 2021 it bought about 3,318 BTC for $170M, at an implied price of about $51,236 per BTC. After the second purchase its Bitcoin investment stood at about $220M, around 5% of its cash and securities.',
        'Both purchases were described as a share of the balance sheet. The two purchases together come to about 8,027 BTC (Vaultmark’s sum of the reported figures).',
      ],
    },
    {
      heading: 'From allocation to a buying rule',
      paragraphs: [
        'In May 2024 Block started buying Bitcoin every month with 10% of its monthly bitcoin gross profit, a rule that ties the size of purchases to the results of its own business rather than to a view on price.',
        'Reported holdings were 8,038 BTC at Mar 31, 2024, shortly before the rule began, 8,692 BTC at Jun 30, 2025 (Q2 2025 Form 10-Q) and 8,883 BTC in a March 2026 snapshot.',
      ],
    },
  ],
  lessons: [
    {
      title: 'Size the allocation as a share of the balance sheet',
      detail:
        'Square described its purchases as about 1% of total assets and then about 5% of cash and securities. A sizing rule tied to the balance sheet is simple to explain to a board and easy to monitor.',
    },
    {
      title: 'A rule removes the timing decision',
      detail:
        'Buying a fixed share of a business metric every month (dollar-cost averaging) spreads purchases over time and avoids one-off timing calls. Write the rule, its review date and the conditions for pausing it into the treasury policy.',
    },
    {
      title: 'Review the size as the price moves',
      detail:
        'An allocation sized at purchase drifts with the Bitcoin price. Set a band, or a review trigger, for when the position becomes a larger or smaller share of assets than the policy intends.',
    },
    {
      title: 'Watch for correlation with the operating business',
      detail:
        'When revenue or gross profit also depends on Bitcoin activity, a Bitcoin reserve adds to an exposure the business already has. Assess the two together rather than the reserve in isolation.',
    },
  ],
  lastReviewed: CONTENT_LAST_REVIEWED,
};

const usGovernment: CaseStudy = {
  slug: 'us-government',
  title: 'Case Study: United States Government',
  name: 'United States Government',
  kind: 'Government',
  summary:
    'Executive Order 14233, signed on Mar 6, 2025, established a Strategic Bitcoin Reserve and a US Digital Asset Stockpile. The reserve is funded with Bitcoin the Treasury holds from criminal or civil forfeiture; reserve Bitcoin “shall not be sold”, and victims’ claims come first. How much the US government holds depends on what is counted: about 198,000 BTC in wallets Arkham attributed to it before October 2025, or 328,372 BTC in the BitcoinTreasuries snapshot of mid-June 2026, which probably includes 127,271 BTC still subject to forfeiture and restitution proceedings.',
  cardSummary:
    'Executive Order 14233 (Mar 6, 2025) created a Strategic Bitcoin Reserve from forfeited coins; estimates range from about 198,000 to 328,372 BTC.',
  dataAsOf: 'about Jun 15–21, 2026',
  caveats: [
    'Sources differ. The range is about 198,000 to 328,372 BTC depending on whether the 127,271 BTC linked to Chen Zhi (Prince Group) are counted.',
    'The 328,372 BTC figure probably counts the Chen Zhi coins, which remain subject to forfeiture and victim restitution; under Section 3(d) of the order, victims and restitution come first.',
    'Government wallet counts are on-chain attributions by analytics firms, not official disclosures.',
  ],
  keyFigures: [
    {
      label: 'Holdings, high end (BitcoinTreasuries)',
      value: '328,372 BTC',
      asOf: 'about Jun 15–21, 2026',
      source: 'BitcoinTreasuries snapshot (mid-June 2026)',
      note: 'Probably includes the 127,271 BTC linked to Chen Zhi, which remain subject to forfeiture and restitution.',
    },
    {
      label: 'Holdings, low end (Arkham-labelled wallets)',
      value: 'about 197,354–198,000 BTC',
      asOf: 'Oct 2025 (before the Chen Zhi forfeiture filing)',
      source: 'Arkham wallet labels, as reported by Coinpedia, zysh.xyz and Galaxy Research',
    },
    {
      label: 'Range used on this page',
      value: 'about 198,000–328,372 BTC',
      asOf: 'Oct 2025 – Jun 2026',
      source: 'Vaultmark range from the two figures above',
      note: 'Sources differ; the low end excludes the Chen Zhi coins.',
    },
    {
      label: 'Chen Zhi forfeiture filing',
      value: '127,271 BTC (about $14–15B)',
      asOf: 'Oct 2025',
      source: 'US Department of Justice filing, as reported by Galaxy Research, Coinpedia and zysh.xyz',
      note: 'Linked to Chen Zhi of Prince Group, with the coins tied to LuBian; the largest forfeiture in DOJ history.',
    },
    {
      label: 'Arkham wallets plus the forfeiture',
      value: 'about 325,000 BTC (Coinpedia: 324,625)',
      asOf: 'Oct 2025',
      source: 'Coinpedia',
    },
    {
      label: 'Holdings cited when the order was signed',
      value: 'about 200,000 BTC',
      asOf: 'Mar 2025',
      source: 'David Sacks, as reported by AA (Mar 7, 2025)',
    },
  ],
  timeline: [
    {
      date: '2025-03-06',
      label: 'Mar 6, 2025',
      event:
        'Executive Order 14233 is signed, establishing the Strategic Bitcoin Reserve and the US Digital Asset Stockpile.',
      source: 'Executive Order 14233, Federal Register document 2025-03992 (GovInfo)',
    },
    {
      date: '2025-03-07',
      label: 'Mar 7, 2025',
      event: 'David Sacks puts US government holdings at “about 200,000 bitcoins”.',
      source: 'AA news report (Mar 7, 2025)',
    },
    {
      date: '2025-03-11',
      label: 'Mar 11, 2025',
      event: 'The order is published in the Federal Register.',
      source: 'Federal Register document 2025-03992 (GovInfo)',
    },
    {
      date: '2025-10',
      label: 'Oct 2025',
      event:
        'Arkham-labelled US government wallets hold about 197,354–198,000 BTC. The DOJ files to forfeit 127,271 BTC (about $14–15B) linked to Chen Zhi of Prince Group, the largest forfeiture in its history.',
      source: 'Galaxy Research (reproduced by cryptooneclick); Coinpedia; zysh.xyz',
    },
    {
      date: '2026-06',
      label: 'About Jun 15, 2026',
      event: 'BitcoinTreasuries lists US government holdings at 328,372 BTC.',
      source: 'BitcoinTreasuries snapshot (mid-June 2026)',
    },
  ],
  sections: [
    {
      heading: 'The policy decision',
      paragraphs: [
        'Executive Order 14233 was signed on Mar 6, 2025, and published in the Federal Register on Mar 11, 2025. It set up two holdings: a Strategic Bitcoin Reserve and a US Digital Asset Stockpile.',
        'The reserve is funded with Bitcoin held by the Treasury that was forfeited in criminal or civil proceedings, not bought. Section 3(d) puts victims’ rights and restitution first. Bitcoin in the reserve “shall not be sold”, and the Treasury and Commerce departments may develop budget-neutral ways to acquire more (executiveactions.org; AA, Mar 7, 2025).',
      ],
    },
    {
      heading: 'How much does the US government hold?',
      paragraphs: [
        'When the order was signed, David Sacks put US government holdings at about 200,000 BTC. In October 2025, before the Chen Zhi filing, wallets that Arkham labels as US government held about 197,354 to 198,000 BTC.',
        'The DOJ’s October 2025 filing to forfeit 127,271 BTC linked to Chen Zhi of Prince Group would add about 127,000 BTC; Coinpedia put the sum at 324,625 BTC. The BitcoinTreasuries snapshot of mid-June 2026 lists 328,372 BTC, which probably includes those coins.',
        'Because the Chen Zhi coins remain subject to forfeiture proceedings and victim restitution, this page gives a range of about 198,000 to 328,372 BTC rather than a single figure.',
      ],
    },
  ],
  lessons: [
    {
      title: 'Separate what is owned from what is claimed',
      detail:
        'Headline holdings can include assets still subject to legal claims. In a company the same question arises with pledged collateral, assets at an insolvent custodian or coins under dispute: report owned, encumbered and contingent amounts separately.',
    },
    {
      title: 'How an asset is acquired shapes its risk',
      detail:
        'A reserve built from forfeited coins has no purchase budget and no shareholders to answer to. A corporate treasury spends shareholders’ capital, so government reserves are not a benchmark for corporate sizing.',
    },
    {
      title: 'Policy signals are not forecasts',
      detail:
        'A reserve and a no-sale commitment matter for the regulatory climate, but executive orders can be amended or revoked. Do not build a business case or a price assumption on them.',
    },
    {
      title: 'Reconcile sources and show the range',
      detail:
        'Figures for the same holder differ here by more than 100,000 BTC, depending on what is counted. When figures differ, report the range with each source and date, as this page does, rather than picking the most convenient number.',
    },
  ],
  lastReviewed: CONTENT_LAST_REVIEWED,
};

const elSalvador: CaseStudy = {
  slug: 'el-salvador',
  title: 'Case Study: El Salvador',
  name: 'El Salvador',
  kind: 'Government',
  summary:
    'El Salvador made Bitcoin legal tender in September 2021, the first country to do so, and in November 2022 President Bukele announced that it would buy one bitcoin a day. A $1.4B, 40-month IMF programme agreed at staff level in December 2024 required Bitcoin acceptance to become voluntary and limited public-sector accumulation. Since then the IMF and El Salvador’s National Bitcoin Office have given conflicting accounts of whether buying continued. Reported holdings were 7,689 BTC around mid-June 2026.',
  cardSummary:
    'Legal tender from 2021 and “one bitcoin a day” from 2022, then an IMF programme with limits; 7,689 BTC (about Jun 15, 2026), amid a reporting dispute.',
  dataAsOf: 'about Jun 15–21, 2026',
  caveats: [
    'Disputed: the IMF’s first review (July 2025) said public-sector Bitcoin holdings were unchanged since the programme was signed, and officials’ letters said no Bitcoin had been bought since February 2025, while the National Bitcoin Office still reported daily purchases.',
    'The 7,562 BTC figure comes from an undated government holdings list; its early-2026 date is an inference.',
  ],
  keyFigures: [
    {
      label: 'Bitcoin holdings (latest found)',
      value: '7,689 BTC',
      asOf: 'about Jun 15–21, 2026',
      source: 'BitcoinTreasuries snapshot (mid-June 2026)',
      note: 'Reported holdings; the IMF disputes that public-sector holdings grew after the programme was signed.',
    },
    {
      label: 'Bitcoin holdings',
      value: '7,562 BTC',
      asOf: 'early 2026 (inferred, about Feb 2026)',
      source: 'Government holdings list compiled from BitcoinTreasuries and public sources (undated)',
      note: 'The date is inferred from the one-bitcoin-a-day pace.',
    },
    {
      label: 'Bitcoin holdings',
      value: '6,242 BTC',
      asOf: 'Jul 2025',
      source: 'National Bitcoin Office figure, as reported by PANews and The Block (Jul 20, 2025)',
    },
    {
      label: 'Bitcoin holdings',
      value: '5,980.77 BTC',
      asOf: 'Dec 19, 2024',
      source: 'Cointelegraph (via Binance), Dec 19, 2024',
    },
    {
      label: 'IMF programme',
      value: '$1.4B over 40 months',
      asOf: 'Dec 18, 2024 (staff-level agreement)',
      source: 'Cointelegraph (via Binance), Dec 19, 2024; elsalvadornow.org (May 13, 2025)',
    },
    {
      label: 'Vote to end mandatory acceptance',
      value: '55–2',
      asOf: 'Jan 2025',
      source: 'elsalvadornow.org (May 13, 2025)',
    },
    {
      label: 'Announced buying pace',
      value: 'one bitcoin a day',
      asOf: 'Nov 2022',
      source: 'Cointelegraph (via Binance), Dec 19, 2024; PANews (Jul 20, 2025)',
    },
  ],
  timeline: [
    {
      date: '2021-09-07',
      label: 'Sep 7, 2021',
      event: 'The Bitcoin law comes into force: Bitcoin becomes legal tender, the first country to take this step.',
      source: 'Cointelegraph (via Binance), Dec 19, 2024',
    },
    {
      date: '2022-11',
      label: 'Nov 2022',
      event: 'President Bukele announces that El Salvador will buy one bitcoin a day.',
      source: 'Cointelegraph (via Binance), Dec 19, 2024; PANews (Jul 20, 2025)',
    },
    {
      date: '2024-12-18',
      label: 'Dec 18, 2024',
      event:
        'Staff-level agreement with the IMF on a $1.4B, 40-month programme. Conditions include voluntary Bitcoin acceptance for the private sector, taxes payable in US dollars only, winding down the state-run Chivo wallet and limits on public-sector Bitcoin accumulation.',
      source: 'Cointelegraph (via Binance), Dec 19, 2024; elsalvadornow.org (May 13, 2025)',
    },
    {
      date: '2024-12-19',
      label: 'Dec 19, 2024',
      event: 'Reported holdings are 5,980.77 BTC.',
      source: 'Cointelegraph (via Binance)',
    },
    {
      date: '2025-01',
      label: 'Jan 2025',
      event: 'The Legislative Assembly amends the Bitcoin law by 55 votes to 2, removing mandatory acceptance.',
      source: 'elsalvadornow.org (May 13, 2025)',
    },
    {
      date: '2025-07',
      label: 'Jul 2025',
      event:
        'The IMF’s first review says public-sector Bitcoin holdings are unchanged since the programme was signed; officials’ letters say no Bitcoin has been bought since February 2025. The National Bitcoin Office continues to report daily purchases and a total of 6,242 BTC.',
      source: 'PANews and The Block (Jul 20, 2025); IMF’s Rodrigo Valdés (Apr 26, 2025, per blockto.io)',
    },
    {
      date: '2026-02',
      label: 'Early 2026 (inferred)',
      event: 'An undated government holdings list shows 7,562 BTC.',
      source: 'Government holdings list compiled from BitcoinTreasuries and public sources',
    },
    {
      date: '2026-06',
      label: 'About Jun 15, 2026',
      event: 'BitcoinTreasuries lists 7,689 BTC.',
      source: 'BitcoinTreasuries snapshot (mid-June 2026)',
    },
  ],
  sections: [
    {
      heading: 'The policy decision',
      paragraphs: [
        'El Salvador took two separate decisions. The first made Bitcoin legal tender, in force from Sep 7, 2021, the first country to do so. The second, announced by President Bukele in November 2022, was to accumulate Bitcoin at a pace of one coin a day.',
      ],
    },
    {
      heading: 'The IMF programme and what changed',
      paragraphs: [
        'On Dec 18, 2024, El Salvador reached a staff-level agreement with the IMF on a $1.4B, 40-month programme. Its conditions made Bitcoin acceptance voluntary for the private sector, made taxes payable in US dollars only, wound down the state-run Chivo wallet and limited public-sector Bitcoin accumulation.',
        'In January 2025 the Legislative Assembly amended the Bitcoin law by 55 votes to 2, removing mandatory acceptance.',
      ],
    },
    {
      heading: 'Reported holdings and the dispute',
      paragraphs: [
        'Reported holdings rose from 5,980.77 BTC on Dec 19, 2024, to 6,242 BTC in July 2025 and 7,689 BTC around mid-June 2026.',
        'The IMF’s first review in July 2025 said public-sector Bitcoin holdings had not changed since the programme was signed, and officials’ letters said no Bitcoin had been bought since February 2025. The National Bitcoin Office continued to report daily purchases. This page does not resolve the dispute; it reports both accounts with their dates.',
      ],
    },
  ],
  lessons: [
    {
      title: 'Lenders’ conditions can override a treasury policy',
      detail:
        'The IMF programme limited public-sector accumulation. For a company the equivalent is loan covenants, rating-agency views or bank relationships: check financing agreements for restrictions on holding or pledging digital assets before adopting a policy.',
    },
    {
      title: 'Separate the payment question from the reserve question',
      detail:
        'Mandatory acceptance was reversed while reported holdings kept rising. Whether to accept Bitcoin as payment and whether to hold it as a reserve are separate decisions with separate risks.',
    },
    {
      title: 'Keep one reconciled record of holdings',
      detail:
        'When official documents and public announcements disagree, credibility suffers. A company should keep a single reconciled holdings record, supported by custodian statements and audit evidence, and publish from it.',
    },
    {
      title: 'A commitment in coins is open-ended in dollars',
      detail:
        'Buying a fixed number of coins per day means the cash cost rises and falls with the price. A budget expressed in currency, or as a share of a business metric, keeps spending predictable.',
    },
  ],
  lastReviewed: CONTENT_LAST_REVIEWED,
};

const norway: CaseStudy = {
  slug: 'norway',
  title: 'Case Study: Norway',
  name: 'Norway',
  kind: 'Sovereign and institutional investors',
  summary:
    'Norway is a case of indirect exposure. Norges Bank Investment Management (NBIM), which manages the Government Pension Fund Global, does not hold Bitcoin directly; its exposure comes through shares in companies that do, above all Strategy. K33 Research estimated this look-through exposure at 3,821 BTC at the end of 2024 and 7,161 BTC at Jun 30, 2025, and describes it as likely the result of rule-based sector weighting rather than a deliberate choice. A Standard Chartered estimate for the same quarter is higher, at about 11,400 BTC. Two other Norwegian examples are the pension fund KLP, which holds Strategy shares, and Aker ASA, which set up Seetee AS in 2021 to hold Bitcoin.',
  cardSummary:
    'The sovereign wealth fund holds no Bitcoin directly; its exposure through equities was estimated at 7,161 to about 11,400 BTC (Q2 2025).',
  dataAsOf: 'Feb 3, 2026 (KLP); NBIM estimates to Jun 30, 2025',
  caveats: [
    'NBIM holds no Bitcoin directly. All NBIM figures are third-party estimates of look-through exposure via its shareholdings.',
    'Estimates differ by method: 7,161 BTC (K33 Research) against about 11,400 BTC (Standard Chartered, as cited on Binance Square) for Q2 2025. Confidence in the upper figure is low.',
    'Current Aker/Seetee holdings were not verified; only the initial 2021 purchase is shown.',
  ],
  keyFigures: [
    {
      label: 'NBIM look-through exposure',
      value: '1,507 BTC',
      asOf: 'Dec 31, 2023',
      source: 'K33 Research (Vetle Lunde) estimate, as reported by The Block (Jan 29–30, 2025) and bitbo.io',
      note: 'Estimate of indirect exposure through equities.',
    },
    {
      label: 'NBIM look-through exposure',
      value: '2,446 BTC',
      asOf: 'Mid-2024',
      source: 'K33 Research (Vetle Lunde) estimate, as reported by The Block (Jan 29–30, 2025) and bitbo.io',
      note: 'Estimate of indirect exposure through equities.',
    },
    {
      label: 'NBIM look-through exposure',
      value: '3,821 BTC',
      asOf: 'Dec 31, 2024',
      source: 'K33 Research (Vetle Lunde) estimate, as reported by The Block (Jan 29–30, 2025) and bitbo.io',
      note: 'Of which 3,214 BTC through a 0.72% stake in Strategy worth $514M; also MARA 315, Tesla 107, Coinbase 81 and Riot 77 BTC.',
    },
    {
      label: 'NBIM look-through exposure',
      value: '7,161 BTC',
      asOf: 'Jun 30, 2025',
      source: 'K33 Research estimate, as reported by deepnewz and a Binance mirror',
      note: 'NBIM then held 1.05% of Strategy, worth $1.18B.',
    },
    {
      label: 'NBIM exposure, alternative estimate',
      value: 'about 11,400 BTC',
      asOf: 'Q2 2025',
      source: 'Standard Chartered estimate, as cited on Binance Square',
      note: 'Low confidence; the method differs from K33’s. Q2 2025 range: 7,161 to about 11,400 BTC.',
    },
    {
      label: 'KLP stake in Strategy',
      value: '95,160 MSTR shares (about $13.5M)',
      asOf: 'reported Feb 3, 2026',
      source: 'U.Today (Feb 3, 2026), citing BitcoinTreasuries data',
      note: 'KLP’s exposure is through equities (MSTR, COIN), not spot Bitcoin.',
    },
    {
      label: 'Seetee AS initial purchase',
      value: '1,170 BTC',
      asOf: 'Feb 2021',
      source: 'Decrypt; cryptonews.com; TheStreet',
      note: 'Current Aker/Seetee holdings were not verified.',
    },
    {
      label: 'Seetee AS starting capital',
      value: 'NOK 500M (about $58M)',
      asOf: 'Feb 2021',
      source: 'Decrypt; cryptonews.com; TheStreet',
    },
    {
      label: 'Seetee AS estimated cost per BTC',
      value: 'just under $50,000',
      asOf: 'Jul 14, 2021',
      source: 'Finansavisen estimate',
    },
  ],
  timeline: [
    {
      date: '2021-02',
      label: 'Feb 2021',
      event:
        'Aker ASA sets up Seetee AS with NOK 500M (about $58M), 90.1% owned through Aker Capital. Seetee makes an initial purchase of 1,170 BTC; its stated policy is to hold all its liquid assets in Bitcoin.',
      source: 'Decrypt; cryptonews.com; TheStreet',
    },
    {
      date: '2021-07-14',
      label: 'Jul 14, 2021',
      event: 'Finansavisen estimates Seetee’s cost at just under $50,000 per BTC.',
      source: 'Finansavisen',
    },
    {
      date: '2023-12-31',
      label: 'Dec 31, 2023',
      event: 'K33 Research estimates NBIM’s indirect exposure at 1,507 BTC.',
      source: 'K33 Research, as reported by The Block (Jan 29–30, 2025)',
    },
    {
      date: '2024-06',
      label: 'Mid-2024',
      event: 'K33 Research estimates NBIM’s indirect exposure at 2,446 BTC.',
      source: 'K33 Research, as reported by The Block (Jan 29–30, 2025)',
    },
    {
      date: '2024-12-31',
      label: 'Dec 31, 2024',
      event:
        'K33 Research estimates NBIM’s indirect exposure at 3,821 BTC, of which 3,214 BTC through a 0.72% stake in Strategy worth $514M.',
      source: 'K33 Research, as reported by The Block (Jan 29–30, 2025) and bitbo.io',
    },
    {
      date: '2025-06-30',
      label: 'Jun 30, 2025',
      event:
        'K33 Research estimates NBIM’s indirect exposure at 7,161 BTC, with 1.05% of Strategy worth $1.18B. A Standard Chartered estimate for the quarter is about 11,400 BTC.',
      source: 'K33 Research via deepnewz and a Binance mirror; Standard Chartered as cited on Binance Square',
    },
    {
      date: '2026-02-03',
      label: 'Feb 3, 2026',
      event: 'KLP is reported to have raised its Strategy stake to 95,160 MSTR shares, worth about $13.5M.',
      source: 'U.Today, citing BitcoinTreasuries data',
    },
  ],
  sections: [
    {
      heading: 'No direct holding: exposure through equities',
      paragraphs: [
        'NBIM, which manages Norway’s Government Pension Fund Global, does not hold Bitcoin directly. It owns shares in companies that hold Bitcoin, and a share of their Bitcoin can be attributed to the fund in proportion to its stake: a look-through exposure.',
        'K33 Research estimated that exposure at 1,507 BTC at the end of 2023, 2,446 BTC in mid-2024 and 3,821 BTC at Dec 31, 2024. Most of the end-2024 figure, 3,214 BTC, came through a 0.72% stake in Strategy worth $514M; smaller amounts came through MARA (315 BTC), Tesla (107), Coinbase (81) and Riot (77). By Jun 30, 2025, the estimate was 7,161 BTC, when NBIM held 1.05% of Strategy, worth $1.18B.',
        'K33 describes the exposure as “likely [from] rule-based sector weighting rather than a deliberate choice”.',
      ],
    },
    {
      heading: 'Why the estimates differ',
      paragraphs: [
        'A Standard Chartered estimate cited on Binance Square puts the exposure at about 11,400 BTC in Q2 2025, against K33’s 7,161 BTC. The two use different methods, so the Q2 2025 exposure is best given as a range of 7,161 to about 11,400 BTC, with low confidence in the upper figure.',
      ],
    },
    {
      heading: 'Other Norwegian institutions',
      paragraphs: [
        'KLP (Kommunal Landspensjonskasse), a pension company with about NOK 1 trillion (about $90B) under management, raised its Strategy stake to 95,160 MSTR shares, about $13.5M, according to BitcoinTreasuries data reported by U.Today on Feb 3, 2026. KLP’s exposure comes through equities such as MSTR and COIN, not spot Bitcoin.',
        'Aker ASA took a direct route. In February 2021 it set up Seetee AS with NOK 500M (about $58M), 90.1% owned through Aker Capital, with a stated policy of holding all its liquid assets in Bitcoin. Seetee’s initial purchase was 1,170 BTC, at a cost Finansavisen estimated at just under $50,000 per BTC. Current Aker/Seetee holdings were not verified for this page.',
      ],
    },
  ],
  lessons: [
    {
      title: 'You may already have Bitcoin exposure',
      detail:
        'Pension plans, investment portfolios and equity index funds can hold companies that hold Bitcoin. A look-through review of the assets your organisation owns or sponsors shows the exposure before anyone decides on a direct allocation.',
    },
    {
      title: 'Incidental exposure still needs a decision',
      detail:
        'K33 attributes NBIM’s exposure to sector weighting rather than choice. Whether exposure arrives by design or by index rules, the governance question is the same: accept it, limit it or hedge it, and record the decision.',
    },
    {
      title: 'Equity proxies do not track Bitcoin one for one',
      detail:
        'Exposure through shares such as MSTR also carries the company’s leverage, its premium or discount to net asset value and its business risk. That basis risk can work for or against the holder.',
    },
    {
      title: 'A dedicated vehicle can ring-fence the exposure',
      detail:
        'Aker held Bitcoin through a separate subsidiary with its own mandate. A separate vehicle can clarify governance and reporting, though it is still consolidated and still carries the group’s reputation.',
    },
    {
      title: 'Estimates depend on method: show the range',
      detail:
        'Two published estimates of the same exposure differ by more than 4,000 BTC. When figures are estimates, report the range and the methods rather than a single number.',
    },
  ],
  lastReviewed: CONTENT_LAST_REVIEWED,
};

/** The six case studies, in the order the Resources page lists them. */
export const caseStudies: readonly CaseStudy[] = [strategy, tesla, square, usGovernment, elSalvador, norway];

export function findCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.slug === slug);
}
