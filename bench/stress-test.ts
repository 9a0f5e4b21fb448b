// Treasury stress test, Monte Carlo: 10,000 paths × 60 months through domain/stress-test,
// against the tight typed-array loop of bench/stress-test-baseline.ts measured in the same
// run. Target: ≤ 2× the baseline (issue 45 §3), in Node and in the browser's Web Worker
// (bench/stress-test-browser.ts, which also checks that the page stays responsive).
import { returnSeries, runMonteCarlo } from '../domain/stress-test/monte-carlo.ts';
import type { Report } from './report.ts';
import {
  BLOCK_DAYS,
  MONTHS,
  PATHS,
  SEED,
  SHEET,
  START_PRICE,
  syntheticCloses,
  TARGET_RATIO,
  tightLoop,
} from './stress-test-baseline.ts';
import { benchStressTestInBrowser } from './stress-test-browser.ts';

function bestOfInterleaved(runs: (() => void)[], repeats: number): number[] {
  const best = runs.map(() => Infinity);
  for (let i = 0; i < repeats; i += 1) {
    runs.forEach((run, at) => {
      const start = performance.now();
      run();
      best[at] = Math.min(best[at]!, performance.now() - start);
    });
  }
  return best;
}

export async function benchStressTest(report: Report) {
  const returns = returnSeries({ days: [], closes: syntheticCloses() });
  const options = { paths: PATHS, seed: SEED, blockDays: BLOCK_DAYS, horizonMonths: MONTHS, startPrice: START_PRICE };
  const model = runMonteCarlo(SHEET, returns, options);
  const baseline = tightLoop(returns);
  if (model.breachProbability !== baseline.breachProbability || model.cash.at(-1)!.p50 !== baseline.lastMedianCash) {
    throw new Error(
      `The baseline and the model disagree: ${baseline.breachProbability} vs ${model.breachProbability} breaching, ${baseline.lastMedianCash} vs ${model.cash.at(-1)!.p50} cash`,
    );
  }
  const [modelMs, baselineMs] = bestOfInterleaved(
    [() => runMonteCarlo(SHEET, returns, options), () => tightLoop(returns)],
    7,
  );
  const ratio = modelMs! / baselineMs!;
  report({
    name: `stress test Monte Carlo ${PATHS.toLocaleString('en-US')} paths × ${MONTHS} months (Node)`,
    value: `${modelMs!.toFixed(1)} ms (breach probability ${(model.breachProbability * 100).toFixed(1)} %)`,
    baseline: `${baselineMs!.toFixed(1)} ms tight typed-array loop`,
    ratio: `${ratio.toFixed(2)}×`,
    target: `≤ ${TARGET_RATIO}×`,
  });
  await benchStressTestInBrowser(report);
}
