// Market caps from public sources (ADR 192): for each stored holder an administrator gave a
// CIK (an alias of the source "market_cap": key = CIK, target = the row), the shares
// outstanding from SEC EDGAR and the last close of the row's symbol from the quote source;
// market cap = shares × close, proposed like holdings (a staged import of kind "source",
// upsert only), as of the older of the two dates, both sources named in marketCapSourceNote.
// Only US listings are read; the market caps of other listings stay manual.
import * as z from 'zod/mini';
import { edgarCompanyPage, withSourceLink } from '../../domain/market/source-links.ts';
import { constituentFieldSchemas } from '../../domain/schemas/admin.ts';
import type { ImportCounts } from '../../domain/schemas/import-counts.ts';
import type { IndexType } from '../../domain/schemas/common.ts';
import type { SourceLink } from '../../domain/schemas/market-fields.ts';
import { SOURCE_LABELS } from '../../domain/schemas/sources.ts';
import type { Database } from '../db/client.ts';
import { readStoredConstituents, withAsOfDate, type StoredConstituent } from '../db/queries/constituent-writes.ts';
import { aliasTargets } from '../db/queries/sources.ts';
import type { SourcedChange, SourcePlan } from '../market/import/import-service.ts';
import type { SkippedRow } from '../market/import/plan-import.ts';
import { exchangeMatches, splitSymbol } from './exchange-suffixes.ts';
import { readLastClose, type LastClose, type QuoteSettings } from './quote-close.ts';
import { paddedCik, readSharesOutstanding, type SecSettings, type SharesOutstanding } from './sec-edgar.ts';
import { SourceFailure, type PerRowSourceAdapter, type SourceProposal } from './types.ts';

export interface MarketCapSettings {
  sec: SecSettings;
  quote: QuoteSettings;
}

/** The index types whose rows carry a market cap. */
export const MARKET_CAP_INDEX_TYPES = ['bitcoin_treasury', 'green_vault'] as const satisfies readonly IndexType[];

/** The most holders one run reads (two requests each; the SEC allows 10 a second). */
const MAX_TARGETS = 500;

/** What was read for one stored row. */
export interface MarketCapReading {
  constituentId: string;
  shares: SharesOutstanding;
  close: LastClose;
}

/** A stored row is read when it is a US listing with a symbol. */
export const isUsListing = (record: { symbol: string | null; exchange: string | null }) =>
  record.symbol !== null && (exchangeMatches(record.exchange, 'US') || splitSymbol(record.symbol).suffix === 'US');

/** The ticker a quote is asked for: the stored symbol without a .US suffix (FXSH.US → FXSH). */
const tickerOf = (symbol: string) => splitSymbol(symbol).ticker;

/** The note a committed market cap carries: both sources, their figures and their dates. */
export function marketCapNote(reading: MarketCapReading, quoteHost: string): string {
  const { shares, close } = reading;
  const filing = [shares.form, shares.accn].filter(Boolean).join(' ');
  return (
    `SEC EDGAR company facts, CIK ${shares.cik}: ${shares.shares.toLocaleString('en-US')} shares outstanding ` +
    `as of ${shares.asOf} (filed ${shares.filed}${filing ? `, ${filing}` : ''}) × last close ` +
    `${close.close} USD on ${close.date} (${quoteHost})`
  );
}

/** The public page a committed market cap cites: the company's EDGAR filings, dated by the filing. */
export function edgarLink(reading: MarketCapReading, today = new Date().toISOString().slice(0, 10)): SourceLink {
  const { shares } = reading;
  return {
    title: `SEC EDGAR filings of CIK ${shares.cik} (shares outstanding as of ${shares.asOf})`,
    url: edgarCompanyPage(shares.cik),
    publishedAt: olderOf(shares.filed, today),
  };
}

const olderOf = (a: string, b: string) => (a < b ? a : b);

/** Compares what was read with the stored rows and plans an upsert of market caps (pure). */
export function planMarketCaps(
  readings: readonly MarketCapReading[],
  stored: readonly StoredConstituent[],
  quoteHost: string,
  skippedBefore: readonly SkippedRow[] = [],
): SourcePlan {
  const byId = new Map(stored.map((item) => [item.id, item]));
  const changes: SourcedChange[] = [];
  const skipped: SkippedRow[] = [...skippedBefore];
  const names: [IndexType, string][] = [];
  let unchanged = 0;
  readings.forEach((reading, index) => {
    const target = byId.get(reading.constituentId);
    if (!target) {
      skipped.push({
        row: index + 1,
        companyName: reading.close.symbol,
        reason: 'The mapped row is gone; map the CIK again',
      });
      return;
    }
    names.push([target.record.indexType, target.record.companyName]);
    const marketCap = Math.round(reading.shares.shares * reading.close.close);
    const checked = z.safeParse(constituentFieldSchemas.marketCap, marketCap);
    if (!checked.success) {
      throw new SourceFailure(
        `${target.record.companyName}: ${reading.shares.shares} shares × ${reading.close.close} USD is not a plausible market cap`,
      );
    }
    if (target.record.marketCap === marketCap) {
      unchanged += 1;
      return;
    }
    const asOf = olderOf(reading.shares.asOf, reading.close.date);
    const note = marketCapNote(reading, quoteHost);
    const after = withAsOfDate({
      ...target.record,
      marketCap,
      marketCapAsOf: asOf,
      marketCapSourceNote: note,
      sources: withSourceLink(target.record.sources, edgarLink(reading)),
    });
    changes.push({
      kind: 'update',
      id: target.id,
      before: target.record,
      after,
      provenance: { asOf, source: note },
      row: index + 1,
    });
  });
  const counts: ImportCounts = {
    rows: readings.length + skippedBefore.length,
    added: 0,
    changed: changes.length,
    unchanged,
    removed: 0,
    invalid: 0,
    skipped: skipped.length,
  };
  return { dependsOn: { indexTypes: [...MARKET_CAP_INDEX_TYPES], names }, changes, skipped, counts };
}

/** The rows mapped to a CIK, each with its CIK; rows that are not US listings are named as skipped. */
async function targetsOf(db: Database) {
  const aliases = (await aliasTargets(db, 'market_cap')).filter(
    (alias): alias is { sourceKey: string; constituentId: string } => alias.constituentId !== null,
  );
  const rows = await readStoredConstituents(db, { ids: aliases.map((alias) => alias.constituentId) });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const targets: { cik: string; row: StoredConstituent }[] = [];
  const skipped: SkippedRow[] = [];
  for (const alias of aliases) {
    const row = byId.get(alias.constituentId);
    if (!row) continue;
    if (!isUsListing(row.record)) {
      skipped.push({
        row: skipped.length + 1,
        companyName: row.record.companyName,
        reason: 'Not a US listing: its market cap stays manual',
      });
      continue;
    }
    targets.push({ cik: paddedCik(alias.sourceKey), row });
  }
  if (targets.length > MAX_TARGETS) throw new SourceFailure(`More than ${MAX_TARGETS} holders are mapped to a CIK`);
  return { targets, skipped };
}

export function marketCapAdapter(settings: MarketCapSettings): PerRowSourceAdapter {
  const quoteHost = new URL(settings.quote.url).host;
  return {
    kind: 'per-row',
    id: 'market_cap',
    label: SOURCE_LABELS.market_cap,
    indexTypes: MARKET_CAP_INDEX_TYPES,
    host: `${new URL(settings.sec.url).host} + ${quoteHost}`,
    async read(now: Date, db: Database): Promise<SourceProposal> {
      const { targets, skipped } = await targetsOf(db);
      const readings: MarketCapReading[] = [];
      for (const { cik, row } of targets) {
        const shares = await readSharesOutstanding(settings.sec, cik);
        const close = await readLastClose(settings.quote, tickerOf(row.record.symbol!));
        readings.push({ constituentId: row.id, shares, close });
      }
      const asOf = readings.reduce(
        (oldest, reading) => olderOf(oldest, olderOf(reading.shares.asOf, reading.close.date)),
        now.toISOString().slice(0, 10),
      );
      return { asOf, plan: async (_tx, stored) => planMarketCaps(readings, stored, quoteHost, skipped) };
    },
  };
}
