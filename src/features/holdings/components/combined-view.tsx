// Every holder by BTC held, category totals that reconcile with the grand total, and how
// double counting is avoided — the server's totals and this table follow one rule
// (domain/market/combined-holdings.ts), so the rows add up to the grand total.
import { describeAsOfText } from '@domain/as-of-text';
import { CATEGORY_LABELS, countHoldingBitcoin } from '@domain/market/combined-holdings';
import { nameEndsWithTicker, nameWithTicker } from '@domain/market/name-with-ticker';
import type { IndexType } from '@domain/schemas/common';
import { useId } from 'react';
import { HolderName } from '@/components/data/holder-name';
import { SourceNote } from '@/components/data/provenance';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { BTC_DISPLAY_DECIMALS } from '@/config/market';
import { useCombinedHoldings } from '@/api/holdings/get-combined-holdings';
import { formatBtc, formatInteger, formatPercent } from '@/lib/format';
import { combinedRows, reconcile } from '../lib/holdings-totals';
import { formatStoredUsd, type PriceBasis } from './holdings-price';
import { QueryFallback } from '@/components/data/query-state';

const numericCell = 'whitespace-nowrap text-right tabular-nums';

export function CombinedView({ price }: { price: PriceBasis }) {
  const id = useId();
  const query = useCombinedHoldings();

  if (query.status !== 'success') {
    return (
      <QueryFallback
        query={query}
        loadingLabel="Loading combined holdings…"
        errorTitle="Combined holdings could not be loaded"
      />
    );
  }

  const combined = query.data;
  const labels: Record<IndexType, string> = { ...CATEGORY_LABELS };
  for (const category of combined.categories) labels[category.indexType] = category.label;
  const { overlapBtc, overlapUsd, totalBtc, totalUsd } = reconcile(combined);
  const holders = combinedRows(combined);
  // Rows at 0 BTC stay listed but are not holders (ADR 120), as in the category counts.
  const holderCount = countHoldingBitcoin(holders.map((holder) => holder.row));
  const notHolding = holders.length - holderCount;

  return (
    <div className="space-y-10">
      <section aria-labelledby={`${id}-totals-heading`}>
        <h2 id={`${id}-totals-heading`} className="mb-3 text-xl font-semibold text-primary">
          Totals by category
        </h2>
        <TableContainer labelledBy={`${id}-totals-caption`}>
          <Table>
            <TableCaption id={`${id}-totals-caption`}>
              BTC held by each category of holder and in total, each holder counted once. {price.text}
            </TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Category</TableHead>
                <TableHead scope="col" className="text-right">
                  Holders
                </TableHead>
                <TableHead scope="col" className="text-right">
                  BTC held
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Value (USD)
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {combined.categories.map((category) => (
                <TableRow key={category.indexType} data-testid="category-row">
                  <th scope="row" className="px-3 py-2.5 text-left font-medium text-primary">
                    {category.label}
                  </th>
                  <TableCell className={numericCell}>{formatInteger(category.count)}</TableCell>
                  <TableCell data-testid="btc" className={numericCell}>
                    {formatBtc(category.totalBTC, BTC_DISPLAY_DECIMALS)}
                  </TableCell>
                  <TableCell className={numericCell}>{formatStoredUsd(category.totalValueUSD, price)}</TableCell>
                </TableRow>
              ))}
              {/* What the Governments line counts, by kind (ADR 170). */}
              {combined.governmentCategories.map((part) => (
                <TableRow key={part.category} data-testid="government-category-row">
                  <th scope="row" className="px-3 py-2.5 pl-8 text-left font-normal">
                    of which governments&apos; {part.label.toLowerCase()}
                  </th>
                  <TableCell className={numericCell}>{formatInteger(part.count)}</TableCell>
                  <TableCell data-testid="btc" className={numericCell}>
                    {formatBtc(part.totalBTC, BTC_DISPLAY_DECIMALS)}
                  </TableCell>
                  <TableCell className={numericCell}>{formatStoredUsd(part.totalValueUSD, price)}</TableCell>
                </TableRow>
              ))}
              {overlapBtc !== 0 ? (
                <TableRow data-testid="overlap-row">
                  <th scope="row" className="px-3 py-2.5 text-left font-normal">
                    Less: holdings counted in more than one category
                  </th>
                  <TableCell />
                  <TableCell data-testid="btc" className={numericCell}>
                    −{formatBtc(overlapBtc, BTC_DISPLAY_DECIMALS)}
                  </TableCell>
                  <TableCell className={numericCell}>
                    {price.price === null ? '—' : `−${formatStoredUsd(overlapUsd, price)}`}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
            <TableFooter>
              <TableRow>
                <th scope="row" className="px-3 py-2.5 text-left">
                  Total, each holder counted once: every category above, all three kinds of government figure included
                </th>
                <TableCell className={numericCell}>{formatInteger(holderCount)}</TableCell>
                <TableCell data-testid="combined-total-btc" className={numericCell}>
                  {formatBtc(totalBtc, BTC_DISPLAY_DECIMALS)}
                </TableCell>
                <TableCell className={numericCell}>{formatStoredUsd(totalUsd, price)}</TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      </section>

      <section aria-labelledby={`${id}-double-heading`} className="max-w-3xl">
        <h2 id={`${id}-double-heading`} className="mb-3 text-xl font-semibold text-primary">
          How double counting is avoided
        </h2>
        <p className="leading-7">{combined.doubleCountingNote}</p>
        {combined.duplicates.length > 0 ? (
          <>
            <p className="mt-3 leading-7">
              {combined.duplicates.length === 1
                ? 'This holder appears in more than one category and is counted once:'
                : `These ${formatInteger(combined.duplicates.length)} holders appear in more than one category and are counted once:`}
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-6" data-testid="duplicates">
              {combined.duplicates.map((duplicate) => (
                <li key={`${duplicate.symbol}:${duplicate.indexTypes.join('+')}`}>
                  {nameWithTicker(duplicate.companyName, duplicate.symbol)},{' '}
                  {formatBtc(duplicate.btcHoldings, BTC_DISPLAY_DECIMALS)} — listed in{' '}
                  {duplicate.indexTypes.map((type) => labels[type]).join(' and ')}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-3 leading-7">No holder currently appears in more than one category.</p>
        )}
      </section>

      <section aria-labelledby={`${id}-holders-heading`}>
        <h2 id={`${id}-holders-heading`} className="mb-3 text-xl font-semibold text-primary">
          Every holder
        </h2>
        <TableContainer labelledBy={`${id}-holders-caption`}>
          <Table>
            <TableCaption id={`${id}-holders-caption`}>
              {formatInteger(holderCount)} holders by BTC held, largest first, with their share of the combined total
              {notHolding > 0 ? `; ${formatInteger(notHolding)} more listed with 0 BTC, not counted` : ''}. {price.text}
            </TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col" className="text-right">
                  Rank
                </TableHead>
                <TableHead scope="col">Holder</TableHead>
                <TableHead scope="col">Category</TableHead>
                <TableHead scope="col" className="text-right">
                  BTC held
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Value (USD)
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Share of total
                </TableHead>
                <TableHead scope="col">As of and source</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {holders.map(({ key, row, indexTypes }, index) => (
                <TableRow key={key} data-testid="holder-row">
                  <TableCell className={numericCell}>{formatInteger(index + 1)}</TableCell>
                  <th scope="row" className="px-3 py-2.5 text-left align-top font-medium text-primary">
                    <HolderName name={row.companyName} symbol={row.symbol} indexType={row.indexType} />
                    {row.symbol && !nameEndsWithTicker(row.companyName, row.symbol) ? (
                      <span className="ml-1 font-normal text-muted-foreground">({row.symbol})</span>
                    ) : null}
                  </th>
                  <TableCell>{indexTypes.map((type) => labels[type]).join(', ')}</TableCell>
                  <TableCell data-testid="btc" className={numericCell}>
                    {formatBtc(row.btcHoldings, BTC_DISPLAY_DECIMALS)}
                  </TableCell>
                  <TableCell className={numericCell}>{formatStoredUsd(row.btcValueUSD, price)}</TableCell>
                  <TableCell className={numericCell}>
                    {totalBtc > 0 ? formatPercent(row.btcHoldings / totalBtc, 2) : '—'}
                  </TableCell>
                  <TableCell>
                    <span className="whitespace-nowrap">{describeAsOfText(row.asOf) ?? '—'}</span>
                    <SourceNote note={row.sourceNote} sources={row.sources} label={row.companyName} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </section>
    </div>
  );
}
