import { FileSpreadsheet, Landmark, MessagesSquare, ShieldCheck } from 'lucide-react';
import type * as React from 'react';

interface Benefit {
  title: string;
  body: string;
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

export const benefits: readonly Benefit[] = [
  {
    title: 'Governance and policy',
    body: 'A written treasury policy sets the allocation limits, who may buy or sell, and when the decision is reviewed — so the position is a board decision, not an individual one.',
    icon: Landmark,
  },
  {
    title: 'Risk management and custody',
    body: 'Volatility, liquidity needs and counterparty risk are sized before the first purchase, and custody is chosen with key control, insurance and segregation in view.',
    icon: ShieldCheck,
  },
  {
    title: 'Accounting and reporting',
    body: 'Measurement, disclosure and audit evidence are planned up front, so quarter-end reporting follows a known process instead of a scramble.',
    icon: FileSpreadsheet,
  },
  {
    title: 'Board communication',
    body: 'Directors and investors get a clear rationale, the risks in plain terms and a regular report, which makes the position easier to explain and to defend.',
    icon: MessagesSquare,
  },
];

export function BenefitCards() {
  return (
    <section aria-labelledby="benefits-heading" className="border-y border-border bg-muted/60 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-strong">Why a structured approach</p>
          <h2 id="benefits-heading" className="mt-2 text-3xl font-bold tracking-tight text-primary">
            Treat Bitcoin like any other treasury decision: with a process
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            The questions are familiar to every treasury function. What changes is the asset, and the answers need to be
            written down before the money moves.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {benefits.map(({ title, body, icon: Icon }) => (
            <li key={title} className="flex gap-4 rounded-xl bg-card p-6 shadow-sm ring-1 ring-border">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-accent">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-primary">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
