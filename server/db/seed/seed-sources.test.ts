// The seed's notes through the mapping of domain/market/source-links.ts: every seeded row's
// links pass the write schema, no research key or code-index reference reaches the public
// text, and the market caps marked "Low confidence" are the ones flagged.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  BITCOIN_TREASURIES_URL,
  DTN_URL,
  isLowConfidenceMarketCap,
  publicSourceText,
  sourceLinksFromNote,
} from '../../../domain/market/source-links.ts';
import { MAX_SOURCE_LINKS, sourceLinksField } from '../../../domain/schemas/market-fields.ts';
import { parseCsv } from './csv.ts';
import { SEED_DIR } from './load.ts';

const seedNotes = (file: string) =>
  parseCsv(readFileSync(join(SEED_DIR, `${file}.csv`), 'utf8')).records.map((record) => ({
    key: record.values.ticker ?? record.values.country ?? '',
    note: record.values.source_note ?? '',
  }));
const ROW_FILES = ['public_companies', 'etfs', 'governments', 'green_candidates'];

describe("the seed's notes as public sources", () => {
  it('gives every seeded row links the write schema accepts', () => {
    for (const file of ROW_FILES) {
      for (const { key, note } of seedNotes(file)) {
        const links = sourceLinksFromNote(note);
        expect(z.safeParse(sourceLinksField, links).success, `${file} ${key}`).toBe(true);
        expect(links.length, `${file} ${key}`).toBeLessThanOrEqual(MAX_SOURCE_LINKS);
      }
    }
    const mstr = seedNotes('public_companies').find((row) => row.key === 'MSTR')!;
    expect(sourceLinksFromNote(mstr.note).map((link) => link.url)).toEqual([
      BITCOIN_TREASURIES_URL,
      DTN_URL,
      'https://bitcoinquant.co/company/MSTR',
    ]);
  });
  it('lets no code-index reference or bare key of the seed reach the public', () => {
    for (const file of [...ROW_FILES, 'market_caps']) {
      for (const { key, note } of seedNotes(file)) {
        const text = publicSourceText(note);
        expect(text, `${file} ${key}`).not.toMatch(/code-index|\[BT-|\[BQ\]|\[MAY26\]|\[FE-10Q\]|\[GOV-LIST\]|\bDTN\b/);
        for (const link of sourceLinksFromNote(note)) expect(link.title).not.toMatch(/code-index|\[/);
      }
    }
  });
  it('flags the five market caps the seed marks low confidence', () => {
    const flagged = seedNotes('market_caps')
      .filter(({ note }) => isLowConfidenceMarketCap(note))
      .map(({ key }) => key);
    expect(flagged).toEqual(['ASST', 'NAKA', 'EMPD', 'ADE', 'CANG']);
  });
});
