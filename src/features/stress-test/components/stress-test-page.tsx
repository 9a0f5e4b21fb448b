// The treasury stress test: a balance sheet and a scenario in (all in the URL, so a run can
// be shared), the month-by-month answer out — charts with breaches marked, the month table,
// the solver's sentence, CSV and print. Every run goes through a Web Worker, so a Monte
// Carlo of thousands of paths never blocks the page. `?ticker=` prefills from a stored holder.
import type { StressTestRequest } from '@domain/schemas/stress-test';
import type { Breach } from '@domain/stress-test/model';
import type { MonteCarloReport, PathReport, StressTestReport } from '@domain/stress-test/stress-test';
import { Plus, Printer, Download, Trash2 } from 'lucide-react';
import type * as React from 'react';
import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CopyLinkButton } from '@/components/copy-link-button';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useOrigin } from '@/hooks/use-is-client';
import { shareableUrl, useSearchState } from '@/hooks/use-search-state';
import { downloadCsv, toCsv } from '@/lib/csv';
import { formatBtc, formatDate, formatUsd, formatUsdCompact } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useHolder } from '@/api/holders/get-holder';
import { useLatestBtcPrice } from '@/api/prices/get-latest-prices';
import { usePriceHistory } from '@/api/prices/get-price-history';
import {
  DEFAULT_LOAN,
  hasFigures,
  parseStressSearch,
  prefillFromHolder,
  SCENARIO_KINDS,
  serializeStressSearch,
  STRESS_HISTORY_DAYS,
  toStressRequest,
  type LoanForm,
  type StressForm,
} from '../lib/stress-form';
import type { StressWorkerAnswer, StressWorkerRequest } from '../lib/stress-test.worker';
import { FanChart, LineChart } from './stress-charts';

const BREACH_LABELS: Record<Breach['kind'], string> = {
  margin_call: 'Margin call',
  liquidation: 'Liquidation',
  min_liquidity: 'Below minimum liquidity',
  cash_out: 'Cash out',
};
const LOAN_COLORS = ['#b45309', '#7c3aed', '#0f766e', '#be123c'];

function breachText(breach: Breach): string {
  return `${BREACH_LABELS[breach.kind]}${breach.loan === undefined ? '' : ` (loan ${breach.loan + 1})`}`;
}

interface RunAnswer {
  status: 'done';
  /** The request's JSON: the answer is the current one while the inputs still make it. */
  key: string;
  report: StressTestReport;
  request: StressTestRequest;
}

interface StressRun {
  state: RunState;
  /** The answer on the page: the latest, or the one before while a run is under way. */
  answer: RunAnswer | null;
  /** The answer shown is not (yet) the one for the inputs on the page. */
  busy: boolean;
}

type RunState =
  /** `last`: the previous answer, kept on the page (marked busy) until the new one arrives. */
  | { status: 'idle' | 'running'; last: RunAnswer | null }
  | RunAnswer
  | { status: 'error'; field: string | null; message: string };

/**
 * Runs the stress test in a Web Worker; only the latest request's answer is kept. The answer
 * is rendered in a transition, so React builds the results in short slices and the page
 * answers input while a large run lands (issue 45 §3, docs/performance/186).
 */
function useStressRun(request: StressTestRequest | null, history: StressWorkerRequest['history'] | null): StressRun {
  const workerRef = useRef<Worker | null>(null);
  const idRef = useRef(0);
  const [state, setState] = useState<RunState>({ status: 'idle', last: null });
  const needsHistory = request?.scenario.kind === 'historical' || request?.scenario.kind === 'monte_carlo';
  const key = request ? JSON.stringify(request) : null;

  useEffect(() => () => workerRef.current?.terminate(), []);

  useEffect(() => {
    if (!request || request.startPrice == null || (needsHistory && !history)) return;
    const worker = (workerRef.current ??= new Worker(new URL('../lib/stress-test.worker.ts', import.meta.url), {
      type: 'module',
    }));
    const id = ++idRef.current;
    const timer = setTimeout(() => {
      setState((current) => ({
        status: 'running',
        last: current.status === 'done' ? current : current.status === 'error' ? null : current.last,
      }));
      worker.onmessage = (event: MessageEvent<StressWorkerAnswer>) => {
        const answer = event.data;
        if (answer.id !== idRef.current) return;
        startTransition(() =>
          setState(
            answer.report
              ? { status: 'done', key: key!, report: answer.report, request }
              : { status: 'error', field: answer.error.field, message: answer.error.message },
          ),
        );
      };
      const message: StressWorkerRequest = {
        id,
        input: { ...request, startPrice: request.startPrice! },
        history: history ?? { days: [], closes: [] },
      };
      worker.postMessage(message);
    }, 250);
    return () => clearTimeout(timer);
    // The request's JSON is its identity: a new object with the same figures is the same run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, history, needsHistory]);
  const answer = state.status === 'done' ? state : state.status === 'error' ? null : state.last;
  return { state, answer, busy: answer !== null && (state.status !== 'done' || state.key !== key) };
}

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold text-primary">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-start gap-2 text-sm sm:col-span-2">
      <input type="checkbox" className="mt-1" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

function HolderSource({
  ticker,
  onPrefill,
}: {
  ticker: string;
  onPrefill: (form: (form: StressForm) => StressForm) => void;
}) {
  const [params] = useSearchParams();
  const holder = useHolder(ticker, { queryConfig: { enabled: ticker !== '' } });
  const row = holder.data?.rows[0] ?? null;
  const prefilled = useRef(hasFigures(params));
  useEffect(() => {
    if (row && !prefilled.current) {
      prefilled.current = true;
      onPrefill((form) => prefillFromHolder(form, row));
    }
  }, [row, onPrefill]);
  if (!ticker) return null;
  if (holder.status === 'pending') return <p className="text-sm text-muted-foreground">Loading {ticker}…</p>;
  if (holder.status === 'error' || !row) {
    return (
      <p className="text-sm text-destructive">No stored holder has the ticker {ticker}; the figures are as entered.</p>
    );
  }
  return (
    <div className="rounded-lg border border-border bg-muted/40 p-4 text-sm" data-testid="holder-source">
      <p>
        <span className="font-medium text-foreground">{holder.data.name}</span>: stored holdings{' '}
        {formatBtc(row.btcHoldings)} as of {row.asOf ?? 'an unknown date'}; cash{' '}
        {row.cashUSD === null ? 'not stored' : formatUsd(row.cashUSD, 0)} and debt{' '}
        {row.totalDebtUSD === null ? 'not stored' : formatUsd(row.totalDebtUSD, 0)} as of{' '}
        {row.capitalAsOf ?? 'an unknown date'}.{row.sourceNote ? ` Source: ${row.sourceNote}.` : ''}
      </p>
      <p className="mt-1 text-muted-foreground">
        The debt is entered as one unsecured loan: its rate, any collateral, the monthly burn and a liquidity floor are
        not stored, so enter them. Figures come from filings, announcements and market data; they are not audited by
        Vaultmark.
      </p>
    </div>
  );
}

function LoanFields({
  index,
  loan,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  loan: LoanForm;
  errors: Record<string, string>;
  onChange: (loan: LoanForm) => void;
  onRemove: () => void;
}) {
  const field = (key: keyof LoanForm, label: string, unit: string, path: string, hint?: string) => (
    <TextField
      label={label}
      unit={unit}
      inputMode="decimal"
      value={loan[key]}
      hint={hint}
      error={errors[`loans.${index}.${path}`] ?? null}
      onChange={(event) => onChange({ ...loan, [key]: event.target.value })}
    />
  );
  return (
    <fieldset className="min-w-0 rounded-md border border-border p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-medium">Loan {index + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {field('principal', `Loan ${index + 1} principal`, 'USD', 'principalUSD')}
        {field('rate', `Loan ${index + 1} annual rate`, '%', 'annualRatePct')}
        {field('collateral', `Loan ${index + 1} collateral`, 'BTC', 'collateralBtc', '0: unsecured.')}
        {field('marginCall', `Loan ${index + 1} margin call LTV`, '%', 'marginCallLtvPct')}
        {field('liquidation', `Loan ${index + 1} liquidation LTV`, '%', 'liquidationLtvPct')}
        {field('maturity', `Loan ${index + 1} maturity`, 'month', 'maturity', 'Optional: the month it falls due.')}
      </div>
      <Button type="button" size="sm" variant="outline" className="mt-3" onClick={onRemove}>
        <Trash2 aria-hidden="true" />
        Remove loan {index + 1}
      </Button>
    </fieldset>
  );
}

function usd(value: number): string {
  return formatUsdCompact(value);
}

function reportCsv(report: StressTestReport): string {
  if (report.kind === 'monte_carlo') {
    return toCsv([
      ['month', 'btcPriceP5', 'btcPriceP50', 'btcPriceP95', 'cashUsdP5', 'cashUsdP50', 'cashUsdP95'],
      ...report.cash.map((cash, index) => {
        const price = report.btcPrice[index]!;
        return [index + 1, price.p5, price.p50, price.p95, cash.p5, cash.p50, cash.p95];
      }),
    ]);
  }
  const loanCount = report.months[0]?.loans.length ?? 0;
  return toCsv([
    [
      'month',
      'date',
      'btcPrice',
      'cashUsd',
      'btcHoldings',
      ...Array.from({ length: loanCount }, (_, index) => `loan${index + 1}LtvPct`),
      'breaches',
    ],
    ...report.months.map((row) => [
      row.month,
      row.date ?? '',
      row.btcPrice,
      row.cashUSD,
      row.btcHoldings,
      ...row.loans.map((loan) => loan.ltvPct),
      report.breaches
        .filter((breach) => breach.month === row.month)
        .map(breachText)
        .join('; '),
    ]),
  ]);
}

export function solverSentence(report: StressTestReport): string | null {
  const solver = report.solver;
  if (!solver) return null;
  const runway = `${solver.requiredRunwayMonths} month${solver.requiredRunwayMonths === 1 ? '' : 's'}`;
  const tolerance =
    report.kind === 'monte_carlo'
      ? ` with at most ${solver.maxBreachProbabilityPct} % of ${solver.paths?.toLocaleString('en-US')} paths breaching`
      : ' without a breach';
  if (solver.allocationBtc === null) {
    return `Even with no cash converted to BTC, the company does not get through ${runway} of this scenario${tolerance}.`;
  }
  const amount = `${formatBtc(solver.allocationBtc)} (${formatUsd(solver.allocationUSD!, 0)}, ${solver.allocationSharePct!.toFixed(1)} % of cash) at ${formatUsd(report.startPrice, 0)}`;
  if (solver.allocationBtc === solver.maxAllocationBtc) {
    return `Converting up to all the cash can buy, ${amount}, still gets through ${runway} of this scenario${tolerance}.`;
  }
  return `The largest BTC allocation that gets through ${runway} of this scenario${tolerance} is ${amount}; one BTC more does not.`;
}

const PathResults = memo(function PathResults({ report, loanCount }: { report: PathReport; loanCount: number }) {
  const markers = report.breaches.map((breach) => ({ month: breach.month, label: breachText(breach) }));
  const first = report.firstBreach;
  return (
    <>
      <p className="text-lg font-medium" data-testid="first-breach">
        {first
          ? `First breach: ${BREACH_LABELS[first.kind].toLowerCase()} in month ${first.month}; runway ${report.runwayMonths} month${report.runwayMonths === 1 ? '' : 's'}.`
          : `No breach in ${report.horizonMonths} months.`}
      </p>
      {report.historical ? (
        <p className="text-sm text-muted-foreground">
          Replayed from {report.historical.from} (close {formatUsd(report.historical.fromClose, 0)}), scaled ×
          {report.historical.scale.toFixed(3)} so that day closes at the start price.
        </p>
      ) : null}
      <LineChart
        title="BTC price by month end"
        summary={`from ${usd(report.startPrice)} to ${usd(report.months.at(-1)!.btcPrice)}; ${report.breaches.length} breach${report.breaches.length === 1 ? '' : 'es'} marked`}
        series={[{ label: 'BTC price', values: report.months.map((row) => row.btcPrice), color: '#1d4ed8' }]}
        markers={markers}
        format={usd}
      />
      {loanCount > 0 ? (
        <LineChart
          title="Loan-to-value"
          summary={report.months
            .at(-1)!
            .loans.map(
              (loan, index) =>
                `loan ${index + 1} ends at ${loan.ltvPct === null ? 'no LTV' : `${loan.ltvPct.toFixed(1)} %`}`,
            )
            .join(', ')}
          series={Array.from({ length: loanCount }, (_, index) => ({
            label: `Loan ${index + 1} LTV`,
            values: report.months.map((row) => row.loans[index]?.ltvPct ?? null),
            color: LOAN_COLORS[index % LOAN_COLORS.length]!,
          }))}
          markers={markers.filter((_, index) => report.breaches[index]!.loan !== undefined)}
          height={150}
          format={(value) => `${value.toFixed(0)} %`}
          floorAtZero
        />
      ) : null}
      <LineChart
        title="Cash"
        summary={`ends at ${usd(report.months.at(-1)!.cashUSD)}`}
        series={[{ label: 'Cash', values: report.months.map((row) => row.cashUSD), color: '#15803d' }]}
        markers={markers.filter((_, index) => report.breaches[index]!.loan === undefined)}
        height={150}
        format={usd}
        floorAtZero
      />
      {report.actions.length ? (
        <div>
          <h3 className="font-semibold">Actions taken</h3>
          <ul className="list-disc pl-5 text-sm" data-testid="actions-taken">
            {report.actions.map((action, index) => (
              <li key={index}>
                Month {action.month}:{' '}
                {action.kind === 'sell_btc'
                  ? `sold ${formatBtc(action.btc, 4)} for ${formatUsd(action.usd, 0)}`
                  : action.kind === 'top_up_collateral'
                    ? `pledged ${formatBtc(action.btc, 4)} more to loan ${action.loan! + 1}`
                    : `repaid loan ${action.loan! + 1} (${formatUsd(action.usd, 0)}), freeing ${formatBtc(action.btc, 4)}`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="overflow-x-auto" role="region" aria-label="Month by month table" tabIndex={0}>
        <table className="w-full text-right text-sm tabular-nums" data-testid="month-table">
          <caption className="mb-2 text-left font-semibold">Month by month</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="px-2 py-1 text-left">
                Month
              </th>
              <th scope="col" className="px-2 py-1">
                BTC price
              </th>
              <th scope="col" className="px-2 py-1">
                Cash
              </th>
              <th scope="col" className="px-2 py-1">
                BTC held
              </th>
              {Array.from({ length: loanCount }, (_, index) => (
                <th key={index} scope="col" className="px-2 py-1">
                  Loan {index + 1} LTV
                </th>
              ))}
              <th scope="col" className="px-2 py-1 text-left">
                Breaches
              </th>
            </tr>
          </thead>
          <tbody>
            {report.months.map((row) => {
              const breaches = report.breaches.filter((breach) => breach.month === row.month);
              return (
                <tr key={row.month} className={breaches.length ? 'bg-destructive/10' : undefined}>
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {row.month}
                    {row.date ? ` (${row.date})` : ''}
                  </th>
                  <td className="px-2 py-1">{formatUsd(row.btcPrice, 0)}</td>
                  <td className="px-2 py-1">{formatUsd(row.cashUSD, 0)}</td>
                  <td className="px-2 py-1">{formatBtc(row.btcHoldings, 2)}</td>
                  {row.loans.map((loan, index) => (
                    <td key={index} className="px-2 py-1">
                      {loan.ltvPct === null ? '—' : `${loan.ltvPct.toFixed(1)} %`}
                    </td>
                  ))}
                  <td className="px-2 py-1 text-left">{breaches.map(breachText).join(', ')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
});

const MonteCarloResults = memo(function MonteCarloResults({ report }: { report: MonteCarloReport }) {
  const pct = (fraction: number) => `${(fraction * 100).toFixed(1)} %`;
  return (
    <>
      <p className="text-lg font-medium" data-testid="first-breach">
        {`${pct(report.breachProbability)} of ${report.paths.toLocaleString('en-US')} paths breach a limit within ${report.horizonMonths} months`}
        {report.firstBreachMonth ? `; median first breach in month ${report.firstBreachMonth.p50}.` : '.'}
      </p>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {(Object.keys(BREACH_LABELS) as Breach['kind'][]).map((kind) => (
          <li key={kind}>
            {BREACH_LABELS[kind]}: {pct(report.breachProbabilityByKind[kind])} of paths
          </li>
        ))}
      </ul>
      <FanChart
        title="BTC price, p5 / p50 / p95"
        summary={`after ${report.horizonMonths} months the median path is at ${usd(report.btcPrice.at(-1)!.p50)}, 90 % of paths between ${usd(report.btcPrice.at(-1)!.p5)} and ${usd(report.btcPrice.at(-1)!.p95)}`}
        bands={report.btcPrice}
        color="#1d4ed8"
        format={usd}
      />
      <FanChart
        title="Cash, p5 / p50 / p95"
        summary={`after ${report.horizonMonths} months the median cash is ${usd(report.cash.at(-1)!.p50)}`}
        bands={report.cash}
        color="#15803d"
        format={usd}
      />
      <div className="overflow-x-auto" role="region" aria-label="Month by month table" tabIndex={0}>
        <table className="w-full text-right text-sm tabular-nums" data-testid="month-table">
          <caption className="mb-2 text-left font-semibold">Month by month (percentiles over the paths)</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="px-2 py-1 text-left">
                Month
              </th>
              <th scope="col" className="px-2 py-1">
                BTC price p5
              </th>
              <th scope="col" className="px-2 py-1">
                p50
              </th>
              <th scope="col" className="px-2 py-1">
                p95
              </th>
              <th scope="col" className="px-2 py-1">
                Cash p5
              </th>
              <th scope="col" className="px-2 py-1">
                p50
              </th>
            </tr>
          </thead>
          <tbody>
            {report.cash.map((cash, index) => {
              const price = report.btcPrice[index]!;
              return (
                <tr key={index}>
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {index + 1}
                  </th>
                  <td className="px-2 py-1">{formatUsd(price.p5, 0)}</td>
                  <td className="px-2 py-1">{formatUsd(price.p50, 0)}</td>
                  <td className="px-2 py-1">{formatUsd(price.p95, 0)}</td>
                  <td className="px-2 py-1">{formatUsd(cash.p5, 0)}</td>
                  <td className="px-2 py-1">{formatUsd(cash.p50, 0)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
});

/**
 * The solver's sentence and the results of one answer. Memoised: typing in the form renders
 * the page again, not the charts and the month table of an answer that has not changed.
 * While a new run is under way the previous answer stays (dimmed, aria-busy), so a run's
 * arrival updates the figures in place instead of building the section again.
 */
const StressAnswer = memo(function StressAnswer({ answer, busy }: { answer: RunAnswer; busy: boolean }) {
  const { report } = answer;
  const sentence = solverSentence(report);
  return (
    <div
      className={cn('flex min-w-0 flex-col gap-5', busy && 'opacity-60')}
      aria-busy={busy}
      data-testid="stress-answer"
    >
      {sentence ? (
        <p className="rounded-lg border border-border bg-card p-4 font-medium" data-testid="solver-sentence">
          {sentence}
        </p>
      ) : null}
      {report.kind === 'monte_carlo' ? (
        <MonteCarloResults report={report} />
      ) : (
        <PathResults report={report} loanCount={answer.request.loans.length} />
      )}
    </div>
  );
});

export function StressTestPage() {
  const [form, setForm] = useSearchState(parseStressSearch, serializeStressSearch);
  const latest = useLatestBtcPrice();
  const needsHistory = form.kind === 'historical' || form.kind === 'monte_carlo';
  const priceHistory = usePriceHistory({ days: STRESS_HISTORY_DAYS, queryConfig: { enabled: needsHistory } });
  const history = useMemo(() => {
    if (!priceHistory.data) return null;
    const oldestFirst = [...priceHistory.data].reverse();
    return {
      days: oldestFirst.map((price) => price.timestamp.slice(0, 10)),
      closes: oldestFirst.map((price) => price.price),
    };
  }, [priceHistory.data]);
  const latestPrice = latest.btcPrice?.price ?? null;
  const { request, errors } = useMemo(() => toStressRequest(form, latestPrice), [form, latestPrice]);
  const { state: run, answer, busy } = useStressRun(request, history);
  const origin = useOrigin();
  const { pathname } = useLocation();
  const update = (patch: Partial<StressForm>) => setForm({ ...form, ...patch });
  // HolderSource calls it once, when the holder has loaded.
  const prefill = (change: (current: StressForm) => StressForm) => setForm(change(form));
  const fieldError = (path: string) =>
    errors?.[path] ?? (run.status === 'error' && run.field === path ? run.message : null);

  const text = (key: keyof StressForm, label: string, unit: string, path: string, hint?: React.ReactNode) => (
    <TextField
      label={label}
      unit={unit}
      inputMode="decimal"
      value={form[key] as string}
      hint={hint}
      error={fieldError(path)}
      onChange={(event) => update({ [key]: event.target.value })}
    />
  );
  const report = answer?.report ?? null;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <form className="flex flex-col gap-4" data-print="hide" onSubmit={(event) => event.preventDefault()} noValidate>
        <HolderSource ticker={form.ticker} onPrefill={prefill} />
        <Fieldset legend="Balance sheet">
          {text('btc', 'BTC held', 'BTC', 'btcHoldings')}
          {text('cash', 'Cash', 'USD', 'cashUSD')}
          {text('burn', 'Monthly burn', 'USD', 'monthlyBurnUSD', 'Net operating cash out per month.')}
          {text('minLiquidity', 'Minimum liquidity', 'USD', 'minLiquidityUSD', 'Optional covenant.')}
        </Fieldset>
        <Fieldset legend="Loans">
          {form.loans.map((loan, index) => (
            <LoanFields
              key={index}
              index={index}
              loan={loan}
              errors={errors ?? {}}
              onChange={(next) => update({ loans: form.loans.map((item, at) => (at === index ? next : item)) })}
              onRemove={() => update({ loans: form.loans.filter((_, at) => at !== index) })}
            />
          ))}
          {fieldError('loans') ? <p className="text-sm text-destructive sm:col-span-2">{fieldError('loans')}</p> : null}
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="sm:col-span-2 sm:justify-self-start"
            onClick={() => update({ loans: [...form.loans, DEFAULT_LOAN] })}
            disabled={form.loans.length >= 20}
          >
            <Plus aria-hidden="true" />
            Add a loan
          </Button>
        </Fieldset>
        <Fieldset legend="Scenario">
          {text('horizon', 'Horizon', 'months', 'horizonMonths', '1 to 120.')}
          {text(
            'price',
            'Start price',
            'USD',
            'startPrice',
            latestPrice === null
              ? 'Loading the latest stored price…'
              : `Empty: the latest stored price, ${formatUsd(latestPrice, 0)}${latest.btcPrice ? ` (${formatDate(latest.btcPrice.timestamp)})` : ''}.`,
          )}
          <fieldset className="min-w-0 sm:col-span-2">
            <legend className="text-sm font-medium">Kind</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {SCENARIO_KINDS.map((option) => (
                <label key={option.value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="scenario-kind"
                    value={option.value}
                    checked={form.kind === option.value}
                    onChange={() => update({ kind: option.value })}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          {form.kind === 'drawdown' ? (
            <>
              {text('trough', 'Fall to the trough', '%', 'scenario.troughPct')}
              {text('toTrough', 'Months to the trough', 'months', 'scenario.monthsToTrough')}
              {text(
                'recovery',
                'Months to recover',
                'months',
                'scenario.recoveryMonths',
                'Empty: it stays at the trough.',
              )}
            </>
          ) : form.kind === 'historical' ? (
            text(
              'from',
              'Replay from',
              'YYYY-MM-DD',
              'scenario.from',
              history ? `Stored closes from ${history.days[0]} to ${history.days.at(-1)}.` : undefined,
            )
          ) : form.kind === 'path' ? (
            <div className="sm:col-span-2">
              {text(
                'path',
                'Month-end prices',
                'USD',
                'scenario.monthEndPrices',
                'One price per month of the horizon, separated by commas.',
              )}
            </div>
          ) : (
            <>
              {text('paths', 'Paths', '', 'scenario.paths', 'Up to 100,000.')}
              {text('seed', 'Seed', '', 'scenario.seed', 'The same seed gives the same answer.')}
              {text('block', 'Block length', 'days', 'scenario.blockDays')}
            </>
          )}
        </Fieldset>
        <Fieldset legend="Actions (off: report only)">
          <Toggle
            label="Top up collateral from free BTC at a margin call"
            checked={form.topUp}
            onChange={(topUp) => update({ topUp })}
          />
          <Toggle
            label="Sell BTC to cover the burn when cash runs out"
            checked={form.sell}
            onChange={(sell) => update({ sell })}
          />
          <Toggle label="Repay loans at maturity" checked={form.repay} onChange={(repay) => update({ repay })} />
        </Fieldset>
        <Fieldset legend="Solver">
          {text('runway', 'Required runway', 'months', 'solver.requiredRunwayMonths')}
          {form.kind === 'monte_carlo'
            ? text('maxBreach', 'Accepted breach probability', '%', 'solver.maxBreachProbabilityPct')
            : null}
        </Fieldset>
      </form>

      <section
        aria-labelledby="stress-results-heading"
        className="flex min-w-0 flex-col gap-5"
        data-testid="stress-results"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="stress-results-heading" className="text-xl font-semibold text-primary">
            Results
          </h2>
          <div className="flex flex-wrap gap-2" data-print="hide">
            <CopyLinkButton url={shareableUrl(origin, pathname, serializeStressSearch(form))} />
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={!report || busy}
              onClick={() => report && downloadCsv('treasury-stress-test.csv', reportCsv(report))}
            >
              <Download aria-hidden="true" />
              Export CSV
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          </div>
        </div>
        <div aria-live="polite" className="text-sm" data-testid="run-status">
          {errors
            ? 'Correct the fields marked above to run the test.'
            : run.status === 'error'
              ? run.message
              : run.status === 'idle' && !answer
                ? 'Loading the stored prices…'
                : busy
                  ? 'Running…'
                  : null}
        </div>
        {answer ? <StressAnswer answer={answer} busy={busy} /> : null}
        <p className="text-xs text-muted-foreground">
          A model, not a forecast: educational material, not investment advice.
        </p>
      </section>
    </div>
  );
}
