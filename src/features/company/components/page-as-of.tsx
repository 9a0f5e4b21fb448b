// The dates at the top of a holder's page: how old its holdings figure is (its own as-of
// date, at the precision the source gave), and when Vaultmark's stored record last changed.
// The record's time is not the data's date: a record loaded today may hold a 2021 figure.
import { describeAsOfText } from '@domain/as-of-text';
import { formatDateTime } from '@/lib/format';

export function PageAsOf({ holdingsAsOf, recordUpdated }: { holdingsAsOf: string | null; recordUpdated: string }) {
  const holdings = describeAsOfText(holdingsAsOf);
  return (
    <p className="text-xs text-muted-foreground" data-testid="page-as-of">
      {holdings ? `Holdings as of ${holdings}` : 'Holdings undated'} · Record updated {formatDateTime(recordUpdated)}
    </p>
  );
}
