import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, useTestDatabase } from '../../testing/test-db.ts';
import type { Database } from '../client.ts';
import { priceData, seedLog, testimonials, treasuryConstituents } from '../schema.ts';
import { parseCsv } from './csv.ts';
import { patchConstituent } from '../../market/constituent-service.ts';
import { openDatabase } from '../client.ts';
import {
  BTC_HISTORY_FILE,
  BTC_HISTORY_SOURCE,
  MARKET_CAP_NOTES_BACKFILL,
  SOURCE_LINKS_BACKFILL,
  SEED_DIR,
  SeedDataError,
  backfillMarketCapNotes,
  seedDatabase,
} from './load.ts';

// Expected figures come straight from the CSVs, with the loader's rules restated here.
function csv(file: string, dir = SEED_DIR) {
  return parseCsv(readFileSync(join(dir, file), 'utf8')).records.map((record) => record.values);
}
const filled = (value: string | undefined) => value !== undefined && value.trim() !== '';

const expectedCounts = {
  bitcoin_treasury: csv('public_companies.csv').length,
  bitcoin_etf: csv('etfs.csv').filter((row) => filled(row.btc_holdings)).length,
  government_reserve: csv('governments.csv').filter((row) => filled(row.btc_holdings)).length,
  green_vault: csv('green_candidates.csv').filter((row) => filled(row.btc_holdings) && filled(row.renewable_share_pct))
    .length,
};
const dailyPrices = csv('btc_usd_daily.csv');
const latestDaily = [...dailyPrices].sort((a, b) => (a.date! < b.date! ? -1 : 1)).at(-1)!;
const latestBtcPrice = Number(latestDaily.btc_usd);
// The older closes, once shipped (ADR 154); they end the day before btc_usd_daily.csv starts.
const historyPrices = existsSync(join(SEED_DIR, BTC_HISTORY_FILE)) ? csv(BTC_HISTORY_FILE) : [];

async function countsByIndexType(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ indexType: treasuryConstituents.indexType, rows: count() })
    .from(treasuryConstituents)
    .groupBy(treasuryConstituents.indexType);
  return Object.fromEntries(rows.map((row) => [row.indexType, row.rows]));
}

async function totalRows(db: Database): Promise<number> {
  const tables = [treasuryConstituents, priceData, testimonials, seedLog] as const;
  let total = 0;
  for (const table of tables) {
    const [row] = await db.select({ rows: count() }).from(table);
    total += row?.rows ?? 0;
  }
  return total;
}

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the seed CSVs with one line of one file replaced. */
function seedDirWithBrokenLine(file: string, find: (line: string) => boolean, replace: (line: string) => string) {
  const dir = mkdtempSync(join(tmpdir(), 'vaultmark-seed-'));
  tempDirs.push(dir);
  cpSync(SEED_DIR, dir, { recursive: true, filter: (source) => !source.endsWith('.ts') });
  const lines = readFileSync(join(dir, file), 'utf8').split('\n');
  const index = lines.findIndex(find);
  if (index < 0) throw new Error(`no line to break in ${file}`);
  lines[index] = replace(lines[index]!);
  writeFileSync(join(dir, file), lines.join('\n'));
  return { dir, lineNumber: index + 1 };
}

describe.each(testEngines())('seed loader on %s', (engine) => {
  const database = useTestDatabase(engine);

  it.each([
    {
      what: 'a negative btc_holdings',
      file: 'public_companies.csv',
      find: (line: string) => line.startsWith('Tesla,'),
      replace: (line: string) => line.replace(',11509,', ',-11509,'),
      message: /btc_holdings must not be negative \(got "-11509"\)/,
    },
    {
      what: 'a non-numeric btc_holdings',
      file: 'green_candidates.csv',
      find: (line: string) => line.startsWith('Bitfarms,'),
      replace: (line: string) => line.replace(',1827,', ',1.8k,'),
      message: /btc_holdings must be a plain non-negative number/,
    },
    {
      what: 'a missing company name',
      file: 'etfs.csv',
      find: (line: string) => line.startsWith('VanEck Bitcoin ETF,'),
      replace: (line: string) => line.replace('VanEck Bitcoin ETF', ''),
      message: /company_name is required/,
    },
    {
      what: 'an impossible date',
      file: 'btc_usd_daily.csv',
      find: (line: string) => line.startsWith('2025-02-27,'),
      replace: (line: string) => line.replace('2025-02-27', '2025-02-30'),
      message: /date must be a real date/,
    },
  ])('rejects $what with file and line, writing nothing', async ({ file, find, replace, message }) => {
    const { db } = database();
    const { dir, lineNumber } = seedDirWithBrokenLine(file, find, replace);
    const error = await seedDatabase(db, { dir }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SeedDataError);
    expect((error as Error).message).toMatch(new RegExp(`^${file.replace('.', '\\.')} line ${lineNumber}: `));
    expect((error as Error).message).toMatch(message);
    expect(await totalRows(db)).toBe(0);
  });

  it('loads every qualifying row, per index type', async () => {
    const { db } = database();
    const report = await seedDatabase(db);
    expect(await countsByIndexType(db)).toEqual(expectedCounts);
    expect(report.loaded).toEqual({
      btc_usd_daily: dailyPrices.length,
      ...(historyPrices.length > 0 ? { btc_usd_history: historyPrices.length } : {}),
      public_companies: expectedCounts.bitcoin_treasury,
      etfs: expectedCounts.bitcoin_etf,
      governments: expectedCounts.government_reserve,
      green_candidates: expectedCounts.green_vault,
      testimonials: 1,
      availability_hours: 5,
    });
    const [prices] = await db.select({ rows: count() }).from(priceData).where(eq(priceData.symbol, 'BTC'));
    expect(prices?.rows).toBe(dailyPrices.length + historyPrices.length);
  });

  it('a second run adds nothing', async () => {
    const { db } = database();
    const before = await totalRows(db);
    expect(await seedDatabase(db)).toEqual({ loaded: {} });
    expect(await totalRows(db)).toBe(before);
  });

  it('values holdings at the latest daily BTC price and relates them to market cap', async () => {
    const { db } = database();
    const company = csv('public_companies.csv').find((row) => row.ticker === 'MSTR')!;
    const [row] = await db.select().from(treasuryConstituents).where(eq(treasuryConstituents.ticker, 'MSTR'));
    const holdings = Number(company.btc_holdings);
    const marketCap = Number(company.market_cap_usd);
    expect(row?.btcHoldings).toBe(holdings);
    expect(row?.btcValueUsd).toBeCloseTo(holdings * latestBtcPrice, 1);
    expect(row?.marketCap).toBe(marketCap);
    // Not capped at 100: Strategy's BTC was worth more than its market cap.
    expect(row?.btcPercentageOfAssets).toBeCloseTo(((holdings * latestBtcPrice) / marketCap) * 100, 4);
    expect(row?.asOf).toBe(company.as_of);
    expect(row?.sourceNote).toBe(company.source_note);
    // Official Pure Bitcoin Treasury weight: above zero, within the 15% cap.
    expect(row?.indexWeight).toBeGreaterThan(0);
    expect(row?.indexWeight).toBeLessThanOrEqual(15 + 1e-9);
  });

  it('fills a missing market cap and the capital structure from market_caps.csv', async () => {
    const { db } = database();
    const caps = new Map(csv('market_caps.csv').map((row) => [row.ticker, row]));
    const companies = csv('public_companies.csv');
    const rows = await db
      .select()
      .from(treasuryConstituents)
      .where(eq(treasuryConstituents.indexType, 'bitcoin_treasury'));
    const byTicker = new Map(rows.map((row) => [row.ticker, row]));
    for (const company of companies) {
      const stored = byTicker.get(company.ticker!)!;
      const cap = caps.get(company.ticker);
      const expectedCap = filled(company.market_cap_usd)
        ? Number(company.market_cap_usd)
        : filled(cap?.market_cap_usd)
          ? Number(cap!.market_cap_usd)
          : null;
      expect(stored.marketCap, company.company_name).toBe(expectedCap);
      expect(stored.sharesOutstanding, company.company_name).toBe(
        filled(cap?.shares_basic) ? Number(cap!.shares_basic) : null,
      );
      expect(stored.btcPercentageOfAssets === null, company.company_name).toBe(expectedCap === null);
    }
  });

  it("stores market_caps.csv's note as the market cap's source, apart from the holdings' note", async () => {
    const { db } = database();
    const caps = new Map(csv('market_caps.csv').map((row) => [row.ticker, row]));
    const companies = new Map(csv('public_companies.csv').map((row) => [row.ticker, row]));
    const rows = await db.select().from(treasuryConstituents);
    const stored = (indexType: string, ticker: string) =>
      rows.find((row) => row.indexType === indexType && row.ticker === ticker)!;

    // Twenty One: $2.4B (Class A only); the holdings' note still names the holdings' sources.
    const xxi = stored('bitcoin_treasury', 'XXI');
    expect(xxi.marketCap).toBe(2_400_000_000);
    expect(xxi.marketCapSourceNote).toBe(caps.get('XXI')!.source_note);
    expect(xxi.marketCapSourceNote).toMatch(/trefis ~\$2\.4B on 2026-02-04/);
    expect(xxi.sourceNote).toBe(companies.get('XXI')!.source_note);
    // Every company row with a market_caps.csv row cites it; the others cite their own row.
    for (const [ticker, company] of companies) {
      const row = stored('bitcoin_treasury', ticker!);
      const expected = caps.get(ticker)?.source_note ?? (filled(company.market_cap_usd) ? company.source_note : null);
      expect(row.marketCapSourceNote ?? null, ticker).toBe(expected ?? null);
    }
    // GreenVault: a market cap from market_caps.csv, and one only the company row gives.
    expect(stored('green_vault', 'CLSK').marketCapSourceNote).toBe(caps.get('CLSK')!.source_note);
    expect(caps.has('BITF')).toBe(false);
    expect(stored('green_vault', 'BITF').marketCapSourceNote).toBe(companies.get('BITF')!.source_note);
  });

  it("no longer contradicts the market cap in the holdings' note of the seed file", async () => {
    const { db } = database();
    const rows = await db
      .select()
      .from(treasuryConstituents)
      .where(eq(treasuryConstituents.indexType, 'bitcoin_treasury'));
    const note = (ticker: string) => rows.find((row) => row.ticker === ticker)!.sourceNote!;
    expect(note('MSTR')).toMatch(/Market cap: stockanalysis \$42\.35B on 2026-06-08/);
    expect(note('XXI')).toMatch(/Market cap: trefis ~\$2\.4B on 2026-02-04/);
    expect(note('3350.T')).toMatch(/Market cap ~US\$2\.43B \(Feb 2026\)/);
  });

  it('keeps government rows with a real zero and skips blanks', async () => {
    const { db } = database();
    const germany = await db.select().from(treasuryConstituents).where(eq(treasuryConstituents.companyName, 'Germany'));
    expect(germany).toHaveLength(1);
    expect(germany[0]).toMatchObject({ btcHoldings: 0, ticker: null, indexType: 'government_reserve' });
    const blank = csv('governments.csv').find((row) => !filled(row.btc_holdings))!;
    const missing = await db
      .select()
      .from(treasuryConstituents)
      .where(eq(treasuryConstituents.companyName, blank.country!));
    expect(missing).toHaveLength(0);
  });

  it('dates green vault rows by their BTC figure and keeps the renewable claim', async () => {
    const { db } = database();
    const candidate = csv('green_candidates.csv').find((row) => row.ticker === 'CLSK')!;
    const [row] = await db
      .select()
      .from(treasuryConstituents)
      .where(sql`${treasuryConstituents.indexType} = 'green_vault' and ${treasuryConstituents.ticker} = 'CLSK'`);
    expect(row).toMatchObject({
      asOf: candidate.btc_as_of,
      renewableEnergyPct: Number(candidate.renewable_share_pct),
      renewableClaimBasis: candidate.renewable_claim_basis,
      renewableAsOf: candidate.as_of,
      sourceNote: candidate.source_note,
    });
    expect(row?.marketCap).toBeGreaterThan(0);
  });

  it('parses as_of into the latest date it names', async () => {
    const { db } = database();
    const rows = await db
      .select({ asOf: treasuryConstituents.asOf, asOfDate: treasuryConstituents.asOfDate })
      .from(treasuryConstituents);
    const byText = new Map(rows.map((row) => [row.asOf, row.asOfDate]));
    expect(byText.get('2026-06-15/2026-06-21')).toBe('2026-06-21');
    expect(byText.get('2026-05')).toBe('2026-05-31');
    expect(byText.get('2021-02')).toBe('2021-02-28');
  });

  it('seeds the sourced featured quote word for word from facts.md', async () => {
    const { db } = database();
    const facts = readFileSync(join(SEED_DIR, 'facts.md'), 'utf8');
    const section = facts.slice(facts.indexOf('## 8.'));
    const quoted = section
      .split('\n')
      .filter((line) => line.startsWith('>'))
      .map((line) => line.replace(/^>\s?/, ''))
      .join(' ')
      .trim()
      .replace(/^"|"$/g, '');
    const rows = await db.select().from(testimonials).where(eq(testimonials.featured, true));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      quote: quoted,
      author: 'Michael J. Saylor',
      quotedOn: '2020-08-11',
      sourceLabel: 'MicroStrategy press release, Business Wire, Aug 11, 2020',
    });
  });
});

describe.each(testEngines())('market-cap notes backfill on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  const noteOf = async (db: Database, ticker: string) => {
    const [row] = await db
      .select({ note: treasuryConstituents.marketCapSourceNote, lastUpdated: treasuryConstituents.lastUpdated })
      .from(treasuryConstituents)
      .where(and(eq(treasuryConstituents.indexType, 'bitcoin_treasury'), eq(treasuryConstituents.ticker, ticker)));
    return row!;
  };

  it('gives rows seeded before the column their note once, leaving rows changed since alone', async () => {
    const { db } = database();
    const caps = new Map(csv('market_caps.csv').map((row) => [row.ticker, row]));
    const withNote = async () => {
      const [row] = await db
        .select({ rows: count() })
        .from(treasuryConstituents)
        .where(sql`${treasuryConstituents.marketCapSourceNote} is not null`);
      return row?.rows ?? 0;
    };
    const seededWithNote = await withNote();
    // An install seeded before the column: no notes, and no backfill recorded.
    await db.update(treasuryConstituents).set({ marketCapSourceNote: null });
    await db.delete(seedLog).where(eq(seedLog.dataset, MARKET_CAP_NOTES_BACKFILL));
    // MARA was edited by an administrator (audited), RIOT's market cap (a company and a
    // GreenVault row) changed outside the audited path: none is the seeded row any more.
    const [mara] = await db.select().from(treasuryConstituents).where(eq(treasuryConstituents.ticker, 'MARA'));
    await patchConstituent(db, { id: null, name: 'test admin' }, mara!.id, {
      btcHoldings: 1,
      asOf: '2026-06-30',
      sourceNote: 'Admin edit (test)',
    });
    await db.update(treasuryConstituents).set({ marketCap: 1_234_567 }).where(eq(treasuryConstituents.ticker, 'RIOT'));
    const before = await noteOf(db, 'XXI');
    const report = await seedDatabase(db);

    const filledNow = report.loaded[MARKET_CAP_NOTES_BACKFILL];
    expect(filledNow).toBe(seededWithNote - 3);
    expect(await withNote()).toBe(seededWithNote - 3);
    const xxi = await noteOf(db, 'XXI');
    expect(xxi.note).toBe(caps.get('XXI')!.source_note);
    expect(xxi.lastUpdated).toEqual(before.lastUpdated);
    expect((await noteOf(db, 'MARA')).note).toBeNull();
    expect((await noteOf(db, 'RIOT')).note).toBeNull();
    const [logged] = await db.select().from(seedLog).where(eq(seedLog.dataset, MARKET_CAP_NOTES_BACKFILL));
    expect(logged?.rows).toBe(filledNow);
  });

  it('runs once: a later start changes nothing, not even a note cleared since', async () => {
    const { db } = database();
    await db
      .update(treasuryConstituents)
      .set({ marketCapSourceNote: null })
      .where(eq(treasuryConstituents.ticker, 'XXI'));
    expect(await seedDatabase(db)).toEqual({ loaded: {} });
    expect((await noteOf(db, 'XXI')).note).toBeNull();
  });

  it("links the sources of rows seeded before the column once, where the seed's note still stands", async () => {
    const { db } = database();
    const sourcesOf = async (ticker: string) =>
      (await db.select().from(treasuryConstituents).where(eq(treasuryConstituents.ticker, ticker)))[0]!;
    const seededXxi = await sourcesOf('XXI');
    expect(seededXxi.sources.length).toBeGreaterThan(0);
    // An install seeded before the column: no sources, and no backfill recorded; MARA's
    // note was since changed by an administrator.
    await db.update(treasuryConstituents).set({ sources: [] });
    await db.delete(seedLog).where(eq(seedLog.dataset, SOURCE_LINKS_BACKFILL));
    const [mara] = await db.select().from(treasuryConstituents).where(eq(treasuryConstituents.ticker, 'MARA'));
    await patchConstituent(db, { id: null, name: 'test admin' }, mara!.id, {
      btcHoldings: 1,
      asOf: '2026-06-30',
      sourceNote: 'Admin edit (test)',
    });

    const report = await seedDatabase(db);
    expect(report.loaded[SOURCE_LINKS_BACKFILL]).toBeGreaterThan(10);
    const xxi = await sourcesOf('XXI');
    expect(xxi.sources).toEqual(seededXxi.sources);
    expect(xxi.lastUpdated).toEqual(seededXxi.lastUpdated);
    expect((await sourcesOf('MARA')).sources).toEqual([]);
    // Once: a list cleared later stays cleared.
    await db.update(treasuryConstituents).set({ sources: [] }).where(eq(treasuryConstituents.ticker, 'XXI'));
    expect((await seedDatabase(db)).loaded[SOURCE_LINKS_BACKFILL]).toBeUndefined();
    expect((await sourcesOf('XXI')).sources).toEqual([]);
  });

  if (engine === 'postgres')
    it('two instances starting at once beside an admin write: one fills the notes, none deadlocks', async () => {
      const { db, url } = database();
      await db.update(treasuryConstituents).set({ marketCapSourceNote: null });
      await db.delete(seedLog).where(eq(seedLog.dataset, MARKET_CAP_NOTES_BACKFILL));
      const [mstr] = await db.select().from(treasuryConstituents).where(eq(treasuryConstituents.ticker, 'MSTR'));
      const handles = await Promise.all([openDatabase({ databaseUrl: url! }), openDatabase({ databaseUrl: url! })]);
      try {
        const [first, second, edited] = await Promise.all([
          backfillMarketCapNotes(handles[0]!.db),
          backfillMarketCapNotes(handles[1]!.db),
          patchConstituent(db, { id: null, name: 'test admin' }, mstr!.id, {
            btcHoldings: 2,
            asOf: '2026-06-30',
            sourceNote: 'Admin edit (test)',
          }),
        ]);
        const filled = [first, second].map((report) => report[MARKET_CAP_NOTES_BACKFILL] ?? 0).sort((a, b) => a - b);
        expect(filled[0]).toBe(0);
        expect(filled[1]).toBeGreaterThan(0);
        expect(edited).toBeTruthy();
        const [logged] = await db.select().from(seedLog).where(eq(seedLog.dataset, MARKET_CAP_NOTES_BACKFILL));
        expect(logged?.rows).toBe(filled[1]);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    });

  it('records itself on a fresh install without rewriting the notes the seed stored', async () => {
    const fresh = await createTestDatabase(engine);
    try {
      const report = await seedDatabase(fresh.db);
      expect(report.loaded[MARKET_CAP_NOTES_BACKFILL]).toBeUndefined();
      const [logged] = await fresh.db.select().from(seedLog).where(eq(seedLog.dataset, MARKET_CAP_NOTES_BACKFILL));
      expect(logged?.rows).toBe(0);
    } finally {
      await fresh.destroy();
    }
  });
});

describe.each(testEngines())('seed loader across datasets on %s', (engine) => {
  it('rolls back every dataset when a write fails midway (one transaction)', async () => {
    const database = await createTestDatabase(engine);
    try {
      // Prices are written before companies; this existing row then breaks the company insert.
      const strategy = csv('public_companies.csv')[0]!.company_name!;
      await database.db.insert(treasuryConstituents).values({ companyName: strategy, btcHoldings: 1 });
      await expect(seedDatabase(database.db)).rejects.toThrow();
      const [prices] = await database.db.select({ rows: count() }).from(priceData);
      const [log] = await database.db.select({ rows: count() }).from(seedLog);
      expect(prices?.rows).toBe(0);
      expect(log?.rows).toBe(0);
      expect(await countsByIndexType(database.db)).toEqual({ bitcoin_treasury: 1 });
    } finally {
      await database.destroy();
    }
  });

  it('loads only the datasets missing from seed_log', async () => {
    const database = await createTestDatabase(engine);
    try {
      await database.db.insert(seedLog).values({ dataset: 'etfs', rows: 0 });
      const report = await seedDatabase(database.db);
      expect(report.loaded.etfs).toBeUndefined();
      expect((await countsByIndexType(database.db)).bitcoin_etf).toBeUndefined();
      expect(report.loaded.public_companies).toBe(expectedCounts.bitcoin_treasury);
    } finally {
      await database.destroy();
    }
  });
});

describe.each(testEngines())('BTC history seed on %s', (engine) => {
  // A made-up three-day file for the loader's rules (not prices anyone published): the day
  // before btc_usd_daily.csv starts, that first day itself, and one in 2014.
  const firstDaily = [...dailyPrices].sort((a, b) => (a.date! < b.date! ? -1 : 1))[0]!;
  const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const historyCsv = `date,btc_usd\n2014-01-01,111.5\n${dayBefore(firstDaily.date!)},222.25\n${firstDaily.date},333\n`;

  function seedDirWithHistory(text: string | null) {
    const dir = mkdtempSync(join(tmpdir(), 'vaultmark-seed-'));
    tempDirs.push(dir);
    cpSync(SEED_DIR, dir, { recursive: true, filter: (source) => !source.endsWith('.ts') });
    rmSync(join(dir, BTC_HISTORY_FILE), { force: true });
    if (text !== null) writeFileSync(join(dir, BTC_HISTORY_FILE), text);
    return dir;
  }

  const btcRows = (db: Database) =>
    db
      .select({ price: priceData.price, timestamp: priceData.timestamp, source: priceData.source })
      .from(priceData)
      .where(eq(priceData.symbol, 'BTC'))
      .orderBy(priceData.timestamp);

  it('waits while the file is not shipped, then adds only the days without a price, once', async () => {
    const database = await createTestDatabase(engine);
    try {
      const { db } = database;
      const withoutFile = seedDirWithHistory(null);
      expect((await seedDatabase(db, { dir: withoutFile })).loaded.btc_usd_history).toBeUndefined();
      expect(await db.select().from(seedLog).where(eq(seedLog.dataset, 'btc_usd_history'))).toEqual([]);
      const before = await btcRows(db);

      const dir = seedDirWithHistory(historyCsv);
      const report = await seedDatabase(db, { dir });
      // The first daily day already had its price: two of the three days are new.
      expect(report).toEqual({ loaded: { btc_usd_history: 2 } });
      const after = await btcRows(db);
      expect(after).toHaveLength(before.length + 2);
      expect(after[0]).toEqual({
        price: 111.5,
        timestamp: new Date('2014-01-01T00:00:00Z'),
        source: BTC_HISTORY_SOURCE,
      });
      expect(after[1]).toMatchObject({ price: 222.25, source: BTC_HISTORY_SOURCE });
      // Every row stored before is kept as it was.
      expect(after.slice(2)).toEqual(before);
      expect(after[2]!.price).toBe(Number(firstDaily.btc_usd));

      expect(await seedDatabase(db, { dir })).toEqual({ loaded: {} });
      expect(await btcRows(db)).toHaveLength(after.length);
    } finally {
      await database.destroy();
    }
  });

  it('seeds a fresh database with the history and the newer closes in one run', async () => {
    const database = await createTestDatabase(engine);
    try {
      const dir = seedDirWithHistory(historyCsv);
      const report = await seedDatabase(database.db, { dir });
      expect(report.loaded.btc_usd_daily).toBe(dailyPrices.length);
      expect(report.loaded.btc_usd_history).toBe(2);
      const rows = await btcRows(database.db);
      expect(rows).toHaveLength(dailyPrices.length + 2);
      expect(rows[0]!.timestamp.toISOString()).toBe('2014-01-01T00:00:00.000Z');
    } finally {
      await database.destroy();
    }
  });

  it('refuses an impossible date with file and line, writing nothing', async () => {
    const database = await createTestDatabase(engine);
    try {
      const dir = seedDirWithHistory('date,btc_usd\n2014-01-01,100\n2014-02-30,100\n');
      const error = await seedDatabase(database.db, { dir }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SeedDataError);
      expect((error as Error).message).toMatch(/^btc_usd_history\.csv line 3: date must be a real date/);
      expect(await btcRows(database.db)).toEqual([]);
    } finally {
      await database.destroy();
    }
  });
});
