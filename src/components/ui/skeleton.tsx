import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A grey placeholder block shown while data loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
