// GET /api/consultations/slots?from=&to=&timeZone=: the free 30-minute slots (UTC instants)
// between two calendar dates of the visitor's zone, and the firm's zone.
import { slotListSchema, type SlotList } from '@domain/schemas/consultations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { journeyKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';

export const SLOTS_ERROR = 'The available times could not be loaded. Please try again.';

export interface SlotRange {
  from: string;
  to: string;
  timeZone: string;
}

export const getConsultationSlots = ({ from, to, timeZone }: SlotRange, signal?: AbortSignal): Promise<SlotList> =>
  withErrorText(
    api.get('/api/consultations/slots', { query: { from, to, timeZone }, signal }, slotListSchema),
    SLOTS_ERROR,
  );

export const getConsultationSlotsQueryOptions = (range: SlotRange) =>
  queryOptions({
    queryKey: journeyKeys.slots(range.from, range.to, range.timeZone),
    queryFn: ({ signal }) => getConsultationSlots(range, signal),
  });

export function useConsultationSlots(
  range: SlotRange,
  { queryConfig }: { queryConfig?: QueryConfig<typeof getConsultationSlotsQueryOptions> } = {},
) {
  return useQuery({ ...getConsultationSlotsQueryOptions(range), ...queryConfig });
}
