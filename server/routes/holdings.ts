// GET /api/holdings/summary: the home page's public-company BTC total and latest price.
import { createRouter } from '../app-env.ts';
import { getHoldingsSummary } from '../db/queries/holdings.ts';

export const holdings = createRouter().get('/summary', async (c) => c.json(await getHoldingsSummary(c.var.db)));
