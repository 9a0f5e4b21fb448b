// `npm run bench`: measures what the issues ask for, in one run, as figures and ratios
// against a baseline measured in the same run on the same machine.
// `npm run bench -- <word> …` runs only the benchmarks whose name contains one of the words.
import { benchAdminImport } from './admin-import.ts';
import { benchAdminWriters } from './admin-writers.ts';
import { benchApiThroughput, benchOpenDataApi } from './api-throughput.ts';
import { benchCalculateIndex } from './calculate-index.ts';
import { benchGrowth } from './growth.ts';
import { benchColdStart } from './cold-start.ts';
import { benchHomeBundle } from './home-bundle.ts';
import { benchJourneys } from './journeys.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchMarketPages } from './market-pages.ts';
import { benchPageCache } from './page-cache.ts';
import { benchPriceHistory } from './price-history.ts';
import type { BenchRow, Report } from './report.ts';
import { benchSseFanout } from './sse-fanout.ts';
import { benchStressTest } from './stress-test.ts';

/** Every benchmark by name, in the order a full run takes them. */
const benchmarks: readonly [name: string, run: (report: Report) => Promise<void>][] = [
  ['home-bundle', benchHomeBundle],
  ['market-pages', benchMarketPages],
  ['lighthouse', benchLighthouse],
  ['cold-start', benchColdStart],
  ['calculate-index', benchCalculateIndex],
  ['stress-test', benchStressTest],
  ['price-history', benchPriceHistory],
  ['page-cache', benchPageCache],
  ['api-throughput', benchApiThroughput],
  ['open-data-api', benchOpenDataApi],
  ['sse-fanout', benchSseFanout],
  ['admin-import', benchAdminImport],
  ['admin-writers', benchAdminWriters],
  ['journeys', benchJourneys],
  ['growth', benchGrowth],
];

const filters = process.argv.slice(2);
const selected = benchmarks.filter(([name]) => filters.length === 0 || filters.some((word) => name.includes(word)));
if (selected.length === 0) {
  console.error(`No benchmark matches ${filters.join(', ')}. Names: ${benchmarks.map(([name]) => name).join(', ')}`);
  process.exit(1);
}

const rows: BenchRow[] = [];
const report: Report = (row) => {
  rows.push(row);
  console.log(`• ${row.name}: ${row.value}${row.ratio ? ` (ratio ${row.ratio})` : ''}`);
};

for (const [, run] of selected) await run(report);

console.log('\nVaultmark benchmarks');
console.table(rows.map(({ name, value, baseline, ratio, target }) => ({ name, value, baseline, ratio, target })));
