// The mNAV calculator: inputs on one side, results with their formulas on the other, all
// recomputed as you type by calculateMnav. Every input lives in the URL so a result can be
// shared; a stored company or the latest stored BTC price can fill the inputs in.
import { numberFormat } from '@domain/intl-formats';
import { calculateMnav, MNAV_CALCULATOR_INDEX, type MnavBasis, type MnavField } from '@domain/mnav';
import type { Constituent } from '@domain/schemas/constituents';
import { Eraser } from 'lucide-react';
import type * as React from 'react';
import { useLocation } from 'react-router-dom';
import { CopyLinkButton } from '@/components/copy-link-button';
import { FieldHelp } from '@/components/form/field-help';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { TipProvider } from '@/components/ui/tip';
import { useOrigin, useReaderTimeZone } from '@/hooks/use-is-client';
import { shareableUrl, useSearchState } from '@/hooks/use-search-state';
import { formatDateTime, formatUsd } from '@/lib/format';
import { numberToInput, parseNumberInput } from '@/lib/parse-number';
import { useConstituents } from '@/api/constituents/get-constituents';
import { useLatestBtcPrice } from '@/api/prices/get-latest-prices';
import { describeAsOf } from '../lib/as-of';
import {
  companyFieldValues,
  companyKey,
  effectiveValues,
  fieldSpec,
  findCompany,
  isCompanyField,
  isFromCompany,
  parseMnavSearch,
  pinnedState,
  serializeMnavSearch,
  toMnavInput,
  type MnavFormState,
  type MnavValues,
} from '../lib/mnav-form';
import { describeMnavResults } from '../lib/mnav-results';
import { CompanyPrefill } from './company-prefill';
import { MnavResults } from './mnav-results';

/** The as-of date that goes with each company figure. */
function companyAsOf(field: MnavField, company: Constituent): string {
  if (field === 'btcHeld') return describeAsOf(company.asOf);
  if (field === 'marketCap') return describeAsOf(company.marketCapAsOf);
  return describeAsOf(company.capitalAsOf);
}

function companyHint(field: MnavField, values: MnavValues, company: Constituent | null): string | null {
  const stored = companyFieldValues[field];
  if (!company || !stored) return null;
  const name = company.symbol ?? company.companyName;
  const value = stored(company);
  if (value === null) return `${name} has no stored figure.`;
  if (isFromCompany(field, values, company)) return `From ${name}, as of ${companyAsOf(field, company)}.`;
  return `Changed from ${name}'s stored ${numberFormat().format(value)} (as of ${companyAsOf(field, company)}).`;
}

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold text-primary">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Market cap or enterprise value as the basis for BTC to reach mNAV 1 and days to cover. */
function BasisChoice({
  basis,
  defaultBasis,
  onChange,
}: {
  basis: MnavBasis;
  defaultBasis: MnavBasis;
  onChange: (basis: MnavBasis) => void;
}) {
  const options: { value: MnavBasis; label: string }[] = [
    { value: 'enterpriseValue', label: 'Enterprise value' },
    { value: 'marketCap', label: 'Market cap' },
  ];
  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className="text-sm font-medium text-foreground">Basis for BTC to reach mNAV 1 and days to cover</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="basis"
              value={option.value}
              checked={basis === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        {defaultBasis === 'enterpriseValue'
          ? 'Enterprise value by default: debt, preferred and cash are known.'
          : 'Market cap by default: enterprise value needs debt, preferred and cash.'}
      </p>
    </fieldset>
  );
}

/**
 * The hint under the BTC price: the latest stored price and its time, in the reader's zone once
 * the page has hydrated. That switch re-renders this hint alone, not the calculator (ADR 134).
 */
function PriceHint({
  latestPrice,
  priceIsStored,
  onUse,
}: {
  latestPrice: ReturnType<typeof useLatestBtcPrice>;
  priceIsStored: boolean;
  onUse: (price: number) => void;
}) {
  useReaderTimeZone();
  const storedPrice = latestPrice.btcPrice;
  if (latestPrice.status === 'pending') return 'Loading the latest stored price…';
  if (latestPrice.status === 'error')
    return `The latest stored price could not be loaded: ${latestPrice.error.message}`;
  if (storedPrice === null) return 'No BTC price is stored yet: enter one.';
  if (priceIsStored)
    return `Latest stored price, ${formatDateTime(storedPrice.timestamp)}${storedPrice.source ? ` (${storedPrice.source})` : ''}.`;
  return (
    <>
      Latest stored price: {formatUsd(storedPrice.price)} on {formatDateTime(storedPrice.timestamp)}.{' '}
      <button
        type="button"
        className="font-medium text-accent-strong underline underline-offset-2"
        onClick={() => onUse(storedPrice.price)}
      >
        Use it
      </button>
    </>
  );
}

/** The link to these inputs, with the site's address once the page has hydrated (that re-render is this button's alone). */
function ShareLink({ search }: { search: URLSearchParams }) {
  const { pathname } = useLocation();
  const origin = useOrigin();
  return <CopyLinkButton url={shareableUrl(origin, pathname, search)} />;
}

export function MnavCalculator() {
  const [state, setState] = useSearchState<MnavFormState>(parseMnavSearch, serializeMnavSearch);
  const companies = useConstituents(MNAV_CALCULATOR_INDEX);
  const latestPrice = useLatestBtcPrice();
  const company = findCompany(companies.data, state.symbol);
  const storedPrice = latestPrice.btcPrice;
  const values = effectiveValues(state, { company, latestBtcPrice: storedPrice?.price ?? null });
  const input = toMnavInput(values);
  const result = calculateMnav(input);
  const basis = state.basis ?? result.defaultBasis;
  const lines = describeMnavResults(input, result, basis);
  const linkSearch = serializeMnavSearch(pinnedState(state, values));

  const setField = (field: MnavField, text: string) =>
    setState({ ...state, values: { ...state.values, [field]: text } });

  const selectCompany = (chosen: Constituent | null) => {
    if (chosen) {
      // The company's figures come in as fallbacks; price and days-to-cover inputs stay.
      const kept = Object.fromEntries(
        Object.entries(state.values).filter(([field]) => !isCompanyField(field as MnavField) && field !== 'sharePrice'),
      );
      setState({ values: kept, symbol: companyKey(chosen), ...(state.basis ? { basis: state.basis } : {}) });
    } else {
      // By hand from here: keep the figures on screen as typed values.
      const pinned = { ...state.values };
      for (const field of Object.keys(companyFieldValues) as MnavField[]) pinned[field] = values[field];
      setState({ values: pinned, ...(state.basis ? { basis: state.basis } : {}) });
    }
  };

  const field = (name: MnavField, hint?: React.ReactNode) => {
    const spec = fieldSpec(name);
    const hints = [companyHint(name, values, company), hint].filter(Boolean);
    return (
      <TextField
        label={spec.label}
        unit={spec.unit}
        labelAddon={<FieldHelp label={`About ${spec.label}`}>{spec.help}</FieldHelp>}
        name={spec.param}
        inputMode="decimal"
        value={values[name]}
        onChange={(event) => setField(name, event.target.value)}
        error={result.issues[name] ?? null}
        hint={hints.length > 0 ? hints.map((text, index) => <span key={index}>{text} </span>) : undefined}
      />
    );
  };

  const priceIsStored =
    storedPrice !== null && parseNumberInput(values.btcPrice) === storedPrice.price && !result.issues.btcPrice;
  const priceHint = (
    <PriceHint
      latestPrice={latestPrice}
      priceIsStored={priceIsStored}
      onUse={(price) => setField('btcPrice', numberToInput(price))}
    />
  );

  const marketCapEntered = input.marketCap !== null && !result.issues.marketCap;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <TipProvider>
        <form
          aria-label="mNAV inputs"
          className="flex min-w-0 flex-col gap-5"
          onSubmit={(event) => event.preventDefault()}
          noValidate
        >
          <CompanyPrefill symbol={state.symbol} company={company} onSelect={selectCompany} />
          <Fieldset legend="Holdings and price">
            {field('btcHeld')}
            {field('btcPrice', priceHint)}
          </Fieldset>
          <Fieldset legend="Market value">
            {field('marketCap', 'Leave empty to use share price × shares outstanding. Accepts 42.35B, 1.2M.')}
            {field(
              'sharePrice',
              marketCapEntered ? 'Not used for market cap while a market cap is entered.' : undefined,
            )}
            {field('sharesOutstanding', 'Needed for the per-share figures.')}
          </Fieldset>
          <Fieldset legend="Capital structure">
            {field('debt')}
            {field('preferred')}
            {field('cash')}
          </Fieldset>
          <Fieldset legend="Days to cover">
            {field('btcAddedPerDay', 'Average BTC bought per day.')}
            {field('dailyBtcYieldPct', 'Daily growth of BTC per share, e.g. 0.1.')}
            <BasisChoice
              basis={basis}
              defaultBasis={result.defaultBasis}
              onChange={(chosen) => setState({ ...state, basis: chosen })}
            />
          </Fieldset>
          <div className="flex flex-wrap items-start gap-3">
            <ShareLink search={linkSearch} />
            <Button type="button" variant="ghost" onClick={() => setState({ values: {} })}>
              <Eraser aria-hidden="true" />
              Clear all
            </Button>
          </div>
          {companies.status === 'pending' && state.symbol ? (
            <p className="text-sm text-muted-foreground">Loading {state.symbol}&apos;s stored figures…</p>
          ) : null}
        </form>
      </TipProvider>
      <div className="min-w-0 lg:sticky lg:top-24">
        <MnavResults lines={lines} />
      </div>
    </div>
  );
}
