// Things admin routes act on, made directly in a test database: a market row, an account,
// an import preview, a committed import. The authorization matrix makes a fresh one for
// each call, so an admin's write never finds the previous call's leftovers. Also a stored
// row as the import and source planners see it, for their tests without a database.
import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { constituentCreateSchema, type ConstituentRecord } from '../../domain/schemas/admin.ts';
import type { Database } from '../db/client.ts';
import { SYSTEM } from '../db/queries/audit-log.ts';
import { withAsOfDate, type StoredConstituent } from '../db/queries/constituent-writes.ts';
import { setAlias } from '../db/queries/sources.ts';
import { user } from '../db/schema.ts';
import { createConstituent } from '../market/constituent-service.ts';
import { commitImport, previewImport } from '../market/import/import-service.ts';
import { EMPTY_RECORD } from '../market/import/plan-import.ts';

export const uniqueLabel = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

/** A market row's record: every optional field empty, `fields` over it, asOfDate from asOf. */
export function constituentRecord(fields: Partial<ConstituentRecord> = {}): ConstituentRecord {
  return withAsOfDate({
    ...EMPTY_RECORD,
    companyName: 'Stored Co',
    indexType: 'bitcoin_treasury',
    btcHoldings: 1,
    asOf: '2026-06-15',
    sourceNote: 'seed',
    ...fields,
  });
}

/** A stored row as the planners see it (no database): `constituentRecord(fields)` under `id`. */
export function storedConstituent(id: string, fields: Partial<ConstituentRecord> = {}): StoredConstituent {
  return { id, lastUpdated: new Date('2026-11-01T00:00:00Z'), record: constituentRecord(fields) };
}

/** A valid row for POST /api/admin/constituents. */
export function newConstituentBody(name = uniqueLabel('Fixture Holdings')) {
  return {
    companyName: name,
    indexType: 'bitcoin_treasury',
    symbol: 'FIXT',
    btcHoldings: 4_200,
    marketCap: 2e9,
    asOf: '2026-11-02',
    sourceNote: 'Fixture: a test row',
  };
}

export async function makeConstituent(db: Database): Promise<{ id: string; name: string }> {
  const { row } = await createConstituent(db, SYSTEM, z.parse(constituentCreateSchema, newConstituentBody()));
  return { id: row.id, name: row.companyName };
}

/** An account straight in the user table (no password: nobody signs in with it). */
export async function makeAccount(db: Database): Promise<{ id: string; email: string }> {
  const id = randomBytes(12).toString('hex');
  const email = `fixture-${id}@example.com`;
  await db.insert(user).values({ id, name: 'Fixture Person', full_name: 'Fixture Person', email });
  return { id, email };
}

/** A CSV preview adding one company (not committed). */
export async function makePreview(db: Database): Promise<{ id: string }> {
  const text = [
    'companyName,indexType,btcHoldings,asOf,sourceNote',
    `${uniqueLabel('Fixture Import')},bitcoin_treasury,3500,2026-11-01,Fixture file`,
  ].join('\n');
  const preview = await previewImport(db, SYSTEM, {
    text,
    fileName: 'fixture.csv',
    contentType: 'text/csv',
    mode: 'upsert',
  });
  return { id: preview.import.id };
}

/** A committed import: the latest, so it is the one that can be undone. */
export async function makeCommittedImport(db: Database): Promise<{ id: string }> {
  const { id } = await makePreview(db);
  await commitImport(db, SYSTEM, id);
  return { id };
}

/** An alias ignoring a made-up holder of the CoinGecko source. */
export async function makeAlias(db: Database): Promise<{ id: string }> {
  const alias = await setAlias(
    db,
    { source: 'coingecko', sourceKey: uniqueLabel('FIXT').replace(' ', '.'), sourceName: null, constituentId: null },
    null,
  );
  return { id: alias.id };
}
