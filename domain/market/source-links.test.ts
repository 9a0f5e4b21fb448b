import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MAX_SOURCE_LINKS, sourceLinksField } from '../schemas/market-fields.ts';
import {
  BITCOIN_TREASURIES_URL,
  DTN_URL,
  isLowConfidenceMarketCap,
  publicSourceText,
  sourceLinksFromNote,
} from './source-links.ts';

describe('sourceLinksFromNote', () => {
  it('maps each key to the public document SOURCES.md names, dated', () => {
    expect(sourceLinksFromNote('[BT-JUN26] ($20,978M)')).toEqual([
      {
        title: 'BitcoinTreasuries.net snapshot of about 2026-06-15',
        url: BITCOIN_TREASURIES_URL,
        publishedAt: '2026-06-15',
      },
    ]);
    expect(sourceLinksFromNote('Press release per DTN companies.ts')).toEqual([
      expect.objectContaining({ url: DTN_URL, publishedAt: '2026-03-15' }),
    ]);
    expect(sourceLinksFromNote('Market cap: [BQ] bitcoinquant.co/company/RIOT (2026-02-16).')).toEqual([
      expect.objectContaining({ url: 'https://bitcoinquant.co/company/RIOT', publishedAt: '2026-02-16' }),
    ]);
  });

  it('gives no link for keys without a public document', () => {
    expect(sourceLinksFromNote('[MAY26] (approximate).')).toEqual([]);
    // A third party's leaderboard in BitcoinTreasuries' style (SOURCES.md), not the site itself.
    expect(sourceLinksFromNote('[BT-MAR26]')).toEqual([]);
    expect(sourceLinksFromNote('[GOV-LIST]. Low confidence.')).toEqual([]);
    expect(sourceLinksFromNote('quoted in public GitHub file, code-index id 56681901567')).toEqual([]);
    expect(sourceLinksFromNote(null)).toEqual([]);
  });

  it('lists a document once, in the order the note names them', () => {
    const links = sourceLinksFromNote(
      '[BT-JUN26]. DTN had 5; DTN again; [BT-JUN26] twice. [BQ] bitcoinquant.co/company/MARA',
    );
    expect(links.map((link) => link.url)).toEqual([
      BITCOIN_TREASURIES_URL,
      DTN_URL,
      'https://bitcoinquant.co/company/MARA',
    ]);
  });
});

describe('publicSourceText', () => {
  it('puts the keys in plain words', () => {
    expect(publicSourceText('[BT-JUN26]. Cross-check ~191,000 per [MAY26].')).toBe(
      'BitcoinTreasuries.net snapshot of about 2026-06-15. Cross-check ~191,000 per a May 2026 compilation of issuers’ published ETF holdings.',
    );
    expect(publicSourceText('[GOV-LIST]. Low confidence.')).toMatch(
      /^A government-holdings list based on bitcointreasuries\.net/,
    );
    expect(publicSourceText('[BT-MAR26] (49 companies).')).toBe(
      'A third-party treasury leaderboard of about 2026-03-09 (49 companies).',
    );
    expect(publicSourceText('Admin edit.')).toBe('Admin edit.');
    expect(publicSourceText(null)).toBeNull();
  });
});

describe('isLowConfidenceMarketCap', () => {
  it('flags "Low confidence" but not medium or medium-low', () => {
    expect(isLowConfidenceMarketCap('Single secondary source. Low confidence.')).toBe(true);
    expect(isLowConfidenceMarketCap('before the merger, so low confidence')).toBe(true);
    expect(isLowConfidenceMarketCap('Medium-low confidence.')).toBe(false);
    expect(isLowConfidenceMarketCap('Medium confidence.')).toBe(false);
    expect(isLowConfidenceMarketCap(null)).toBe(false);
  });
});

describe('sourceLinksField', () => {
  const link = { title: 'Form 8-K', url: 'https://www.sec.gov/x', publishedAt: '2026-03-09' };
  const issuePath = (value: unknown) => {
    const result = z.safeParse(sourceLinksField, value);
    return result.success ? null : result.error.issues[0]!.path.join('.');
  };

  it('accepts up to the bound and turns missing into none', () => {
    expect(z.parse(sourceLinksField, Array(MAX_SOURCE_LINKS).fill(link))).toHaveLength(MAX_SOURCE_LINKS);
    expect(z.parse(sourceLinksField, undefined)).toEqual([]);
    expect(z.parse(sourceLinksField, null)).toEqual([]);
  });

  it('names the field it refuses', () => {
    expect(issuePath(Array(MAX_SOURCE_LINKS + 1).fill(link))).toBe('');
    expect(issuePath([{ ...link, title: '' }])).toBe('0.title');
    expect(issuePath([{ ...link, title: 'x'.repeat(201) }])).toBe('0.title');
    expect(issuePath([{ ...link, url: 'javascript:alert(1)' }])).toBe('0.url');
    expect(issuePath([{ ...link, url: 'http://example.com' }])).toBe('0.url');
    expect(issuePath([{ ...link, url: 'https://user:pw@example.com' }])).toBe('0.url');
    expect(issuePath([{ ...link, publishedAt: '2026-02-30' }])).toBe('0.publishedAt');
    expect(issuePath([{ ...link, publishedAt: '2999-01-01' }])).toBe('0.publishedAt');
    expect(issuePath([link])).toBeNull();
  });
});
