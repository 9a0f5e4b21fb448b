// /api/admin/sources — the public data sources (ADR 191):
//   GET  /                 each source's standing (enabled, last success, last error), its latest runs, the aliases
//   POST /sync             runs every enabled source now → 200 { runs: [...] }; differences become a staged import
//   POST /aliases          maps a source's holder (its key) to a stored row, or ignores it (constituentId null);
//                          for market_cap the key is the row's SEC CIK (ADR 192)
//   DELETE /aliases/:id    removes an alias (the holder is matched by its symbol again)
import { AppError } from '../../../domain/errors.ts';
import { uuidIdParam } from '../../../domain/schemas/params.ts';
import { createRouter } from '../../app-env.ts';
import {
  CIK_PATTERN,
  SOURCE_IDS,
  SOURCE_LABELS,
  sourceAliasSetSchema,
  type SourceStatus,
  type SourceSyncResponse,
  type SourcesResponse,
} from '../../../domain/schemas/sources.ts';
import type { Database } from '../../db/client.ts';
import { readStoredConstituents } from '../../db/queries/constituent-writes.ts';
import {
  deleteAlias,
  listAliases,
  listSourceRuns,
  setAlias,
  sourceRunStanding,
  toSourceRun,
} from '../../db/queries/sources.ts';
import { enabledAdapters, syncSources, type SourceSettings } from '../../sources/sync.ts';
import { actingUser } from '../acting-user.ts';
import { validate } from '../validate.ts';

/** Every source the server knows, enabled or not, with its last success and last error. */
export async function sourceStatuses(db: Database, settings: SourceSettings): Promise<SourceStatus[]> {
  const standing = await sourceRunStanding(db);
  const adapters = new Map(enabledAdapters(settings).map((adapter) => [adapter.id, adapter]));
  return SOURCE_IDS.map((source) => {
    const runs = standing.get(source);
    return {
      source,
      label: SOURCE_LABELS[source],
      enabled: adapters.has(source),
      ...(!adapters.has(source) && source === 'market_cap' && settings.marketCapDisabledReason
        ? { disabledReason: settings.marketCapDisabledReason }
        : {}),
      host: adapters.get(source)?.host ?? null,
      lastSuccessAt: runs?.lastSuccessAt?.toISOString() ?? null,
      lastErrorAt: runs?.lastErrorAt?.toISOString() ?? null,
      lastError: runs?.lastError ?? null,
    };
  });
}

const aliasIdParam = validate(
  'param',
  uuidIdParam,
  ({ id }) => new AppError('NOT_FOUND', { message: `No alias has the id ${id}.` }),
);

export const adminSourceRoutes = (settings: SourceSettings) =>
  createRouter()
    .get('/', async (c) => {
      const db = c.var.db;
      const [sources, runs, aliases] = await Promise.all([
        sourceStatuses(db, settings),
        listSourceRuns(db),
        listAliases(db),
      ]);
      const body: SourcesResponse = { sources, runs: runs.map(toSourceRun), aliases };
      return c.json(body);
    })
    .post('/sync', async (c) => {
      const runs = await syncSources(c.var.dbHandle, settings, actingUser(c));
      const body: SourceSyncResponse = { runs };
      return c.json(body);
    })
    .post('/aliases', validate('json', sourceAliasSetSchema), async (c) => {
      const input = c.req.valid('json');
      if (input.source === 'market_cap' && !CIK_PATTERN.test(input.sourceKey.trim())) {
        const message = 'A market-cap alias’s key is the holder’s SEC CIK: 1 to 10 digits.';
        throw new AppError('VALIDATION_FAILED', {
          message: `Invalid request: sourceKey: ${message}`,
          details: { issues: [{ path: 'sourceKey', message }] },
        });
      }
      if (input.constituentId !== null) {
        const [row] = await readStoredConstituents(c.var.db, { ids: [input.constituentId] });
        const adapter = enabledAdapters(settings).find((item) => item.id === input.source);
        const allowed = adapter?.indexTypes ?? [];
        if (!row || (adapter && !allowed.includes(row.record.indexType))) {
          const message = row
            ? `The row is in ${row.record.indexType}; ${SOURCE_LABELS[input.source]} lists ${allowed.join(' and ')}.`
            : 'No stored row has this id.';
          throw new AppError('VALIDATION_FAILED', {
            message: `Invalid request: constituentId: ${message}`,
            details: { issues: [{ path: 'constituentId', message }] },
          });
        }
      }
      const alias = await setAlias(
        c.var.db,
        {
          source: input.source,
          sourceKey: input.sourceKey,
          sourceName: input.sourceName ?? null,
          constituentId: input.constituentId,
        },
        actingUser(c).id,
      );
      return c.json({ alias });
    })
    .delete('/aliases/:id', aliasIdParam, async (c) => {
      const alias = await deleteAlias(c.var.db, c.req.valid('param').id);
      if (!alias) throw new AppError('NOT_FOUND', { message: `No alias has the id ${c.req.valid('param').id}.` });
      return c.json({ alias });
    });
