// The sync of the public data sources (ADR 191): each enabled source is read now, its rows
// compared with the stored ones, and the differences staged as an import of kind "source"
// (preview / commit / undo as for a file). A failed read — HTTP error, timeout, an answer not
// in the documented shape, a figure out of bounds — stages nothing and changes nothing; the
// run is stored either way (source_runs), with its reason. A new run's preview replaces the
// previews earlier runs of the source staged.
import type { Logger } from 'pino';
import type { SourceId, SourceRun } from '../../domain/schemas/sources.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { ActingUser } from '../db/queries/audit-log.ts';
import { aliasTargets, insertSourceRun, pendingSourceImports } from '../db/queries/sources.ts';
import { JOB_LOCK_KEYS, runExclusively } from '../jobs/job-lock.ts';
import { commitImport, discardImport, stageSourceImport } from '../market/import/import-service.ts';
import { coinGeckoAdapter, type CoinGeckoSettings } from './coingecko.ts';
import { marketCapAdapter, type MarketCapSettings } from './market-cap.ts';
import { planSource, withinAutoApply } from './plan-source.ts';
import { SourceFailure, type AnySourceAdapter, type SourceProposal } from './types.ts';

/** Which sources this server reads, and how (null: not enabled). */
export interface SourceSettings {
  coingecko: CoinGeckoSettings | null;
  /** Market caps from SEC EDGAR shares × a quote source's close (ADR 192); null: not enabled. */
  marketCap?: MarketCapSettings | null;
  /** Why the market caps are not read (e.g. SEC_USER_AGENT unset), for the status. */
  marketCapDisabledReason?: string | null;
  /**
   * The auto-apply rule (SOURCE_AUTO_APPLY_PCT; 0, null or absent: off): a run whose only
   * differences are holdings of matched rows, each within this many per cent of the stored
   * figure, is committed at once by whoever ran it (the system, for the job) — audited like
   * any commit, and undoable like any import.
   */
  autoApplyPct?: number | null;
}

/** No source enabled: createApp's default, so tests never reach the network. */
export const NO_SOURCES: SourceSettings = { coingecko: null };

const ERROR_MAX = 500;
const EMPTY_COUNTS: SourceRun['counts'] = {
  rows: 0,
  added: 0,
  changed: 0,
  unchanged: 0,
  removed: 0,
  invalid: 0,
  skipped: 0,
};

/** The market-cap source from the environment: enabled with SEC_USER_AGENT and QUOTE_API_URL, otherwise why not. */
export function marketCapSettings(env: {
  SEC_API_URL: string;
  SEC_USER_AGENT?: string | undefined;
  QUOTE_API_URL?: string | undefined;
  QUOTE_API_KEY?: string | undefined;
}): Pick<SourceSettings, 'marketCap' | 'marketCapDisabledReason'> {
  const missing = [!env.SEC_USER_AGENT && 'SEC_USER_AGENT', !env.QUOTE_API_URL && 'QUOTE_API_URL'].filter(Boolean);
  if (!env.SEC_USER_AGENT || !env.QUOTE_API_URL) {
    return { marketCap: null, marketCapDisabledReason: `Not enabled: set ${missing.join(' and ')}.` };
  }
  return {
    marketCap: {
      sec: { url: env.SEC_API_URL, userAgent: env.SEC_USER_AGENT },
      quote: { url: env.QUOTE_API_URL, apiKey: env.QUOTE_API_KEY ?? null },
    },
    marketCapDisabledReason: null,
  };
}

export function enabledAdapters(settings: SourceSettings): AnySourceAdapter[] {
  const adapters: AnySourceAdapter[] = [];
  if (settings.coingecko) adapters.push(coinGeckoAdapter(settings.coingecko));
  if (settings.marketCap) adapters.push(marketCapAdapter(settings.marketCap));
  return adapters;
}

/** Reads a source now; what it proposes is planned in the staging snapshot. */
async function proposalOf(adapter: AnySourceAdapter, now: Date, db: Database): Promise<SourceProposal> {
  if (adapter.kind === 'per-row') return adapter.read(now, db);
  const answer = await adapter.read(now);
  return {
    asOf: answer.asOf,
    plan: async (tx, stored) => planSource(answer, stored, await aliasTargets(tx, adapter.id)),
  };
}

export function isEnabled(settings: SourceSettings, source: SourceId): boolean {
  return enabledAdapters(settings).some((adapter) => adapter.id === source);
}

function reasonOf(error: unknown): string {
  const text =
    error instanceof SourceFailure
      ? error.message
      : `The run stopped: ${error instanceof Error ? error.message : String(error)}`;
  return text.length > ERROR_MAX ? `${text.slice(0, ERROR_MAX - 1)}…` : text;
}

/** One source, read and compared now; its run stored. */
async function runSource(
  handle: DatabaseHandle,
  adapter: AnySourceAdapter,
  actor: ActingUser,
  logger: Logger | undefined,
  autoApplyPct: number | null | undefined,
): Promise<SourceRun> {
  const { db } = handle;
  const startedAt = new Date();
  let run: Omit<SourceRun, 'finishedAt'>;
  try {
    const proposal = await proposalOf(adapter, startedAt, db);
    const earlier = await pendingSourceImports(db, adapter.id);
    const { preview, counts } = await stageSourceImport(db, actor, {
      label: `${adapter.label}, ${proposal.asOf}`,
      indexTypes: adapter.indexTypes,
      plan: proposal.plan,
    });
    for (const id of earlier) {
      // Committed or discarded meanwhile: nothing to replace.
      await discardImport(db, id).catch(() => undefined);
    }
    if (preview && autoApplyPct && withinAutoApply(preview, autoApplyPct)) {
      try {
        await commitImport(db, actor, preview.import.id);
        logger?.info(
          { source: adapter.id, importId: preview.import.id },
          'Source changes applied by the auto-apply rule',
        );
      } catch (error) {
        // Stays staged for an administrator (e.g. a row changed meanwhile).
        logger?.warn(
          { err: error, source: adapter.id },
          'The auto-apply rule could not commit; the changes stay staged',
        );
      }
    }
    run = {
      source: adapter.id,
      status: 'ok',
      startedAt: startedAt.toISOString(),
      importId: preview?.import.id ?? null,
      counts,
    };
  } catch (error) {
    if (!(error instanceof SourceFailure)) logger?.error({ err: error, source: adapter.id }, 'Source sync failed');
    else logger?.warn({ source: adapter.id, reason: error.message }, 'Source sync failed: nothing changed');
    run = {
      source: adapter.id,
      status: 'failed',
      startedAt: startedAt.toISOString(),
      importId: null,
      counts: EMPTY_COUNTS,
      error: reasonOf(error),
    };
  }
  const finished: SourceRun = { ...run, finishedAt: new Date().toISOString() };
  await insertSourceRun(db, { ...finished, triggeredById: actor.id });
  return finished;
}

/** Runs on this instance, one after the other (the embedded database has no advisory locks to share). */
const running = new WeakMap<DatabaseHandle, Promise<unknown>>();

/**
 * Runs every enabled source now, one at a time, on one server instance at a time. Another
 * instance syncing already: each source answers failed with that reason (and nothing is stored).
 */
export async function syncSources(
  handle: DatabaseHandle,
  settings: SourceSettings,
  actor: ActingUser,
  logger?: Logger,
): Promise<SourceRun[]> {
  const adapters = enabledAdapters(settings);
  if (adapters.length === 0) return [];
  const previous = running.get(handle) ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(async () => {
      const runs = await runExclusively(handle, JOB_LOCK_KEYS.sourceSync, async () => {
        const done: SourceRun[] = [];
        for (const adapter of adapters) {
          done.push(await runSource(handle, adapter, actor, logger, settings.autoApplyPct));
        }
        return done;
      });
      if (runs) return runs;
      const now = new Date().toISOString();
      return adapters.map((adapter): SourceRun => ({
        source: adapter.id,
        status: 'failed',
        startedAt: now,
        finishedAt: now,
        importId: null,
        counts: EMPTY_COUNTS,
        error: 'Another server is syncing the sources right now; try again in a minute.',
      }));
    });
  running.set(handle, next);
  return next;
}
