// Fuzzing every admin write route (fast-check) on both engines: whatever the body — near
// valid rows with one bad field, any JSON, bytes that are not JSON — the answer is 2xx or
// 4xx, never 5xx, and a refused request changes nothing (a marker of every table's rows is
// the same before and after). Bodies per route and engine: FUZZ_RUNS (default 120); the
// schemas themselves take thousands more in domain/schemas/admin.fuzz.test.ts.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { makeAccount, makeCommittedImport, makePreview } from '../../testing/admin-fixtures.ts';
import { jsonHeaders, signUpAdmin, type TestAccount } from '../../testing/auth-helpers.ts';
import { changeMarker, tableDigest } from '../../testing/table-digest.ts';
import { ADMIN_FUZZED } from '../../testing/fuzzed-routes.ts';
import { testEngines, useTestDatabase } from '../../testing/test-db.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

// ---------------------------------------------------------------------------------------
// Values: mostly plausible, often wrong in one of the ways that broke the site before.
// ---------------------------------------------------------------------------------------

const nasty = fc.constantFrom(
  '',
  ' ',
  'Evil\u0000Corp',
  'line\nbreak',
  '\u202eReversed',
  'x'.repeat(3000),
  "'; drop table treasury_constituents; --",
  '%_\\',
  '\ud800',
  '2026-02-30',
  '2026-13',
  'NaN',
  'Infinity',
);
const text = fc.oneof(fc.string({ maxLength: 40 }), nasty, fc.constantFrom('Acme Holdings', 'BTC', 'ok'));
const number = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -1, 1, 1e308, -1e308, 21_000_000, 21_000_001, 1e15, 999_999_999_999_999, 1e-300, 5e-324, 3_000),
  fc.string({ maxLength: 8 }),
  fc.constant(null),
  fc.boolean(),
);
const asOf = fc.oneof(
  fc.constantFrom(
    '2026-11-01',
    '2026-02-30',
    '2026-13',
    '2026-06-15/2026-06-21',
    '2026-06-15/2026-06-31',
    '2026-05',
    '2026-02 (approx)',
    'late 2025',
    '2099-01-01',
    '0000-01-01',
    '2026-11-01\u0000',
  ),
  fc.string({ maxLength: 20 }),
);
const instant = fc.oneof(
  fc.constantFrom(
    '2026-01-01T00:00:00Z',
    '2026-02-30T10:00:00Z',
    '2099-01-01T00:00:00Z',
    '2026-01-01T25:00:00Z',
    '2026-01-01',
  ),
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  fc.string({ maxLength: 25 }),
);
const indexType = fc.oneof(
  fc.constantFrom('bitcoin_treasury', 'bitcoin_etf', 'government_reserve', 'government_reserves', 'green_vault'),
  fc.string({ maxLength: 12 }),
);

/** A row's sources: often valid, often one bad address, title, date or count. */
const url = fc.oneof(
  fc.constantFrom(
    'https://www.sec.gov/',
    'https://bitcointreasuries.net',
    'javascript:alert(1)',
    'http://example.com',
    'https://',
    'data:text/html,x',
    'https://user:pw@example.com',
    `https://example.com/${'x'.repeat(2100)}`,
  ),
  fc.webUrl(),
  fc.string({ maxLength: 20 }),
);
const sourceLink = fc.record(
  { title: text, url, publishedAt: fc.oneof(asOf, fc.constantFrom('2026-03-09', '2999-12-31')) },
  { requiredKeys: [] },
);
const sources = fc.oneof(
  fc.array(sourceLink, { maxLength: 3 }),
  fc.array(sourceLink, { minLength: 21, maxLength: 22 }),
  fc.constant(null),
  text,
);

const constituentRecord = fc.record(
  {
    companyName: text,
    symbol: fc.oneof(text, fc.constant(null)),
    indexType,
    btcHoldings: number,
    marketCap: number,
    sector: fc.oneof(text, fc.constant(null)),
    country: fc.oneof(text, fc.constant(null)),
    exchange: text,
    asOf,
    sourceNote: text,
    marketCapAsOf: asOf,
    marketCapSourceNote: fc.oneof(text, fc.constant(null)),
    renewableEnergyPct: number,
    renewableClaimBasis: text,
    renewableAsOf: asOf,
    sharesOutstanding: number,
    totalDebtUSD: number,
    preferredUSD: number,
    cashUSD: number,
    capitalAsOf: asOf,
    sources,
    expectedLastUpdated: instant,
  },
  { requiredKeys: [] },
);

/** A body: a near-valid record, any JSON value, or text that is not JSON at all. */
function body(record: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 6, arbitrary: record.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** CSV-ish and JSON-ish file texts for the import upload. */
const fileText = fc.oneof(
  fc
    .array(
      fc
        .tuple(text, indexType, number, number, asOf, text)
        .map((cells) =>
          cells
            .map((cell) =>
              typeof cell === 'string' && /[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : String(cell),
            )
            .join(','),
        ),
      { maxLength: 6 },
    )
    .map((lines) => ['companyName,indexType,btcHoldings,marketCap,asOf,sourceNote', ...lines].join('\n')),
  fc.array(constituentRecord, { maxLength: 5 }).map((rows) => JSON.stringify(rows)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('company_name,ticker\n"unclosed,1', 'country,btc_holdings,as_of\nMars,5,2026-02-30', '[{', '{}'),
);

// ---------------------------------------------------------------------------------------

interface Target {
  name: string;
  method: string;
  /** Path for this run, given the ids known now. */
  path: (pick: number, ids: KnownIds) => string;
  body: fc.Arbitrary<string | undefined>;
  contentType?: fc.Arbitrary<string>;
  /** The route takes no input, so nothing it is sent is refused. */
  acceptsAnything?: boolean;
}

interface KnownIds {
  rows: string[];
  imports: string[];
  people: string[];
  aliases: string[];
}

const anyId = (pick: number, known: string[]) =>
  pick % 4 === 0 || known.length === 0
    ? ['not-an-id', '00000000-0000-0000-0000-000000000000', "1' or '1'='1", 'x'.repeat(80)][pick % 4]!
    : known[pick % known.length]!;

const TARGETS: Target[] = [
  {
    name: 'POST /api/admin/constituents',
    method: 'POST',
    path: () => '/api/admin/constituents',
    body: body(constituentRecord),
  },
  {
    name: 'PUT /api/admin/constituents/:id',
    method: 'PUT',
    path: (pick, ids) => `/api/admin/constituents/${encodeURIComponent(anyId(pick, ids.rows))}`,
    body: body(constituentRecord),
  },
  {
    name: 'PATCH /api/admin/constituents/:id',
    method: 'PATCH',
    path: (pick, ids) => `/api/admin/constituents/${encodeURIComponent(anyId(pick, ids.rows))}`,
    body: body(constituentRecord),
  },
  {
    name: 'DELETE /api/admin/constituents/:id',
    method: 'DELETE',
    path: (pick, ids) => `/api/admin/constituents/${encodeURIComponent(anyId(pick, ids.rows))}`,
    body: body(fc.record({ asOf, sourceNote: text, expectedLastUpdated: instant }, { requiredKeys: [] })),
  },
  {
    name: 'POST /api/admin/imports',
    method: 'POST',
    path: (pick) =>
      `/api/admin/imports?mode=${['upsert', 'replace', 'all', ''][pick % 4]}&fileName=f${pick % 3 === 0 ? '.json' : '.csv'}`,
    body: fileText,
    contentType: fc.constantFrom('text/csv', 'application/json', 'text/plain', 'multipart/form-data; boundary=x'),
  },
  {
    name: 'POST /api/admin/imports/:id/commit',
    method: 'POST',
    path: (pick, ids) => `/api/admin/imports/${encodeURIComponent(anyId(pick, ids.imports))}/commit`,
    body: body(fc.record({})),
  },
  {
    name: 'POST /api/admin/imports/:id/undo',
    method: 'POST',
    path: (pick, ids) => `/api/admin/imports/${encodeURIComponent(anyId(pick, ids.imports))}/undo`,
    body: body(fc.record({ overwriteLaterChanges: fc.oneof(fc.boolean(), text) }, { requiredKeys: [] })),
  },
  {
    name: 'DELETE /api/admin/imports/:id',
    method: 'DELETE',
    path: (pick, ids) => `/api/admin/imports/${encodeURIComponent(anyId(pick, ids.imports))}`,
    body: fc.constant(undefined),
  },
  {
    name: 'POST /api/admin/prices',
    method: 'POST',
    path: () => '/api/admin/prices',
    body: body(fc.record({ symbol: text, price: number, timestamp: instant, source: text }, { requiredKeys: [] })),
  },
  {
    name: 'POST /api/admin/index/snapshot',
    method: 'POST',
    path: () => '/api/admin/index/snapshot',
    body: body(
      fc.record(
        { indexIds: fc.oneof(fc.array(fc.oneof(indexType, fc.constant('bitcoin_treasury_starter'))), text) },
        { requiredKeys: [] },
      ),
    ),
  },
  {
    name: 'POST /api/admin/index/recalculate',
    method: 'POST',
    path: () => '/api/admin/index/recalculate',
    body: body(fc.record({})),
    acceptsAnything: true,
  },
  {
    name: 'PUT /api/admin/people/:id/role',
    method: 'PUT',
    path: (pick, ids) => `/api/admin/people/${encodeURIComponent(anyId(pick, ids.people))}/role`,
    body: body(
      fc.record(
        {
          role: fc.oneof(fc.constantFrom('admin', null, 'user', 'root'), text),
          confirmSelf: fc.oneof(fc.boolean(), text),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  {
    name: 'POST /api/admin/people/:id/end-sessions',
    method: 'POST',
    path: (pick, ids) => `/api/admin/people/${encodeURIComponent(anyId(pick, ids.people))}/end-sessions`,
    body: body(fc.record({ confirmSelf: fc.oneof(fc.boolean(), text) }, { requiredKeys: [] })),
  },
  {
    name: 'DELETE /api/admin/people/:id',
    method: 'DELETE',
    path: (pick, ids) => `/api/admin/people/${encodeURIComponent(anyId(pick, ids.people))}`,
    body: body(fc.record({ confirmEmail: fc.oneof(text, fc.emailAddress()) }, { requiredKeys: [] })),
  },
  {
    name: 'POST /api/admin/sources/sync',
    method: 'POST',
    path: () => '/api/admin/sources/sync',
    body: body(fc.record({ source: text }, { requiredKeys: [] })),
    // It takes no input (and this app enables no source, so it reads nothing).
    acceptsAnything: true,
  },
  {
    name: 'POST /api/admin/sources/aliases',
    method: 'POST',
    path: () => '/api/admin/sources/aliases',
    body: body(
      fc.record(
        {
          source: fc.oneof(fc.constantFrom('coingecko', 'market_cap'), text),
          sourceKey: fc.oneof(fc.constantFrom('MSTR.US', '3350.T', 'United States', '1050446', '00000000001'), text),
          sourceName: fc.oneof(text, fc.constant(null)),
          constituentId: fc.oneof(
            fc.constant(null),
            fc.constantFrom('00000000-0000-4000-8000-000000000000', 'not-an-id'),
            text,
          ),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  {
    name: 'DELETE /api/admin/sources/aliases/:id',
    method: 'DELETE',
    path: (pick, ids) => `/api/admin/sources/aliases/${encodeURIComponent(anyId(pick, ids.aliases))}`,
    body: fc.constant(undefined),
  },
  { name: 'POST /api/constituents', method: 'POST', path: () => '/api/constituents', body: body(constituentRecord) },
  {
    name: 'POST /api/constituents/import',
    method: 'POST',
    path: () => '/api/constituents/import',
    body: body(
      fc.record({ rows: fc.oneof(fc.array(constituentRecord, { maxLength: 4 }), text) }, { requiredKeys: [] }),
    ),
  },
];

it('fuzzes exactly the routes server/testing/fuzzed-routes.ts lists for this file', () => {
  expect(TARGETS.map((target) => target.name).sort()).toEqual([...ADMIN_FUZZED].sort());
});

describe.each(testEngines())('admin write routes under fuzzing on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  let app: ReturnType<typeof createApp>;
  let admin: TestAccount;
  const known: KnownIds = { rows: [], imports: [], people: [], aliases: [] };

  async function refreshKnownIds() {
    const { db } = database();
    const rows = await rawRows<{ id: string }>(
      db,
      sql`select id::text as id from treasury_constituents order by id limit 50`,
    );
    const imports = await rawRows<{ id: string }>(
      db,
      sql`select id::text as id from data_imports order by created_at desc limit 20`,
    );
    const aliases = await rawRows<{ id: string }>(
      db,
      sql`select id::text as id from source_aliases order by created_at desc limit 20`,
    );
    known.rows = rows.map((row) => row.id);
    known.imports = imports.map((row) => row.id);
    known.aliases = aliases.map((row) => row.id);
  }

  it.each(TARGETS.map((target) => [target.name, target] as const))(
    '%s: only 2xx/4xx; a refused request changes nothing',
    async (_name, target) => {
      const { db, handle } = database();
      if (!app) {
        app = createApp({ db: handle });
        admin = await signUpAdmin(app, db);
        for (let i = 0; i < 3; i += 1) known.people.push((await makeAccount(db)).id);
        await makePreview(db);
        await makeCommittedImport(db);
      }
      await refreshKnownIds();
      const fullBefore = await tableDigest(db);
      let refusedCount = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.nat(),
          target.body,
          target.contentType ?? fc.constant('application/json'),
          async (pick, requestBody, contentType) => {
            const before = await changeMarker(db);
            const response = await app.request(target.path(pick, known), {
              method: target.method,
              headers: { ...jsonHeaders(admin.cookie), 'content-type': contentType },
              body: requestBody,
            });
            const answer = await response.text();
            expect(response.status, `${target.method} → ${answer.slice(0, 300)}`).toBeLessThan(500);
            expect(response.status).toBeGreaterThanOrEqual(200);
            if (response.status >= 400) {
              refusedCount += 1;
              // eslint-disable-next-line vitest/no-conditional-expect -- fuzzed bodies: what must hold depends on whether they were refused
              expect(
                await changeMarker(db),
                `refused ${response.status} but data changed: ${answer.slice(0, 200)}`,
              ).toBe(before);
            }
          },
        ),
        { numRuns: RUNS, seed: SEED + TARGETS.indexOf(target), endOnFailure: true },
      );
      // Most fuzzed bodies are refused; when all were, the full digest must not have moved.
      // eslint-disable-next-line vitest/no-conditional-expect -- fuzzed bodies: what must hold depends on whether they were refused
      if (!target.acceptsAnything) expect(refusedCount).toBeGreaterThan(0);
      // eslint-disable-next-line vitest/no-conditional-expect -- fuzzed bodies: what must hold depends on whether they were refused
      if (refusedCount === RUNS) expect(await tableDigest(db)).toBe(fullBefore);
    },
    180_000,
  );
});
