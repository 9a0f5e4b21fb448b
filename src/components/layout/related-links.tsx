import { ArrowRight } from 'lucide-react';
import { Link } from '@/lib/navigation';
import { cn } from '@/lib/utils';

export interface RelatedLink {
  label: string;
  to: string;
  description?: string;
}

/** A short list of where to go next, at the foot of a page. */
export function RelatedLinks({
  title = 'Related pages',
  links,
  className,
}: {
  title?: string;
  links: readonly RelatedLink[];
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      data-slot="related-links"
      className={cn('mt-12 border-t border-border pt-8', className)}
    >
      <h2 className="text-lg font-semibold text-primary">{title}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex h-full flex-col rounded-lg border border-border p-4 transition-colors hover:border-accent hover:bg-muted/50"
            >
              <span className="inline-flex items-center gap-1 font-semibold text-primary">
                {link.label}
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
              {link.description ? <span className="mt-1 text-sm text-muted-foreground">{link.description}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
