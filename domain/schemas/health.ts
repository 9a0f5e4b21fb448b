import * as z from 'zod/mini';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latencyMs: z.nullable(z.number()),
  }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
