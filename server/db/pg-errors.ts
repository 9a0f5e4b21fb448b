// PostgreSQL error codes as both drivers report them (pg on the error, PGlite and Drizzle's
// wrapper on its cause), so a constraint the database enforces can become a 409.
export const UNIQUE_VIOLATION = '23505';

export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when the error is a unique violation, of the named constraint or index if one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (sqlStateOf(error) !== UNIQUE_VIOLATION) return false;
  if (!constraint) return true;
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const name = (current as { constraint?: unknown }).constraint;
    const message = (current as { message?: unknown }).message;
    if (name === constraint || (typeof message === 'string' && message.includes(constraint))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
