// Admin market data on a seeded database (PGlite, and PostgreSQL when DATABASE_URL_TEST is
// set): listing with search, sort and paging; add, edit and delete with as-of and source,
// each audited in the same transaction; refused input answers 422 naming the field and
// changes nothing.
import { describe, expect, it } from 'vitest';
import type {
  AuditListResponse,
  ConstituentDeleteResponse,
  ConstituentListResponse,
  ConstituentWriteResponse,
} from '../../../domain/schemas/admin.ts';
import type { Constituent } from '../../../domain/schemas/constituents.ts';
import type { IndexResultResponse } from '../../../domain/schemas/market.ts';
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

  async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    instance ??= createApp({ db: database().handle });
    admin ??= await signUpAdmin(instance, database().db);
    const response = await instance.request(path, {
      method,
      headers: jsonHeaders(admin.cookie),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  const newRow = {
    companyName: 'Audit Trail Holdings',
    indexType: 'bitcoin_treasury',
    symbol: 'ATH',
    btcHoldings: 12_345,
    marketCap: 3.2e9,
    asOf: '2026-11-01',
    sourceNote: '10-Q filed 2026-11-05',
  };

  it('lists every row of an index type, searched, sorted and paged on the server', async () => {
    const all = await call<ConstituentListResponse>(
      'GET',
      '/api/admin/constituents?indexType=bitcoin_treasury&pageSize=500',
    );
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.rows.length);
    expect(all.body.rows.every((row) => row.indexType === 'bitcoin_treasury')).toBe(true);
    // Seed figures are dated mid-2026: more than 90 days before today, so stale.
    expect(all.body.rows.some((row) => row.stale)).toBe(true);

    const byBtc = await call<ConstituentListResponse>(
      'GET',
      '/api/admin/constituents?indexType=bitcoin_treasury&sort=btcHoldings&order=asc&page=2&pageSize=5',
    );
    const sortedBtc = all.body.rows.map((row) => row.btcHoldings).sort((a, b) => a - b);
    expect(byBtc.body.rows.map((row) => row.btcHoldings)).toEqual(sortedBtc.slice(5, 10));
    expect(byBtc.body).toMatchObject({ page: 2, pageSize: 5, total: all.body.total });

    const search = await call<ConstituentListResponse>('GET', '/api/admin/constituents?q=mstr');
    expect(search.body.rows.map((row) => row.symbol)).toContain('MSTR');
    expect(
      search.body.rows.every((row) => /mstr/i.test(`${row.companyName} ${row.symbol} ${row.country} ${row.sector}`)),
    ).toBe(true);

    // % and _ are searched for literally.
    expect((await call<ConstituentListResponse>('GET', '/api/admin/constituents?q=%25')).body.total).toBe(0);
    expect((await call<ErrorAnswer>('GET', '/api/admin/constituents?sort=nope')).status).toBe(422);
    expect((await call<ErrorAnswer>('GET', '/api/admin/constituents?pageSize=100000')).status).toBe(422);
  });

  const filing = {
    title: 'Form 10-Q for the quarter to 2026-09-30',
    url: 'https://www.sec.gov/',
    publishedAt: '2026-11-05',
  };

  it("keeps a row's sources through PATCH and PUT, replaces them when sent, and audits the change", async () => {
    const created = await call<ConstituentWriteResponse>('POST', '/api/admin/constituents', {
      ...newRow,
      companyName: 'Sourced Holdings',
      sources: [filing],
    });
    expect(created.status).toBe(201);
    expect(created.body.row.sources).toEqual([filing]);
    const id = created.body.row.id;

    const holdings = await call<ConstituentWriteResponse>('PATCH', `/api/admin/constituents/${id}`, {
      btcHoldings: 13_000,
      asOf: '2026-11-20',
      sourceNote: 'Press release',
    });
    expect(holdings.body.row.sources).toEqual([filing]);
    expect(holdings.body.audit?.changes.map((change) => change.field)).not.toContain('sources');

    const release = {
      title: 'Press release: 13,000 BTC',
      url: 'https://example.com/pr?id=1',
      publishedAt: '2026-11-20',
    };
    const replaced = await call<ConstituentWriteResponse>('PATCH', `/api/admin/constituents/${id}`, {
      sources: [release, filing],
      asOf: '2026-11-20',
      sourceNote: 'Press release',
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.row.sources).toEqual([release, filing]);
    expect(replaced.body.audit?.changes).toEqual([{ field: 'sources', before: [filing], after: [release, filing] }]);

    const { id: _id, ...whole } = { ...newRow, id, companyName: 'Sourced Holdings', asOf: '2026-11-20' };
    const put = await call<ConstituentWriteResponse>('PUT', `/api/admin/constituents/${id}`, whole);
    expect(put.body.row.sources).toEqual([release, filing]);
    const cleared = await call<ConstituentWriteResponse>('PUT', `/api/admin/constituents/${id}`, {
      ...whole,
      sources: [],
    });
    expect(cleared.body.row.sources).toEqual([]);

    const publicRow = (await (
      await instance!.request('/api/constituents?index_type=bitcoin_treasury')
    ).json()) as Constituent[];
    expect(publicRow.find((row) => row.id === id)?.sources).toEqual([]);
  });

  it('adds a row: 201 with the stored row (weights refreshed) and its audit entry', async () => {
    const before = await call<IndexResultResponse>('GET', '/api/index/bitcoin_treasury');
    const added = await call<ConstituentWriteResponse>('POST', '/api/admin/constituents', newRow);
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
    const after = await call<IndexResultResponse>('GET', '/api/index/bitcoin_treasury');
    expect(after.body.constituentCount).toBe(before.body.constituentCount + 1);

    const again = await call<ErrorAnswer>('POST', '/api/admin/constituents', newRow);
    expect(again.status).toBe(409);
    expect(again.body.details?.issues?.[0]?.path).toBe('companyName');
  });

  it('edits a row with PATCH (fields sent) and PUT (whole row), each audited field by field', async () => {
    const list = await call<ConstituentListResponse>(
      'GET',
      `/api/admin/constituents?q=${encodeURIComponent(newRow.companyName)}`,
    );
    const row = list.body.rows[0]!;
    const patched = await call<ConstituentWriteResponse>('PATCH', `/api/admin/constituents/${row.id}`, {
      btcHoldings: 13_000,
      asOf: '2026-11-15',
      sourceNote: 'Press release 2026-11-15',
    });
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
    const put = await call<ConstituentWriteResponse>('PUT', `/api/admin/constituents/${row.id}`, {
      companyName: newRow.companyName,
      btcHoldings: 13_000,
      asOf: '2026-11-15',
      sourceNote: 'Press release 2026-11-15',
    });
    expect(put.status).toBe(200);
    expect(put.body.row).toMatchObject({ symbol: null, marketCap: null, indexWeight: 0 });

    // Nothing to change: no audit entry.
    const same = await call<ConstituentWriteResponse>('PATCH', `/api/admin/constituents/${row.id}`, {
      asOf: '2026-11-15',
      sourceNote: 'Press release 2026-11-15',
    });
    expect(same.body.audit).toBeNull();

    // An edit of the row as last read goes through.
    const current = await call<{ row: { lastUpdated: string } }>('GET', `/api/admin/constituents/${row.id}`);
    const fresh = await call<ConstituentWriteResponse>('PATCH', `/api/admin/constituents/${row.id}`, {
      sector: 'Mining',
      asOf: '2026-11-15',
      sourceNote: 'Press release 2026-11-15',
      expectedLastUpdated: current.body.row.lastUpdated,
    });
    expect(fresh.status).toBe(200);

    // A stale edit (the row changed since it was read) is refused.
    const stale = await call<ErrorAnswer>('PATCH', `/api/admin/constituents/${row.id}`, {
      btcHoldings: 1,
      asOf: '2026-11-15',
      sourceNote: 'x',
      expectedLastUpdated: row.lastUpdated,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.details?.reason).toBe('modified');

    // The index type cannot change.
    const moved = await call<ErrorAnswer>('PATCH', `/api/admin/constituents/${row.id}`, {
      indexType: 'bitcoin_etf',
      asOf: '2026-11-15',
      sourceNote: 'x',
    });
    expect(moved.status).toBe(422);
    expect(moved.body.details?.issues?.[0]?.path).toBe('indexType');

    const log = await call<AuditListResponse>('GET', `/api/admin/constituents/${row.id}/audit-log`);
    expect(log.body.entries.map((entry) => entry.action)).toEqual(['update', 'update', 'update', 'insert']);
    expect(log.body.total).toBe(4);
  });

  it('deletes a row with a reason; the audit log keeps its last state', async () => {
    const list = await call<ConstituentListResponse>(
      'GET',
      `/api/admin/constituents?q=${encodeURIComponent(newRow.companyName)}`,
    );
    const id = list.body.rows[0]!.id;
    const missingReason = await call<ErrorAnswer>('DELETE', `/api/admin/constituents/${id}`, { asOf: '2026-11-20' });
    expect(missingReason.status).toBe(422);
    expect(missingReason.body.details?.issues?.map((issue) => issue.path)).toEqual(['sourceNote']);

    const deleted = await call<ConstituentDeleteResponse>('DELETE', `/api/admin/constituents/${id}`, {
      asOf: '2026-11-20',
      sourceNote: 'Company sold its bitcoin (8-K 2026-11-20)',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.audit).toMatchObject({
      action: 'delete',
      after: null,
      source: 'Company sold its bitcoin (8-K 2026-11-20)',
    });
    expect((deleted.body.audit.before as { btcHoldings: number }).btcHoldings).toBe(13_000);
    expect((await call<ErrorAnswer>('GET', `/api/admin/constituents/${id}`)).status).toBe(404);
    expect(
      (await call<ErrorAnswer>('DELETE', `/api/admin/constituents/${id}`, { asOf: '2026-11-20', sourceNote: 'x' }))
        .status,
    ).toBe(404);

    const log = await call<AuditListResponse>('GET', `/api/admin/audit-log?table=treasury_constituents&rowId=${id}`);
    expect(log.body.entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'update', 'update', 'insert']);
    const byAction = await call<AuditListResponse>('GET', '/api/admin/audit-log?action=delete&origin=admin');
    expect(byAction.body.entries.every((entry) => entry.action === 'delete')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await call<AuditListResponse>(
      'GET',
      `/api/admin/audit-log?from=${today}&to=${today}&q=audit%20trail`,
    );
    expect(byDay.body.total).toBe(5);
    expect((await call<ErrorAnswer>('GET', '/api/admin/audit-log?from=2026-02-30')).status).toBe(422);
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
    const response = await call<ErrorAnswer>('POST', '/api/admin/constituents', {
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
      const response = await call<ConstituentWriteResponse>('POST', '/api/admin/constituents', {
        ...newRow,
        companyName: `Free Form ${index}`,
        asOf,
      });
      expect(response.status, asOf).toBe(201);
      expect(response.body.row.asOf).toBe(asOf);
    }
  });

  it('answers 404 for an id that is not a row (never a database error)', async () => {
    for (const id of ['not-a-uuid', "1' or '1'='1", '00000000-0000-0000-0000-000000000000']) {
      const response = await call<ErrorAnswer>('PATCH', `/api/admin/constituents/${encodeURIComponent(id)}`, {
        btcHoldings: 1,
        asOf: '2026-11-01',
        sourceNote: 'x',
      });
      expect(response.status, id).toBe(404);
    }
  });

  it("the spec's POST /api/constituents goes through the same audited path", async () => {
    const response = await call<Constituent>('POST', '/api/constituents', {
      companyName: 'Spec Insert Co',
      btcHoldings: 3_100,
      marketCap: 1e9,
    });
    expect(response.status).toBe(201);
    const log = await call<AuditListResponse>('GET', `/api/admin/constituents/${response.body.id}/audit-log`);
    expect(log.body.entries).toHaveLength(1);
    expect(log.body.entries[0]).toMatchObject({
      action: 'insert',
      origin: 'api',
      source: 'Entered by a Vaultmark administrator',
    });
    const bad = await call<ErrorAnswer>('POST', '/api/constituents', { companyName: 'Too Big', btcHoldings: 1e308 });
    expect(bad.status).toBe(422);
    const badDate = await call<ErrorAnswer>('POST', '/api/constituents', {
      companyName: 'Bad Date',
      btcHoldings: 1,
      asOf: '2026-02-30',
    });
    expect(badDate.status).toBe(422);
    expect(badDate.body.details?.issues?.[0]?.path).toBe('asOf');
  });
});
