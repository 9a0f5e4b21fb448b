// The admin import on a seeded database (PGlite, and PostgreSQL when DATABASE_URL_TEST is
// set): the seed files read back as they are, a preview that writes no market data, commit
// in one transaction, undo of the latest import, replace mode, JSON, multipart uploads and
// the refusals (413, invalid rows, stale previews). The routes are called through Hono's
// typed testClient; the uploads are raw requests, since the import route reads its body
// (CSV, JSON or multipart) raw.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { testClient } from 'hono/testing';
import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../domain/schemas/admin.ts';
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

/** A refusal's body (the handlers' types name only their success). */
const refusal = async (response: Response): Promise<ErrorAnswer> => JSON.parse(await response.text());

describe.each(testEngines())('admin imports on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  let admin: TestAccount | undefined;
  let instance: ReturnType<typeof createApp> | undefined;

  /** The app and its signed-in admin, made once. */
  const signedIn = async () => {
    instance ??= createApp({ db: database().handle });
    admin ??= await signUpAdmin(instance, database().db);
    return { app: instance, account: admin };
  };

  /** The API as the admin, typed by createApp's routes. */
  const api = async () => {
    const { app, account } = await signedIn();
    return testClient(app, undefined, undefined, { headers: () => jsonHeaders(account.cookie) }).api;
  };
  const imports = async () => (await api()).admin.imports;
  const commit = async (id: string) => (await imports())[':id'].commit.$post({ param: { id } });
  const undo = async (id: string, overwriteLaterChanges?: boolean) =>
    (await imports())[':id'].undo.$post({
      param: { id },
      json: overwriteLaterChanges === undefined ? {} : { overwriteLaterChanges },
    });
  /** The admin's list of constituents matching `q`. */
  const search = async (q: string, indexType?: 'bitcoin_treasury') =>
    (await (await api()).admin.constituents.$get({ query: { q, ...(indexType ? { indexType } : {}) } })).json();

  /** A body the import route reads raw (CSV, JSON or multipart): a raw request. */
  async function request(path: string, init: { method: string; body?: BodyInit; headers?: Record<string, string> }) {
    const { app, account } = await signedIn();
    const headers = { ...jsonHeaders(account.cookie), ...init.headers };
    if (init.body instanceof FormData) delete (headers as Record<string, string>)['content-type'];
    const response = await app.request(path, { ...init, headers });
    return { status: response.status, body: (await response.json()) as unknown };
  }

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
    const adminRow = async () => (await search('XXI', 'bitcoin_treasury')).rows[0]!;
    const before = await adminRow();
    const preview = await upload(
      `${header}\nTwenty One Capital (XXI),XXI,2500000000,2026-07-01,,,,,,,"Exchange close, 2026-07-01 (test)"\n`,
      'xxi-cap.csv',
    );
    expect(preview.body.invalid).toEqual([]);
    expect(preview.body.changed.map((row) => row.changes.map((change) => change.field))).toEqual([
      ['marketCap', 'marketCapAsOf', 'marketCapSourceNote'],
    ]);
    expect((await commit(preview.body.import.id)).status).toBe(200);
    expect(await adminRow()).toMatchObject({
      marketCap: 2_500_000_000,
      marketCapSourceNote: 'Exchange close, 2026-07-01 (test)',
      sourceNote: before.sourceNote,
    });
    expect((await undo(preview.body.import.id)).status).toBe(200);
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
    const refused = await commit(withError.body.import.id);
    expect(refused.status).toBe(409);
    expect((await refusal(refused)).details?.reason).toBe('invalid_rows');

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

    const committed = await commit(fixed.body.import.id);
    expect(committed.status).toBe(200);
    expect((await committed.json()).import).toMatchObject({
      status: 'committed',
      canUndo: true,
      counts: { added: 2 },
      committedBy: { kind: 'account', name: 'Test Admin' },
    });
    const status = await (await imports())[':id'].$get({ param: { id: fixed.body.import.id } });
    expect((await status.json()).progress).toMatchObject({ phase: 'done', done: 2, total: 2 });
    const again = await commit(fixed.body.import.id);
    expect(again.status).toBe(409);

    const rows = await search('Import Test');
    expect(rows.rows.map((row) => row.companyName).sort()).toEqual(['Import Test Mining', 'Import Test Two']);
    expect(rows.rows.find((row) => row.symbol === 'ITMX')?.indexWeight).toBeGreaterThan(0);
    const auditLog = (await api()).admin['audit-log'];
    const importId = fixed.body.import.id;
    const entries = await (await auditLog.$get({ query: { importId } })).json();
    expect(entries.entries.map((entry) => [entry.action, entry.origin, entry.source])).toEqual([
      ['insert', 'import', 'Q3 report'],
      ['insert', 'import', 'Q3 report'],
    ]);

    const list = await (await (await imports()).$get({ query: { status: 'committed' } })).json();
    expect(list.imports[0]).toMatchObject({ id: fixed.body.import.id, createdBy: { name: 'Test Admin' } });

    const undone = await undo(fixed.body.import.id);
    expect(undone.status).toBe(200);
    const undoAnswer = await undone.json();
    expect(undoAnswer.restored).toEqual({ deleted: 2, updated: 0, reinserted: 0 });
    expect(undoAnswer.import).toMatchObject({ status: 'undone', undoneBy: { name: 'Test Admin' }, canUndo: false });
    expect((await search('Import Test')).total).toBe(0);
    const undoEntries = await (await auditLog.$get({ query: { importId, origin: 'undo' } })).json();
    expect(undoEntries.entries.map((entry) => entry.action)).toEqual(['delete', 'delete']);
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
    const committed = await commit(preview.body.import.id);
    expect((await committed.json()).import.counts).toMatchObject({ removed: 1, changed: 1 });
    const constituent = async () => (await api()).admin.constituents[':id'].$get({ param: { id: removedId } });
    expect((await constituent()).status).toBe(404);

    const undone = await undo(preview.body.import.id);
    expect((await undone.json()).restored).toEqual({ deleted: 0, updated: 1, reinserted: 1 });
    const back = await constituent();
    expect(back.status).toBe(200);
    expect((await back.json()).row.btcHoldings).toBe(185_798);
  });

  it('refuses a commit when the rows changed since the preview, and an undo of anything but the latest import', async () => {
    // The file updates Tesla and adds a company; an edit of another row does not make it stale.
    const teslaLine = 'Tesla,TSLA,Nasdaq,US,Automotive,11600,2026-11-15,Q3 report,,';
    const preview = await upload(
      `${csvHeader}\n${teslaLine}\n${goodRow.replace('Import Test Mining', 'Stale Preview Co')}\n`,
      'a.csv',
    );
    expect(preview.body.changed.map((row) => row.companyName)).toEqual(['Tesla']);
    /** Edits a row (as the dashboard does), expecting it to be stored. */
    const edit = async (
      id: string,
      json: { sector?: string; btcHoldings?: number; asOf: string; sourceNote: string },
    ) => {
      const edited = await (await api()).admin.constituents[':id'].$patch({ param: { id }, json });
      expect(edited.status).toBe(200);
    };
    const upToDate = async () =>
      (await (await (await imports())[':id'].preview.$get({ param: { id: preview.body.import.id } })).json()).upToDate;
    const other = (await search('MSTR')).rows[0]!;
    await edit(other.id, {
      sector: 'Software and bitcoin',
      asOf: other.asOf!,
      sourceNote: 'An edit of a row the file does not name',
    });
    expect(await upToDate()).toBe(true);
    const tesla = (await search('TSLA')).rows[0]!;
    await edit(tesla.id, { btcHoldings: 11_510, asOf: '2026-11-20', sourceNote: 'An edit between preview and commit' });
    const stale = await commit(preview.body.import.id);
    expect(stale.status).toBe(409);
    expect((await refusal(stale)).details?.reason).toBe('stale_preview');
    expect(await upToDate()).toBe(false);

    const first = await upload(
      `${csvHeader}\n${goodRow.replace('Import Test Mining', 'First Import Co')}\n`,
      'first.csv',
    );
    expect((await commit(first.body.import.id)).status).toBe(200);
    const second = await upload(
      `${csvHeader}\n${goodRow.replace('Import Test Mining', 'Second Import Co')}\n`,
      'second.csv',
    );
    expect((await commit(second.body.import.id)).status).toBe(200);
    const notLatest = await undo(first.body.import.id);
    expect(notLatest.status).toBe(409);
    expect((await refusal(notLatest)).details?.reason).toBe('not_latest');

    // A later edit of a row the import touched: undo asks before overwriting it.
    const touched = (await search('Second Import Co')).rows[0]!;
    await edit(touched.id, { btcHoldings: 4_444, asOf: '2026-11-21', sourceNote: 'Edited after the import' });
    const asks = await undo(second.body.import.id);
    expect(asks.status).toBe(409);
    expect((await refusal(asks)).details?.reason).toBe('later_changes');
    const forced = await undo(second.body.import.id, true);
    expect(forced.status).toBe(200);
    // Now the first import is the latest that is not undone.
    expect((await undo(first.body.import.id)).status).toBe(200);
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
    const discarded = await (await imports())[':id'].$delete({ param: { id: preview.body.import.id } });
    expect((await discarded.json()).import.status).toBe('discarded');
    expect((await commit(preview.body.import.id)).status).toBe(409);

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
    const response = await (
      await api()
    ).constituents.import.$post({
      json: { rows: [{ companyName: 'Bulk Api Co', btcHoldings: 3_500, marketCap: 2e9 }] },
    });
    expect(await response.json()).toEqual({ imported: 1 });
    const list = await (await (await imports()).$get({ query: { status: 'committed' } })).json();
    const record = list.imports.find((item) => item.kind === 'api')!;
    expect(record).toMatchObject({ counts: { added: 1 }, canUndo: true });
    expect((await undo(record.id)).status).toBe(200);
    expect((await search('Bulk Api')).total).toBe(0);
  });
});
