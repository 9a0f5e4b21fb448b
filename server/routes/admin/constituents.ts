// /api/admin/constituents — every stored market row, by index type, searched, sorted and
// paged on the server; add, edit (PUT whole row, PATCH fields) and delete with an as-of date
// and a source, each written with its audit entry in one transaction; a row's audit log.
import * as z from 'zod/mini';
import { AppError } from '../../../domain/errors.ts';
import {
  constituentCreateSchema,
  constituentDeleteSchema,
  constituentListQuery,
  constituentPatchSchema,
  constituentReplaceSchema,
  pageQueryShape,
  type AuditListResponse,
  type ConstituentDeleteResponse,
  type ConstituentListResponse,
  type ConstituentWriteResponse,
} from '../../../domain/schemas/admin.ts';
import { listAuditEntries } from '../../db/queries/audit-log.ts';
import { getAdminConstituent, searchConstituents } from '../../db/queries/constituent-search.ts';
import {
  assertRowId,
  createConstituent,
  deleteConstituent,
  patchConstituent,
  replaceConstituent,
} from '../../market/constituent-service.ts';
import type { MarketServices } from '../../market/services.ts';
import { actingUser } from '../acting-user.ts';
import { validate } from '../validate.ts';
import { adminRouter } from './admin-router.ts';

const pageQuery = z.object(pageQueryShape);

export const adminConstituentRoutes = (market: MarketServices) =>
  adminRouter()
    .get('/', validate('query', constituentListQuery), async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await searchConstituents(c.var.db, query);
      const body: ConstituentListResponse = { rows, total, page: query.page, pageSize: query.pageSize };
      return c.json(body);
    })
    .post('/', validate('json', constituentCreateSchema), async (c) => {
      const body: ConstituentWriteResponse = await createConstituent(c.var.db, actingUser(c), c.req.valid('json'));
      market.reads.invalidate();
      return c.json(body, 201);
    })
    .get('/:id', async (c) => {
      const id = assertRowId(c.req.param('id'));
      const row = await getAdminConstituent(c.var.db, id);
      if (!row) throw new AppError('NOT_FOUND', { message: `No market data row has the id ${id}.` });
      return c.json({ row });
    })
    .put('/:id', validate('json', constituentReplaceSchema), async (c) => {
      const body: ConstituentWriteResponse = await replaceConstituent(
        c.var.db,
        actingUser(c),
        c.req.param('id'),
        c.req.valid('json'),
      );
      market.reads.invalidate();
      return c.json(body);
    })
    .patch('/:id', validate('json', constituentPatchSchema), async (c) => {
      const body: ConstituentWriteResponse = await patchConstituent(
        c.var.db,
        actingUser(c),
        c.req.param('id'),
        c.req.valid('json'),
      );
      market.reads.invalidate();
      return c.json(body);
    })
    .delete('/:id', validate('json', constituentDeleteSchema), async (c) => {
      const body: ConstituentDeleteResponse = await deleteConstituent(
        c.var.db,
        actingUser(c),
        c.req.param('id'),
        c.req.valid('json'),
      );
      market.reads.invalidate();
      return c.json(body);
    })
    .get('/:id/audit-log', validate('query', pageQuery), async (c) => {
      const id = assertRowId(c.req.param('id'));
      const { page, pageSize } = c.req.valid('query');
      const { entries, total } = await listAuditEntries(
        c.var.db,
        { table: 'treasury_constituents', rowId: id },
        { page, pageSize },
      );
      const body: AuditListResponse = { entries, total, page, pageSize };
      return c.json(body);
    });
