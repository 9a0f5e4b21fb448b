// The admin write schemas under fuzzing (thousands of bodies each, no database): parsing
// never throws, and whatever they accept is storable — finite numbers within the bounds,
// no control characters, as-of texts that name real dates none of which starts in the
// future. The HTTP routes are fuzzed against a real database in server/routes/admin/fuzz.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { namedPeriods } from '../as-of-date.ts';
import {
  constituentCreateSchema,
  constituentPatchSchema,
  constituentReplaceSchema,
  priceEntrySchema,
  roleChangeSchema,
} from './admin.ts';
import { constituentImportSchema, constituentInputSchema } from './market.ts';
import { MAX_AMOUNT, MAX_BTC_HOLDINGS, MAX_SOURCE_LINKS } from './market-fields.ts';

const RUNS = 3_000;

const value = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -1, 1e308, 21_000_001, 1e15, Number.NaN, Number.POSITIVE_INFINITY, 5e-324, null, true),
  fc.string({ maxLength: 30 }),
  fc.constantFrom('2026-02-30', '2026-13', '2026-05', '2026 (undated)', '2099', 'A\u0000B', '\n', 'late 2025'),
);
const sourceLink = fc.record(
  {
    title: fc.oneof(value, fc.constantFrom('Form 10-Q', 'x'.repeat(201))),
    url: fc.oneof(
      value,
      fc.webUrl(),
      fc.constantFrom('https://www.sec.gov/', 'javascript:alert(1)', 'http://a.b', 'https://', 'HTTPS://A.B'),
    ),
    publishedAt: fc.oneof(value, fc.constantFrom('2026-03-09', '2999-01-01')),
  },
  { requiredKeys: [] },
);
const sourcesValue = fc.oneof(
  value,
  fc.array(sourceLink, { maxLength: 3 }),
  fc.array(sourceLink, { minLength: 21, maxLength: 21 }),
);
const body = fc.dictionary(
  fc.constantFrom(
    'companyName',
    'symbol',
    'indexType',
    'btcHoldings',
    'marketCap',
    'sector',
    'country',
    'exchange',
    'asOf',
    'sourceNote',
    'marketCapAsOf',
    'renewableEnergyPct',
    'renewableAsOf',
    'sharesOutstanding',
    'totalDebtUSD',
    'cashUSD',
    'capitalAsOf',
    'price',
    'timestamp',
    'source',
    'role',
    'sources',
  ),
  fc.oneof(value, sourcesValue),
);
/** Bodies that are valid except for what the fuzzer changed. */
const nearValid = body.map((changes) => ({
  companyName: 'Fuzz Holdings',
  btcHoldings: 3_000,
  asOf: '2026-11-01',
  sourceNote: 'fuzz',
  price: 90_000,
  timestamp: '2026-11-01T00:00:00Z',
  source: 'fuzz',
  ...changes,
}));

/* eslint-disable no-control-regex -- looking for control characters is the point. */
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F]/;
const CONTROL_IN_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/* eslint-enable no-control-regex */
const today = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const NUMBER_BOUNDS: Record<string, [number, number]> = {
  btcHoldings: [0, MAX_BTC_HOLDINGS],
  marketCap: [1, MAX_AMOUNT],
  renewableEnergyPct: [0, 100],
  sharesOutstanding: [0, MAX_AMOUNT],
  totalDebtUSD: [0, MAX_AMOUNT],
  preferredUSD: [0, MAX_AMOUNT],
  cashUSD: [0, MAX_AMOUNT],
  price: [Number.MIN_VALUE, MAX_AMOUNT],
};
const AS_OF_FIELDS = ['asOf', 'marketCapAsOf', 'renewableAsOf', 'capitalAsOf'];

function expectStorableSources(links: unknown) {
  expect(Array.isArray(links)).toBe(true);
  const list = links as { title: string; url: string; publishedAt: string }[];
  expect(list.length).toBeLessThanOrEqual(MAX_SOURCE_LINKS);
  for (const link of list) {
    expect(link.title.length).toBeGreaterThan(0);
    expect(link.title.length).toBeLessThanOrEqual(200);
    expect(CONTROL_IN_LINE.test(link.title)).toBe(false);
    expect(new URL(link.url).protocol).toBe('https:');
    expect(link.publishedAt <= today).toBe(true);
  }
}

function expectStorable(output: Record<string, unknown>) {
  if ('sources' in output) expectStorableSources(output.sources);
  for (const [key, field] of Object.entries(output)) {
    if (typeof field === 'number') {
      expect(Number.isFinite(field), key).toBe(true);
      const bounds = NUMBER_BOUNDS[key];
      if (bounds) {
        expect(field, key).toBeGreaterThanOrEqual(bounds[0]);
        expect(field, key).toBeLessThanOrEqual(bounds[1]);
      }
    }
    if (typeof field === 'string') {
      // Only a source note may hold line breaks and tabs; nothing holds other control characters.
      expect((key === 'sourceNote' ? CONTROL_IN_MULTILINE : CONTROL_IN_LINE).test(field), key).toBe(false);
      if (AS_OF_FIELDS.includes(key)) {
        const periods = namedPeriods(field);
        expect(periods.length, key).toBeGreaterThan(0);
        for (const period of periods) expect(period.start <= today, `${key} ${field}`).toBe(true);
      }
    }
  }
}

describe.each([
  ['constituentCreateSchema', constituentCreateSchema],
  ['constituentReplaceSchema', constituentReplaceSchema],
  ['constituentPatchSchema', constituentPatchSchema],
  ['constituentInputSchema (POST /api/constituents)', constituentInputSchema],
  ['priceEntrySchema', priceEntrySchema],
  ['roleChangeSchema', roleChangeSchema],
] as const)('%s under fuzzing', (_name, schema) => {
  it(`never throws, and accepts only storable values (${RUNS} bodies)`, () => {
    fc.assert(
      fc.property(fc.oneof(nearValid, fc.jsonValue()), (input) => {
        const result = z.safeParse(schema as z.ZodMiniType, input);
        if (result.success) expectStorable(result.data as Record<string, unknown>);
        // eslint-disable-next-line vitest/no-conditional-expect -- property test: accepted bodies must be storable, refused ones say why
        else expect(result.error.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
  });
});

it('the bulk import schema accepts only storable rows', () => {
  fc.assert(
    fc.property(fc.array(nearValid, { maxLength: 5 }), (rows) => {
      const result = z.safeParse(constituentImportSchema, { rows });
      if (result.success) for (const row of result.data.rows) expectStorable(row as Record<string, unknown>);
    }),
    { numRuns: 500 },
  );
});
