// zod validation for route inputs that fails the request with 422 and the field issues
// (the error handler's format) instead of @hono/zod-validator's default 400.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { $ZodType, output } from 'zod/v4/core';
import { AppError } from '../../domain/errors.ts';
import { validationError } from '../error-handler.ts';

/**
 * What a failed validation answers instead of the 422, from the input as sent: a path id
 * that cannot name anything is the resource's 404.
 */
export type InvalidInput<Schema extends $ZodType> = (input: output<Schema>) => AppError;

export function validate<Target extends keyof ValidationTargets, Schema extends $ZodType>(
  target: Target,
  schema: Schema,
  invalid?: InvalidInput<Schema>,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw invalid ? invalid(result.data) : validationError(result.error);
  });
}

/** A failed validation answers 404 with this message: the input names nothing. */
export const notFound = (message: string) => (): AppError => new AppError('NOT_FOUND', { message });
