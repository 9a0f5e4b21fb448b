// About Us: what Vaultmark does, how it works with clients and the principles its content
// follows. Text in src/content/about.ts.
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { aboutIntro, aboutOfferings, aboutPrinciples, aboutSteps } from '@/content/about';

const linkClass = 'font-medium text-accent-strong underline underline-offset-2';

export function Component() {
  const [lead, ...rest] = aboutIntro;
  return (
    <PageContainer className="py-10">
      <PageHeader eyebrow={site.name} title="About Us" description={lead}>
        <Button asChild variant="accent">
          <Link to={paths.assessment}>Take the free assessment</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.scheduleConsultation}>Schedule a consultation</Link>
        </Button>
      </PageHeader>
      {rest.map((paragraph) => (
        <p key={paragraph} className="max-w-3xl leading-7">
          {paragraph}
        </p>
      ))}

      <section aria-labelledby="what-we-do" className="mt-14">
        <h2 id="what-we-do" className="text-2xl font-semibold text-primary">
          What we do
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {aboutOfferings.map((offering) => (
            <li key={offering.title} className="flex flex-col rounded-xl border border-border bg-card p-5">
              <h3 className="text-lg font-semibold text-primary">{offering.title}</h3>
              <p className="mt-2 text-sm leading-6">{offering.description}</p>
              <ul className="mt-4 space-y-1 text-sm">
                {offering.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-we-work" className="mt-14">
        <h2 id="how-we-work" className="text-2xl font-semibold text-primary">
          How we work with clients
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {aboutSteps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-border bg-card p-5">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-accent"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-primary">{step.title}</h3>
                <p className="mt-1 text-sm leading-6">{step.description}</p>
                <Link to={step.link.to} className={`mt-2 inline-block text-sm ${linkClass}`}>
                  {step.link.label}
                </Link>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="principles" className="mt-14">
        <h2 id="principles" className="text-2xl font-semibold text-primary">
          Our principles
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {aboutPrinciples.map((principle) => (
            <li key={principle.title} className="rounded-xl border border-border bg-card p-5">
              <h3 className="font-semibold text-primary">{principle.title}</h3>
              <p className="mt-1 text-sm leading-6">{principle.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="contact" className="mt-14 max-w-3xl">
        <h2 id="contact" className="text-2xl font-semibold text-primary">
          Contact
        </h2>
        <p className="mt-3 leading-7">
          Write to us at{' '}
          <a href={`mailto:${site.supportEmail}`} className={linkClass}>
            {site.supportEmail}
          </a>
          . Our content is educational, not investment, tax, legal or accounting advice; see the{' '}
          <Link to={paths.educationalDisclaimer} className={linkClass}>
            Educational Disclaimer
          </Link>
          .
        </p>
      </section>
    </PageContainer>
  );
}
