// POST /api/constituents/import (admin): imports many rows at once, all or nothing. A 422
// answer lists each bad field by row ('rows.3.btcHoldings'); importIssues reads them.
import type { ConstituentInput } from '@domain/schemas/market';
import * as z from 'zod/mini';
import { api, ApiError } from '@/lib/api-client';

export const importResultSchema = z.object({ imported: z.number() });
export type ImportResult = z.infer<typeof importResultSchema>;

export const postConstituentImport = (rows: readonly ConstituentInput[]): Promise<ImportResult> =>
  api.post('/api/constituents/import', { rows }, importResultSchema);

export interface ImportIssue {
  /** Zero-based index into the submitted rows, or null when the issue is not about one row. */
  index: number | null;
  /** The field the issue is about ('btcHoldings'), or null. */
  field: string | null;
  message: string;
}

const issuesSchema = z.object({
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});

/** The row-numbered issues of a rejected import, or [] when the error carries none. */
export function importIssues(error: unknown): ImportIssue[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = z.safeParse(issuesSchema, error.details);
  if (!parsed.success) return [];
  return parsed.data.issues.map(({ path, message }) => {
    const match = /^rows\.(\d+)(?:\.(.+))?$/.exec(path);
    return match
      ? { index: Number(match[1]), field: match[2] ?? null, message }
      : { index: null, field: path || null, message };
  });
}
