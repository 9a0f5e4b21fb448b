// The home page's closing calls to action: the free assessment and the no-cost consultation,
// in a panel whose cards wrap their long button labels rather than grow past it on a phone.
import { CalendarClock, ClipboardCheck } from 'lucide-react';
import { Link } from '@/lib/navigation';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ASSESSMENT_CTA, CONSULTATION_CTA } from './home-hero';

export function HomeCallToAction() {
  return (
    <section aria-labelledby="get-started-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-primary px-6 py-12 text-primary-foreground sm:px-12">
          <h2 id="get-started-heading" className="max-w-2xl text-3xl font-bold tracking-tight">
            Start with where your treasury stands today
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">
            The assessment shows which questions your team has answered and which remain open. A consultation is a
            30-minute conversation with no cost and no obligation.
          </p>
          <div className="mt-8 grid gap-4 md:grid-cols-2">
            <div data-slot="cta-card" className="min-w-0 rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
              <ClipboardCheck aria-hidden="true" className="size-6 text-accent" />
              <p className="mt-3 text-sm text-slate-200">
                Governance, risk, custody and reporting readiness, in one pass.
              </p>
              <Button
                asChild
                variant="accent"
                className="mt-5 h-auto w-full whitespace-normal py-2 text-center sm:w-auto"
              >
                <Link to={paths.assessment}>{ASSESSMENT_CTA}</Link>
              </Button>
            </div>
            <div data-slot="cta-card" className="min-w-0 rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
              <CalendarClock aria-hidden="true" className="size-6 text-accent" />
              <p className="mt-3 text-sm text-slate-200">
                Talk through your situation and what a sensible next step is.
              </p>
              <Button
                asChild
                variant="outline"
                className="mt-5 h-auto w-full whitespace-normal py-2 text-center sm:w-auto"
              >
                <Link to={paths.scheduleConsultation}>{CONSULTATION_CTA}</Link>
              </Button>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
