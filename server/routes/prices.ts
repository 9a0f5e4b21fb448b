// GET /api/prices/latest: the newest stored price of each symbol.
import { createRouter } from '../app-env.ts';
import { latestPrices } from '../db/queries/prices.ts';

export const prices = createRouter().get('/latest', async (c) => c.json(await latestPrices(c.var.db)));
