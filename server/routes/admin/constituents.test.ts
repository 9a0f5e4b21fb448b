// Admin market data on a seeded database (PGlite, and PostgreSQL when DATABASE_URL_TEST is
// set): listing with search, sort and paging; add, edit and delete with as-of and source,
// each audited in the same transaction; refused input answers 422 naming the field and
// changes nothing. Through Hono's typed testClient; raw requests stay for the values its
// types refuse (the table of refused rows, an unknown sort, a delete without its reason, ids
// that are not ids).
import { testClient } from 'hono/testing';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type {
  auditListQuery,
  ConstituentCreateInput,
  ConstituentPatchInput,
  ConstituentReplaceInput,
} from '../../../domain/schemas/admin.ts';
import { constituentListSchema } from '../../../domain/schemas/constituents.ts';
import { indexResultSchema } from '../../../domain/schemas/market.ts';
import { createApp } from '../../app.ts';
import { jsonHeaders, signUpAdmin, type TestAccount } from '../../testing/auth-helpers.ts';
import { tableDigest } from '../../testing/table-digest.ts';
import { testEngines, useTestDatabase } from '../../testing/test-db.ts';

interface ErrorAnswer {
  code: string;
  message: string;
  details?: { issues?: { path: string; message: string }[]; reason?: string };
}

describe.each(testEngines())('admin market data on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  let admin: TestAccount | undefined;
  let instance: ReturnType<typeof createApp> | undefined;

  /** The app and its signed-in admin, made once. */
  async function signedIn() {
    instance ??= createApp({ db: database().handle });
    admin ??= await signUpAdmin(instance, database().db);
    return { app: instance, account: admin };
  }
  /** The API as the admin, typed by createApp's routes. */
  async function api() {
    const { app, account } = await signedIn();
    return testClient(app, undefined, undefined, { headers: () => jsonHeaders(account.cookie) }).api;
  }
  const adminRows = async () => (await api()).admin.constituents;
  const oneRow = async () => (await adminRows())[':id'];
  /** The public index result (from the read cache, untyped: parsed with its contract). */
  const treasuryIndex = async () =>
    indexResultSchema.parse(
      await (await (await api()).index[':id'].$get({ param: { id: 'bitcoin_treasury' }, query: {} })).json(),
    );

  /** A typed answer's status and body. */
  const result = async <T>(pending: Promise<{ status: number; json(): Promise<T> }>) => {
    const response = await pending;
    return { status: response.status, body: await response.json() };
  };
  /** A refused typed request's status and error body. */
  const failure = async (pending: Promise<{ status: number; text(): Promise<string> }>) => {
    const response = await pending;
    return { status: response.status, body: JSON.parse(await response.text()) as ErrorAnswer };
  };
  const create = async (json: ConstituentCreateInput) => (await adminRows()).$post({ json });
  const patch = async (id: string, json: ConstituentPatchInput) => (await oneRow()).$patch({ param: { id }, json });
  const put = async (id: string, json: ConstituentReplaceInput) => (await oneRow()).$put({ param: { id }, json });
  const auditLog = async (query: Omit<z.input<typeof auditListQuery>, 'page' | 'pageSize'>) =>
    (await api()).admin['audit-log'].$get({ query });

  /** A request the client's types refuse (a bad value on purpose): its status and error body. */
  async function refused(method: string, path: string, body?: unknown): Promise<{ status: number; body: ErrorAnswer }> {
    const { app, account } = await signedIn();
    const response = await app.request(path, {
      method,
      headers: jsonHeaders(account.cookie),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as ErrorAnswer };
  }

  const newRow: ConstituentCreateInput & { indexType: 'bitcoin_treasury' } = {
    companyName: 'Audit Trail Holdings',
    indexType: 'bitcoin_treasury',
    symbol: 'ATH',
    btcHoldings: 12_345,
    marketCap: 3.2e9,
    asOf: '2026-11-01',
    sourceNote: '10-Q filed 2026-11-05',
  };

  it('lists every row of an index type, searched, sorted and paged on the server', async () => {
    const rows = await adminRows();
    const allResponse = await rows.$get({ query: { indexType: 'bitcoin_treasury', pageSize: '500' } });
    expect(allResponse.status).toBe(200);
    const all = await allResponse.json();
    expect(all.total).toBe(all.rows.length);
    expect(all.rows.every((row) => row.indexType === 'bitcoin_treasury')).toBe(true);
    // Seed figures are dated mid-2026: more than 90 days before today, so stale.
    expect(all.rows.some((row) => row.stale)).toBe(true);

    const byBtc = await (
      await rows.$get({
        query: { indexType: 'bitcoin_treasury', sort: 'btcHoldings', order: 'asc', page: '2', pageSize: '5' },
      })
    ).json();
    const sortedBtc = all.rows.map((row) => row.btcHoldings).sort((a, b) => a - b);
    expect(byBtc.rows.map((row) => row.btcHoldings)).toEqual(sortedBtc.slice(5, 10));
    expect(byBtc).toMatchObject({ page: 2, pageSize: 5, total: all.total });

    const search = await (await rows.$get({ query: { q: 'mstr' } })).json();
    expect(search.rows.map((row) => row.symbol)).toContain('MSTR');
    expect(
      search.rows.every((row) => /mstr/i.test(`${row.companyName} ${row.symbol} ${row.country} ${row.sector}`)),
    ).toBe(true);

    // % and _ are searched for literally.
    expect((await (await rows.$get({ query: { q: '%' } })).json()).total).toBe(0);
    expect((await refused('GET', '/api/admin/constituents?sort=nope')).status).toBe(422);
    expect((await rows.$get({ query: { pageSize: '100000' } })).status).toBe(422);
  });

  const filing = {
    title: 'Form 10-Q for the quarter to 2026-09-30',
    url: 'https://www.sec.gov/',
    publishedAt: '2026-11-05',
  };

  it("keeps a row's sources through PATCH and PUT, replaces them when sent, and audits the change", async () => {
    const created = await result(create({ ...newRow, companyName: 'Sourced Holdings', sources: [filing] }));
    expect(created.status).toBe(201);
    expect(created.body.row.sources).toEqual([filing]);
    const id = created.body.row.id;

    const holdings = await result(patch(id, { btcHoldings: 13_000, asOf: '2026-11-20', sourceNote: 'Press release' }));
    expect(holdings.body.row.sources).toEqual([filing]);
    expect(holdings.body.audit?.changes.map((change) => change.field)).not.toContain('sources');

    const release = {
      title: 'Press release: 13,000 BTC',
      url: 'https://example.com/pr?id=1',
      publishedAt: '2026-11-20',
    };
    const replaced = await result(
      patch(id, { sources: [release, filing], asOf: '2026-11-20', sourceNote: 'Press release' }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.row.sources).toEqual([release, filing]);
    expect(replaced.body.audit?.changes).toEqual([{ field: 'sources', before: [filing], after: [release, filing] }]);

    const { id: _id, ...whole } = { ...newRow, id, companyName: 'Sourced Holdings', asOf: '2026-11-20' };
    const replacedWhole = await result(put(id, whole));
    expect(replacedWhole.body.row.sources).toEqual([release, filing]);
    const cleared = await result(put(id, { ...whole, sources: [] }));
    expect(cleared.body.row.sources).toEqual([]);

    const publicRow = constituentListSchema.parse(
      await (await (await api()).constituents.$get({ query: { index_type: 'bitcoin_treasury' } })).json(),
    );
    expect(publicRow.find((row) => row.id === id)?.sources).toEqual([]);
  });

  it('adds a row: 201 with the stored row (weights refreshed) and its audit entry', async () => {
    const before = await treasuryIndex();
    const added = await result(create(newRow));
    expect(added.status).toBe(201);
    expect(added.body.row).toMatchObject({
      companyName: newRow.companyName,
      asOf: '2026-11-01',
      asOfDate: '2026-11-01',
    });
    expect(added.body.row.indexWeight).toBeGreaterThan(0);
    expect(added.body.row.stale).toBe(false);
    expect(added.body.audit).toMatchObject({
      action: 'insert',
      origin: 'admin',
      table: 'treasury_constituents',
      rowId: added.body.row.id,
      companyName: newRow.companyName,
      asOf: '2026-11-01',
      source: '10-Q filed 2026-11-05',
      actor: { kind: 'account', name: 'Test Admin' },
      before: null,
    });
    expect(added.body.audit?.changes).toEqual(
      expect.arrayContaining([{ field: 'btcHoldings', before: null, after: 12_345 }]),
    );
    const after = await treasuryIndex();
    expect(after.constituentCount).toBe(before.constituentCount + 1);

    const again = await failure(create(newRow));
    expect(again.status).toBe(409);
    expect(again.body.details?.issues?.[0]?.path).toBe('companyName');
  });

  it('edits a row with PATCH (fields sent) and PUT (whole row), each audited field by field', async () => {
    const list = await result((await adminRows()).$get({ query: { q: newRow.companyName } }));
    const row = list.body.rows[0]!;
    const patched = await result(
      patch(row.id, {
        btcHoldings: 13_000,
        asOf: '2026-11-15',
        sourceNote: 'Press release 2026-11-15',
      }),
    );
    expect(patched.status).toBe(200);
    expect(patched.body.row).toMatchObject({
      btcHoldings: 13_000,
      marketCap: 3.2e9,
      symbol: 'ATH',
      asOf: '2026-11-15',
    });
    expect(patched.body.audit?.changes).toEqual([
      { field: 'btcHoldings', before: 12_345, after: 13_000 },
      { field: 'asOf', before: '2026-11-01', after: '2026-11-15' },
      { field: 'sourceNote', before: '10-Q filed 2026-11-05', after: 'Press release 2026-11-15' },
    ]);

    // PUT: fields left out become empty.
    const replaced = await result(
      put(row.id, {
        companyName: newRow.companyName,
        btcHoldings: 13_000,
        asOf: '2026-11-15',
        sourceNote: 'Press release 2026-11-15',
      }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.row).toMatchObject({ symbol: null, marketCap: null, indexWeight: 0 });

    // Nothing to change: no audit entry.
    const same = await result(patch(row.id, { asOf: '2026-11-15', sourceNote: 'Press release 2026-11-15' }));
    expect(same.body.audit).toBeNull();

    // An edit of the row as last read goes through.
    const current = await result((await oneRow()).$get({ param: { id: row.id } }));
    const fresh = await result(
      patch(row.id, {
        sector: 'Mining',
        asOf: '2026-11-15',
        sourceNote: 'Press release 2026-11-15',
        expectedLastUpdated: current.body.row.lastUpdated,
      }),
    );
    expect(fresh.status).toBe(200);

    // A stale edit (the row changed since it was read) is refused.
    const stale = await failure(
      patch(row.id, { btcHoldings: 1, asOf: '2026-11-15', sourceNote: 'x', expectedLastUpdated: row.lastUpdated }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.details?.reason).toBe('modified');

    // The index type cannot change.
    const moved = await failure(patch(row.id, { indexType: 'bitcoin_etf', asOf: '2026-11-15', sourceNote: 'x' }));
    expect(moved.status).toBe(422);
    expect(moved.body.details?.issues?.[0]?.path).toBe('indexType');

    const log = await result((await oneRow())['audit-log'].$get({ param: { id: row.id }, query: {} }));
    expect(log.body.entries.map((entry) => entry.action)).toEqual(['update', 'update', 'update', 'insert']);
    expect(log.body.total).toBe(4);
  });

  it('deletes a row with a reason; the audit log keeps its last state', async () => {
    const list = await result((await adminRows()).$get({ query: { q: newRow.companyName } }));
    const id = list.body.rows[0]!.id;
    const missingReason = await refused('DELETE', `/api/admin/constituents/${id}`, { asOf: '2026-11-20' });
    expect(missingReason.status).toBe(422);
    expect(missingReason.body.details?.issues?.map((issue) => issue.path)).toEqual(['sourceNote']);

    const remove = async (sourceNote: string) =>
      (await oneRow()).$delete({ param: { id }, json: { asOf: '2026-11-20', sourceNote } });
    const deleted = await result(remove('Company sold its bitcoin (8-K 2026-11-20)'));
    expect(deleted.status).toBe(200);
    expect(deleted.body.audit).toMatchObject({
      action: 'delete',
      after: null,
      source: 'Company sold its bitcoin (8-K 2026-11-20)',
    });
    expect((deleted.body.audit.before as { btcHoldings: number }).btcHoldings).toBe(13_000);
    expect((await (await oneRow()).$get({ param: { id } })).status).toBe(404);
    expect((await remove('x')).status).toBe(404);

    const log = await result(auditLog({ table: 'treasury_constituents', rowId: id }));
    expect(log.body.entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'update', 'update', 'insert']);
    const byAction = await result(auditLog({ action: 'delete', origin: 'admin' }));
    expect(byAction.body.entries.every((entry) => entry.action === 'delete')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await result(auditLog({ from: today, to: today, q: 'audit trail' }));
    expect(byDay.body.total).toBe(5);
    expect((await auditLog({ from: '2026-02-30' })).status).toBe(422);
  });

  it.each([
    ['an impossible day', { asOf: '2026-02-30' }, 'asOf'],
    ['an impossible month', { asOf: '2026-13' }, 'asOf'],
    ['a range ending on an impossible day', { asOf: '2026-06-15/2026-06-31' }, 'asOf'],
    ['an as-of that names no date', { asOf: 'recently' }, 'asOf'],
    ['an as-of in the future', { asOf: '2099-01-01' }, 'asOf'],
    ['a NUL in the name', { companyName: 'Evil\u0000Corp' }, 'companyName'],
    ['a NUL in the source', { sourceNote: 'note\u0000' }, 'sourceNote'],
    ['more BTC than will ever exist', { btcHoldings: 21_000_001 }, 'btcHoldings'],
    ['1e308 BTC', { btcHoldings: 1e308 }, 'btcHoldings'],
    ['a negative holding', { btcHoldings: -1 }, 'btcHoldings'],
    ['a market cap of 1e15', { marketCap: 1e15 }, 'marketCap'],
    ['a market cap of zero', { marketCap: 0 }, 'marketCap'],
    ['a debt of 1e300', { totalDebtUSD: 1e300 }, 'totalDebtUSD'],
    ['a renewable share above 100', { renewableEnergyPct: 101 }, 'renewableEnergyPct'],
    ['a holding given as text', { btcHoldings: '12' }, 'btcHoldings'],
    ['an unknown index type', { indexType: 'nasdaq' }, 'indexType'],
    ['a javascript: source address', { sources: [{ ...filing, url: 'javascript:alert(1)' }] }, 'sources.0.url'],
    ['a plain http source address', { sources: [{ ...filing, url: 'http://www.sec.gov/' }] }, 'sources.0.url'],
    ['a source without a title', { sources: [filing, { ...filing, title: ' ' }] }, 'sources.1.title'],
    ['a source title of 201 characters', { sources: [{ ...filing, title: 'x'.repeat(201) }] }, 'sources.0.title'],
    ['a source published tomorrow+1', { sources: [{ ...filing, publishedAt: '2999-01-01' }] }, 'sources.0.publishedAt'],
    [
      'a source published on 2026-02-30',
      { sources: [{ ...filing, publishedAt: '2026-02-30' }] },
      'sources.0.publishedAt',
    ],
    ['21 sources', { sources: Array.from({ length: 21 }, () => filing) }, 'sources'],
    ['sources given as text', { sources: 'https://www.sec.gov/' }, 'sources'],
  ])('refuses %s with 422 naming %s, writing nothing', async (_what, change, field) => {
    const before = await tableDigest(database().db);
    // A table of values, some its types refuse: raw requests.
    const response = await refused('POST', '/api/admin/constituents', {
      ...newRow,
      companyName: 'Refused Row Holdings',
      ...change,
    });
    expect(response.status).toBe(422);
    expect(response.body.details?.issues?.map((issue) => issue.path)).toContain(field);
    expect(await tableDigest(database().db)).toBe(before);
  });

  it('accepts the free-form as-of texts of the seed files', async () => {
    for (const [index, asOf] of ['2026-06-15/2026-06-21', '2026-05', '2026-02 (approx)', 'late 2025'].entries()) {
      const response = await result(create({ ...newRow, companyName: `Free Form ${index}`, asOf }));
      expect(response.status, asOf).toBe(201);
      expect(response.body.row.asOf).toBe(asOf);
    }
  });

  it('answers 404 for an id that is not a row (never a database error)', async () => {
    for (const id of ['not-a-uuid', "1' or '1'='1", '00000000-0000-0000-0000-000000000000']) {
      // Raw: ids that are not ids, sent as the path a client would encode them in.
      const response = await refused('PATCH', `/api/admin/constituents/${encodeURIComponent(id)}`, {
        btcHoldings: 1,
        asOf: '2026-11-01',
        sourceNote: 'x',
      });
      expect(response.status, id).toBe(404);
    }
  });

  it("the spec's POST /api/constituents goes through the same audited path", async () => {
    const constituents = (await api()).constituents;
    const response = await result(
      constituents.$post({ json: { companyName: 'Spec Insert Co', btcHoldings: 3_100, marketCap: 1e9 } }),
    );
    expect(response.status).toBe(201);
    const id = response.body.id;
    const log = await result((await oneRow())['audit-log'].$get({ param: { id }, query: {} }));
    expect(log.body.entries).toHaveLength(1);
    expect(log.body.entries[0]).toMatchObject({
      action: 'insert',
      origin: 'api',
      source: 'Entered by a Vaultmark administrator',
    });
    const bad = await constituents.$post({ json: { companyName: 'Too Big', btcHoldings: 1e308 } });
    expect(bad.status).toBe(422);
    const badDate = await failure(
      constituents.$post({ json: { companyName: 'Bad Date', btcHoldings: 1, asOf: '2026-02-30' } }),
    );
    expect(badDate.status).toBe(422);
    expect(badDate.body.details?.issues?.[0]?.path).toBe('asOf');
  });
});
