// GET /api/admin/alerts — alert subscribers per topic (confirmed and not left), and how many
// subscriptions are confirmed and still waiting for confirmation. Addresses are not listed.
import { alertTopicCounts } from '../../alerts/subscriptions.ts';
import { adminRouter } from './admin-router.ts';

export const adminAlertRoutes = adminRouter().get('/', async (c) => c.json(await alertTopicCounts(c.var.db)));
