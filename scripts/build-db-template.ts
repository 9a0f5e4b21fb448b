// Saves the migrated, empty embedded-database template that a first start loads instead of
// running initdb (see server/db/pglite-template.ts). Part of `npm run build`.
import { DEFAULT_TEMPLATE_DIR, ensureTemplate } from '../server/db/pglite-template.ts';

const path = await ensureTemplate(DEFAULT_TEMPLATE_DIR);
console.log(`Embedded database template: ${path}`);
