// Import of a 10,000-row CSV through the admin API (issue 10): the preview (parse, validate,
// compare with the stored rows, stage) and the commit (one transaction: rows, audit entries,
// derived values), on the embedded database and on PostgreSQL, each against a baseline in
// the same run: the same rows written by one bare INSERT on a fresh database of that engine
// (no validation, no diff, no audit, no weights).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/db/migrate.ts';
import { createBenchDatabase, startAdminServer } from './admin-session.ts';
import type { Report } from './report.ts';

const ROWS = 10_000;
const PREVIEW_TARGET_MS = 2_000;
const COMMIT_TARGET_MS = 5_000;

function importFile(): string {
  const lines = ['companyName,indexType,symbol,btcHoldings,marketCap,country,asOf,sourceNote'];
  for (let i = 0; i < ROWS; i += 1) {
    lines.push(
      `Bench Treasury ${i},bitcoin_treasury,BT${i},${1_000 + ((i * 7_919) % 90_000)},${1e8 + ((i * 104_729) % 5e10)},US,2026-11-15,Bench file`,
    );
  }
  return lines.join('\n');
}

/** The baseline: the same rows in one bare INSERT, on a fresh migrated database of the engine. */
async function bareInsertMs(engine: 'pglite' | 'postgres', text: string): Promise<number | null> {
  const created = engine === 'postgres' ? await createBenchDatabase('baseline') : null;
  if (engine === 'postgres' && !created) return null;
  const handle = await openDatabase(created ? { databaseUrl: created.url } : {});
  try {
    await migrateDatabase(handle);
    const rows = text
      .split('\n')
      .slice(1)
      .map((line) => {
        const [companyName, indexType, ticker, btc, cap, country, asOf, source] = line.split(',');
        return {
          company_name: companyName,
          index_type: indexType,
          ticker,
          btc_holdings: Number(btc),
          market_cap: Number(cap),
          country,
          as_of: asOf,
          source_note: source,
        };
      });
    const started = performance.now();
    await handle.db.execute(sql`
      INSERT INTO treasury_constituents (company_name, index_type, ticker, btc_holdings, market_cap, country, as_of, source_note)
      SELECT company_name, index_type, ticker, btc_holdings, market_cap, country, as_of, source_note
      FROM json_populate_recordset(NULL::treasury_constituents, ${JSON.stringify(rows)}::json)`);
    return performance.now() - started;
  } finally {
    await handle.close();
    await created?.drop();
  }
}

export async function benchAdminImport(report: Report) {
  const text = importFile();
  for (const engine of ['pglite', 'postgres'] as const) {
    const label = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const admin = await startAdminServer(engine, 'import');
    if (!admin) {
      report({
        name: `Admin import of ${ROWS.toLocaleString('en-US')} rows (${label})`,
        value: 'skipped: no PostgreSQL server reachable',
      });
      continue;
    }
    try {
      const baseline = await bareInsertMs(engine, text);
      const previewStarted = performance.now();
      const preview = await admin.send('POST', '/api/admin/imports?fileName=bench.csv', text, 'text/csv');
      const previewMs = performance.now() - previewStarted;
      const previewed = (await preview.json()) as { import: { id: string; counts: { added: number } } };
      if (preview.status !== 201 || previewed.import.counts.added !== ROWS) {
        throw new Error(`preview answered ${preview.status}: ${JSON.stringify(previewed).slice(0, 300)}`);
      }
      const commitStarted = performance.now();
      const commit = await admin.send('POST', `/api/admin/imports/${previewed.import.id}/commit`);
      const commitMs = performance.now() - commitStarted;
      if (commit.status !== 200)
        throw new Error(`commit answered ${commit.status}: ${(await commit.text()).slice(0, 300)}`);
      const baselineText = baseline === null ? 'n/a' : `bare INSERT of the same rows: ${baseline.toFixed(0)} ms`;
      report({
        name: `Admin import preview, ${ROWS.toLocaleString('en-US')}-row CSV (${label})`,
        value: `${previewMs.toFixed(0)} ms`,
        baseline: baselineText,
        ratio: baseline ? (previewMs / baseline).toFixed(1) : undefined,
        target: `< ${PREVIEW_TARGET_MS} ms`,
      });
      report({
        name: `Admin import commit, ${ROWS.toLocaleString('en-US')} rows with audit and weights (${label})`,
        value: `${commitMs.toFixed(0)} ms`,
        baseline: baselineText,
        ratio: baseline ? (commitMs / baseline).toFixed(1) : undefined,
        target: `< ${COMMIT_TARGET_MS} ms`,
      });
    } finally {
      await admin.stop();
    }
  }
}
