// One digest of every table an admin write can change, to prove a refused request changed
// nothing: compare it before and after. (Rate-limit counters are left out: counting
// requests is not a change of data.)
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';

/** Market data only (rows, prices, history, audit log): what an import preview must not change. */
export async function marketDigest(db: Database): Promise<string> {
  const [row] = await rawRows<{ digest: string | null }>(
    db,
    sql`
    SELECT md5(string_agg(x, '|' ORDER BY x)) AS digest FROM (
      SELECT 'c' || md5(t::text) AS x FROM treasury_constituents t
      UNION ALL SELECT 'p' || md5(p::text) FROM price_data p
      UNION ALL SELECT 'h' || md5(h::text) FROM index_history h
      UNION ALL SELECT 'a' || md5(a::text) FROM audit_log a
    ) AS market_rows`,
  );
  return row?.digest ?? '';
}

export async function tableDigest(db: Database): Promise<string> {
  const [row] = await rawRows<{ digest: string | null; rows: unknown }>(
    db,
    sql`
    SELECT md5(string_agg(x, '|' ORDER BY x)) AS digest, count(*) AS rows FROM (
      SELECT 'c' || md5(t::text) AS x FROM treasury_constituents t
      UNION ALL SELECT 'p' || md5(p::text) FROM price_data p
      UNION ALL SELECT 'h' || md5(h::text) FROM index_history h
      UNION ALL SELECT 'a' || md5(a::text) FROM audit_log a
      UNION ALL SELECT 'i' || md5(i::text) FROM data_imports i
      UNION ALL SELECT 'u' || md5(row(u.id, u.email, u.full_name, u.name)::text) FROM "user" u
      UNION ALL SELECT 'r' || md5(r::text) FROM user_roles r
      UNION ALL SELECT 's' || md5(row(s.id, s.user_id, s.expires_at)::text) FROM session s
      UNION ALL SELECT 'o' || md5(o::text) FROM outbox o
      UNION ALL SELECT 'v' || md5(v.id) FROM verification v
      UNION ALL SELECT 'j' || md5(j::text) FROM job_status j
    ) AS all_rows`,
  );
  return `${Number(row?.rows ?? 0)}:${row?.digest ?? ''}`;
}

/**
 * A cheap marker that changes whenever any row of these tables is committed, updated or
 * deleted: per table, the row count and the newest row version's transaction id (a write
 * always creates a row version with a newer id; a delete lowers the count). For fuzzing,
 * where a full digest per request would cost too much.
 */
export async function changeMarker(db: Database): Promise<string> {
  const tables = [
    'treasury_constituents',
    'price_data',
    'index_history',
    'audit_log',
    'data_imports',
    '"user"',
    'user_roles',
    'session',
    'outbox',
    'verification',
    'job_status',
    'source_runs',
    'source_aliases',
  ];
  const parts = sql.raw(
    tables
      .map((table) => `(SELECT count(*) || '/' || coalesce(max(xmin::text::bigint), 0) FROM ${table})`)
      .join(` || ':' || `),
  );
  const [row] = await rawRows<{ marker: string }>(db, sql`SELECT ${parts} AS marker`);
  return row?.marker ?? '';
}
