// The Atom feeds (PGlite; both engines with TEST_ENGINES=all): well-formed XML with the RFC 4287 elements, entries newest
// first with ids that never change, one holder's feed, 404 for an unknown ticker, ETag and
// 304; and the pages that link them as alternates.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { constituentCreateSchema } from '../../domain/schemas/admin.ts';
import { findRoute } from '../../domain/routes.ts';
import { createApp } from '../app.ts';
import { SYSTEM } from '../db/queries/audit-log.ts';
import { commitImport, previewImport } from '../market/import/import-service.ts';
import { createConstituent } from '../market/constituent-service.ts';
import { pageHead, renderHeadTags } from '../seo/head.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

const ATOM = 'http://www.w3.org/2005/Atom';
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['entry', 'link'].includes(name),
});

interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  link: { '@rel': string; '@href': string }[];
  content: { '#text': string; '@type': string };
}

function parseFeed(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  const { feed } = parser.parse(text) as {
    feed: {
      '@xmlns': string;
      id: string;
      title: string;
      updated: string;
      author: { name: string };
      link: { '@rel': string; '@href': string }[];
      entry?: AtomEntry[];
    };
  };
  // RFC 4287 4.1.1: a feed has exactly one id, title and updated, an author (or every entry one), a self link.
  expect(feed['@xmlns']).toBe(ATOM);
  expect(feed.id).toMatch(/^tag:localhost,2026:/);
  expect(typeof feed.title).toBe('string');
  expect(new Date(feed.updated).toISOString()).toBe(feed.updated);
  expect(feed.author.name).toBe('Vaultmark');
  expect(feed.link.map((link) => link['@rel']).sort()).toEqual(['alternate', 'self']);
  for (const entry of feed.entry ?? []) {
    expect(entry.id).toMatch(/^tag:localhost,2026:holdings-change:\d+$/);
    expect(new Date(entry.updated).toISOString()).toBe(entry.updated);
    expect(entry.title.length).toBeGreaterThan(0);
    expect(entry.content['@type']).toBe('text');
  }
  return { ...feed, entry: feed.entry ?? [] };
}

describe.each(testEngines('http'))('Atom feeds on %s', (engine) => {
  const database = useTestDatabase(engine);
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    const { db, handle } = database();
    app = createApp({ db: handle });
    await createConstituent(
      db,
      SYSTEM,
      z.parse(constituentCreateSchema, {
        companyName: 'Feed & Holdings <Co>',
        symbol: 'FEED',
        btcHoldings: 4_000,
        marketCap: 2e9,
        asOf: '2026-11-01',
        sourceNote: 'First filing',
      }),
    );
    const text = [
      'companyName,indexType,symbol,btcHoldings,asOf,sourceNote',
      'Feed & Holdings <Co>,bitcoin_treasury,FEED,4500,2026-11-30,Second filing',
    ].join('\n');
    const preview = await previewImport(db, SYSTEM, {
      text,
      fileName: 'feed.csv',
      contentType: 'text/csv',
      mode: 'upsert',
    });
    await commitImport(db, SYSTEM, preview.import.id);
  });

  it('serves every holdings change, newest first, as valid Atom with stable ids and an ETag', async () => {
    const response = await app.request('/feeds/changes.atom');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const text = await response.text();
    const feed = parseFeed(text);
    expect(feed.entry.map((entry) => entry.title)).toEqual([
      'Feed & Holdings <Co> (FEED): 4000 → 4500 BTC',
      'Feed & Holdings <Co> (FEED): 4000 BTC',
    ]);
    expect(feed.entry[0]!.content['#text']).toContain('Source: Second filing');
    expect(feed.entry[0]!.link[0]!['@href']).toBe('http://localhost/company/FEED');
    expect(feed.updated).toBe(feed.entry[0]!.updated);

    const again = await app.request('/feeds/changes.atom');
    expect(parseFeed(await again.text()).entry.map((entry) => entry.id)).toEqual(feed.entry.map((entry) => entry.id));
    const etag = response.headers.get('etag')!;
    expect(again.headers.get('etag')).toBe(etag);
    const conditional = await app.request('/feeds/changes.atom', { headers: { 'if-none-match': etag } });
    expect(conditional.status).toBe(304);
  });

  it("serves one holder's feed by ticker in any case, and 404 for a ticker nobody has", async () => {
    const response = await app.request('/feeds/holders/feed.atom');
    expect(response.status).toBe(200);
    const feed = parseFeed(await response.text());
    expect(feed.title).toBe('Vaultmark: Feed & Holdings <Co> (FEED) holdings changes');
    expect(feed.link.find((link) => link['@rel'] === 'self')!['@href']).toBe(
      'http://localhost/feeds/holders/FEED.atom',
    );
    expect(feed.entry).toHaveLength(2);
    expect((await app.request('/feeds/holders/NOPE.atom')).status).toBe(404);
    expect((await app.request('/feeds/holders/FEED.rss')).status).toBe(404);
  });
});

describe('feed links in the served head', () => {
  const tagsFor = (path: string) =>
    renderHeadTags(
      pageHead({ origin: 'https://vaultmark.example', siteName: 'Vaultmark', path, entry: findRoute(path) }),
      'Vaultmark',
    );

  it('links a company page to its own feed and the changes feed, market pages to the changes feed', () => {
    expect(tagsFor('/company/MSTR')).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Vaultmark: MSTR holdings changes" href="https://vaultmark.example/feeds/holders/MSTR.atom" />',
    );
    expect(tagsFor('/company/MSTR')).toContain('href="https://vaultmark.example/feeds/changes.atom"');
    expect(tagsFor('/bitcoin-treasury')).toContain('href="https://vaultmark.example/feeds/changes.atom"');
    expect(tagsFor('/pricing')).not.toContain('application/atom+xml');
  });
});
