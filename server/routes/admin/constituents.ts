// /api/admin/constituents — every stored market row, by index type, searched, sorted and
// paged on the server; add, edit (PUT whole row, PATCH fields) and delete with an as-of date
// and a source, each written with its audit entry in one transaction; a row's audit log.
import * as z from 'zod/mini';
import { AppError } from '../../../domain/errors.ts';
import { uuidIdParam } from '../../../domain/schemas/params.ts';
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
  createConstituent,
  deleteConstituent,
  patchConstituent,
  replaceConstituent,
} from '../../market/constituent-service.ts';
import type { MarketServices } from '../../market/services.ts';
import { actingUser } from '../acting-user.ts';
import { validate } from '../validate.ts';
import { createRouter } from '../../app-env.ts';

const pageQuery = z.object(pageQueryShape);

/** A malformed id names nothing: the same 404 as an unknown one. */
const idParam = validate(
  'param',
  uuidIdParam,
  ({ id }) => new AppError('NOT_FOUND', { message: `No market data row has the id ${id}.` }),
);

export const adminConstituentRoutes = (market: MarketServices) =>
  createRouter()
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
    .get('/:id', idParam, async (c) => {
      const { id } = c.req.valid('param');
      const row = await getAdminConstituent(c.var.db, id);
      if (!row) throw new AppError('NOT_FOUND', { message: `No market data row has the id ${id}.` });
      return c.json({ row });
    })
    .put('/:id', validate('json', constituentReplaceSchema), idParam, async (c) => {
      const body: ConstituentWriteResponse = await replaceConstituent(
        c.var.db,
        actingUser(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      market.reads.invalidate();
      return c.json(body);
    })
    .patch('/:id', validate('json', constituentPatchSchema), idParam, async (c) => {
      const body: ConstituentWriteResponse = await patchConstituent(
        c.var.db,
        actingUser(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      market.reads.invalidate();
      return c.json(body);
    })
    .delete('/:id', validate('json', constituentDeleteSchema), idParam, async (c) => {
      const body: ConstituentDeleteResponse = await deleteConstituent(
        c.var.db,
        actingUser(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      market.reads.invalidate();
      return c.json(body);
    })
    .get('/:id/audit-log', validate('query', pageQuery), idParam, async (c) => {
      const { id } = c.req.valid('param');
      const { page, pageSize } = c.req.valid('query');
      const { entries, total } = await listAuditEntries(
        c.var.db,
        { table: 'treasury_constituents', rowId: id },
        { page, pageSize },
      );
      const body: AuditListResponse = { entries, total, page, pageSize };
      return c.json(body);
    });
