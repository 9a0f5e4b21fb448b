// `npm run bench`: measures what the issues ask for, in one run, as figures and ratios
// against a baseline measured in the same run on the same machine.
import { benchApiThroughput } from './api-throughput.ts';
import { benchCalculateIndex } from './calculate-index.ts';
import { benchColdStart } from './cold-start.ts';
import { benchHomeBundle } from './home-bundle.ts';
import { benchMarketPages } from './market-pages.ts';
import { benchSseFanout } from './sse-fanout.ts';

interface Row {
  name: string;
  value: string;
  baseline?: string;
  ratio?: string;
  target?: string;
}

const rows: Row[] = [];
const report = (row: Row) => {
  rows.push(row);
  console.log(`• ${row.name}: ${row.value}${row.ratio ? ` (ratio ${row.ratio})` : ''}`);
};

await benchHomeBundle(report);
await benchMarketPages(report);
await benchColdStart(report);
await benchCalculateIndex(report);
await benchApiThroughput(report);
await benchSseFanout(report);

console.log('\nVaultmark benchmarks');
console.table(rows.map(({ name, value, baseline, ratio, target }) => ({ name, value, baseline, ratio, target })));
