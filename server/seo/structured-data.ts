// JSON-LD for the served HTML (schema.org), built from the route table and the domain's
// data: Organization and WebSite on home, BreadcrumbList wherever breadcrumbs show, Article
// for case studies, DefinedTermSet for the glossary, Dataset (with the stored data's as-of
// date and the licence of the data) for the index and holdings pages, and Product + Offer
// per tier with FAQPage on /pricing. Nothing here is shown to people; it describes what is.
import { inArray, max } from 'drizzle-orm';
import { caseStudies } from '../../domain/content/case-studies.ts';
import { glossary } from '../../domain/content/glossary.ts';
import { PRICING_FAQ } from '../../domain/pricing/faq.ts';
import { PRICE_CURRENCY, PROGRAM_TIERS } from '../../domain/pricing/tiers.ts';
import { INDEX_IDS, indexPagePath, methodologies } from '../../domain/index-methodology/methodologies.ts';
import { INDEX_TYPES, type IndexType } from '../../domain/schemas/common.ts';
import { TOUCH_ICON } from '../../domain/site.ts';
import {
  namedPageTrail,
  normalisePath,
  routePaths,
  showsBreadcrumbs,
  type NamedPage,
  type RouteEntry,
} from '../../domain/routes.ts';
import type { Database } from '../db/client.ts';
import { treasuryConstituents } from '../db/schema.ts';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The page whose terms govern reuse of the site's figures (its "Intellectual property" section). */
export const DATA_LICENCE_PATH = routePaths.termsOfUse;
export const CASE_STUDY_PREFIX = '/case-study/';
export const GLOSSARY_PATH = routePaths.glossary;
export const PRICING_PATH = routePaths.pricing;

/**
 * Pages whose subject is a stored data set, and the treasury_constituents index types behind
 * each: every index's page (its methodology names it) and the holdings page.
 */
export const DATASET_PAGES: Readonly<Record<string, readonly IndexType[]>> = {
  ...Object.fromEntries(INDEX_IDS.map((id) => [indexPagePath(id), [methodologies[id].sourceIndexType]])),
  [routePaths.holdings]: INDEX_TYPES,
};

export interface StructuredDataContext {
  origin: string;
  siteName: string;
  path: string;
  entry: RouteEntry;
  /** The page's canonical URL. */
  url: string;
  /** The description the page is served with. */
  description: string;
  /**
   * A pattern page's own name for its last breadcrumb, and its parent when its data decides
   * it (page resolvers), e.g. the holder's name under its index.
   */
  page?: NamedPage;
  /** Latest as-of date of the page's stored data set (Dataset pages), null when none is stored. */
  dataAsOf?: string | null;
}

function organization(ctx: StructuredDataContext): JsonLd {
  // The logo as a raster image of a known size (the touch icon, 180 × 180): search engines
  // ask for at least 112 × 112 pixels, which an SVG does not state.
  return {
    '@type': 'Organization',
    name: ctx.siteName,
    url: `${ctx.origin}/`,
    logo: `${ctx.origin}${TOUCH_ICON.path}`,
  };
}

function withContext(node: JsonLd): JsonLd {
  return { '@context': CONTEXT, ...node };
}

function breadcrumbs(ctx: StructuredDataContext): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: namedPageTrail(ctx.path, ctx.page ?? null).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${ctx.origin}${crumb.path === '/' ? '/' : crumb.path}`,
    })),
  };
}

function article(ctx: StructuredDataContext): JsonLd | null {
  const slug = ctx.path.slice(CASE_STUDY_PREFIX.length);
  const study = caseStudies.find((candidate) => candidate.slug === slug);
  if (!study) return null;
  return {
    '@type': 'Article',
    headline: study.title,
    description: study.summary,
    about: study.name,
    dateModified: study.lastReviewed,
    author: organization(ctx),
    publisher: organization(ctx),
    mainEntityOfPage: ctx.url,
    url: ctx.url,
  };
}

function definedTermSet(ctx: StructuredDataContext): JsonLd {
  const setId = `${ctx.url}#terms`;
  return {
    '@type': 'DefinedTermSet',
    '@id': setId,
    name: `${ctx.siteName} ${ctx.entry.title}`,
    description: ctx.description,
    url: ctx.url,
    hasDefinedTerm: glossary.map((entry) => ({
      '@type': 'DefinedTerm',
      name: entry.term,
      description: entry.definition,
      ...(entry.aliases?.length ? { alternateName: entry.aliases } : {}),
      inDefinedTermSet: setId,
    })),
  };
}

function dataset(ctx: StructuredDataContext): JsonLd {
  return {
    '@type': 'Dataset',
    name: ctx.entry.title,
    description: ctx.description,
    url: ctx.url,
    creator: organization(ctx),
    license: `${ctx.origin}${DATA_LICENCE_PATH}`,
    isAccessibleForFree: true,
    ...(ctx.dataAsOf ? { dateModified: ctx.dataAsOf } : {}),
  };
}

function products(ctx: StructuredDataContext): JsonLd[] {
  return PROGRAM_TIERS.map((tier) => ({
    '@type': 'Product',
    name: `${ctx.siteName} ${tier.name} program`,
    description: `${tier.audience} Includes: ${tier.includes.join('; ')}.`,
    brand: { '@type': 'Brand', name: ctx.siteName },
    offers: {
      '@type': 'Offer',
      price: tier.priceUsd,
      priceCurrency: PRICE_CURRENCY,
      url: ctx.url,
      seller: organization(ctx),
    },
  }));
}

function faqPage(): JsonLd {
  return {
    '@type': 'FAQPage',
    mainEntity: PRICING_FAQ.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The JSON-LD blocks of a page, each a complete document with its @context. */
export function structuredData(ctx: StructuredDataContext): JsonLd[] {
  const path = normalisePath(ctx.path);
  const blocks: JsonLd[] = [];
  if (!ctx.entry.indexable) return blocks;
  if (path === '/') {
    blocks.push(organization(ctx), {
      '@type': 'WebSite',
      name: ctx.siteName,
      url: `${ctx.origin}/`,
      description: ctx.description,
      publisher: organization(ctx),
    });
  }
  if (showsBreadcrumbs(path)) blocks.push(breadcrumbs(ctx));
  if (path.startsWith(CASE_STUDY_PREFIX)) {
    const node = article(ctx);
    if (node) blocks.push(node);
  }
  if (path === GLOSSARY_PATH) blocks.push(definedTermSet(ctx));
  if (DATASET_PAGES[path]) blocks.push(dataset(ctx));
  if (path === PRICING_PATH) blocks.push(...products(ctx), faqPage());
  return blocks.map(withContext);
}

/** The latest as-of date of the stored rows of a Dataset page (null: none stored, or not a Dataset page). */
export async function datasetAsOf(db: Database, path: string): Promise<string | null> {
  const types = DATASET_PAGES[normalisePath(path)];
  if (!types) return null;
  const [row] = await db
    .select({ asOf: max(treasuryConstituents.asOfDate) })
    .from(treasuryConstituents)
    .where(inArray(treasuryConstituents.indexType, [...types]));
  return row?.asOf ?? null;
}
