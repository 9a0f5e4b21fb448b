// What the public data sources' tests share (server/sources/*-sync.test.ts): the app with the
// file's sources, made once on the file's database at the first call, an administrator's calls
// to it, a sync that must answer one run, a stored row found by search, and the number of
// imports (a failed run must not add one).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ConstituentListResponse } from '../../domain/schemas/admin.ts';
import type { SourceSyncResponse } from '../../domain/schemas/sources.ts';
import { createApp } from '../app.ts';
import { rawRows } from '../db/raw-rows.ts';
import type { SourceSettings } from '../sources/sync.ts';
import { jsonHeaders, signUpAdmin, type TestAccount } from './auth-helpers.ts';
import type { TestDatabase } from './test-db.ts';

export function sourceSyncCalls(database: () => TestDatabase, sources: () => SourceSettings) {
  let made: ReturnType<typeof createApp> | undefined;
  let admin: TestAccount | undefined;
  const app = () => (made ??= createApp({ db: database().handle, sources: sources() }));

  /** A JSON call as the administrator, or with `cookie` (null: signed out). */
  async function call<T>(method: string, path: string, body?: unknown, cookie?: string | null) {
    admin ??= await signUpAdmin(app(), database().db);
    const response = await app().request(path, {
      method,
      headers: jsonHeaders(cookie === null ? undefined : (cookie ?? admin.cookie)),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  }
  const sync = async () => {
    const answer = await call<SourceSyncResponse>('POST', '/api/admin/sources/sync');
    expect(answer.status).toBe(200);
    expect(answer.body.runs).toHaveLength(1);
    return answer.body.runs[0]!;
  };
  const row = async (q: string) =>
    (await call<ConstituentListResponse>('GET', `/api/admin/constituents?q=${encodeURIComponent(q)}`)).body.rows[0]!;
  const importCount = async () =>
    Number((await rawRows<{ n: number }>(database().db, sql`select count(*)::int as n from data_imports`))[0]!.n);
  return { app, call, sync, row, importCount };
}
