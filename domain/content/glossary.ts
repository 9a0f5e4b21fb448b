// Glossary of corporate Bitcoin treasury terms, written for finance teams. Definitions are
// general and educational; terms specific to Vaultmark's indices follow the site's methodology.

export interface GlossaryTerm {
  term: string;
  /** Other names or abbreviations a reader may search for. */
  aliases?: string[];
  definition: string;
  /** A page on this site where the term is used. */
  link?: { to: string; label: string };
}

const terms: GlossaryTerm[] = [
  {
    term: 'Accounting for crypto assets (ASU 2023-08)',
    aliases: ['ASU 2023-08', 'ASC 350-60', 'FASB'],
    definition:
      'An update to US GAAP issued by the Financial Accounting Standards Board in December 2023. It requires in-scope crypto assets, such as Bitcoin, to be measured at fair value, with changes in fair value recognised in net income each reporting period, and presented separately from other intangible assets with added disclosures. It is effective for fiscal years beginning after Dec 15, 2024, including interim periods within them, with early adoption permitted.',
  },
  {
    term: 'At-the-market (ATM) offering',
    aliases: ['ATM', 'ATM programme', 'at the market'],
    definition:
      'A way for a listed company to sell newly issued shares gradually into the open market, through a sales agent and at prevailing prices, rather than in a single priced deal. It gives flexibility over timing and size, and dilutes existing shareholders as shares are sold.',
  },
  {
    term: 'Basis risk',
    definition:
      'The risk that an instrument used as a proxy or hedge does not move in line with the exposure it stands for. Holding a Bitcoin treasury company’s shares or a futures contract instead of Bitcoin itself leaves basis risk: the share price also reflects leverage, premiums and business risk, and futures prices differ from spot.',
  },
  {
    term: 'Bitcoin (BTC)',
    aliases: ['BTC'],
    definition:
      'A digital bearer asset recorded on a public, decentralised ledger (the blockchain), with a supply capped at 21 million coins. Whoever controls the private keys for an amount of Bitcoin can transfer it; there is no central issuer or administrator.',
  },
  {
    term: 'Bitcoin treasury company',
    aliases: ['digital asset treasury', 'DAT'],
    definition:
      'A listed company that holds Bitcoin as a material part of its balance sheet, often as a stated strategy and sometimes funded with equity or debt raised for that purpose. Such companies are frequently analysed by comparing their market value with the value of their Bitcoin (mNAV).',
  },
  {
    term: 'Blockchain',
    definition:
      'A ledger made of blocks of transactions, each linked to the previous one by a cryptographic hash, so that past records cannot be altered without redoing the work that secured them. Bitcoin’s blockchain is public: anyone can check balances and transactions.',
  },
  {
    term: 'BTC yield',
    aliases: ['Bitcoin yield'],
    definition:
      'A key performance indicator used by some Bitcoin treasury companies: the percentage change over a period in Bitcoin held per share (usually per assumed diluted share). It measures whether capital raising and purchases added Bitcoin faster than they added shares. It is not an income yield, is defined by each company, and is not a GAAP measure.',
  },
  {
    term: 'Cold storage',
    definition:
      'Keeping private keys on devices or media that are never connected to the internet, such as hardware devices kept in secure locations. It reduces the risk of remote theft at the cost of slower, more procedural access.',
  },
  {
    term: 'Composite score',
    definition:
      'In Vaultmark’s Pure Bitcoin Treasury Index, the score that ranks eligible companies: 70% conviction score plus 30% exposure score. Index weights are derived from it and then capped.',
    link: { to: '/bitcoin-treasury', label: 'Pure Bitcoin Treasury Index' },
  },
  {
    term: 'Concentration',
    aliases: ['Herfindahl', 'HHI'],
    definition:
      'How much of a portfolio or index depends on a few holdings. In Vaultmark’s indices it is measured as the sum of the squared constituent weights (a Herfindahl-Hirschman measure): 1 means a single holding, lower values mean more spread. In a treasury, concentration also describes the share of assets held in one asset, custodian or counterparty.',
    link: { to: '/bitcoin-treasury', label: 'Pure Bitcoin Treasury Index' },
  },
  {
    term: 'Convertible notes',
    aliases: ['convertible bonds', 'converts'],
    definition:
      'Debt that the holder can exchange for the issuer’s shares at a set conversion price. Investors accept a lower interest rate in return for the equity option. For the issuer, convertible notes are cheap to service but create potential dilution and, if not converted, a principal amount to repay or refinance at maturity.',
  },
  {
    term: 'Conviction score',
    definition:
      'In Vaultmark’s Pure Bitcoin Treasury Index, a measure of how committed a company is to Bitcoin: the value of its Bitcoin as a share of its assets (the index data uses market capitalisation for total assets), min-max scaled across eligible companies so the lowest scores 0 and the highest 100. It carries 70% of the composite score.',
    link: { to: '/bitcoin-treasury', label: 'Pure Bitcoin Treasury Index' },
  },
  {
    term: 'Counterparty risk',
    definition:
      'The risk that the other party to an arrangement, such as an exchange, custodian, lender or broker, fails to meet its obligations. With Bitcoin it matters wherever assets are held or lent through a third party rather than controlled directly.',
  },
  {
    term: 'Custody',
    definition:
      'The safekeeping of an asset, and for Bitcoin specifically the control of the private keys that can move it. Custody can be held directly by the company (self-custody), by a third-party custodian, or shared between them, for example in a multisig arrangement.',
  },
  {
    term: 'Dilution',
    definition:
      'The reduction in existing shareholders’ percentage ownership when a company issues new shares, including on conversion of convertible notes or exercise of options. Whether dilution destroys value depends on the price at which shares are issued and what the proceeds buy.',
  },
  {
    term: 'Dollar-cost averaging (DCA)',
    aliases: ['DCA'],
    definition:
      'Buying a fixed currency amount, or an amount set by a rule, at regular intervals regardless of price. It spreads purchases over time and removes one-off timing decisions, without guaranteeing a better average price.',
  },
  {
    term: 'Drawdown',
    definition:
      'The decline from a peak value to a subsequent low, usually shown as a percentage. Maximum drawdown over a period is a common way to express how much a position could fall before recovering, and is a key input to stress tests.',
  },
  {
    term: 'Effective number of holdings',
    definition:
      'The inverse of concentration (1 divided by the sum of squared weights). It gives the number of equally weighted holdings that would have the same concentration: an index with ten constituents but one dominant weight may behave like two or three.',
    link: { to: '/bitcoin-treasury', label: 'Pure Bitcoin Treasury Index' },
  },
  {
    term: 'Enterprise-value mNAV',
    aliases: ['EV mNAV'],
    definition:
      'A version of mNAV that uses enterprise value instead of market capitalisation: market capitalisation plus debt and preferred stock, minus cash, divided by the market value of the Bitcoin held. It accounts for the claims that rank ahead of shareholders, so it is usually higher than market-cap mNAV for a leveraged company.',
    link: { to: '/mnav-calculator', label: 'mNAV Calculator' },
  },
  {
    term: 'Exposure score',
    definition:
      'In Vaultmark’s Pure Bitcoin Treasury Index, a measure of size: a company’s Bitcoin holdings, min-max scaled across eligible companies. It carries 30% of the composite score.',
    link: { to: '/bitcoin-treasury', label: 'Pure Bitcoin Treasury Index' },
  },
  {
    term: 'Fair value accounting',
    aliases: ['fair value', 'mark to market'],
    definition:
      'Measuring an asset at the price that would be received to sell it in an orderly transaction between market participants at the measurement date. For Bitcoin held by companies reporting under US GAAP it applies through ASU 2023-08, so gains and losses flow through net income each period.',
  },
  {
    term: 'Forfeiture',
    aliases: ['asset forfeiture'],
    definition:
      'A legal process by which a government takes ownership of property connected to a crime, through criminal or civil proceedings. Forfeited Bitcoin can be subject to victims’ claims and restitution before the state keeps it.',
    link: { to: '/case-study/us-government', label: 'Case Study: United States Government' },
  },
  {
    term: 'Halving',
    aliases: ['halvening'],
    definition:
      'The scheduled halving of the new Bitcoin issued to miners in each block, which happens every 210,000 blocks, roughly every four years. The most recent halving, in April 2024, cut the block subsidy to 3.125 BTC. Halvings slow the growth of supply until the 21 million cap is reached.',
  },
  {
    term: 'Hash rate',
    definition:
      'The total computing power miners apply to securing the Bitcoin network, measured in hashes per second. A higher hash rate makes it more costly to attack the network by rewriting recent transactions.',
  },
  {
    term: 'HODL',
    definition:
      'Slang for holding Bitcoin for the long term rather than trading it, from a misspelling of “hold” in a 2013 forum post. In a treasury context it describes a buy-and-hold policy with no planned sales.',
  },
  {
    term: 'Hot wallet',
    definition:
      'A wallet whose private keys are on an internet-connected system, so it can sign transactions quickly. Convenient for operating balances, but more exposed to remote attack than cold storage; treasuries usually keep only small amounts hot.',
  },
  {
    term: 'Impairment',
    definition:
      'A write-down when an asset’s value falls below its carrying amount. Before ASU 2023-08, US companies generally treated Bitcoin as an indefinite-lived intangible asset: they recorded impairment when its price fell but could not write it back up until sale, so reported results showed losses but not recoveries.',
    link: { to: '/case-study/tesla', label: 'Case Study: Tesla' },
  },
  {
    term: 'Index weight cap',
    aliases: ['weight cap', 'capping'],
    definition:
      'A maximum weight for any single constituent of an index. In Vaultmark’s Pure Bitcoin Treasury Index each weight is capped at 15%; the excess is redistributed to the uncapped constituents and the weights are normalised to 100%.',
    link: { to: '/bitcoin-treasury', label: 'Pure Bitcoin Treasury Index' },
  },
  {
    term: 'Legal tender',
    definition:
      'Money that must be accepted in settlement of debts within a country under its law. El Salvador made Bitcoin legal tender in 2021 and amended its law in 2025 to make acceptance voluntary for the private sector.',
    link: { to: '/case-study/el-salvador', label: 'Case Study: El Salvador' },
  },
  {
    term: 'Liquidity risk',
    definition:
      'The risk of being unable to meet payments when due, or of having to sell assets at a poor price to do so. A treasury that holds Bitcoin should keep operating cash and near-term obligations covered by assets that do not depend on the Bitcoin price.',
  },
  {
    term: 'Look-through exposure',
    aliases: ['indirect exposure'],
    definition:
      'Exposure to an asset held through other entities, for example owning shares in companies that hold Bitcoin. It is estimated by multiplying each stake by the Bitcoin the company holds, and estimates differ with the data and method used.',
    link: { to: '/case-study/norway', label: 'Case Study: Norway' },
  },
  {
    term: 'Market capitalisation',
    aliases: ['market cap'],
    definition:
      'The market value of a company’s equity: its share price multiplied by the number of shares outstanding. Market capitalisation alone ignores debt, preferred stock and cash.',
  },
  {
    term: 'Market-cap mNAV',
    aliases: ['basic mNAV'],
    definition:
      'mNAV calculated with market capitalisation: market capitalisation divided by the market value of the Bitcoin a company holds. Figures differ with the share count used (basic or diluted) and with the dates of the price and holdings inputs.',
    link: { to: '/mnav-calculator', label: 'mNAV Calculator' },
  },
  {
    term: 'Min-max scaling',
    definition:
      'Rescaling a set of values so the smallest becomes 0 and the largest 1, each value becoming (value − minimum) ÷ (maximum − minimum). It puts measures with different units on a common scale before they are combined.',
  },
  {
    term: 'mNAV',
    aliases: ['multiple of net asset value', 'mNAV premium'],
    definition:
      'Multiple of net asset value: a company’s market value divided by the market value of the Bitcoin it holds. Above 1× the market pays a premium for the company’s Bitcoin; below 1× it applies a discount. It can be computed on market capitalisation or on enterprise value, and always depends on the dates of its inputs.',
    link: { to: '/mnav-calculator', label: 'mNAV Calculator' },
  },
  {
    term: 'Multisig',
    aliases: ['multi-signature'],
    definition:
      'A wallet arrangement that needs several of a set of keys to approve a transaction, for example 2 of 3 or 3 of 5. Keys can be held by different people, sites or institutions, so no single loss or compromise can move funds. It puts the four-eyes principle into the custody set-up itself.',
  },
  {
    term: 'Net asset value (NAV)',
    aliases: ['NAV', 'Bitcoin NAV'],
    definition:
      'The value of assets minus liabilities. In Bitcoin treasury analysis, “Bitcoin NAV” often means simply the number of Bitcoin held multiplied by the Bitcoin price, the denominator of mNAV.',
  },
  {
    term: 'On-chain estimate',
    aliases: ['on-chain analysis', 'wallet attribution'],
    definition:
      'An estimate of holdings made by attributing blockchain addresses to an owner, as analytics firms such as Arkham do. Useful where owners do not disclose holdings, but attributions can be incomplete or wrong and are not official disclosures.',
    link: { to: '/case-study/tesla', label: 'Case Study: Tesla' },
  },
  {
    term: 'Preferred stock',
    aliases: ['preferred shares', 'preference shares'],
    definition:
      'Shares that rank ahead of common stock for dividends and in liquidation, usually with a fixed or stated dividend and limited or no voting rights. Some Bitcoin treasury companies issue preferred stock to raise capital; its claims rank ahead of common shareholders and belong in enterprise-value mNAV.',
  },
  {
    term: 'Private key',
    definition:
      'The secret number that authorises spending from a Bitcoin address. Anyone with the key can move the funds, and a lost key cannot be reset by anyone, so key generation, storage, backup and access controls are the core of Bitcoin custody.',
  },
  {
    term: 'Proof of reserves',
    definition:
      'A demonstration, typically by an exchange or custodian, that it controls enough assets to cover customer balances, often by proving control of on-chain addresses and publishing a verifiable list of liabilities. Proof of reserves without a matching proof of liabilities shows only part of the picture.',
  },
  {
    term: 'Qualified custodian',
    definition:
      'A term from US investment adviser regulation (the custody rule under the Investment Advisers Act of 1940) for the institutions that may hold client assets, such as banks and certain trust companies, registered broker-dealers and futures commission merchants. Companies outside that rule often use it as a benchmark when choosing a custodian.',
  },
  {
    term: 'Realised and unrealised gains',
    aliases: ['realised gain', 'unrealised gain'],
    definition:
      'A realised gain or loss arises when an asset is sold; an unrealised one is a change in the value of an asset still held. Under fair value accounting both reach net income; tax treatment usually differs.',
  },
  {
    term: 'Rebalancing',
    definition:
      'Bringing a position back to its target size, for example selling part of a Bitcoin holding that has grown beyond its allocation limit, or buying after a fall. A treasury policy can set bands that trigger rebalancing or a review.',
  },
  {
    term: 'Sats',
    aliases: ['satoshi', 'satoshis'],
    definition:
      'The smallest unit of Bitcoin, named after its pseudonymous creator: 1 BTC equals 100,000,000 sats. Small amounts and per-share figures are often quoted in sats.',
  },
  {
    term: 'Seed phrase',
    aliases: ['recovery phrase', 'mnemonic'],
    definition:
      'A list of words, usually 12 or 24, that encodes the master secret of a wallet so its keys can be restored. Anyone who has the phrase controls the funds, so it must be protected as strictly as the keys themselves.',
  },
  {
    term: 'Self-custody',
    definition:
      'Holding Bitcoin with keys the owner controls, rather than through a third party. It removes custodian counterparty risk but makes the owner responsible for key security, access controls, backups and succession.',
  },
  {
    term: 'Spot Bitcoin ETF',
    aliases: ['Bitcoin ETF', 'ETP', 'spot ETF'],
    definition:
      'An exchange-traded fund or product that holds Bitcoin directly and whose shares trade on a stock exchange. US-listed spot Bitcoin ETFs were approved by the SEC in January 2024. They give exposure through a brokerage account, with a management fee and the fund’s custodian in place of direct key control.',
  },
  {
    term: 'Strategic Bitcoin Reserve',
    definition:
      'The United States reserve established by Executive Order 14233 of Mar 6, 2025, funded with Bitcoin the Treasury holds from criminal or civil forfeiture. The order says reserve Bitcoin shall not be sold and allows budget-neutral ways to acquire more.',
    link: { to: '/case-study/us-government', label: 'Case Study: United States Government' },
  },
  {
    term: 'Treasury policy',
    aliases: ['investment policy statement'],
    definition:
      'The board-approved document that sets how a company manages its cash and investments: objectives, permitted assets, limits, counterparties, custody, authorisations and reporting. Adding Bitcoin usually means amending it explicitly.',
  },
  {
    term: 'Treasury reserve asset',
    definition:
      'An asset a company holds as part of its reserves rather than for operations or trading. MicroStrategy (now Strategy) described Bitcoin as its “primary treasury reserve asset” in August 2020.',
    link: { to: '/case-study/strategy', label: 'Case Study: Strategy' },
  },
  {
    term: 'UTXO',
    aliases: ['unspent transaction output'],
    definition:
      'Unspent transaction output: the unit in which Bitcoin balances exist on the ledger. A wallet’s balance is the sum of its UTXOs, and a payment spends whole UTXOs and returns change, which affects fees and privacy in treasury operations.',
  },
  {
    term: 'Volatility',
    definition:
      'How much an asset’s price varies, usually measured as the annualised standard deviation of its returns. Bitcoin’s volatility has historically been far higher than that of cash or major currencies, which is why position sizing and liquidity buffers matter.',
  },
  {
    term: 'Wallet',
    definition:
      'Software or hardware that stores private keys, or the information needed to derive them, and signs transactions. A wallet does not hold coins itself: the coins are recorded on the blockchain, and the wallet controls them.',
  },
];

function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface GlossaryEntry extends GlossaryTerm {
  /** Anchor id, e.g. 'term-basis-risk'. */
  id: string;
  /** Upper-case first letter, for the A–Z list. */
  letter: string;
}

/**
 * All terms, alphabetical (case-insensitive), with anchor ids and their A–Z letter. The list
 * above is written in that order (a test holds it to an en collator) rather than sorted here:
 * sorting while the module loads would start ICU inside the page's module evaluation, a long
 * task in a browser (ADR 097).
 */
export const glossary: readonly GlossaryEntry[] = terms.map((entry) => ({
  ...entry,
  id: `term-${slugify(entry.term)}`,
  letter: entry.term.charAt(0).toUpperCase(),
}));

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Terms whose name, aliases or definition contain the query (case-insensitive); all terms for an empty query. */
export function filterGlossary(entries: readonly GlossaryEntry[], query: string): GlossaryEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter((entry) =>
    [entry.term, ...(entry.aliases ?? []), entry.definition].some((text) => text.toLowerCase().includes(needle)),
  );
}
