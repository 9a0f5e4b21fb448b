// GET /api/admin/audit-log — every audited change, newest first, filtered and paged.
import { auditListQuery, type AuditListResponse } from '../../../domain/schemas/admin.ts';
import { listAuditEntries } from '../../db/queries/audit-log.ts';
import { validate } from '../validate.ts';
import { createRouter } from '../../app-env.ts';

export const adminAuditRoutes = createRouter().get('/', validate('query', auditListQuery), async (c) => {
  const { page, pageSize, ...filters } = c.req.valid('query');
  const { entries, total } = await listAuditEntries(c.var.db, filters, { page, pageSize });
  const body: AuditListResponse = { entries, page, pageSize, total };
  return c.json(body);
});
