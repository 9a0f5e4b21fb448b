import type * as React from 'react';
import { cn } from '@/lib/utils';

/** The title block every page opens with: one h1, an optional lead paragraph and actions. */
export function PageHeader({
  title,
  description,
  eyebrow,
  children,
  className,
}: {
  title: string;
  description?: React.ReactNode;
  eyebrow?: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <header data-slot="page-header" className={cn('mb-8 max-w-3xl', className)}>
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-accent-strong">{eyebrow}</p>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">{title}</h1>
      {description ? <div className="mt-3 text-lg text-muted-foreground">{description}</div> : null}
      {children ? <div className="mt-5 flex flex-wrap gap-3">{children}</div> : null}
    </header>
  );
}
