// What every source adapter gives the sync (ADR 191): the holders it lists, each as the
// fields of a stored row it speaks for, already checked with the admin writes' own field
// schemas, and the date and note a committed change carries.
import type { IndexType } from '../../domain/schemas/common.ts';
import type { SourceLink } from '../../domain/schemas/market-fields.ts';
import type { SourceId } from '../../domain/schemas/sources.ts';
import type { Database } from '../db/client.ts';
import type { StoredConstituent } from '../db/queries/constituent-writes.ts';
import type { SourcePlan } from '../market/import/import-service.ts';

/** One holder as a source lists it. */
export interface SourceRow {
  /** The source's key for it: its symbol (e.g. MSTR.US, 3350.T), or its name when it gives none. */
  key: string;
  indexType: IndexType;
  companyName: string;
  /** The symbol as the source writes it, suffix included; null when it gives none. */
  sourceSymbol: string | null;
  country: string | null;
  btcHoldings: number;
}

/** A source's whole answer, turned into rows. */
export interface SourceAnswer {
  rows: SourceRow[];
  /** yyyy-mm-dd (UTC): the day the figures were read, the as-of of the changes. */
  asOf: string;
  /** The sourceNote of a committed change: names the source and the day. */
  note: string;
  /** The public document a committed change lists among the row's sources (ADR 201). */
  link: SourceLink;
}

export interface SourceAdapter {
  kind?: 'holders';
  id: SourceId;
  label: string;
  /** The index types its rows belong to (read and locked together). */
  indexTypes: readonly IndexType[];
  /** Where it reads from (host), for the dashboard. */
  host: string;
  /** Reads the source now; throws a SourceFailure saying why when the answer cannot be used. */
  read(now: Date): Promise<SourceAnswer>;
}

/** What a source proposes: its changes, planned against the rows (and aliases) of the staging snapshot. */
export interface SourceProposal {
  /** yyyy-mm-dd: the oldest as-of among the figures read (the import's label). */
  asOf: string;
  plan(tx: Database, stored: readonly StoredConstituent[]): Promise<SourcePlan>;
}

/** A source that asks about the stored rows it is told of (market caps: each mapped CIK). */
export interface PerRowSourceAdapter {
  kind: 'per-row';
  id: SourceId;
  label: string;
  indexTypes: readonly IndexType[];
  host: string;
  read(now: Date, db: Database): Promise<SourceProposal>;
}

export type AnySourceAdapter = SourceAdapter | PerRowSourceAdapter;

/** A source's answer that cannot be used (HTTP error, timeout, not the documented shape, out of bounds). */
export class SourceFailure extends Error {
  override name = 'SourceFailure';
}
