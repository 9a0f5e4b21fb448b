// Stored as-of values are either a calendar date ('2026-06-15') or a note as the source gave
// it ('2026-03-09/2026-03-16', '2026-06-15 (approx)'): dates are formatted, notes shown as written.
import { formatDate } from '@/lib/format';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function describeAsOf(raw: string | null | undefined): string {
  if (!raw) return 'an unrecorded date';
  return DATE_ONLY.test(raw) ? formatDate(raw) : raw;
}
