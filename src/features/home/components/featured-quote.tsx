// "In their words": a public statement about corporate Bitcoin treasuries, quoted with its
// date and source. It is context, not an endorsement of Vaultmark, and the page says so.
import { Quote } from 'lucide-react';
import { formatDate } from '@/lib/format';
import { useFeaturedTestimonial } from '@/api/testimonials/get-featured-testimonial';

function isWebUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

export function FeaturedQuote() {
  const { data: quote } = useFeaturedTestimonial();
  if (!quote) return null;

  const role = [quote.title, quote.company].filter(Boolean).join(', ');
  const source = quote.sourceLabel ?? (quote.sourceUrl ? 'Source' : null);

  return (
    <section aria-labelledby="in-their-words-heading" className="bg-muted py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <p id="in-their-words-heading" className="text-sm font-semibold uppercase tracking-wide text-accent-strong">
          In their words
        </p>
        <figure data-testid="featured-quote" className="mt-4">
          <Quote aria-hidden="true" className="size-10 text-accent" />
          <blockquote className="mt-4 text-xl font-medium leading-8 text-primary sm:text-2xl sm:leading-10">
            <p>“{quote.quote}”</p>
          </blockquote>
          <figcaption className="mt-6 text-sm leading-6 text-muted-foreground">
            <span className="font-semibold text-foreground">{quote.author}</span>
            {role ? <span>, {role}</span> : null}
            {quote.quotedOn ? <span> · {formatDate(quote.quotedOn)}</span> : null}
            {source ? (
              <span>
                {' · '}
                {quote.sourceUrl && isWebUrl(quote.sourceUrl) ? (
                  <a
                    href={quote.sourceUrl}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="font-medium text-accent-strong underline underline-offset-2"
                  >
                    {source}
                  </a>
                ) : (
                  source
                )}
              </span>
            ) : null}
          </figcaption>
        </figure>
        <p className="mt-6 text-xs text-muted-foreground">
          A public statement about Bitcoin as a corporate treasury asset, quoted for context. It is not an endorsement
          of Vaultmark.
        </p>
      </div>
    </section>
  );
}
