// Prices: the latest per symbol with its source and age, whether the feed is on and when it
// last succeeded, and a price entered by hand (audited; a new latest BTC price revalues
// every holding).
import { priceEntrySchema } from '@domain/schemas/admin';
import { useState } from 'react';
import * as z from 'zod/mini';
import { useAdminPrices, useEnterPrice } from '@/api/admin/prices';
import { FormStatus, SubmitButton } from '@/components/form/form-fields';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime, formatUsd } from '@/lib/format';
import { parseNumberInput } from '@/lib/parse-number';
import { localInputToIso, localZoneHint, pickedInstant } from '../lib/local-date-time';
import { AdminSection, DataTable, LoadFailed, cellClass, formatAge } from './shared';

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

/** The entry as the form checks it: the picker's own words when it gives no instant. */
const enterPriceForm = z.extend(priceEntrySchema, { timestamp: pickedInstant(priceEntrySchema.shape.timestamp) });

function EnterPrice() {
  const form = useForm({ symbol: 'BTC', price: '', timestamp: '', source: '' });
  const [done, setDone] = useState<string | null>(null);
  const enter = useEnterPrice();
  const submit = form.submit({
    schema: enterPriceForm,
    input: (values) => ({
      ...values,
      price: parseNumberInput(String(values.price)) ?? Number.NaN,
      timestamp: localInputToIso(String(values.timestamp)) ?? '',
    }),
    send: (body) => {
      setDone(null);
      return enter.mutateAsync(body);
    },
    failureText: 'The price could not be saved.',
    success: () => null,
    onSuccess: (answer) =>
      setDone(
        `${answer.price.symbol} ${formatUsd(answer.price.price)} entered${answer.revalued ? '; every holding was revalued at it' : ''}.`,
      ),
  });
  return (
    <AdminSection title="Enter a price" intro="For when the feed is off or wrong. The entry is audited.">
      <form aria-label="Enter a price" noValidate onSubmit={submit} className="grid max-w-3xl gap-4 sm:grid-cols-2">
        <TextField label="Symbol" {...form.field('symbol')} />
        <TextField label="Price" unit="USD" inputMode="decimal" {...form.field('price')} />
        <TextField label="Observed at" type="datetime-local" hint={localZoneHint()} {...form.field('timestamp')} />
        <TextField label="Source" {...form.field('source')} />
        <div className="flex flex-col gap-2 sm:col-span-2">
          <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement} />
          {done ? <p role="status">{done}</p> : null}
          <div>
            <SubmitButton submitting={form.submitting} sendingLabel="Entering…">
              Enter price
            </SubmitButton>
          </div>
        </div>
      </form>
    </AdminSection>
  );
}
