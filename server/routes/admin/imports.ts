// /api/admin/imports — market-data file imports (ADR 030):
//   POST /              upload a CSV or JSON file (≤ 5 MB, else 413) → 201 the preview; writes no market data
//   GET  /              imports with who, when and counts
//   GET  /:id           one import, and its commit's progress while it runs on this server
//   GET  /:id/preview   the staged changes against the rows stored now
//   POST /:id/commit    writes the preview in one transaction → its counts
//   POST /:id/undo      restores what the latest import changed (itself audited)
//   DELETE /:id         discards a preview
// The upload is multipart/form-data (field "file", optional "mode" and "fileName"), or the
// file as the raw body (text/csv or application/json) with ?mode=&fileName= in the query.
import * as z from 'zod/mini';
import { AppError } from '../../../domain/errors.ts';
import { uuidIdParam } from '../../../domain/schemas/params.ts';
import {
  importListQuery,
  importOptionsSchema,
  importUndoSchema,
  type ImportListResponse,
  type ImportStatus,
} from '../../../domain/schemas/admin.ts';
import { getImport, latestUndoableImport, listImports, toImportSummary } from '../../db/queries/imports.ts';
import { validationError } from '../../error-handler.ts';
import {
  commitImport,
  discardImport,
  getPreview,
  importProgress,
  previewImport,
  undoImport,
  type ImportUpload,
} from '../../market/import/import-service.ts';
import type { MarketServices } from '../../market/services.ts';
import { actingUser } from '../acting-user.ts';
import { validate } from '../validate.ts';
import type { Context } from 'hono';
import { createRouter, type AppEnv } from '../../app-env.ts';

function parseOptions(raw: { mode?: unknown; fileName?: unknown }) {
  const result = z.safeParse(importOptionsSchema, {
    ...(raw.mode !== undefined && raw.mode !== '' ? { mode: raw.mode } : {}),
    ...(raw.fileName !== undefined && raw.fileName !== '' ? { fileName: raw.fileName } : {}),
  });
  if (!result.success) throw validationError(result.error);
  return result.data;
}

const missingFile = () =>
  new AppError('VALIDATION_FAILED', {
    message: 'Invalid request: file: Attach the CSV or JSON file to import.',
    details: { issues: [{ path: 'file', message: 'Attach the CSV or JSON file to import.' }] },
  });

/** The uploaded file and options, from a multipart form or a raw body. */
async function readUpload(c: Context<AppEnv>): Promise<ImportUpload> {
  const contentType = c.req.header('content-type') ?? '';
  if (contentType.startsWith('multipart/form-data')) {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new AppError('BAD_REQUEST', { message: 'The upload is not a readable multipart form.' });
    }
    const file = form.file;
    if (!(file instanceof File)) throw missingFile();
    const options = parseOptions({ mode: form.mode, fileName: form.fileName ?? (file.name || undefined) });
    return {
      text: await file.text(),
      fileName: options.fileName ?? null,
      contentType: file.type || null,
      mode: options.mode,
    };
  }
  const options = parseOptions({ mode: c.req.query('mode'), fileName: c.req.query('fileName') });
  const text = await c.req.text();
  if (text.trim() === '') throw missingFile();
  return { text, fileName: options.fileName ?? null, contentType: contentType || null, mode: options.mode };
}

/** A malformed id names nothing: the same 404 as an unknown one. */
const idParam = validate(
  'param',
  uuidIdParam,
  ({ id }) => new AppError('NOT_FOUND', { message: `No import has the id ${id}.` }),
);

export const adminImportRoutes = (market: MarketServices) =>
  createRouter()
    .get('/', validate('query', importListQuery), async (c) => {
      const { status, page, pageSize } = c.req.valid('query');
      const [{ rows, total }, undoable] = await Promise.all([
        listImports(c.var.db, { status }, { page, pageSize }),
        latestUndoableImport(c.var.db),
      ]);
      const body: ImportListResponse = {
        imports: rows.map((row) => toImportSummary(row, undoable?.id ?? null)),
        total,
        page,
        pageSize,
      };
      return c.json(body);
    })
    .post('/', async (c) => {
      const preview = await previewImport(c.var.db, actingUser(c), await readUpload(c));
      return c.json(preview, 201);
    })
    .get('/:id', idParam, async (c) => {
      const { id } = c.req.valid('param');
      const [row, undoable] = await Promise.all([getImport(c.var.db, id), latestUndoableImport(c.var.db)]);
      if (!row) throw new AppError('NOT_FOUND', { message: `No import has the id ${id}.` });
      const body: ImportStatus = { import: toImportSummary(row, undoable?.id ?? null), progress: importProgress(id) };
      return c.json(body);
    })
    .get('/:id/preview', idParam, async (c) => c.json(await getPreview(c.var.db, c.req.valid('param').id)))
    .post('/:id/commit', idParam, async (c) => {
      const summary = await commitImport(c.var.db, actingUser(c), c.req.valid('param').id);
      market.reads.invalidate();
      return c.json({ import: summary });
    })
    .post('/:id/undo', validate('json', importUndoSchema), idParam, async (c) => {
      const result = await undoImport(c.var.db, actingUser(c), c.req.valid('param').id, c.req.valid('json'));
      market.reads.invalidate();
      return c.json(result);
    })
    .delete('/:id', idParam, async (c) => c.json({ import: await discardImport(c.var.db, c.req.valid('param').id) }));
