// What the server knows about the SPA's parameterised pages (domain/routes.ts patterns such
// as '/company/:ticker'): for each pattern, a lookup that says whether the thing the path
// names exists — the page is then served with 200, otherwise with 404 and the SPA's
// not-found page — and, when it does, what its title and description are.
//
// A pattern without a resolver here is served with 200 and the route table's title.
// The pages of a pattern are listed in the sitemap when it has a lister here.
import type { Context } from 'hono';
import { describeAsOfText } from '../../domain/as-of-text.ts';
import { PUBLIC_TOKEN_PATTERN } from '../../domain/schemas/public-forms.ts';
import type { AppEnv } from '../app-env.ts';
import { findConsultationByToken } from '../db/queries/consultations.ts';
import { findRegistrationByToken } from '../db/queries/webinars.ts';
import { readAssessment } from '../journeys/assessments.ts';
import { readPolicyDraft } from '../journeys/policies.ts';
import { alertSubscriptionExists } from '../alerts/subscriptions.ts';
import { TICKER_PATTERN, type HolderKind } from '../../domain/schemas/holders.ts';
import type { Database } from '../db/client.ts';
import { governmentRows, governmentSlugs, holderRows, holderTickers } from '../market/holder-service.ts';
import { GOVERNMENT_SLUG_PATTERN } from '../../domain/market/government-slug.ts';
import {
  companyPath,
  fundPath,
  governmentSlugPath,
  holderParentPage,
  holderPath,
} from '../../domain/market/holder-paths.ts';
import { holderPageTitle, nameWithTicker } from '../../domain/market/name-with-ticker.ts';
import type { Crumb } from '../../domain/routes.ts';

export interface PageFacts {
  /** A more specific document title than the route table's (e.g. the company's name). */
  title?: string;
  description?: string;
  /** The page's own name for its last breadcrumb (the route table's label otherwise). */
  label?: string;
  /** The page's breadcrumb parent when its data decides it (the route table's otherwise). */
  parent?: Crumb;
  /** The page's canonical path when the requested one differs (another case of a ticker). */
  canonicalPath?: string;
}

/** null: nothing by that name (404); facts: the page exists. */
export type PageResolver = (params: Readonly<Record<string, string>>, c: Context<AppEnv>) => Promise<PageFacts | null>;

/** One resolver per pattern path of the route table. */
export type PageResolvers = Readonly<Record<string, PageResolver>>;

/** The pages of one pattern that exist, as paths (what the pattern's resolver finds). */
export type PageLister = (db: Database) => Promise<string[]>;

/** One lister per pattern path whose pages the sitemap lists. */
export type PageListers = Readonly<Record<string, PageLister>>;

const MAX_GOVERNMENT_SLUG_LENGTH = 80;

const isTicker = (ticker: string) => TICKER_PATTERN.test(ticker);
/** A stored as-of text as the pages show it ('Jun 15, 2026'), for the description people read in search results. */
const asOfForReaders = (asOf: string | null) => describeAsOfText(asOf) ?? 'an undated report';
const isGovernmentSlug = (slug: string) =>
  slug.length <= MAX_GOVERNMENT_SLUG_LENGTH && GOVERNMENT_SLUG_PATTERN.test(slug);

/** The facts of the page of a ticker's holder (of `kind`, see holderRows); null when none. */
async function holderPageFacts(db: Database, ticker: string | undefined, kind?: HolderKind): Promise<PageFacts | null> {
  if (!ticker || !isTicker(ticker)) return null;
  const rows = await holderRows(db, ticker, kind);
  const primary = rows[0];
  if (!primary) return null;
  const symbol = primary.symbol ?? ticker.toUpperCase();
  const named = nameWithTicker(primary.companyName, symbol);
  const fund = primary.indexType === 'bitcoin_etf';
  const held = `${named} holds ${primary.btcHoldings.toLocaleString('en-US')} BTC (as of ${asOfForReaders(primary.asOf)})`;
  return {
    label: primary.companyName,
    parent: holderParentPage(primary.indexType),
    canonicalPath: holderPath({ ...primary, symbol }) ?? undefined,
    title: holderPageTitle(primary.companyName, symbol, fund ? 'fund' : 'company'),
    description: fund
      ? `${held}: its USD value at the latest stored price and every stored change of its holdings with sources.`
      : `${held}: holdings change log with sources, mNAV and index weights.`,
  };
}

/** A token of the right shape (128 bits, base64url) that names a stored row. */
function tokenResolver(exists: (token: string, c: Context<AppEnv>) => Promise<boolean>): PageResolver {
  return async (params, c) => {
    const token = params.token ?? '';
    if (!PUBLIC_TOKEN_PATTERN.test(token)) return null;
    return (await exists(token, c)) ? {} : null;
  };
}

/** The resolvers createApp serves with (features register theirs here). */
export const pageResolvers: PageResolvers = {
  '/assessment/result/:token': tokenResolver(async (token, c) => (await readAssessment(c.var.db, token)) !== null),
  '/treasury-policy/:token': tokenResolver(
    async (token, c) => (await readPolicyDraft(c.var.db, token, new Date())) !== null,
  ),
  '/schedule-consultation/manage/:token': tokenResolver(async (token, c) => {
    const row = await findConsultationByToken(c.var.db, token);
    return row !== null && !row.erasedAt;
  }),
  '/live-webinars/manage/:token': tokenResolver(
    async (token, c) => (await findRegistrationByToken(c.var.db, token)) !== null,
  ),
  '/alerts/confirm/:token': tokenResolver(async (token, c) => alertSubscriptionExists(c.var.db, token)),
  '/alerts/manage/:token': tokenResolver(async (token, c) => alertSubscriptionExists(c.var.db, token)),
  // A ticker only a fund has still opens that fund here (its page before /fund/:ticker), under
  // the fund page's canonical URL.
  '/company/:ticker': async ({ ticker }, c) => holderPageFacts(c.var.db, ticker),
  '/fund/:ticker': async ({ ticker }, c) => holderPageFacts(c.var.db, ticker, 'fund'),
  '/government/:slug': async ({ slug }, c) => {
    if (!slug || !isGovernmentSlug(slug)) return null;
    const primary = (await governmentRows(c.var.db, slug))[0];
    if (!primary) return null;
    return {
      label: primary.companyName,
      title: `${primary.companyName}: Government Bitcoin Holdings and Change Log`,
      description: `${primary.companyName} (government): ${primary.btcHoldings.toLocaleString('en-US')} BTC held as of ${asOfForReaders(primary.asOf)}, its USD value at the latest stored price, and every stored change of its holdings with sources.`,
    };
  },
};

/** The listers the sitemap uses: every holder page the resolvers above find. */
export const pageListers: PageListers = {
  '/company/:ticker': async (db) => (await holderTickers(db, 'company')).filter(isTicker).map(companyPath),
  '/fund/:ticker': async (db) => (await holderTickers(db, 'fund')).filter(isTicker).map(fundPath),
  '/government/:slug': async (db) => (await governmentSlugs(db)).filter(isGovernmentSlug).map(governmentSlugPath),
};
