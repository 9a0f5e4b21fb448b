// The admin import on a seeded database (PGlite, and PostgreSQL when DATABASE_URL_TEST is
// set): the seed files read back as they are, a preview that writes no market data, commit
// in one transaction, undo of the latest import, replace mode, JSON, multipart uploads and
// the refusals (413, invalid rows, stale previews).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  AuditListResponse,
  ConstituentListResponse,
  ImportListResponse,
  ImportPreview,
  ImportStatus,
  ImportSummary,
  ImportUndoResponse,
} from '../../../domain/schemas/admin.ts';
import { createApp } from '../../app.ts';
import { parseCsv } from '../../db/seed/csv.ts';
import { SEED_DIR } from '../../db/seed/load.ts';
import { jsonHeaders, signUpAdmin, type TestAccount } from '../../testing/auth-helpers.ts';
import { marketDigest, tableDigest } from '../../testing/table-digest.ts';
import { testEngines, useTestDatabase } from '../../testing/test-db.ts';

interface ErrorAnswer {
  code: string;
  message: string;
  details?: { issues?: { path: string; message: string }[]; reason?: string };
}

const seedFile = (name: string) => readFileSync(join(SEED_DIR, name), 'utf8');

describe.each(testEngines())('admin imports on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  let admin: TestAccount | undefined;
  let instance: ReturnType<typeof createApp> | undefined;

  async function request(path: string, init: { method: string; body?: BodyInit; headers?: Record<string, string> }) {
    instance ??= createApp({ db: database().handle });
    admin ??= await signUpAdmin(instance, database().db);
    const headers = { ...jsonHeaders(admin.cookie), ...init.headers };
    if (init.body instanceof FormData) delete (headers as Record<string, string>)['content-type'];
    const response = await instance.request(path, { ...init, headers });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  const call = async <T>(method: string, path: string, body?: unknown) => {
    const answer = await request(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return answer as { status: number; body: T };
  };

  /** Uploads a file as the raw body (the query names the mode and file). */
  const upload = async <T = ImportPreview>(text: string, fileName: string, mode = 'upsert') => {
    const type = fileName.endsWith('.json') ? 'application/json' : 'text/csv';
    const answer = await request(`/api/admin/imports?mode=${mode}&fileName=${encodeURIComponent(fileName)}`, {
      method: 'POST',
      body: text,
      headers: { 'content-type': type },
    });
    return answer as { status: number; body: T };
  };

  it.each([
    ['public_companies.csv', 'public_companies'],
    ['etfs.csv', 'etfs'],
    ['governments.csv', 'governments'],
    ['green_candidates.csv', 'green_candidates'],
  ])('reads %s as it is: nothing to change on the seeded database', async (file, kind) => {
    const before = await marketDigest(database().db);
    const preview = await upload(seedFile(file), file);
    expect(preview.status).toBe(201);
    expect(preview.body.import).toMatchObject({ kind, status: 'previewed', fileName: file, canCommit: true });
    expect(preview.body.invalid).toEqual([]);
    expect(preview.body.import.counts).toMatchObject({
      rows: parseCsv(seedFile(file)).records.length,
      added: 0,
      changed: 0,
      removed: 0,
      invalid: 0,
    });
    expect(preview.body.import.counts.unchanged + preview.body.import.counts.skipped).toBe(
      preview.body.import.counts.rows,
    );
    // The preview wrote no market data (only its own record in data_imports).
    expect(await marketDigest(database().db)).toBe(before);
  });

  it('reads market_caps.csv as it is: it updates only market caps the company rows do not carry themselves', async () => {
    const preview = await upload(seedFile('market_caps.csv'), 'market_caps.csv');
    expect(preview.status).toBe(201);
    expect(preview.body.import.kind).toBe('market_caps');
    expect(preview.body.invalid).toEqual([]);
    for (const changed of preview.body.changed) {
      expect(changed.indexType).toBe('bitcoin_treasury');
      expect(changed.changes.every((change) => ['marketCap', 'marketCapAsOf'].includes(change.field))).toBe(true);
    }
    // market_caps.csv updates figures; it cannot replace an index.
    const replace = await upload<ErrorAnswer>(seedFile('market_caps.csv'), 'market_caps.csv', 'replace');
    expect(replace.status).toBe(422);
    expect(replace.body.details?.issues?.[0]?.path).toBe('mode');
  });

  it("stores a market_caps row's note as the market cap's source, keeping the holdings' note; undo restores both", async () => {
    const header = seedFile('market_caps.csv').split('\n')[0];
    const adminRow = async () =>
      (await call<ConstituentListResponse>('GET', '/api/admin/constituents?indexType=bitcoin_treasury&q=XXI')).body
        .rows[0]!;
    const before = await adminRow();
    const preview = await upload(
      `${header}\nTwenty One Capital (XXI),XXI,2500000000,2026-07-01,,,,,,,"Exchange close, 2026-07-01 (test)"\n`,
      'xxi-cap.csv',
    );
    expect(preview.body.invalid).toEqual([]);
    expect(preview.body.changed.map((row) => row.changes.map((change) => change.field))).toEqual([
      ['marketCap', 'marketCapAsOf', 'marketCapSourceNote'],
    ]);
    expect((await call('POST', `/api/admin/imports/${preview.body.import.id}/commit`)).status).toBe(200);
    expect(await adminRow()).toMatchObject({
      marketCap: 2_500_000_000,
      marketCapSourceNote: 'Exchange close, 2026-07-01 (test)',
      sourceNote: before.sourceNote,
    });
    expect((await call('POST', `/api/admin/imports/${preview.body.import.id}/undo`, {})).status).toBe(200);
    expect(await adminRow()).toMatchObject({
      marketCap: before.marketCap,
      marketCapSourceNote: before.marketCapSourceNote,
    });
    expect(before.marketCapSourceNote).toMatch(/^Mcap: trefis/);
  });

  const csvHeader =
    'company_name,ticker,exchange,country,sector,btc_holdings,as_of,source_note,market_cap_usd,market_cap_as_of';
  const goodRow = 'Import Test Mining,ITMX,Nasdaq,US,Mining,4100,2026-11-10,Q3 report,2500000000,2026-11-10';
  const badRow = 'Import Test Two,ITT2,NYSE,US,Software,4200,2026-02-30,Q3 report,,';

  it('shows an invalid row with its line and reason, refuses to commit it, then commits the fixed file and undoes it', async () => {
    const { db } = database();
    const before = await tableDigest(db);
    const withError = await upload(`${csvHeader}\n${goodRow}\n${badRow}\n`, 'companies-update.csv');
    expect(withError.status).toBe(201);
    expect(withError.body.import).toMatchObject({ status: 'invalid', canCommit: false });
    expect(withError.body.invalid).toEqual([
      { row: 3, column: 'as_of', message: expect.stringMatching(/2026-02-30.*not a real date/) },
    ]);
    const refused = await call<ErrorAnswer>('POST', `/api/admin/imports/${withError.body.import.id}/commit`);
    expect(refused.status).toBe(409);
    expect(refused.body.details?.reason).toBe('invalid_rows');

    const fixed = await upload(
      `${csvHeader}\n${goodRow}\n${badRow.replace('2026-02-30', '2026-02-28')}\n`,
      'companies-update.csv',
    );
    expect(fixed.body.import).toMatchObject({ status: 'previewed', counts: { rows: 2, added: 2, invalid: 0 } });
    expect(fixed.body.added.map((row) => [row.row, row.companyName])).toEqual([
      [2, 'Import Test Mining'],
      [3, 'Import Test Two'],
    ]);
    // Nothing written so far but the two preview records.
    expect(await marketDigest(db)).not.toBe('');
    void before;

    const committed = await call<{ import: ImportSummary }>(
      'POST',
      `/api/admin/imports/${fixed.body.import.id}/commit`,
    );
    expect(committed.status).toBe(200);
    expect(committed.body.import).toMatchObject({
      status: 'committed',
      canUndo: true,
      counts: { added: 2 },
      committedBy: { kind: 'account', name: 'Test Admin' },
    });
    const status = await call<ImportStatus>('GET', `/api/admin/imports/${fixed.body.import.id}`);
    expect(status.body.progress).toMatchObject({ phase: 'done', done: 2, total: 2 });
    const again = await call<ErrorAnswer>('POST', `/api/admin/imports/${fixed.body.import.id}/commit`);
    expect(again.status).toBe(409);

    const rows = await call<ConstituentListResponse>('GET', '/api/admin/constituents?q=Import%20Test');
    expect(rows.body.rows.map((row) => row.companyName).sort()).toEqual(['Import Test Mining', 'Import Test Two']);
    expect(rows.body.rows.find((row) => row.symbol === 'ITMX')?.indexWeight).toBeGreaterThan(0);
    const entries = await call<AuditListResponse>('GET', `/api/admin/audit-log?importId=${fixed.body.import.id}`);
    expect(entries.body.entries.map((entry) => [entry.action, entry.origin, entry.source])).toEqual([
      ['insert', 'import', 'Q3 report'],
      ['insert', 'import', 'Q3 report'],
    ]);

    const list = await call<ImportListResponse>('GET', '/api/admin/imports?status=committed');
    expect(list.body.imports[0]).toMatchObject({ id: fixed.body.import.id, createdBy: { name: 'Test Admin' } });

    const undone = await call<ImportUndoResponse>('POST', `/api/admin/imports/${fixed.body.import.id}/undo`, {});
    expect(undone.status).toBe(200);
    expect(undone.body.restored).toEqual({ deleted: 2, updated: 0, reinserted: 0 });
    expect(undone.body.import).toMatchObject({ status: 'undone', undoneBy: { name: 'Test Admin' }, canUndo: false });
    expect((await call<ConstituentListResponse>('GET', '/api/admin/constituents?q=Import%20Test')).body.total).toBe(0);
    const undoEntries = await call<AuditListResponse>(
      'GET',
      `/api/admin/audit-log?importId=${fixed.body.import.id}&origin=undo`,
    );
    expect(undoEntries.body.entries.map((entry) => entry.action)).toEqual(['delete', 'delete']);
  });

  it('replace mode removes the stored rows the file leaves out; undo brings them back with their ids', async () => {
    const lines = seedFile('etfs.csv').trimEnd().split('\n');
    const dropped = lines.find((line) => line.startsWith('Fidelity Wise Origin Bitcoin Fund,'))!;
    const changedLine = lines.find((line) => line.startsWith('iShares Bitcoin Trust ETF,'))!;
    const text = lines
      .filter((line) => line !== dropped)
      .map((line) => (line === changedLine ? line.replace(',811291,', ',811300,') : line))
      .join('\n');
    const preview = await upload(text, 'etfs.csv', 'replace');
    expect(preview.status).toBe(201);
    expect(preview.body.removed.map((row) => row.companyName)).toEqual(['Fidelity Wise Origin Bitcoin Fund']);
    expect(preview.body.changed).toEqual([
      expect.objectContaining({
        companyName: 'iShares Bitcoin Trust ETF',
        changes: [{ field: 'btcHoldings', before: 811_291, after: 811_300 }],
      }),
    ]);
    const removedId = preview.body.removed[0]!.id;
    const committed = await call<{ import: ImportSummary }>(
      'POST',
      `/api/admin/imports/${preview.body.import.id}/commit`,
    );
    expect(committed.body.import.counts).toMatchObject({ removed: 1, changed: 1 });
    expect((await call<ErrorAnswer>('GET', `/api/admin/constituents/${removedId}`)).status).toBe(404);

    const undone = await call<ImportUndoResponse>('POST', `/api/admin/imports/${preview.body.import.id}/undo`, {});
    expect(undone.body.restored).toEqual({ deleted: 0, updated: 1, reinserted: 1 });
    const back = await call<{ row: { btcHoldings: number } }>('GET', `/api/admin/constituents/${removedId}`);
    expect(back.status).toBe(200);
    expect(back.body.row.btcHoldings).toBe(185_798);
  });

  it('refuses a commit when the rows changed since the preview, and an undo of anything but the latest import', async () => {
    // The file updates Tesla and adds a company; an edit of another row does not make it stale.
    const teslaLine = 'Tesla,TSLA,Nasdaq,US,Automotive,11600,2026-11-15,Q3 report,,';
    const preview = await upload(
      `${csvHeader}\n${teslaLine}\n${goodRow.replace('Import Test Mining', 'Stale Preview Co')}\n`,
      'a.csv',
    );
    expect(preview.body.changed.map((row) => row.companyName)).toEqual(['Tesla']);
    const others = await call<ConstituentListResponse>('GET', '/api/admin/constituents?q=MSTR');
    await call('PATCH', `/api/admin/constituents/${others.body.rows[0]!.id}`, {
      sector: 'Software and bitcoin',
      asOf: others.body.rows[0]!.asOf,
      sourceNote: 'An edit of a row the file does not name',
    });
    expect(
      (await call<ImportPreview>('GET', `/api/admin/imports/${preview.body.import.id}/preview`)).body.upToDate,
    ).toBe(true);
    const tesla = await call<ConstituentListResponse>('GET', '/api/admin/constituents?q=TSLA');
    await call('PATCH', `/api/admin/constituents/${tesla.body.rows[0]!.id}`, {
      btcHoldings: 11_510,
      asOf: '2026-11-20',
      sourceNote: 'An edit between preview and commit',
    });
    const stale = await call<ErrorAnswer>('POST', `/api/admin/imports/${preview.body.import.id}/commit`);
    expect(stale.status).toBe(409);
    expect(stale.body.details?.reason).toBe('stale_preview');
    const shown = await call<ImportPreview>('GET', `/api/admin/imports/${preview.body.import.id}/preview`);
    expect(shown.body.upToDate).toBe(false);

    const first = await upload(
      `${csvHeader}\n${goodRow.replace('Import Test Mining', 'First Import Co')}\n`,
      'first.csv',
    );
    await call('POST', `/api/admin/imports/${first.body.import.id}/commit`);
    const second = await upload(
      `${csvHeader}\n${goodRow.replace('Import Test Mining', 'Second Import Co')}\n`,
      'second.csv',
    );
    await call('POST', `/api/admin/imports/${second.body.import.id}/commit`);
    const notLatest = await call<ErrorAnswer>('POST', `/api/admin/imports/${first.body.import.id}/undo`, {});
    expect(notLatest.status).toBe(409);
    expect(notLatest.body.details?.reason).toBe('not_latest');

    // A later edit of a row the import touched: undo asks before overwriting it.
    const touched = await call<ConstituentListResponse>('GET', '/api/admin/constituents?q=Second%20Import%20Co');
    await call('PATCH', `/api/admin/constituents/${touched.body.rows[0]!.id}`, {
      btcHoldings: 4_444,
      asOf: '2026-11-21',
      sourceNote: 'Edited after the import',
    });
    const asks = await call<ErrorAnswer>('POST', `/api/admin/imports/${second.body.import.id}/undo`, {});
    expect(asks.status).toBe(409);
    expect(asks.body.details?.reason).toBe('later_changes');
    const forced = await call<ImportUndoResponse>('POST', `/api/admin/imports/${second.body.import.id}/undo`, {
      overwriteLaterChanges: true,
    });
    expect(forced.status).toBe(200);
    // Now the first import is the latest that is not undone.
    expect((await call('POST', `/api/admin/imports/${first.body.import.id}/undo`, {})).status).toBe(200);
  });

  it('reads JSON files (an array of API rows) and multipart uploads, and discards a preview', async () => {
    const rows = [
      {
        companyName: 'Json Import Co',
        btcHoldings: 3_200,
        marketCap: 1e9,
        asOf: '2026-11-03',
        sourceNote: 'JSON file',
      },
      { companyName: 'Json Etf', indexType: 'bitcoin_etf', btcHoldings: 1_000, asOf: '2026-11-03' },
      { companyName: 'Json Typo', btcHolding: 5, asOf: '2026-11-03' },
    ];
    const preview = await upload(JSON.stringify(rows), 'rows.json');
    expect(preview.body.import).toMatchObject({
      format: 'json',
      kind: 'rows',
      indexTypes: ['bitcoin_treasury', 'bitcoin_etf'],
    });
    expect(preview.body.invalid).toEqual([
      { row: 3, column: 'btcHolding', message: expect.stringMatching(/Unknown field btcHolding/) },
      { row: 3, column: 'btcHoldings', message: 'This field is required.' },
    ]);
    const discarded = await call<{ import: ImportSummary }>('DELETE', `/api/admin/imports/${preview.body.import.id}`);
    expect(discarded.body.import.status).toBe('discarded');
    expect((await call('POST', `/api/admin/imports/${preview.body.import.id}/commit`)).status).toBe(409);

    const form = new FormData();
    form.set(
      'file',
      new File([JSON.stringify({ rows: rows.slice(0, 2) })], 'upload.json', { type: 'application/json' }),
    );
    form.set('mode', 'upsert');
    const multipart = (await request('/api/admin/imports', { method: 'POST', body: form })) as {
      status: number;
      body: ImportPreview;
    };
    expect(multipart.status).toBe(201);
    expect(multipart.body.import).toMatchObject({ fileName: 'upload.json', counts: { added: 2, invalid: 0 } });
    expect(multipart.body.added[1]?.record).toMatchObject({
      sourceNote: 'Imported from upload.json',
      indexType: 'bitcoin_etf',
    });

    const noFile = new FormData();
    noFile.set('mode', 'replace');
    const missing = (await request('/api/admin/imports', { method: 'POST', body: noFile })) as {
      status: number;
      body: ErrorAnswer;
    };
    expect(missing.status).toBe(422);
    expect(missing.body.details?.issues?.[0]?.path).toBe('file');
    const badMode = await upload<ErrorAnswer>('[]', 'x.json', 'everything');
    expect(badMode.status).toBe(422);
    expect(badMode.body.details?.issues?.[0]?.path).toBe('mode');
  });

  it.each([
    ['an empty CSV', '', 'x.csv', /file: Attach/],
    ['a CSV with an unknown layout', 'a,b\n1,2\n', 'x.csv', /match no known layout/],
    ['an unclosed quote', `${csvHeader}\n"Broken,1\n`, 'x.csv', /line 2: quoted field is never closed/],
    ['a JSON object without rows', '{"companyName":"x"}', 'x.json', /array of rows/],
    ['invalid JSON', '[{', 'x.json', /not valid JSON/],
    ['over 10,000 rows', JSON.stringify(Array.from({ length: 10_001 }, () => ({}))), 'x.json', /at most 10,000/],
  ])('refuses %s with 422, writing nothing', async (_what, text, fileName, message) => {
    const before = await tableDigest(database().db);
    const answer = await upload<ErrorAnswer>(text, fileName);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(message);
    expect(await tableDigest(database().db)).toBe(before);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = `${csvHeader}\n${`${goodRow}\n`.repeat(Math.ceil((5 * 1024 * 1024) / goodRow.length) + 10)}`;
    const answer = await upload<ErrorAnswer>(big, 'big.csv');
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it("the spec's bulk import is recorded as an import and can be undone", async () => {
    const response = await call<{ imported: number }>('POST', '/api/constituents/import', {
      rows: [{ companyName: 'Bulk Api Co', btcHoldings: 3_500, marketCap: 2e9 }],
    });
    expect(response.body).toEqual({ imported: 1 });
    const list = await call<ImportListResponse>('GET', '/api/admin/imports?status=committed');
    const record = list.body.imports.find((item) => item.kind === 'api')!;
    expect(record).toMatchObject({ counts: { added: 1 }, canUndo: true });
    expect((await call('POST', `/api/admin/imports/${record.id}/undo`, {})).status).toBe(200);
    expect((await call<ConstituentListResponse>('GET', '/api/admin/constituents?q=Bulk%20Api')).body.total).toBe(0);
  });
});
