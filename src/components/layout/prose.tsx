import type * as React from 'react';
import { cn } from '@/lib/utils';

/** Readable long-form text (legal pages, case studies) without a typography plugin. */
export function Prose({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="prose"
      className={cn(
        'max-w-3xl space-y-4 leading-7 text-foreground',
        '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-primary',
        '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-primary',
        '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
        '[&_a]:font-medium [&_a]:text-accent-strong [&_a]:underline [&_a]:underline-offset-2',
        '[&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:italic',
        className,
      )}
      {...props}
    />
  );
}
