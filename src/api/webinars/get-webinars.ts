// GET /api/webinars: upcoming sessions (soonest first, with seats left) and past ones.
import { webinarListSchema, type WebinarList } from '@domain/schemas/webinars';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { journeyKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';

export const WEBINARS_ERROR = 'The webinar sessions could not be loaded. Please try again.';

export const getWebinars = (signal?: AbortSignal): Promise<WebinarList> =>
  withErrorText(api.get('/api/webinars', { signal }, webinarListSchema), WEBINARS_ERROR);

export const getWebinarsQueryOptions = () =>
  queryOptions({ queryKey: journeyKeys.webinars, queryFn: ({ signal }) => getWebinars(signal) });

export function useWebinars({ queryConfig }: { queryConfig?: QueryConfig<typeof getWebinarsQueryOptions> } = {}) {
  return useQuery({ ...getWebinarsQueryOptions(), ...queryConfig });
}
