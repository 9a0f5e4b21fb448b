// Loading and error states of a table or a page that reads one query: the skeleton, the error with a retry.
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export function TableLoading({ label }: { label: string }) {
  return (
    <div className="space-y-3">
      <span role="status" className="sr-only">
        {label}
      </span>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

export function TableError({
  title,
  message,
  onRetry,
  retrying,
  className,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}) {
  return (
    <Alert variant="destructive" className={className}>
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <Button type="button" variant="outline" size="sm" className="mt-3" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** What a table shows before its query has data: the skeleton, or the error with a retry. */
export function QueryFallback({
  query,
  loadingLabel,
  errorTitle,
}: {
  query: UseQueryResult<unknown>;
  loadingLabel: string;
  errorTitle: string;
}) {
  if (query.status === 'error') {
    return (
      <TableError
        title={errorTitle}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <TableLoading label={loadingLabel} />;
}
