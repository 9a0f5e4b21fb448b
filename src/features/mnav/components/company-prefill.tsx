// Choose a stored Pure Bitcoin Treasury company to fill in its holdings, market cap, shares
// and capital structure, and see the date behind each figure: they are rarely the same.
import { nameWithTicker } from '@domain/market/name-with-ticker';
import { MNAV_CALCULATOR_INDEX } from '@domain/mnav';
import type { Constituent } from '@domain/schemas/constituents';
import { RotateCw } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { inputClassName } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { companyPath } from '@/config/paths';
import { formatBtc } from '@/lib/format';
import { useConstituents } from '@/api/constituents/get-constituents';
import { describeAsOf } from '../lib/as-of';
import { companyKey } from '../lib/mnav-form';
import { formatUsdAmount } from '../lib/mnav-format';

const byHoldings = (a: Constituent, b: Constituent) =>
  b.btcHoldings - a.btcHoldings || a.companyName.localeCompare(b.companyName, 'en-US');

export function CompanyPrefill({
  symbol,
  company,
  onSelect,
}: {
  symbol: string | undefined;
  company: Constituent | null;
  onSelect: (company: Constituent | null) => void;
}) {
  const selectId = useId();
  const statusId = `${selectId}-status`;
  const { data, status, error, refetch, isFetching } = useConstituents(MNAV_CALCULATOR_INDEX);
  const companies = data ? [...data].sort(byHoldings) : [];
  const unknownSymbol = status === 'success' && symbol !== undefined && company === null;

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-foreground">
          Prefill from a stored company
        </label>
        <select
          id={selectId}
          className={inputClassName}
          value={company ? companyKey(company) : ''}
          disabled={status !== 'success'}
          aria-describedby={statusId}
          onChange={(event) => {
            const chosen = companies.find((item) => companyKey(item) === event.target.value) ?? null;
            onSelect(chosen);
          }}
        >
          <option value="">{status === 'pending' ? 'Loading companies…' : 'None: enter figures by hand'}</option>
          {companies.map((item) => (
            <option key={item.id} value={companyKey(item)}>
              {`${nameWithTicker(item.companyName, item.symbol)} — ${formatBtc(item.btcHoldings)}`}
            </option>
          ))}
        </select>
      </div>
      <div id={statusId} className="text-sm text-muted-foreground">
        {status === 'error' ? (
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-destructive">Stored companies could not be loaded: {error.message}</span>
            <Button type="button" size="sm" variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : unknownSymbol ? (
          <span>No stored company has the symbol {symbol}; the figures below are as entered.</span>
        ) : company ? (
          <CompanyDates company={company} />
        ) : (
          <span>Companies of the Pure Bitcoin Treasury Index, with their stored figures.</span>
        )}
      </div>
    </div>
  );
}

/** Whether any capital-structure figure is stored: without one there is no date to give. */
function hasCapitalFigures(company: Constituent): boolean {
  return [company.sharesOutstanding, company.totalDebtUSD, company.preferredUSD, company.cashUSD].some(
    (value) => value !== null,
  );
}

function CompanyDates({ company }: { company: Constituent }) {
  const name = company.symbol ?? company.companyName;
  return (
    <div className="space-y-2" data-testid="company-as-of">
      <p>
        {company.symbol ? (
          <Link
            to={companyPath(company.symbol)}
            className="font-medium text-foreground underline decoration-border underline-offset-4 hover:decoration-primary"
          >
            {company.companyName}
          </Link>
        ) : (
          <span className="font-medium text-foreground">{company.companyName}</span>
        )}{' '}
        — stored figures and their dates:
      </p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          Holdings {formatBtc(company.btcHoldings)} as of {describeAsOf(company.asOf)}
        </li>
        <li>
          {company.marketCap === null
            ? 'Market cap: not stored'
            : `Market cap ${formatUsdAmount(company.marketCap)} as of ${describeAsOf(company.marketCapAsOf)}`}
        </li>
        <li>
          {hasCapitalFigures(company)
            ? `Shares, debt, preferred and cash as of ${describeAsOf(company.capitalAsOf)}`
            : 'Shares, debt, preferred and cash: not stored'}
        </li>
      </ul>
      <p>
        The dates differ, so {name}&apos;s mNAV here mixes moments: check each before comparing companies. Figures come
        from filings, announcements and market data; they are not audited by Vaultmark.
      </p>
    </div>
  );
}
