// `npm run bench`: measures what the issues ask for, in one run, as figures and ratios
// against a baseline measured in the same run on the same machine.
import { benchColdStart } from './cold-start.ts';
import { benchHomeBundle } from './home-bundle.ts';

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
await benchColdStart(report);

console.log('\nVaultmark benchmarks');
console.table(rows.map(({ name, value, baseline, ratio, target }) => ({ name, value, baseline, ratio, target })));
