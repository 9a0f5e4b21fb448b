// The stress-test baseline in a browser's Web Worker (bench/stress-test-browser.ts bundles it
// with esbuild): every message runs the tight loop once and answers what it found.
import { returnSeries } from '../domain/stress-test/monte-carlo.ts';
import { syntheticCloses, tightLoop } from './stress-test-baseline.ts';

const returns = returnSeries({ days: [], closes: syntheticCloses() });

onmessage = () => postMessage(tightLoop(returns));
