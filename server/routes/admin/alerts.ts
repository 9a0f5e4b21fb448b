// GET /api/admin/alerts — alert subscribers per topic (confirmed and not left), and how many
// subscriptions are confirmed and still waiting for confirmation. Addresses are not listed.
import { alertTopicCounts } from '../../alerts/subscriptions.ts';
import { createRouter } from '../../app-env.ts';

export const adminAlertRoutes = createRouter().get('/', async (c) => c.json(await alertTopicCounts(c.var.db)));
