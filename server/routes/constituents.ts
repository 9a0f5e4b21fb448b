// GET /api/constituents?index_type=… — one index's constituents (all rows when no type);
// with page and/or pageSize, a page of them and the path of the next (ADR 202);
// POST /api/constituents — add (or update) one constituent, admin only;
// POST /api/constituents/import — add many in one transaction, admin only: every row valid
// or nothing written, with row-numbered errors.
import * as z from 'zod/mini';
import { AppError } from '../../domain/errors.ts';
import { listConstituentsQuery, type ConstituentPage } from '../../domain/schemas/constituents.ts';
import { DEFAULT_PAGE_SIZE, pageOfRows } from '../../domain/schemas/paging.ts';
import { constituentImportSchema, constituentInputSchema } from '../../domain/schemas/market.ts';
import { createRouter } from '../app-env.ts';
import { listConstituents } from '../db/queries/constituents.ts';
import { fieldIssues } from '../error-handler.ts';
import { upsertConstituentFromApi } from '../market/constituent-service.ts';
import { importRowsFromApi } from '../market/import/import-service.ts';
import { publicReadKeys } from '../market/public-reads.ts';
import type { MarketServices } from '../market/services.ts';
import { requireRole } from '../middleware/require-role.ts';
import { actingUser } from './acting-user.ts';
import { sendCachedRead } from './cached-read.ts';
import { validate } from './validate.ts';

/** Validates an import body, naming rows 1-based as a person counts them ("Row 3: …"). */
function parseImport(body: unknown) {
  const result = z.safeParse(constituentImportSchema, body);
  if (result.success) return result.data;
  const issues = fieldIssues(result.error).map((issue) => {
    const row = /^rows\.(\d+)(?:\.(.+))?$/.exec(issue.path);
    if (!row) return issue;
    const field = row[2] ? `${row[2]}: ` : '';
    return { ...issue, row: Number(row[1]) + 1, message: `Row ${Number(row[1]) + 1}: ${field}${issue.message}` };
  });
  throw new AppError('VALIDATION_FAILED', {
    message: `Import rejected, nothing was written: ${issues.map((issue) => issue.message).join('; ')}`,
    details: { issues },
  });
}

export const constituentRoutes = (market: MarketServices) =>
  createRouter()
    .get('/', validate('query', listConstituentsQuery), async (c) => {
      const { index_type: indexType, page, pageSize } = c.req.valid('query');
      const key = publicReadKeys.constituents(indexType);
      // The whole list, computed once per change of the data; pages are cut from it (ADR 202).
      const rows = () => market.reads.value(key, () => listConstituents(c.var.db, { indexType }));
      if (page === undefined && pageSize === undefined) return sendCachedRead(c, market.reads, key, rows);
      const size = pageSize ?? DEFAULT_PAGE_SIZE;
      const typeQuery = indexType ? `index_type=${indexType}&` : '';
      const body: ConstituentPage = pageOfRows(
        await rows(),
        page ?? 1,
        size,
        (next) => `/api/constituents?${typeQuery}page=${next}&pageSize=${size}`,
      );
      return c.json(body);
    })
    // The writes go through the admin API's audited write path (constituent-service.ts,
    // import-service.ts); the bulk import is recorded as an import and can be undone.
    .post('/', requireRole('admin'), validate('json', constituentInputSchema), async (c) => {
      const added = await upsertConstituentFromApi(c.var.db, actingUser(c), c.req.valid('json'));
      market.reads.invalidate();
      return c.json(added, 201);
    })
    .post('/import', requireRole('admin'), async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw new AppError('BAD_REQUEST', { message: 'The import must be a JSON body: { "rows": [ … ] }' });
      }
      const { imported } = await importRowsFromApi(c.var.db, actingUser(c), parseImport(body).rows);
      market.reads.invalidate();
      return c.json({ imported }, 201);
    });
