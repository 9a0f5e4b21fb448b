// Data tables (shadcn v4 shape). A table sits in a keyboard-focusable region that scrolls
// sideways on narrow screens, named by its visible caption, which stays in view while the
// table scrolls.
import type * as React from 'react';
import { cn } from '@/lib/utils';

export function TableContainer({
  className,
  labelledBy,
  ...props
}: React.ComponentProps<'div'> & { /** Id of the caption that names the scroll region. */ labelledBy: string }) {
  return (
    <div
      data-slot="table-container"
      role="region"
      aria-labelledby={labelledBy}
      // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
      tabIndex={0}
      className={cn('relative w-full overflow-x-auto rounded-lg border border-border bg-card', className)}
      {...props}
    />
  );
}

export function Table({ className, ...props }: React.ComponentProps<'table'>) {
  return <table data-slot="table" className={cn('w-full caption-top border-collapse text-sm', className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn(
        'sticky left-0 w-[min(100%,calc(100vw-3rem))] px-4 pt-3 pb-2 text-left text-sm text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('bg-muted/60 [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t-2 border-border bg-muted/60 font-semibold', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return <tr data-slot="table-row" className={cn('border-b border-border', className)} {...props} />;
}

export function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        'h-10 whitespace-nowrap px-3 text-left align-middle text-xs font-semibold uppercase tracking-wide text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('px-3 py-2.5 align-top', className)} {...props} />;
}
