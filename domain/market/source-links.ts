// The seed's research shorthand turned into what the public can check: the keys of
// server/db/seed/SOURCES.md ([BT-JUN26], [BQ], DTN, …) become the public documents they name
// (a title, an https address, a date), and the note's text reads as plain words. A key that
// names no public document (a code-index id, an unnamed GitHub file) gives no link, and its
// code never reaches the public text. Nothing here invents an address: each one is written in
// SOURCES.md or in the note itself.
import { MAX_SOURCE_LINKS, type SourceLink } from '../schemas/market-fields.ts';

/** BitcoinTreasuries.net's public leaderboard ([BT-JUN26]: its rows, copied about 2026-06-15). */
export const BITCOIN_TREASURIES_URL = 'https://bitcointreasuries.net';
/** The DTN snapshot SOURCES.md names: GitHub Sashamine/dat-tracker-next at c0c17e0 (2026-03-15). */
export const DTN_COMMIT = 'c0c17e0';
export const DTN_URL = `https://github.com/Sashamine/dat-tracker-next/tree/${DTN_COMMIT}`;
export const DTN_DATE = '2026-03-15';
/** bitcoinquant.co's dashboards were read as of this day ([BQ] in SOURCES.md). */
export const BQ_DATE = '2026-02-16';

const BT_JUN26: SourceLink = {
  title: 'BitcoinTreasuries.net snapshot of about 2026-06-15',
  url: BITCOIN_TREASURIES_URL,
  publishedAt: '2026-06-15',
};
const DTN: SourceLink = {
  title: `dat-tracker-next data on GitHub (commit ${DTN_COMMIT} of ${DTN_DATE})`,
  url: DTN_URL,
  publishedAt: DTN_DATE,
};

/** "[BQ] bitcoinquant.co/company/MARA": the dashboard path the note gives. */
const BQ_PATH = /\[BQ\]\s*bitcoinquant\.co\/company\/([A-Za-z0-9.-]+)/g;
const DTN_KEY = /\[?\bDTN\b\]?/;

/**
 * The public documents a seed note names, in the order of the keys: the BitcoinTreasuries.net
 * snapshot, bitcoinquant.co dashboards, the dat-tracker-next repository. The same address
 * and date are listed once.
 */
export function sourceLinksFromNote(note: string | null | undefined): SourceLink[] {
  if (!note) return [];
  const found: { at: number; link: SourceLink }[] = [];
  const at = (key: string) => note.indexOf(key);
  if (at('[BT-JUN26]') >= 0) found.push({ at: at('[BT-JUN26]'), link: BT_JUN26 });
  for (const match of note.matchAll(BQ_PATH)) {
    const path = match[1]!.replace(/[.]+$/, '');
    found.push({
      at: match.index,
      link: {
        title: `bitcoinquant.co dashboard for ${path} (market cap, ${BQ_DATE})`,
        url: `https://bitcoinquant.co/company/${path}`,
        publishedAt: BQ_DATE,
      },
    });
  }
  const dtn = DTN_KEY.exec(note);
  if (dtn) found.push({ at: dtn.index, link: DTN });
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map(({ link }) => link)
    .filter((link) => {
      const key = `${link.url}\u0000${link.publishedAt}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Each key as plain words, in the order they are replaced. */
const PLAIN_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\[BT-JUN26\]/g, 'BitcoinTreasuries.net snapshot of about 2026-06-15'],
  // A third party's leaderboard in BitcoinTreasuries' style, not the site's own (SOURCES.md):
  // no public address to link.
  [/\[BT-MAR26\]/g, 'a third-party treasury leaderboard of about 2026-03-09'],
  [/\[BQ\]\s*/g, ''],
  [/\[MAY26\]/g, 'a May 2026 compilation of issuers’ published ETF holdings'],
  [/\[FE-10Q\]/g, 'the trust’s Q1-2026 Form 10-Q'],
  [/\[GOV-LIST\]/g, 'a government-holdings list based on bitcointreasuries.net (about February 2026)'],
  [/\[DTN\]|\bDTN\b/g, 'dat-tracker-next'],
];

/** "(quoted in public GitHub file, code-index id 56681901567)" and the bare "code-index id …". */
const CODE_INDEX_ASIDE = /\s*\([^()]*code-index[^()]*\)/gi;
const CODE_INDEX_BARE =
  /[,;]?\s*(?:in\s+)?(?:a\s+)?(?:public GitHub [^,;.()]*?,?\s*)?code-index (?:file )?ids? \d+(?:\s*(?:and|,)\s*\d+)*/gi;

/**
 * A seed note as the public reads it: every key in plain words, every code-index reference
 * (no public document) dropped. Notes written by people or sources pass through unchanged
 * unless they use the same keys.
 */
export function publicSourceText(note: string): string;
export function publicSourceText(note: string | null): string | null;
export function publicSourceText(note: string | null): string | null {
  if (note === null) return null;
  let text = note.replace(CODE_INDEX_ASIDE, '').replace(CODE_INDEX_BARE, '');
  for (const [key, words] of PLAIN_WORDS) text = text.replace(key, words);
  text = text
    .replace(/\s+([.,;])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Low confidence" (not "medium-low"): a market cap the seed's notes say is weakly sourced. */
const LOW_CONFIDENCE = /(?<![-\w])low confidence/i;

/** True when a market cap's source note marks it "Low confidence" (ADR 201: flagged, still weighted). */
export function isLowConfidenceMarketCap(marketCapSourceNote: string | null | undefined): boolean {
  return marketCapSourceNote ? LOW_CONFIDENCE.test(marketCapSourceNote) : false;
}

/**
 * A row's sources after a source vouches for its figure: the new document first, an older
 * entry with the same address dropped (the newer reading replaces it), the rest kept, at most
 * MAX_SOURCE_LINKS.
 */
export function withSourceLink(sources: readonly SourceLink[] | undefined, link: SourceLink): SourceLink[] {
  return [link, ...(sources ?? []).filter((item) => item.url !== link.url)].slice(0, MAX_SOURCE_LINKS);
}

/** CoinGecko's public, human-readable treasury page (the API's answers back the same list). */
export const COINGECKO_TREASURY_PAGE = 'https://www.coingecko.com/en/treasuries/bitcoin';

/** The EDGAR page of a company's filings, by its CIK. */
export const edgarCompanyPage = (cik: string) =>
  `https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=${encodeURIComponent(cik)}`;

/** Every source of a holder's rows, each address and date once, in the rows' order. */
export function sourcesOfRows(rows: readonly { sources?: readonly SourceLink[] | undefined }[]): SourceLink[] {
  const seen = new Set<string>();
  return rows
    .flatMap((row) => row.sources ?? [])
    .filter((link) => {
      const key = `${link.url}\u0000${link.publishedAt}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
