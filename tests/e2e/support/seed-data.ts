// Reads the shipped seed snapshot directly, so browser tests check the page against the
// data the site was seeded with rather than against numbers copied into the test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const seedDir = join(process.cwd(), 'server', 'db', 'seed');

/** RFC 4180 rows (quoted fields, "" escapes, LF or CRLF line ends); blank lines dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

/** One seed snapshot as objects keyed by its header row. */
export function readCsv(name: string): Record<string, string>[] {
  const [header, ...body] = parseCsv(readFileSync(join(seedDir, name), 'utf8'));
  if (!header) return [];
  return body.map((cells) => Object.fromEntries(header.map((column, index) => [column, cells[index] ?? ''])));
}

export function publicCompaniesTotalBtc(): number {
  return readCsv('public_companies.csv').reduce((sum, row) => sum + Number(row.btc_holdings || 0), 0);
}

export function latestDailyBtcPrice(): number {
  const rows = readCsv('btc_usd_daily.csv');
  const latest = rows.reduce((a, b) => ((a.date ?? '') > (b.date ?? '') ? a : b));
  return Number(latest.btc_usd);
}

/** Whole UTC days from Aug 11, 2020 to now, the home page's days-since counter. */
export function daysSinceFirstPurchase(now = new Date()): number {
  const start = Date.UTC(2020, 7, 11);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.floor((today - start) / 86_400_000);
}
