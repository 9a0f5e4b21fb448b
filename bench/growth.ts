// Growth (issue 44 §5): what N extra holders do to the site. For N = 0, 2,000 and 10,000 it
// starts `npm start`'s server on a throwaway PostgreSQL database (the seed, then N synthetic
// public companies written straight into that database — never into the seed), and measures
// the HTML of the index pages and /holdings, the index and constituents answers, an admin
// edit and the first index read after a write; each as a ratio to N = 0 in the same run.
// `GROWTH_SIZES=0,2000` picks the sizes; `GROWTH_LIGHTHOUSE=1` adds Lighthouse 12 mobile on
// /bitcoin-treasury at each size (one run each: indicative on a shared machine);
// `GROWTH_BEFORE=1` leaves out the index page's own answer (for code older than ADR 202).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { chromium } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.ts';
import { startAdminServer, type AdminServer } from './admin-session.ts';
import { runLighthouseWithRetry } from './lighthouse.ts';
import type { Report } from './report.ts';

const PAGES = ['/bitcoin-treasury', '/bitcoin-treasury-starter', '/green-vault-index', '/holdings'] as const;
/** The index page's own answer (ADR 202); before it existed the page read the whole one. */
const PAGE_ANSWER = '/api/index/bitcoin_treasury?ineligiblePageSize=25';
const ANSWERS = [
  '/api/index/bitcoin_treasury',
  ...(process.env.GROWTH_BEFORE === '1' ? [] : [PAGE_ANSWER]),
  '/api/index/bitcoin_treasury_starter',
  '/api/constituents?index_type=bitcoin_treasury',
] as const;
const TIMED_RUNS = 9;
/** The targets of issue 44 §5 at 2,000 extra holders, as ratios to today's figure. */
const TARGETS = { html: 3, edit: 3, readAfterWrite: 5 };

/** A small deterministic generator (mulberry32): the same rows every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const COUNTRIES = ['US', 'CA', 'GB', 'DE', 'JP', 'HK', 'AU', 'SE', 'FR', 'BR'];
const SECTORS = ['Software', 'Mining', 'Financial Services', 'Treasury Company', 'Consumer', 'Healthcare', 'Energy'];
const EXCHANGES = ['Nasdaq', 'NYSE', 'TSX', 'LSE', 'XETRA', 'TSE', 'HKEX', 'ASX'];

/**
 * N public companies with a heavy tail of holdings, like the trackers' lists: BTC held is
 * Pareto-distributed (α = 0.5 from 1 BTC, so about 10% hold 100 BTC or more and about 2%
 * 3,000 or more), BTC worth 2%–120% of the market cap, 5% without a market cap. Names and
 * tickers say they are synthetic.
 */
export function syntheticHolders(count: number) {
  const next = random(44);
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(5, '0');
    const btc = Math.min(250_000, Math.round(1 / Math.max(next(), 1e-6) ** 2));
    const share = 0.02 * 60 ** next();
    const marketCap = next() < 0.05 ? null : Math.round((btc * 90_000) / share / 1000) * 1000 + 1_000_000;
    return {
      company_name: `Synthetic Holder ${n} (bench)`,
      ticker: `SYN${n}`,
      exchange: EXCHANGES[i % EXCHANGES.length]!,
      country: COUNTRIES[i % COUNTRIES.length]!,
      sector: SECTORS[i % SECTORS.length]!,
      btc_holdings: btc,
      market_cap: marketCap,
      as_of: '2026-11-30',
      source_note: `Synthetic row ${n} of the growth benchmark (bench/growth.ts); not a real company.`,
    };
  });
}

async function insertHolders(databaseUrl: string, count: number) {
  if (count === 0) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO treasury_constituents (company_name, ticker, exchange, country, sector, btc_holdings, market_cap,
         index_type, as_of, as_of_date, source_note)
       SELECT company_name, ticker, exchange, country, sector, btc_holdings, market_cap,
         'bitcoin_treasury', as_of, as_of::date, source_note
       FROM json_to_recordset($1::json) AS r(company_name text, ticker text, exchange text, country text,
         sector text, btc_holdings numeric, market_cap numeric, as_of text, source_note text)`,
      [JSON.stringify(syntheticHolders(count))],
    );
  } finally {
    await client.end();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

interface Figures {
  bytes: Record<string, number>;
  /** Pages the server rendered without their data (the loading state: their first queries timed out). */
  withoutData: string[];
  editMs: number;
  readAfterWriteMs: number;
  /** The same for the index page's answer (null when measuring the code before it existed). */
  pageReadAfterWriteMs: number | null;
  lighthouse: string | null;
}

/** A seeded row of the index to edit: the first stored one with a ticker. */
async function editableRow(admin: AdminServer): Promise<{ id: string; btcHoldings: number }> {
  const response = await admin.send('GET', '/api/admin/constituents?indexType=bitcoin_treasury&pageSize=1');
  const body = (await response.json()) as { rows: { id: string; btcHoldings: number }[] };
  if (!body.rows[0]) throw new Error('no row to edit');
  return body.rows[0];
}

async function measure(extra: number, lighthouse: boolean): Promise<Figures> {
  const admin = await startAdminServer('postgres', `growth${extra}`);
  if (!admin) throw new Error('the growth benchmark needs PostgreSQL (DATABASE_URL_TEST or 127.0.0.1:5432)');
  try {
    await insertHolders(admin.databaseUrl!, extra);
    const row = await editableRow(admin);
    let edits = 0;
    const edit = async () => {
      edits += 1;
      const response = await admin.send(
        'PATCH',
        `/api/admin/constituents/${row.id}`,
        JSON.stringify({ btcHoldings: row.btcHoldings + edits, asOf: '2026-12-01', sourceNote: 'growth benchmark' }),
      );
      if (response.status !== 200) throw new Error(`edit answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    };
    const withoutData: string[] = [];
    const get = async (path: string) => {
      const response = await fetch(`${admin.server.url}${path}`);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      const body = await response.text();
      if (body.includes('data-testid="index-loading"')) withoutData.push(path);
      return Buffer.byteLength(body);
    };
    // One write first: it refreshes the derived values (weights) of the rows written directly.
    await edit();
    const bytes: Record<string, number> = {};
    for (const path of [...PAGES, ...ANSWERS]) bytes[path] = await get(path);

    const editMs: number[] = [];
    const readMs: number[] = [];
    const pageReadMs: number[] = [];
    for (let run = 0; run < TIMED_RUNS; run += 1) {
      const started = performance.now();
      await edit();
      editMs.push(performance.now() - started);
      const readStarted = performance.now();
      await get('/api/index/bitcoin_treasury');
      readMs.push(performance.now() - readStarted);
      if (ANSWERS.includes(PAGE_ANSWER)) {
        await edit();
        const pageStarted = performance.now();
        await get(PAGE_ANSWER);
        pageReadMs.push(performance.now() - pageStarted);
      }
    }

    let lighthouseText: string | null = null;
    if (lighthouse) {
      const found = findChromium({ playwrightExecutable: () => chromium.executablePath() });
      if (found.source === 'none') throw new Error(found.message);
      const chromePath = found.executablePath ?? chromium.executablePath();
      const dir = mkdtempSync(join(tmpdir(), 'vaultmark-bench-growth-'));
      try {
        await get('/bitcoin-treasury');
        const figures = await runLighthouseWithRetry(`${admin.server.url}/bitcoin-treasury`, chromePath, dir);
        lighthouseText =
          `score ${figures.score.toFixed(2)}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, ` +
          `TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}`;
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    return {
      bytes,
      withoutData,
      editMs: median(editMs),
      readAfterWriteMs: median(readMs),
      pageReadAfterWriteMs: pageReadMs.length > 0 ? median(pageReadMs) : null,
      lighthouse: lighthouseText,
    };
  } finally {
    await admin.stop();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export async function benchGrowth(report: Report) {
  const sizes = (process.env.GROWTH_SIZES ?? '0,2000,10000').split(',').map(Number);
  const lighthouse = process.env.GROWTH_LIGHTHOUSE === '1';
  if (sizes[0] !== 0) sizes.unshift(0);
  const base = await measure(0, lighthouse);
  for (const extra of sizes.slice(1)) {
    const figures = await measure(extra, lighthouse);
    const at2000 = extra === 2000;
    for (const path of [...PAGES, ...ANSWERS]) {
      const isPage = !path.startsWith('/api/');
      report({
        name: `${path} ${isPage ? 'HTML' : 'answer'} with ${extra} extra holders`,
        value: `${kb(figures.bytes[path]!)}${figures.withoutData.includes(path) ? ' (rendered WITHOUT its data: timed out)' : ''}`,
        baseline: kb(base.bytes[path]!),
        ratio: (figures.bytes[path]! / base.bytes[path]!).toFixed(2),
        target: isPage && path !== '/holdings' && at2000 ? `≤ ${TARGETS.html}` : '',
      });
    }
    report({
      name: `admin edit (PATCH) with ${extra} extra holders, median of ${TIMED_RUNS}`,
      value: `${figures.editMs.toFixed(0)} ms`,
      baseline: `${base.editMs.toFixed(0)} ms`,
      ratio: (figures.editMs / base.editMs).toFixed(2),
      target: at2000 ? `≤ ${TARGETS.edit}` : '',
    });
    report({
      name: `first /api/index/bitcoin_treasury read after a write with ${extra} extra holders, median of ${TIMED_RUNS}`,
      value: `${figures.readAfterWriteMs.toFixed(0)} ms`,
      baseline: `${base.readAfterWriteMs.toFixed(0)} ms`,
      ratio: (figures.readAfterWriteMs / base.readAfterWriteMs).toFixed(2),
      target: at2000 ? `≤ ${TARGETS.readAfterWrite}` : '',
    });
    if (figures.pageReadAfterWriteMs !== null && base.pageReadAfterWriteMs !== null) {
      report({
        name: `first ${PAGE_ANSWER} read after a write with ${extra} extra holders, median of ${TIMED_RUNS}`,
        value: `${figures.pageReadAfterWriteMs.toFixed(0)} ms`,
        baseline: `${base.pageReadAfterWriteMs.toFixed(0)} ms`,
        ratio: (figures.pageReadAfterWriteMs / base.pageReadAfterWriteMs).toFixed(2),
        target: at2000 ? `≤ ${TARGETS.readAfterWrite}` : '',
      });
    }
    if (figures.lighthouse) {
      report({
        name: `Lighthouse 12 mobile /bitcoin-treasury with ${extra} extra holders (one run, indicative)`,
        value: figures.lighthouse,
        baseline: base.lighthouse ?? '',
        target: at2000 ? 'score ≥ 0.95' : '',
      });
    }
  }
}
