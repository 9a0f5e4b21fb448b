// The Atom feeds (RFC 4287) of holdings changes, read from the audit log: every change of a
// holder's BTC holdings (admin edit, API write, import, undo), newest first, the latest 50.
// Entry ids are tag URIs of the audit entry's id on the public origin's host, so they never
// change; the feed's <updated> is its newest entry's time, so an unchanged feed is the same
// bytes (and ETag).
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alertChangeText } from '../../domain/alerts.ts';
import { CHANGES_FEED_PATH, holderFeedPath } from '../../domain/feeds.ts';
import type { Database } from '../db/client.ts';
import { auditLog, treasuryConstituents, type AuditLogRow } from '../db/schema.ts';
import { escapeHtml } from '../seo/head.ts';
import { holdingsChangeOf } from './alert-rounds.ts';

export const FEED_ENTRY_LIMIT = 50;
/** The feed's <updated> when it has no entries yet (a fixed time, so its ETag is stable). */
const EMPTY_FEED_UPDATED = '2026-01-01T00:00:00.000Z';

const holdingsChanged = or(
  sql`${auditLog.action} in ('insert', 'delete')`,
  sql`(${auditLog.before} -> 'btcHoldings') is distinct from (${auditLog.after} -> 'btcHoldings')`,
);

async function changeEntries(db: Database, ticker?: string): Promise<AuditLogRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tableName, 'treasury_constituents'),
        holdingsChanged,
        ticker ? sql`upper(${auditLog.ticker}) = ${ticker}` : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(FEED_ENTRY_LIMIT);
}

/** The stored name of a holder by ticker, or null when no row has it. */
export async function holderName(db: Database, ticker: string): Promise<string | null> {
  const [row] = await db
    .select({ name: treasuryConstituents.companyName })
    .from(treasuryConstituents)
    .where(sql`upper(${treasuryConstituents.ticker}) = ${ticker}`)
    .orderBy(sql`${treasuryConstituents.indexType} = 'bitcoin_etf'`)
    .limit(1);
  return row?.name ?? null;
}

interface FeedInput {
  origin: string;
  siteName: string;
  title: string;
  selfPath: string;
  alternatePath: string;
  entries: readonly AuditLogRow[];
}

function atomFeed(input: FeedInput): string {
  const host = new URL(input.origin).hostname;
  const url = (path: string) => new URL(path, input.origin).toString();
  const text = (value: string) => escapeHtml(value);
  const entries = input.entries.map((entry) => {
    const change = holdingsChangeOf(entry);
    const name = change.ticker ? `${change.companyName} (${change.ticker})` : change.companyName;
    const title =
      change.after === null
        ? `${name}: removed`
        : change.before === null
          ? `${name}: ${change.after} BTC`
          : `${name}: ${change.before} → ${change.after} BTC`;
    return [
      '  <entry>',
      `    <id>tag:${host},2026:holdings-change:${entry.id}</id>`,
      `    <title>${text(title)}</title>`,
      `    <updated>${entry.createdAt.toISOString()}</updated>`,
      `    <link rel="alternate" type="text/html" href="${text(url(change.path))}"/>`,
      `    <content type="text">${text(alertChangeText(change, input.origin))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  const updated = input.entries[0]?.createdAt.toISOString() ?? EMPTY_FEED_UPDATED;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>tag:${host},2026:${input.selfPath}</id>`,
    `  <title>${text(input.title)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${text(input.siteName)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${text(url(input.selfPath))}"/>`,
    `  <link rel="alternate" type="text/html" href="${text(url(input.alternatePath))}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

export async function changesFeed(db: Database, origin: string, siteName: string): Promise<string> {
  return atomFeed({
    origin,
    siteName,
    title: `${siteName}: holdings changes`,
    selfPath: CHANGES_FEED_PATH,
    alternatePath: '/holdings',
    entries: await changeEntries(db),
  });
}

/** One holder's feed; null when no stored row and no change has this ticker. */
export async function holderFeed(
  db: Database,
  origin: string,
  siteName: string,
  ticker: string,
): Promise<string | null> {
  const upper = ticker.toUpperCase();
  const [name, entries] = await Promise.all([holderName(db, upper), changeEntries(db, upper)]);
  if (name === null && entries.length === 0) return null;
  const first = entries[0] ? holdingsChangeOf(entries[0]) : null;
  return atomFeed({
    origin,
    siteName,
    title: `${siteName}: ${name ?? first?.companyName ?? upper} (${upper}) holdings changes`,
    selfPath: holderFeedPath(upper),
    alternatePath: first?.path ?? `/company/${encodeURIComponent(upper)}`,
    entries,
  });
}
