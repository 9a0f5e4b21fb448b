// What an import changes, counted: the shape of an import's counts and of a source run's (a
// run's counts are those of the import it staged). Its own module so that admin.ts and
// sources.ts share it without importing each other.
import * as z from 'zod/mini';

export const importCountsSchema = z.object({
  /** Data rows in the file (or in the source's answer). */
  rows: z.number(),
  added: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  removed: z.number(),
  invalid: z.number(),
  skipped: z.number(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;
