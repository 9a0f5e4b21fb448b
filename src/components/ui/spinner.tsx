import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A spinning indicator announced as a status with `label` for screen readers. */
export function Spinner({ label = 'Loading', className, ...props }: React.ComponentProps<'div'> & { label?: string }) {
  return (
    <div
      data-slot="spinner"
      role="status"
      aria-label={label}
      className={cn('inline-flex items-center justify-center text-accent-strong', className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin motion-reduce:animate-none" />
    </div>
  );
}
