// drizzle-kit settings: the schema in server/db/schema.ts generates plain PostgreSQL
// migrations into supabase/migrations/, timestamp-named as the Supabase CLI expects.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './supabase/migrations',
  migrations: { prefix: 'supabase' },
  strict: true,
  verbose: true,
});
