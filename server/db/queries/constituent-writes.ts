// Admin writes of treasury_constituents: add one row or import many, each as one
// transaction that also refreshes the derived values (BTC value, weights). A company
// already in the same index is updated in place (the admin's newer figures win).
import { sql } from 'drizzle-orm';
import { AppError } from '../../../domain/errors.ts';
import type { Constituent } from '../../../domain/schemas/constituents.ts';
import type { IndexType } from '../../../domain/schemas/common.ts';
import type { constituentInputSchema } from '../../../domain/schemas/market.ts';
import type * as zm from 'zod/mini';
import { refreshDerivedValues } from '../../market/derived-values.ts';
import { parseAsOfDate } from '../seed/as-of-date.ts';
import type { Database } from '../client.ts';
import { treasuryConstituents } from '../schema.ts';
import { listConstituents } from './constituents.ts';

export type ValidConstituentInput = zm.output<typeof constituentInputSchema>;

const DEFAULT_INDEX_TYPE: IndexType = 'bitcoin_treasury';

function toRow(input: ValidConstituentInput) {
  const asOf = input.asOf?.trim() || new Date().toISOString().slice(0, 10);
  return {
    companyName: input.companyName,
    ticker: input.symbol?.trim() || null,
    btcHoldings: input.btcHoldings,
    marketCap: input.marketCap ?? null,
    sector: input.sector?.trim() || null,
    country: input.country?.trim() || null,
    indexType: input.indexType ?? DEFAULT_INDEX_TYPE,
    asOf,
    asOfDate: parseAsOfDate(asOf),
    sourceNote: input.sourceNote?.trim() || 'Entered by a Vaultmark administrator',
    renewableEnergyPct: input.renewableEnergyPct ?? null,
    lastUpdated: new Date(),
  };
}

/** Two rows of one import naming the same company in the same index are a mistake, not an update. */
function rejectDuplicates(rows: ReturnType<typeof toRow>[]) {
  const seen = new Map<string, number>();
  const issues: { path: string; message: string }[] = [];
  rows.forEach((row, index) => {
    const key = `${row.indexType}\u0000${row.companyName.toLowerCase()}`;
    const first = seen.get(key);
    if (first !== undefined) {
      issues.push({
        path: `rows.${index}.companyName`,
        message: `Row ${index + 1}: ${row.companyName} (${row.indexType}) repeats row ${first + 1}`,
      });
    } else seen.set(key, index);
  });
  if (issues.length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      message: `Import rejected, nothing was written: ${issues.map((issue) => issue.message).join('; ')}`,
      details: { issues },
    });
  }
}

async function upsertRows(db: Database, rows: ReturnType<typeof toRow>[]): Promise<string[]> {
  const written = await db
    .insert(treasuryConstituents)
    .values(rows)
    .onConflictDoUpdate({
      target: [treasuryConstituents.indexType, treasuryConstituents.companyName],
      set: {
        ticker: sql`excluded.ticker`,
        btcHoldings: sql`excluded.btc_holdings`,
        marketCap: sql`excluded.market_cap`,
        sector: sql`excluded.sector`,
        country: sql`excluded.country`,
        asOf: sql`excluded.as_of`,
        asOfDate: sql`excluded.as_of_date`,
        sourceNote: sql`excluded.source_note`,
        renewableEnergyPct: sql`excluded.renewable_energy_pct`,
        lastUpdated: sql`excluded.last_updated`,
      },
    })
    .returning({ id: treasuryConstituents.id });
  return written.map((row) => row.id);
}

/** Adds (or updates) one constituent; answers the stored row with its refreshed weight. */
export async function addConstituent(db: Database, input: ValidConstituentInput): Promise<Constituent> {
  const row = toRow(input);
  const id = await db.transaction(async (tx) => {
    const [written] = await upsertRows(tx as unknown as Database, [row]);
    await refreshDerivedValues(tx as unknown as Database);
    return written!;
  });
  const stored = (await listConstituents(db, { indexType: row.indexType })).find((item) => item.id === id);
  if (!stored) throw new AppError('INTERNAL', { message: 'The constituent was written but could not be read back' });
  return stored;
}

/** Imports every row or none: one transaction; a duplicate or a constraint failure rolls all back. */
export async function importConstituents(db: Database, inputs: ValidConstituentInput[]): Promise<{ imported: number }> {
  const rows = inputs.map(toRow);
  rejectDuplicates(rows);
  await db.transaction(async (tx) => {
    await upsertRows(tx as unknown as Database, rows);
    await refreshDerivedValues(tx as unknown as Database);
  });
  return { imported: rows.length };
}
