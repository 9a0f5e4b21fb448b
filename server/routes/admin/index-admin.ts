// /api/admin/index — recalculate the official weights now (before/after table), the
// history table, take today's snapshot again, and the methodology constants (read-only).
import {
  indexHistoryQuery,
  snapshotRequestSchema,
  type MethodologyResponse,
  type RecalculateResponse,
  type SnapshotResponse,
} from '../../../domain/schemas/admin.ts';
import { listIndexHistory } from '../../db/queries/index-history.ts';
import { methodologyConstants, recalculateNow, retakeSnapshot } from '../../market/index-admin.ts';
import type { MarketServices } from '../../market/services.ts';
import { actingUser } from '../acting-user.ts';
import { validate } from '../validate.ts';
import { createRouter } from '../../app-env.ts';

export const adminIndexRoutes = (market: MarketServices) =>
  createRouter()
    .post('/recalculate', async (c) => {
      const body: RecalculateResponse = await recalculateNow(c.var.db);
      market.reads.invalidate();
      return c.json(body);
    })
    .get('/history', validate('query', indexHistoryQuery), async (c) => {
      const { indexId, limit } = c.req.valid('query');
      return c.json({ indexId, rows: await listIndexHistory(c.var.db, indexId, limit) });
    })
    .post('/snapshot', validate('json', snapshotRequestSchema), async (c) => {
      const { indexIds } = c.req.valid('json');
      const body: SnapshotResponse = await retakeSnapshot(c.var.db, actingUser(c), indexIds);
      market.reads.invalidate();
      return c.json(body);
    })
    .get('/methodology', (c) => {
      const body: MethodologyResponse = methodologyConstants();
      return c.json(body);
    });
