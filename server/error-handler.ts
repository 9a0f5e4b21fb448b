// Turns thrown errors into JSON answers: AppError keeps its code and status, zod failures
// become 422 with field issues, and anything else is logged and hidden behind a 500.
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { $ZodError } from 'zod/v4/core';
import { AppError, errorCodes, MASKED_INTERNAL_ERROR_MESSAGE, type ErrorCode } from '../domain/errors.ts';
import type { ErrorBody } from '../domain/schemas/common.ts';
import type { AppEnv } from './app-env.ts';

export interface FieldIssue {
  path: string;
  message: string;
}

export function fieldIssues(error: $ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export function validationError(error: $ZodError): AppError {
  const issues = fieldIssues(error);
  const summary = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ');
  return new AppError('VALIDATION_FAILED', { message: `Invalid request: ${summary}`, details: { issues } });
}

function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(errorCodes) as [ErrorCode, number][]).find(([, code]) => code === status);
  return match?.[0] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

function errorResponse(c: Context, status: number, body: ErrorBody, headers?: Readonly<Record<string, string>>) {
  return c.json(body, status as ContentfulStatusCode, headers ? { ...headers } : undefined);
}

export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof $ZodError) error = validationError(error);
  if (error instanceof AppError) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.details !== undefined) body.details = error.details;
    return errorResponse(c, error.status, body, error.headers);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return errorResponse(c, error.status, { code: codeForStatus(error.status), message: error.message });
  }
  const logger = c.get('logger');
  logger?.error({ err: error, method: c.req.method, path: c.req.path }, 'Unhandled error');
  return errorResponse(c, errorCodes.INTERNAL, { code: 'INTERNAL', message: MASKED_INTERNAL_ERROR_MESSAGE });
};
