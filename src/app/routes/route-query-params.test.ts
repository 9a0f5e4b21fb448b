// The server keys a rendered page on its path and the query parameters listed for it in
// domain/route-query-params.ts (ADR 183). Every parameter a page reads must be listed, or
// the server renders the page without it and the browser's hydration does not match: here
// the shared-link serialisers' parameters and every literal `.get('…')` a page makes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_QUERY_PARAMS } from '../../../domain/route-query-params';
import { mnavFieldSpecs, serializeMnavSearch } from '@/features/mnav/lib/mnav-form';
import { DEFAULT_FORM, DEFAULT_LOAN, serializeStressSearch } from '@/features/stress-test/lib/stress-form';
import { DEFAULT_INDEX, serializeScenarioSearch } from '@/features/weight-calculator/lib/scenario';

const names = (params: URLSearchParams) => [...new Set(params.keys())];

describe('the query parameters listed for each page', () => {
  it('hold every parameter of the calculators’ and the stress test’s shared links', () => {
    const scenario = serializeScenarioSearch({
      index: DEFAULT_INDEX,
      minBtc: '1',
      convictionPct: '1',
      sustainabilityPct: '1',
      capPct: '1',
      excluded: ['MSTR'],
      hypothetical: [{ name: 'X', btcHoldings: 1, btcValueUSD: 1, marketCap: 1, renewableEnergyPct: 1 }],
    });
    expect(ROUTE_QUERY_PARAMS['/weight-calculator']).toEqual(expect.arrayContaining(names(scenario)));
    const mnav = serializeMnavSearch({
      values: Object.fromEntries(mnavFieldSpecs.map(({ field }) => [field, '1'])),
      symbol: 'MSTR',
      basis: 'enterpriseValue',
    });
    expect(ROUTE_QUERY_PARAMS['/mnav-calculator']).toEqual(expect.arrayContaining(names(mnav)));
    const filled = Object.fromEntries(
      Object.entries(DEFAULT_FORM).map(([key, value]) => [key, typeof value === 'boolean' ? true : value]),
    );
    const stress = serializeStressSearch({ ...DEFAULT_FORM, ...filled, ticker: 'MSTR', loans: [DEFAULT_LOAN] });
    expect(ROUTE_QUERY_PARAMS['/treasury-stress-test']).toEqual(expect.arrayContaining(names(stress)));
    expect(names(stress)).toContain('ticker');
  });

  it('hold every parameter a page reads by name', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.tsx') ? [join(dir, entry.name)] : [],
      );
    const read = new Map<string, string[]>();
    for (const file of files(join(process.cwd(), 'src'))) {
      const source = readFileSync(file, 'utf8');
      if (!/useSearchParams\(\)/.test(source)) continue;
      read.set(
        file,
        [...source.matchAll(/(?:search|searchParams|params)\.get\('([^']+)'\)/g)].map((match) => match[1]!),
      );
    }
    const byFile = (ending: string) => [...read].find(([file]) => file.endsWith(ending))![1];
    expect(ROUTE_QUERY_PARAMS['/performance-chart']).toEqual(
      expect.arrayContaining(byFile('routes/market/performance-chart.tsx')),
    );
    expect(ROUTE_QUERY_PARAMS['/holdings']).toEqual(
      expect.arrayContaining(byFile('holdings/components/holdings-page.tsx')),
    );
    expect(ROUTE_QUERY_PARAMS['/schedule-consultation']).toEqual(
      expect.arrayContaining(byFile('consultation/schedule-consultation.tsx')),
    );
    expect(ROUTE_QUERY_PARAMS['/treasury-policy']).toEqual(
      expect.arrayContaining(byFile('treasury-policy/treasury-policy.tsx')),
    );
    // Only private pages read others (the password reset's token): never rendered on the server.
    const listed = new Set(Object.values(ROUTE_QUERY_PARAMS).flat());
    const unlisted = [...read].filter(([, params]) => params.some((name) => !listed.has(name)));
    expect(unlisted.map(([file]) => file.slice(file.indexOf('src/')))).toEqual([
      'src/app/routes/auth/password-reset.tsx',
    ]);
  });
});
