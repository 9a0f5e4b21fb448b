// Prices: the latest per symbol with its source and age, whether the feed is on and when it
// last succeeded, and a price entered by hand (audited; a new latest BTC price revalues
// every holding).
import { priceEntrySchema } from '@domain/schemas/admin';
import { useState } from 'react';
import * as z from 'zod/mini';
import { useAdminPrices, useEnterPrice } from '@/api/admin/prices';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime, formatUsd } from '@/lib/format';
import { parseNumberInput } from '@/lib/parse-number';
import { CHOOSE_DATE_TIME, localInputToIso, localZoneHint } from '../lib/local-date-time';
import { ActionError, AdminSection, DataTable, LoadFailed, cellClass, formatAge, serverFieldErrors } from './shared';

export function Prices() {
  const prices = useAdminPrices();
  return (
    <>
      <AdminSection title="Latest prices">
        {prices.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : prices.isError ? (
          <LoadFailed what="the prices" error={prices.error} />
        ) : (
          <>
            <p className="mb-3 text-sm" data-testid="feed-status">
              The price feed is{' '}
              {prices.data.feed.enabled ? `on (${prices.data.feed.source ?? 'default source'})` : 'off'}. Last success:{' '}
              {prices.data.feed.status.lastSuccessAt ? formatDateTime(prices.data.feed.status.lastSuccessAt) : 'never'}
              {prices.data.feed.status.lastErrorAt
                ? `; last error ${formatDateTime(prices.data.feed.status.lastErrorAt)}: ${prices.data.feed.status.lastError ?? ''}`
                : ''}
              .
            </p>
            <DataTable
              caption="Latest price per symbol"
              columns={['Symbol', 'Price (USD)', 'Source', 'As of', 'Age']}
              rowCount={prices.data.latest.length}
              empty="No prices stored."
            >
              {prices.data.latest.map((price) => (
                <TableRow key={price.symbol} data-testid="price-row">
                  <TableCell className={cellClass}>{price.symbol}</TableCell>
                  <TableCell className={`${cellClass} tabular-nums`}>{formatUsd(price.price)}</TableCell>
                  <TableCell className={cellClass}>{price.source}</TableCell>
                  <TableCell className={cellClass}>{formatDateTime(price.timestamp)}</TableCell>
                  <TableCell className={cellClass}>{formatAge(price.ageSeconds)}</TableCell>
                </TableRow>
              ))}
            </DataTable>
          </>
        )}
      </AdminSection>
      <EnterPrice />
    </>
  );
}

function EnterPrice() {
  const [symbol, setSymbol] = useState('BTC');
  const [price, setPrice] = useState('');
  const [timestamp, setTimestamp] = useState('');
  const [source, setSource] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const enter = useEnterPrice();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setDone(null);
    const at = localInputToIso(timestamp);
    const body = {
      symbol,
      price: parseNumberInput(price) ?? Number.NaN,
      timestamp: at ?? '',
      source,
    };
    const checked = z.safeParse(priceEntrySchema, body);
    if (!checked.success || at === null) {
      const next: Record<string, string> = {};
      // The picker's own words: the API's ISO 8601 advice means nothing under a date picker.
      if (at === null) next.timestamp = CHOOSE_DATE_TIME;
      for (const issue of checked.error?.issues ?? []) next[String(issue.path[0] ?? '')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    enter.mutate(body, {
      onSuccess: (answer) =>
        setDone(
          `${answer.price.symbol} ${formatUsd(answer.price.price)} entered${answer.revalued ? '; every holding was revalued at it' : ''}.`,
        ),
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };
  return (
    <AdminSection title="Enter a price" intro="For when the feed is off or wrong. The entry is audited.">
      <form aria-label="Enter a price" noValidate onSubmit={submit} className="grid max-w-3xl gap-4 sm:grid-cols-2">
        <TextField
          label="Symbol"
          value={symbol}
          error={errors.symbol ?? null}
          onChange={(event) => setSymbol(event.target.value)}
        />
        <TextField
          label="Price"
          unit="USD"
          inputMode="decimal"
          value={price}
          error={errors.price ?? null}
          onChange={(event) => setPrice(event.target.value)}
        />
        <TextField
          label="Observed at"
          type="datetime-local"
          hint={localZoneHint()}
          value={timestamp}
          error={errors.timestamp ?? null}
          onChange={(event) => setTimestamp(event.target.value)}
        />
        <TextField
          label="Source"
          value={source}
          error={errors.source ?? null}
          onChange={(event) => setSource(event.target.value)}
        />
        <div className="flex flex-col gap-2 sm:col-span-2">
          {Object.keys(errors).length === 0 ? (
            <ActionError error={enter.error} fallback="The price could not be saved." />
          ) : null}
          {done ? <p role="status">{done}</p> : null}
          <div>
            <Button type="submit" disabled={enter.isPending}>
              Enter price
            </Button>
          </div>
        </div>
      </form>
    </AdminSection>
  );
}
