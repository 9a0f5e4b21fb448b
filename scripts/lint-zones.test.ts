// The import rules of eslint.config.js, shown failing: probe files placed inside src/,
// domain/ and server/ (in folders of their own, removed afterwards) make each kind of violation, and ESLint's Node
// API must report it under the right rule. Remove a rule from the config and its case here
// fails. A control case checks that the same import is allowed where the layers permit it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = process.cwd();
const probeName = `__lint_probe_${process.pid}`;
const created: string[] = [];

function probe(folder: string, file: string, source: string): string {
  const dir = join(root, folder, probeName);
  mkdirSync(dir, { recursive: true });
  if (!created.includes(dir)) created.push(dir);
  const path = join(dir, file);
  writeFileSync(path, source);
  return path;
}

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

/** The rule ids ESLint reports for a file (its import lines only matter here). */
async function rulesBrokenBy(path: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([relative(root, path)]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

describe('import rules inside src/', () => {
  it('a feature importing another feature fails lint, through the @/ alias or a relative path', async () => {
    const aliased = probe(
      'src/features/holdings',
      'aliased.ts',
      "import { HomeHero } from '@/features/home/components/home-hero';\n\nexport const probe = HomeHero;\n",
    );
    const relativePath = probe(
      'src/features/holdings',
      'relative.ts',
      "import { HomeHero } from '../../home/components/home-hero';\n\nexport const probe = HomeHero;\n",
    );
    expect(await rulesBrokenBy(aliased)).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBrokenBy(relativePath)).toEqual(['import-x/no-restricted-paths']);
  });

  it('a feature may import its own modules and the shared layers', async () => {
    const allowed = probe(
      'src/features/holdings',
      'allowed.ts',
      "import { useConstituents } from '@/api/constituents/get-constituents';\n" +
        "import { totalBtc } from '../lib/holdings-totals';\n\nexport const probe = [useConstituents, totalBtc];\n",
    );
    expect(await rulesBrokenBy(allowed)).toEqual([]);
  });

  it('a shared layer importing a feature or the app fails lint', async () => {
    const feature = probe(
      'src/components',
      'feature.ts',
      "import { HomeHero } from '@/features/home/components/home-hero';\n\nexport const probe = HomeHero;\n",
    );
    const app = probe(
      'src/lib',
      'app.ts',
      "import { AppProvider } from '@/app/provider';\n\nexport const probe = AppProvider;\n",
    );
    expect(await rulesBrokenBy(feature)).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBrokenBy(app)).toEqual(['import-x/no-restricted-paths']);
  });

  it('a lower shared layer importing a higher one fails lint (the API layer importing a store)', async () => {
    const upward = probe(
      'src/api',
      'upward.ts',
      "import { useHoldingsStore } from '@/stores/holdings-store';\n\nexport const probe = useHoldingsStore;\n",
    );
    expect(await rulesBrokenBy(upward)).toEqual(['import-x/no-restricted-paths']);
  });

  it('the app may import any feature (the control case)', async () => {
    const composed = probe(
      'src/app',
      'composed.ts',
      "import { HomeHero } from '@/features/home/components/home-hero';\n\nexport const probe = HomeHero;\n",
    );
    expect(await rulesBrokenBy(composed)).toEqual([]);
  });

  it('an import cycle fails lint, through the @/ alias', async () => {
    const first = probe(
      'src/lib',
      'first.ts',
      `import { second } from '@/lib/${probeName}/second';\n\nexport const first = () => second();\n`,
    );
    probe('src/lib', 'second.ts', "import { first } from './first';\n\nexport const second = () => first;\n");
    expect(await rulesBrokenBy(first)).toEqual(['import-x/no-cycle']);
  });
});

describe('import rules inside server/ (ADR 194)', () => {
  const route = "import { health } from '../../routes/health.ts';\n\nexport const probe = health;\n";

  it('the database layer importing a router fails lint (db core, db/queries, db/seed)', async () => {
    const core = probe('server/db', 'upward.ts', route);
    const queries = probe(
      'server/db/queries',
      'upward.ts',
      "import { health } from '../../../routes/health.ts';\n\nexport const probe = health;\n",
    );
    const seed = probe(
      'server/db/seed',
      'upward.ts',
      "import { health } from '../../../routes/health.ts';\n\nexport const probe = health;\n",
    );
    expect(await rulesBrokenBy(core)).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBrokenBy(queries)).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBrokenBy(seed)).toEqual(['import-x/no-restricted-paths']);
  });

  it('the database core importing db/queries fails lint', async () => {
    const core = probe(
      'server/db',
      'queries.ts',
      "import { BTC_SYMBOL } from '../queries/prices.ts';\n\nexport const probe = BTC_SYMBOL;\n",
    );
    expect(await rulesBrokenBy(core)).toEqual(['import-x/no-restricted-paths']);
  });

  it('the database layer importing a service fails lint (the seed calling the market)', async () => {
    const seed = probe(
      'server/db/seed',
      'service.ts',
      "import { IndexResults } from '../../../market/index-service.ts';\n\nexport const probe = IndexResults;\n",
    );
    expect(await rulesBrokenBy(seed)).toEqual(['import-x/no-restricted-paths']);
  });

  it('a service importing a router, http/ or the app fails lint', async () => {
    const market = probe('server/market', 'route.ts', route);
    const journeys = probe(
      'server/journeys',
      'open-data.ts',
      "import { openDataApi } from '../../open-data/open-data-api.ts';\n\nexport const probe = openDataApi;\n",
    );
    const realtime = probe(
      'server/realtime',
      'http.ts',
      "import { PublicReadFastPath } from '../../http/fast-path.ts';\n\nexport const probe = PublicReadFastPath;\n",
    );
    const jobs = probe(
      'server/jobs',
      'app.ts',
      "import { createApp } from '../../app.ts';\n\nexport const probe = createApp;\n",
    );
    expect(await rulesBrokenBy(market)).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBrokenBy(journeys)).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBrokenBy(realtime)).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBrokenBy(jobs)).toEqual(['import-x/no-restricted-paths']);
  });

  it('middleware importing a router fails lint', async () => {
    const middleware = probe('server/middleware', 'route.ts', route);
    expect(await rulesBrokenBy(middleware)).toEqual(['import-x/no-restricted-paths']);
  });

  it('a router may import services and queries, a service queries (the control case)', async () => {
    const router = probe(
      'server/routes',
      'allowed.ts',
      "import { IndexResults } from '../../market/index-service.ts';\n" +
        "import { listConstituents } from '../../db/queries/constituents.ts';\n\nexport const probe = [IndexResults, listConstituents];\n",
    );
    const service = probe(
      'server/market',
      'allowed.ts',
      "import { listConstituents } from '../../db/queries/constituents.ts';\n\nexport const probe = listConstituents;\n",
    );
    expect(await rulesBrokenBy(router)).toEqual([]);
    expect(await rulesBrokenBy(service)).toEqual([]);
  });
});

describe('Intl objects in browser code (ADR 097)', () => {
  it('building an Intl object directly, comparing with localeCompare options, or a formatter while the module loads, fails lint', async () => {
    const direct = probe(
      'src/lib',
      'direct.ts',
      "export const format = (value: number) => new Intl.NumberFormat('en-US').format(value);\n",
    );
    const atLoad = probe(
      'domain',
      'at-load.ts',
      "import { numberFormat } from '@domain/intl-formats';\n\nexport const grouped = numberFormat({ maximumFractionDigits: 2 });\n",
    );
    const comparedWithOptions = probe(
      'src/lib',
      'compared.ts',
      "export const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });\n",
    );
    // A format helper called in a constant's text formats (and starts ICU) while the module loads too.
    const textAtLoad = probe(
      'src/lib',
      'text-at-load.ts',
      "import { formatInteger } from '@/lib/format';\n\nexport const pages = { starter: { text: `From ${formatInteger(100)} BTC.` } };\n",
    );
    expect(await rulesBrokenBy(direct)).toEqual(['no-restricted-syntax']);
    expect(await rulesBrokenBy(comparedWithOptions)).toEqual(['no-restricted-syntax']);
    expect(await rulesBrokenBy(atLoad)).toEqual(['no-restricted-syntax']);
    expect(await rulesBrokenBy(textAtLoad)).toEqual(['no-restricted-syntax']);
    const localeAtLoad = probe(
      'src/lib',
      'locale-at-load.ts',
      "const LIMIT = 1000;\n\nexport const note = `The last ${LIMIT.toLocaleString('en-US')} views.`;\n",
    );
    expect(await rulesBrokenBy(localeAtLoad)).toEqual(['no-restricted-syntax']);
  });

  it('a formatter taken from intl-formats, or a format helper, called when used passes (the control case)', async () => {
    const lazy = probe(
      'src/lib',
      'lazy.ts',
      "import { numberFormat } from '@domain/intl-formats';\n\nexport const format = (value: number) => numberFormat().format(value);\n",
    );
    const textWhenUsed = probe(
      'src/lib',
      'text-when-used.ts',
      "import { formatInteger } from '@/lib/format';\n\nexport const starterText = () => `From ${formatInteger(100)} BTC.`;\n",
    );
    expect(await rulesBrokenBy(lazy)).toEqual([]);
    expect(await rulesBrokenBy(textWhenUsed)).toEqual([]);
  });
});
