// GET /api/index-history?index_type=<index id> — the last 365 daily rows, newest first.
import { indexHistoryQuery } from '../../domain/schemas/market.ts';
import { createRouter } from '../app-env.ts';
import { listIndexHistory } from '../db/queries/index-history.ts';
import { validate } from './validate.ts';

export const indexHistoryRoutes = createRouter().get('/', validate('query', indexHistoryQuery), async (c) =>
  c.json(await listIndexHistory(c.var.db, c.req.valid('query').index_type)),
);
