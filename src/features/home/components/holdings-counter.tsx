// Total BTC held by public companies (the stored total) and its USD value at the latest
// stored price, shown in billions to one decimal, with the dates behind both figures. When
// the stored total is 0, the public listing site's total stands in (asked once; 0 on failure).
// How old the newest and oldest holdings and the price are, marked stale past 90 days.
import type * as React from 'react';
import { RotateCw } from 'lucide-react';
import { InputsAge } from '@/components/data/inputs-age';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ui } from '@/config/site';
import { useReaderTimeZone } from '@/hooks/use-is-client';
import { formatDateTime, formatInteger, formatUsd, formatUsdBillions } from '@/lib/format';
import { useHoldingsSummary } from '@/api/holdings/get-holdings-summary';
import { useOutsideTotal } from '@/api/holdings/get-outside-total';
import { describeHoldingsPeriod } from '../lib/holdings-period';
import { holdingsUsdValue } from '../lib/holdings-value';
import { CounterValue } from './counter-value';

const formatBtcCount = (value: number) => formatInteger(Math.round(value));

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section
      aria-labelledby="holdings-heading"
      className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id="holdings-heading" className="text-sm font-semibold uppercase tracking-wide text-accent-strong">
        Bitcoin held by public companies
      </h2>
      {children}
    </section>
  );
}

export function HoldingsCounter() {
  const { data, status, error, refetch, isFetching } = useHoldingsSummary();
  useReaderTimeZone(); // the price's time, in the note
  const needsOutsideTotal = status === 'success' && data.publicCompanies.totalBtc === 0;
  const outside = useOutsideTotal({ queryConfig: { enabled: needsOutsideTotal } });

  if (status === 'pending' || (needsOutsideTotal && outside.status === 'pending')) {
    return (
      <Frame>
        <div data-testid="holdings-loading" className="mt-4 space-y-3">
          <Skeleton className="h-14 w-3/4" />
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-4 w-full" />
        </div>
      </Frame>
    );
  }

  if (status === 'error') {
    return (
      <Frame>
        <p className="mt-4 flex flex-wrap items-baseline gap-x-3 text-primary">
          <span data-testid="holdings-btc-counter" className="text-5xl font-bold">
            —
          </span>
          <span className="text-lg font-medium text-muted-foreground">BTC</span>
        </p>
        <p className="mt-2 text-2xl font-semibold text-primary">
          <span data-testid="holdings-usd-counter">—</span>
        </p>
        <p className="mt-4 text-sm text-muted-foreground">
          Holdings data could not be loaded{error.message ? `: ${error.message}` : ''}.
        </p>
        <div className="mt-3">
          <Button type="button" variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      </Frame>
    );
  }

  const { companyCount, earliestAsOf, latestAsOf } = data.publicCompanies;
  // A failed lookup counts as 0, as the server's own lookup does.
  const fallback = needsOutsideTotal ? (outside.data ?? { totalBtc: 0, source: null, fetchedAt: null }) : null;
  const totalBtc = fallback ? fallback.totalBtc : data.publicCompanies.totalBtc;
  const usd = holdingsUsdValue(data, totalBtc);
  const price = data.latestPrice;

  return (
    <Frame>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-3 text-primary">
        <CounterValue
          testId="holdings-btc-counter"
          target={totalBtc}
          durationMs={ui.holdingsCounterAnimationMs}
          format={formatBtcCount}
          accessibleText={(text) => `${text} BTC`}
          className="text-5xl font-bold tracking-tight sm:text-6xl"
        />
        <span aria-hidden="true" className="text-lg font-medium text-muted-foreground">
          BTC
        </span>
      </p>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-primary">
        {usd === null ? (
          <span data-testid="holdings-usd-counter" className="text-2xl font-semibold">
            —
          </span>
        ) : (
          <CounterValue
            testId="holdings-usd-counter"
            target={usd}
            durationMs={ui.holdingsCounterAnimationMs}
            format={formatUsdBillions}
            accessibleText={(text) => `worth about ${text} US dollars`}
            className="text-2xl font-semibold"
          />
        )}
        <span className="text-sm text-muted-foreground">
          {usd === null ? 'USD value unavailable: no BTC price stored yet' : 'USD value at the latest stored price'}
        </span>
      </p>
      <p className="mt-4 text-sm leading-6 text-muted-foreground">
        {fallback ? (
          <span data-testid="holdings-fallback">
            Total of all public companies
            {fallback.source ? ` as published by ${fallback.source}` : ''}
            {fallback.fetchedAt ? ` (read ${formatDateTime(fallback.fetchedAt)})` : ''}: Vaultmark has no stored
            holdings yet.{' '}
          </span>
        ) : (
          <>
            Across {formatInteger(companyCount)} public {companyCount === 1 ? 'company' : 'companies'} tracked by
            Vaultmark.{' '}
          </>
        )}
        <span data-testid="holdings-dates">
          {describeHoldingsPeriod(earliestAsOf, latestAsOf)}
          {price
            ? `; BTC price ${formatUsd(price.price, 0)} on ${formatDateTime(price.timestamp)}${price.source ? ` (${price.source})` : ''}.`
            : '.'}
        </span>
      </p>
      <p className="mt-2 text-sm leading-6 text-muted-foreground">
        {fallback ? null : <InputsAge dates={[earliestAsOf, latestAsOf]} what="holding" testId="holdings-age" />}
        <InputsAge dates={[price?.timestamp]} what="BTC price" testId="price-age" />
      </p>
    </Frame>
  );
}
