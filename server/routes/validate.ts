// zod validation for route inputs that fails the request with 422 and the field issues
// (the error handler's format) instead of @hono/zod-validator's default 400.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { $ZodError, $ZodType } from 'zod/v4/core';
import { validationError } from '../error-handler.ts';

export function validate<Target extends keyof ValidationTargets, Schema extends $ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error as unknown as $ZodError);
  });
}
