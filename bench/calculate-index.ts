// calculateIndex time for 100 … 100,000 constituents. The growth from one size to the next
// (10× the rows) is compared with what n log n allows for the same step.
import { calculateIndex, type ConstituentInput } from '../domain/index-methodology/calculate-index.ts';
import type { Report } from './report.ts';

const SIZES = [100, 1_000, 10_000, 100_000];

/** Deterministic pseudo-random rows (a linear congruential generator: same rows every run). */
function syntheticRows(count: number): ConstituentInput[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return seed / 4_294_967_296;
  };
  return Array.from({ length: count }, (_, index) => {
    const btcHoldings = 3_000 + Math.floor(next() * 500_000);
    const marketCap = 1e8 + next() * 5e10;
    return {
      companyName: `Company ${index}`,
      symbol: `C${index}`,
      btcHoldings,
      btcValueUSD: btcHoldings * 90_000,
      marketCap,
    };
  });
}

function medianMs(run: () => void, repeats: number): number {
  const times: number[] = [];
  for (let i = 0; i < repeats; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

export async function benchCalculateIndex(report: Report) {
  let previous: { n: number; ms: number } | undefined;
  for (const n of SIZES) {
    const rows = syntheticRows(n);
    calculateIndex(rows); // warm-up
    const ms = medianMs(() => calculateIndex(rows), n >= 100_000 ? 5 : 11);
    const row = {
      name: `calculateIndex, ${n.toLocaleString('en-US')} constituents (median)`,
      value: `${ms.toFixed(2)} ms`,
    };
    if (previous) {
      const growth = ms / previous.ms;
      const allowed = (n * Math.log(n)) / (previous.n * Math.log(previous.n));
      report({
        ...row,
        baseline: `${previous.ms.toFixed(2)} ms at ${previous.n.toLocaleString('en-US')}`,
        ratio: `${growth.toFixed(1)}× (n log n allows ${allowed.toFixed(1)}×)`,
        target: growth <= allowed * 1.25 ? 'within n log n (25% allowance for GC noise)' : 'GROWS FASTER THAN n log n',
      });
    } else report(row);
    previous = { n, ms };
  }
}
