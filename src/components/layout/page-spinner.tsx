import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

export const LOADING_PAGE_LABEL = 'Loading page';

/** Fills the page area while a route module loads. */
export function PageSpinner({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-1 items-center justify-center py-24', className)}>
      <Spinner label={LOADING_PAGE_LABEL} />
    </div>
  );
}

/** A small floating spinner over the current page while the next one loads. */
export function NavigationSpinner() {
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-30 flex justify-center pt-4">
      <div className="rounded-full border border-border bg-card p-2 shadow-md">
        <Spinner label={LOADING_PAGE_LABEL} className="[&_svg]:size-6" />
      </div>
    </div>
  );
}
