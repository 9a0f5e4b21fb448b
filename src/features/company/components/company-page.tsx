// A holder's page: its figures (each with as-of date and source), index memberships with
// today's weight and rank, the weight under the weight calculator's defaults, the holdings
// change log with a small chart, and "Show sources".
import { indexPagePath, methodologies } from '@domain/index-methodology/methodologies';
import { MNAV_CALCULATOR_INDEX } from '@domain/mnav';
import type { Holder, Membership } from '@domain/schemas/holders';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DateTime } from '@/components/data/date-time';
import { paths } from '@/config/paths';
import { useReaderTimeZone } from '@/hooks/use-is-client';
import { formatBtc, formatDecimal, formatInteger } from '@/lib/format';
import { holderFigures, MNAV_FIGURE_KEYS } from '../lib/company-figures';
import { INDEX_TYPE_LABEL } from '../lib/labels';
import { ChangeLog } from './change-log';
import { SourcesToggle } from './sources-toggle';
import { FigureCard } from './figure-card';
import { PublicDocuments } from './public-documents';
import { HoldingsChart } from './holdings-chart';
import { PageAsOf } from './page-as-of';

const REASON_TEXT: Readonly<Record<NonNullable<Membership['reason']>, string>> = {
  below_minimum_btc: 'below the minimum BTC held',
  above_maximum_btc: "at or above this index's BTC ceiling",
  no_btc_value: 'no USD value for its BTC',
  no_market_cap: 'no market cap on record',
  renewable_share_too_low: 'renewable energy share below the minimum',
};

function Memberships({ holder }: { holder: Holder }) {
  if (holder.memberships.length === 0) {
    return <p className="text-sm text-muted-foreground">Not part of the Vaultmark indexes.</p>;
  }
  return (
    <ul className="flex flex-col gap-3" data-testid="memberships">
      {holder.memberships.map((membership) => (
        <li key={membership.indexId} className="rounded-lg border border-border bg-card p-4">
          <Link
            to={indexPagePath(membership.indexId)}
            className="font-semibold text-accent-strong underline underline-offset-2"
          >
            {membership.indexName} Index
          </Link>
          {membership.status === 'constituent' ? (
            <p className="mt-1 text-sm" data-testid={`weight-${membership.indexId}`}>
              Weight today <strong>{formatDecimal(membership.weightPct ?? 0)}%</strong>, rank{' '}
              <strong>{membership.rank}</strong> of {formatInteger(membership.constituentCount)}
            </p>
          ) : (
            <p className="mt-1 text-sm">
              Not eligible today: {membership.reason ? REASON_TEXT[membership.reason] : 'see the index page'}.
            </p>
          )}
          <p className="mt-1 text-xs text-muted-foreground">
            Calculated <DateTime value={membership.calculatedAt} /> from the stored figures.
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The weight calculator opens on the official settings: its default weight is today's official one. */
function CalculatorWeight({ holder }: { holder: Holder }) {
  const membership = holder.memberships[0];
  if (!membership) return null;
  const methodology = methodologies[membership.indexId];
  return (
    <p className="text-sm" data-testid="calculator-weight">
      Under the weight calculator&apos;s defaults (the official {methodology.name} settings: minimum{' '}
      {formatInteger(methodology.minBtc)} BTC, weight cap {methodology.weightCapPct}%),{' '}
      {membership.status === 'constituent' ? (
        <>
          {holder.name} weighs <strong>{formatDecimal(membership.weightPct ?? 0)}%</strong>.
        </>
      ) : (
        <>{holder.name} is not eligible.</>
      )}{' '}
      <Link
        className="font-medium text-accent-strong underline underline-offset-2"
        to={`${paths.weightCalculator}?index=${membership.indexId}`}
      >
        Try other settings
      </Link>
    </p>
  );
}

/**
 * The mNAV calculator's link for this holder, or null when the calculator cannot load it: it
 * lists the stored companies of MNAV_CALCULATOR_INDEX, so only a holder with a row there gets
 * a link, by that row's symbol. Decided from the holder's own rows, so the
 * server-rendered page has the link and no other request is needed.
 */
function mnavCalculatorLink(holder: Holder): string | null {
  const symbol = holder.rows.find((row) => row.indexType === MNAV_CALCULATOR_INDEX && row.symbol)?.symbol;
  return symbol ? `${paths.mnavCalculator}?symbol=${encodeURIComponent(symbol)}` : null;
}

export function CompanyPage({ holder }: { holder: Holder }) {
  const [showSources, setShowSources] = useState(false);
  const primary = holder.rows[0]!;
  useReaderTimeZone(); // the price's and the record's times, in the figures and the as-of line
  const figures = holderFigures(holder, primary);
  const mnavLink = mnavCalculatorLink(holder);
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-wrap items-center gap-3">
        <SourcesToggle
          shown={showSources}
          onToggle={() => setShowSources((shown) => !shown)}
          controls="company-figures company-documents company-change-log"
        />
        {mnavLink ? (
          <Link className="text-sm font-medium text-accent-strong underline underline-offset-2" to={mnavLink}>
            Open in the mNAV calculator
          </Link>
        ) : null}
        {holder.kind === 'company' ? (
          <Link
            className="text-sm font-medium text-accent-strong underline underline-offset-2"
            to={`${paths.treasuryStressTest}?ticker=${encodeURIComponent(holder.ticker)}`}
          >
            Stress-test its treasury
          </Link>
        ) : null}
        <Link className="text-sm font-medium text-accent-strong underline underline-offset-2" to={paths.developers}>
          Get this data from the open API
        </Link>
        <PageAsOf holdingsAsOf={primary.asOf} recordUpdated={holder.asOf} />
      </div>

      <section aria-labelledby="company-figures-heading" className="flex flex-col gap-4">
        <h2 id="company-figures-heading" className="text-xl font-semibold text-primary">
          Holdings and valuation
        </h2>
        <dl id="company-figures" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {figures.map((figure) => (
            <FigureCard key={figure.key} figure={figure} showSources={showSources} />
          ))}
        </dl>
        <div id="company-documents" hidden={!showSources}>
          {showSources ? <PublicDocuments sources={holder.sources} /> : null}
        </div>
        <p className="text-xs text-muted-foreground">
          {figures.some((figure) => MNAV_FIGURE_KEYS.has(figure.key))
            ? 'The dates differ: an mNAV built from them mixes moments. '
            : null}
          Figures come from filings, announcements and market data; they are not audited by Vaultmark.
        </p>
      </section>

      <section aria-labelledby="company-index-heading" className="flex flex-col gap-4">
        <h2 id="company-index-heading" className="text-xl font-semibold text-primary">
          Index memberships
        </h2>
        <Memberships holder={holder} />
        <CalculatorWeight holder={holder} />
      </section>

      <section aria-labelledby="company-log-heading" className="flex flex-col gap-4">
        <h2 id="company-log-heading" className="text-xl font-semibold text-primary">
          Holdings change log
        </h2>
        <p className="text-sm text-muted-foreground">
          Every stored change of {holder.name}&apos;s holdings, oldest at the bottom: the seed snapshot, then edits and
          imports, with the difference to the entry before. Latest: {formatBtc(primary.btcHoldings, 2)}.
        </p>
        <HoldingsChart
          name={holder.name}
          changes={holder.changeLog.filter((change) => change.indexType === primary.indexType)}
        />
        <div id="company-change-log">
          <ChangeLog changes={holder.changeLog} showSources={showSources} showIndexType={holder.rows.length > 1} />
        </div>
        {holder.rows.length > 1 ? (
          <p className="text-xs text-muted-foreground">
            Stored as {holder.rows.map((row) => INDEX_TYPE_LABEL[row.indexType]).join(' and ')}; the chart shows the{' '}
            {INDEX_TYPE_LABEL[primary.indexType].toLowerCase()} row.
          </p>
        ) : null}
      </section>
    </div>
  );
}
