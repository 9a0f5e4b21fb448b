// GET /api/constituents?index_type=…: one index's constituents (all when no type is given).
import { listConstituentsQuery } from '../../domain/schemas/constituents.ts';
import { createRouter } from '../app-env.ts';
import { listConstituents } from '../db/queries/constituents.ts';
import { validate } from './validate.ts';

export const constituents = createRouter().get('/', validate('query', listConstituentsQuery), async (c) => {
  const { index_type: indexType } = c.req.valid('query');
  return c.json(await listConstituents(c.var.db, { indexType }));
});
