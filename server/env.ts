// The server's environment, parsed once with zod. Empty variables count as unset, and a
// bad value fails start-up with one line naming every offending variable.
import { z } from 'zod';
import { StartupError } from './startup-error.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;
const MAX_PORT = 65_535;

/** Treats '' like an unset variable, so `PORT=` keeps the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), 'must be a postgres:// or postgresql:// URL');

export const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(MAX_PORT).default(3000)),
  HOST: optional(z.string().default('127.0.0.1')),
  /** Unset: the embedded PGlite database in PGLITE_DIR. */
  DATABASE_URL: optional(postgresUrl.optional()),
  PGLITE_DIR: optional(z.string().default('.data/pglite')),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS).default('info')),
  STATIC_DIR: optional(z.string().default('dist')),
  NODE_ENV: optional(z.enum(NODE_ENVS).default('development')),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends StartupError {}

/** Parses the environment; throws an EnvError with a one-line message when it is invalid. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
}
