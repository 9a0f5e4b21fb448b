// Stored as-of values are either a calendar date ('2026-06-15') or a note as the source gave
// it ('2026-03-09/2026-03-16', '2026-06-15 (approx)'): their dates are shown in words as on
// the holder pages (domain/as-of-text), the rest of the note as written.
import { describeAsOfText } from '@domain/as-of-text';

export function describeAsOf(raw: string | null | undefined): string {
  return describeAsOfText(raw) ?? 'an unrecorded date';
}
