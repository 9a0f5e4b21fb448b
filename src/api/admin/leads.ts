// Leads (admins only): bookings, webinar sessions and their registrations, assessment
// results and pricing enquiries, each a filtered page with a CSV export of the same rows
// (the server writes the CSV with domain/csv.ts, formula cells neutralised); the booking
// and enquiry status changes; availability (weekly hours, blackout dates) and webinar
// session editing.
import {
  adminAssessmentPageSchema,
  adminConsultationPageSchema,
  adminConsultationSchema,
  adminEnquiryPageSchema,
  adminEnquirySchema,
  adminRegistrationPageSchema,
  adminWebinarSessionPageSchema,
  adminWebinarSessionSchema,
  availabilitySchema,
  blackoutAnswerSchema,
  type BlackoutInput,
  type WebinarSessionInput,
  type WebinarSessionPatch,
  type WeeklyHoursInput,
} from '@domain/schemas/admin-leads';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { api, type QueryValue } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export const LEAD_LISTS = {
  consultations: { path: '/api/admin/consultations', schema: adminConsultationPageSchema },
  webinars: { path: '/api/admin/webinars', schema: adminWebinarSessionPageSchema },
  assessments: { path: '/api/admin/assessments', schema: adminAssessmentPageSchema },
  enquiries: { path: '/api/admin/enquiries', schema: adminEnquiryPageSchema },
} as const;
export type LeadListKind = keyof typeof LEAD_LISTS;

/** Filters of a lead list: status (or level), firm-local dates, page. */
export type LeadQuery = Record<string, QueryValue>;

const withoutBlanks = (query: LeadQuery) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== '' && value !== undefined && value !== null),
  );

/** One page of a lead list, typed by its kind. */
export type LeadPage<Kind extends LeadListKind> = z.output<(typeof LEAD_LISTS)[Kind]['schema']>;

export const getLeadList = <Kind extends LeadListKind>(
  kind: Kind,
  query: LeadQuery,
  signal?: AbortSignal,
): Promise<LeadPage<Kind>> =>
  api.get(LEAD_LISTS[kind].path, { query: withoutBlanks(query), signal }, LEAD_LISTS[kind].schema) as Promise<
    LeadPage<Kind>
  >;

export const getLeadListQueryOptions = <Kind extends LeadListKind>(kind: Kind, query: LeadQuery) =>
  queryOptions({
    queryKey: adminKeys.leadList(kind, withoutBlanks(query)),
    queryFn: ({ signal }): Promise<LeadPage<Kind>> => getLeadList(kind, query, signal),
    placeholderData: keepPreviousData,
  });

export function useLeadList<Kind extends LeadListKind>(kind: Kind, query: LeadQuery) {
  return useQuery(getLeadListQueryOptions(kind, query));
}

/** The address of a list's CSV export with the same filters (a plain GET the browser downloads). */
export function leadExportUrl(path: string, query: LeadQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(withoutBlanks(query))) {
    if (key !== 'page' && key !== 'pageSize') params.set(key, String(value));
  }
  const search = params.toString();
  return `${path}/export${search ? `?${search}` : ''}`;
}

export const getRegistrations = (sessionId: string, signal?: AbortSignal) =>
  api.get(
    `/api/admin/webinars/${encodeURIComponent(sessionId)}/registrations`,
    { query: { pageSize: 200 }, signal },
    adminRegistrationPageSchema,
  );

export const getRegistrationsQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: adminKeys.registrations(sessionId),
    queryFn: ({ signal }) => getRegistrations(sessionId, signal),
  });

export function useRegistrations(sessionId: string) {
  return useQuery(getRegistrationsQueryOptions(sessionId));
}

function useInvalidateLeads() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.leads }),
      queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
    ]);
}

export const setBookingStatus = (id: string, action: 'cancel' | 'done') =>
  api.post(`/api/admin/consultations/${encodeURIComponent(id)}/${action}`, {}, adminConsultationSchema);

export function useSetBookingStatus() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'cancel' | 'done' }) => setBookingStatus(id, action),
    onSuccess: invalidate,
  });
}

export const setBookingJoinUrl = (id: string, joinUrl: string | null) =>
  api.patch(`/api/admin/consultations/${encodeURIComponent(id)}`, { joinUrl }, adminConsultationSchema);

export function useSetBookingJoinUrl() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: ({ id, joinUrl }: { id: string; joinUrl: string | null }) => setBookingJoinUrl(id, joinUrl),
    onSuccess: invalidate,
  });
}

export const setEnquiryStatus = (id: string, status: 'new' | 'invoiced' | 'closed') =>
  api.patch(`/api/admin/enquiries/${encodeURIComponent(id)}`, { status }, adminEnquirySchema);

export function useSetEnquiryStatus() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'new' | 'invoiced' | 'closed' }) => setEnquiryStatus(id, status),
    onSuccess: invalidate,
  });
}

export const createWebinarSession = (input: WebinarSessionInput) =>
  api.post('/api/admin/webinars', input, adminWebinarSessionSchema);

export function useCreateWebinarSession() {
  const invalidate = useInvalidateLeads();
  return useMutation({ mutationFn: createWebinarSession, onSuccess: invalidate });
}

export const updateWebinarSession = (id: string, patch: WebinarSessionPatch) =>
  api.patch(`/api/admin/webinars/${encodeURIComponent(id)}`, patch, adminWebinarSessionSchema);

export function useUpdateWebinarSession() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: WebinarSessionPatch }) => updateWebinarSession(id, patch),
    onSuccess: invalidate,
  });
}

export const cancelWebinarSession = (id: string) =>
  api.post(`/api/admin/webinars/${encodeURIComponent(id)}/cancel`, {}, adminWebinarSessionSchema);

export function useCancelWebinarSession() {
  const invalidate = useInvalidateLeads();
  return useMutation({ mutationFn: cancelWebinarSession, onSuccess: invalidate });
}

export const getAvailability = (signal?: AbortSignal) =>
  api.get('/api/admin/availability', { signal }, availabilitySchema);

export const getAvailabilityQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.availability, queryFn: ({ signal }) => getAvailability(signal) });

export function useAvailability() {
  return useQuery(getAvailabilityQueryOptions());
}

function useAvailabilityWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.availability }),
  });
}

export const putWeeklyHours = (input: WeeklyHoursInput) =>
  api.put('/api/admin/availability/hours', input, availabilitySchema);
export const useSetWeeklyHours = () => useAvailabilityWrite(putWeeklyHours);

export const addBlackout = (input: BlackoutInput) =>
  api.post('/api/admin/availability/blackouts', input, blackoutAnswerSchema);
export const useAddBlackout = () => useAvailabilityWrite(addBlackout);

export const removeBlackout = (date: string) =>
  api.delete(`/api/admin/availability/blackouts/${encodeURIComponent(date)}`, undefined, availabilitySchema);
export const useRemoveBlackout = () => useAvailabilityWrite(removeBlackout);
