// A date and time of day in the reader's own time zone, for pages the server renders. The
// server's render and the browser's hydrating render show it in UTC, and say so, so that both
// agree (ADR 093); this component renders once more as soon as the page has hydrated, so the
// reader sees their own zone at once rather than after the next data change.
import { useReaderTimeZone } from '@/hooks/use-is-client';
import { formatDateTime } from '@/lib/format';

export function DateTime({ value }: { value: string | number | Date }) {
  useReaderTimeZone();
  const date = value instanceof Date ? value : new Date(value);
  const valid = !Number.isNaN(date.getTime());
  return <time dateTime={valid ? date.toISOString() : undefined}>{formatDateTime(date)}</time>;
}
