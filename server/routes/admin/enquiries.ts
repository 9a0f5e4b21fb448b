// /api/admin/enquiries — pricing enquiries, filtered by status, tier and firm-local date and
// paged, with a CSV export; set an enquiry's status.
import { AppError } from '../../../domain/errors.ts';
import { adminEnquiriesQuery, enquiryStatusInput, type AdminEnquiry } from '../../../domain/schemas/admin-leads.ts';
import { uuidIdParam } from '../../../domain/schemas/params.ts';
import { createRouter } from '../../app-env.ts';
import { listEnquiries, setEnquiryStatus } from '../../db/queries/enquiries.ts';
import type { EnquiryRow } from '../../db/schema.ts';
import type { JourneySettings } from '../../journeys/settings.ts';
import { notFound, validate } from '../validate.ts';
import { csvResponse, dateRange, EVERYTHING, paging } from './lead-lists.ts';

const NO_ENQUIRY = 'No enquiry has this id.';

function enquiryView(row: EnquiryRow): AdminEnquiry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    tier: row.tier,
    message: row.message,
    status: row.status,
    hasAccount: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

// A malformed id names nothing: the same 404 as an unknown one.
const enquiryIdParam = validate('param', uuidIdParam, notFound(NO_ENQUIRY));

export const adminEnquiryRoutes = (settings: JourneySettings) => {
  const zone = settings.timeZone;
  return createRouter()
    .get('/', validate('query', adminEnquiriesQuery), async (c) => {
      const query = c.req.valid('query');
      const filters = { status: query.status, tier: query.tier, ...dateRange(zone, query.from, query.until) };
      const { rows, total } = await listEnquiries(c.var.db, filters, paging(query));
      return c.json({ items: rows.map(enquiryView), total, page: query.page, pageSize: query.pageSize });
    })
    .get('/export', validate('query', adminEnquiriesQuery), async (c) => {
      const query = c.req.valid('query');
      const filters = { status: query.status, tier: query.tier, ...dateRange(zone, query.from, query.until) };
      const { rows } = await listEnquiries(c.var.db, filters, EVERYTHING);
      return csvResponse(c, 'enquiries', zone, [
        ['id', 'created_at', 'status', 'tier', 'name', 'email', 'company', 'message', 'has_account'],
        ...rows.map((row) => [
          row.id,
          row.createdAt.toISOString(),
          row.status,
          row.tier,
          row.name,
          row.email,
          row.company,
          row.message,
          row.userId ? 'yes' : 'no',
        ]),
      ]);
    })
    .patch('/:id', validate('json', enquiryStatusInput), enquiryIdParam, async (c) => {
      const row = await setEnquiryStatus(c.var.db, c.req.valid('param').id, c.req.valid('json').status);
      if (!row) throw new AppError('NOT_FOUND', { message: NO_ENQUIRY });
      return c.json(enquiryView(row));
    });
};
