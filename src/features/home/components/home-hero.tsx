import { ArrowRight } from 'lucide-react';
import { Link } from '@/lib/navigation';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export const ASSESSMENT_CTA = 'Take the free assessment';
export const CONSULTATION_CTA = 'Book a 30-minute no-cost consultation';

export function HomeHero() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-primary text-primary-foreground">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-32 -top-32 size-[28rem] rounded-full bg-accent/15 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 pb-20 pt-16 sm:px-6 sm:pb-24 sm:pt-20 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">
          For CFOs, treasurers and finance teams
        </p>
        <h1
          id="hero-heading"
          className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          Bitcoin treasury decisions, made with the rigour of finance.
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-200">
          Vaultmark helps finance teams decide whether and how Bitcoin belongs on the balance sheet: policy and
          governance, custody and risk, accounting and board reporting — with education, advisory programs and market
          data whose sources and dates are shown.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild variant="accent" size="lg" className="h-auto min-h-12 whitespace-normal py-3 text-center">
            <Link to={paths.assessment}>
              {ASSESSMENT_CTA}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            asChild
            variant="outline"
            size="lg"
            className="h-auto min-h-12 whitespace-normal border-white/40 bg-transparent py-3 text-center text-white hover:bg-white/10"
          >
            <Link to={paths.scheduleConsultation}>{CONSULTATION_CTA}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
