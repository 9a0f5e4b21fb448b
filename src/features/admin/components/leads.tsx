// Leads: consultation bookings (cancel, mark done once started, each asked first), webinar sessions with their
// registrations (attendee CSV) and editing, assessment results and pricing enquiries, each
// filtered by date and status with a CSV export of the same rows (written by the server with
// domain/csv.ts, formula cells neutralised); availability (weekly hours, blackout dates).
import { consultationJoinUrlInput, type AdminConsultation, type AdminEnquiry } from '@domain/schemas/admin-leads';
import { READINESS_LEVELS } from '@domain/assessment/scoring';
import { CONSULTATION_STATUSES } from '@domain/schemas/consultations';
import { ENQUIRY_STATUSES } from '@domain/schemas/enquiries';
import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';
import { LEAD_LISTS, useSetBookingJoinUrl, useSetBookingStatus, useSetEnquiryStatus } from '@/api/admin/leads';
import { FormStatus, SelectField, SubmitButton } from '@/components/form/form-fields';
import { inputClassName } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { Tabs } from '@/components/ui/tabs';
import { useNow } from '@/hooks/use-now';
import { formatDateTime } from '@/lib/format';
import { Availability } from './availability';
import { DATE_NOTE, LeadFilterBar, useFilteredList } from './lead-filters';
import { ActionError, AdminSection, ConfirmDialog, DataTable, LoadFailed, Pager, cellClass } from './shared';
import { WebinarSessions } from './webinar-sessions';

const LEAD_TABS = [
  { id: 'consultations', label: 'Bookings' },
  { id: 'webinars', label: 'Webinars' },
  { id: 'assessments', label: 'Assessments' },
  { id: 'enquiries', label: 'Enquiries' },
  { id: 'availability', label: 'Availability' },
] as const;
type LeadTab = (typeof LEAD_TABS)[number]['id'];

export function Leads() {
  const [tab, setTab] = useState<LeadTab>('consultations');
  return (
    <Tabs
      label="Lead lists"
      tabs={LEAD_TABS}
      selected={tab}
      onSelect={setTab}
      renderPanel={(id) => {
        switch (id) {
          case 'consultations':
            return <Bookings />;
          case 'webinars':
            return <WebinarSessions />;
          case 'assessments':
            return <Assessments />;
          case 'enquiries':
            return <Enquiries />;
          case 'availability':
            return <Availability />;
        }
      }}
    />
  );
}

/**
 * The booking's own joining link: saving mails it to the visitor with an updated invitation.
 * Empty: the firm's meeting room (CONSULTATION_JOIN_URL), when one is configured.
 */
function JoiningLinkField({ booking }: { booking: AdminConsultation }) {
  const form = useForm({ joinUrl: booking.joinUrl ?? '' });
  const save = useSetBookingJoinUrl();
  const who = booking.name ?? booking.email ?? booking.id;
  const submit = form.submit({
    schema: consultationJoinUrlInput,
    send: (input) => save.mutateAsync({ id: booking.id, joinUrl: input.joinUrl }),
    failureText: 'That did not work. Try again.',
    success: () => null,
  });
  const { error, ...joinUrl } = form.field('joinUrl');
  const errorId = `join-url-error-${booking.id}`;
  return (
    <form className="flex min-w-64 flex-col gap-1" noValidate onSubmit={submit}>
      <input
        className={inputClassName}
        type="url"
        inputMode="url"
        aria-label={`Joining link for ${who}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={booking.effectiveJoinUrl ?? 'https://… (none set)'}
        {...joinUrl}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex items-center gap-2">
        <SubmitButton size="sm" variant="outline" submitting={form.submitting} sendingLabel="Save link">
          Save link <span className="sr-only">({who})</span>
        </SubmitButton>
        {save.isSuccess ? <span className="text-xs text-muted-foreground">Saved.</span> : null}
      </div>
      <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement} />
    </form>
  );
}

/** How often the list re-reads the clock to offer "Mark done" once a consultation starts. */
const MINUTE_MS = 60_000;

type BookingAction = { action: 'cancel' | 'done'; booking: AdminConsultation } | null;

/** Who a booking is for, in words: the name, else the email, else its id. */
const bookedBy = (booking: AdminConsultation) => booking.name ?? booking.email ?? booking.id;

function Bookings() {
  const { filters, setFilters, list } = useFilteredList('consultations');
  const setStatus = useSetBookingStatus();
  const [asking, setAsking] = useState<BookingAction>(null);
  const ask = (next: NonNullable<BookingAction>) => {
    setStatus.reset();
    setAsking(next);
  };
  const now = useNow(MINUTE_MS).getTime();
  return (
    <AdminSection title="Consultation bookings" intro={`Bookings by start time. ${DATE_NOTE}`}>
      <LeadFilterBar
        kind="bookings"
        statusLabel="Status"
        statuses={CONSULTATION_STATUSES}
        filters={filters}
        onChange={setFilters}
        exportPath={LEAD_LISTS.consultations.path}
      />
      {asking ? null : <ActionError error={setStatus.error} />}
      <LeadListBody
        list={list}
        what="the bookings"
        caption="Consultation bookings"
        columns={['Starts', 'Name', 'Email', 'Company', 'Topic', 'Status', 'Joining link', 'Actions']}
        empty="No bookings match."
        pagerLabel="Booking pages"
        onPage={(page) => setFilters({ ...filters, page })}
        renderRow={(booking) => (
          <TableRow key={booking.id} data-testid="booking-row">
            <TableCell className={cellClass}>{formatDateTime(booking.startsAt)}</TableCell>
            <TableCell className={cellClass}>{booking.name ?? '—'}</TableCell>
            <TableCell className={cellClass}>{booking.email ?? '—'}</TableCell>
            <TableCell className={cellClass}>{booking.company ?? '—'}</TableCell>
            <TableCell className={`${cellClass} max-w-64 break-words`}>{booking.topic ?? '—'}</TableCell>
            <TableCell className={cellClass}>{booking.status}</TableCell>
            <TableCell className={cellClass}>
              {booking.status === 'booked' ? <JoiningLinkField booking={booking} /> : (booking.effectiveJoinUrl ?? '—')}
            </TableCell>
            <TableCell className={cellClass}>
              {booking.status === 'booked' ? (
                <div className="flex gap-1">
                  {/* A consultation is done only once it has started (the server refuses sooner). */}
                  {Date.parse(booking.startsAt) <= now ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={setStatus.isPending}
                      onClick={() => ask({ action: 'done', booking })}
                    >
                      Mark done <span className="sr-only">({booking.name ?? booking.id})</span>
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={setStatus.isPending}
                    onClick={() => ask({ action: 'cancel', booking })}
                  >
                    Cancel booking <span className="sr-only">({booking.name ?? booking.id})</span>
                  </Button>
                </div>
              ) : null}
            </TableCell>
          </TableRow>
        )}
      />
      {asking ? (
        <ConfirmDialog
          {...(asking.action === 'cancel'
            ? {
                title: `Cancel the consultation with ${bookedBy(asking.booking)}?`,
                body: `${asking.booking.name ?? asking.booking.email ?? 'The visitor'} will be emailed that the consultation on ${formatDateTime(asking.booking.startsAt)} is cancelled. This cannot be undone.`,
                action: 'Cancel the booking',
                cancel: 'Keep the booking',
              }
            : {
                title: `Mark the consultation with ${bookedBy(asking.booking)} done?`,
                body: 'Nobody is emailed. A booking marked done cannot be cancelled or set back to booked.',
                action: 'Mark done',
              })}
          pending={setStatus.isPending}
          error={setStatus.error}
          onConfirm={() =>
            setStatus.mutate({ id: asking.booking.id, action: asking.action }, { onSuccess: () => setAsking(null) })
          }
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </AdminSection>
  );
}

function Assessments() {
  const { filters, setFilters, list } = useFilteredList('assessments', 'level');
  return (
    <AdminSection title="Assessment results" intro={`Newest first. ${DATE_NOTE}`}>
      <LeadFilterBar
        kind="assessments"
        statusLabel="Readiness level"
        statusKey="level"
        statuses={READINESS_LEVELS}
        filters={filters}
        onChange={setFilters}
        exportPath={LEAD_LISTS.assessments.path}
      />
      <LeadListBody
        list={list}
        what="the assessments"
        caption="Assessment results"
        columns={['Taken', 'Email', 'Level', 'Overall score', 'Account']}
        empty="No assessments match."
        pagerLabel="Assessment pages"
        onPage={(page) => setFilters({ ...filters, page })}
        renderRow={(result) => (
          <TableRow key={result.id}>
            <TableCell className={cellClass}>{formatDateTime(result.createdAt)}</TableCell>
            <TableCell className={cellClass}>{result.email ?? '—'}</TableCell>
            <TableCell className={cellClass}>{result.level}</TableCell>
            <TableCell className={cellClass}>{result.overall}</TableCell>
            <TableCell className={cellClass}>{result.hasAccount ? 'Yes' : 'No'}</TableCell>
          </TableRow>
        )}
      />
    </AdminSection>
  );
}

function Enquiries() {
  const { filters, setFilters, list } = useFilteredList('enquiries');
  const setStatus = useSetEnquiryStatus();
  return (
    <AdminSection title="Pricing enquiries" intro={`Newest first. ${DATE_NOTE}`}>
      <LeadFilterBar
        kind="enquiries"
        statusLabel="Status"
        statuses={ENQUIRY_STATUSES}
        filters={filters}
        onChange={setFilters}
        exportPath={LEAD_LISTS.enquiries.path}
      />
      <ActionError error={setStatus.error} />
      <LeadListBody
        list={list}
        what="the enquiries"
        caption="Pricing enquiries"
        columns={['Received', 'Name', 'Email', 'Company', 'Program', 'Message', 'Status']}
        empty="No enquiries match."
        pagerLabel="Enquiry pages"
        onPage={(page) => setFilters({ ...filters, page })}
        renderRow={(enquiry) => (
          <TableRow key={enquiry.id} data-testid="enquiry-row">
            <TableCell className={cellClass}>{formatDateTime(enquiry.createdAt)}</TableCell>
            <TableCell className={cellClass}>{enquiry.name ?? '—'}</TableCell>
            <TableCell className={cellClass}>{enquiry.email ?? '—'}</TableCell>
            <TableCell className={cellClass}>{enquiry.company ?? '—'}</TableCell>
            <TableCell className={cellClass}>{enquiry.tier}</TableCell>
            <TableCell className={`${cellClass} max-w-64 break-words`}>{enquiry.message ?? '—'}</TableCell>
            <TableCell className={cellClass}>
              <SelectField
                label={`Status of the enquiry from ${enquiry.name ?? enquiry.id}`}
                className="[&>label]:sr-only"
                value={enquiry.status}
                onChange={(event) =>
                  setStatus.mutate({ id: enquiry.id, status: event.target.value as AdminEnquiry['status'] })
                }
                options={ENQUIRY_STATUSES.map((value) => ({ value, label: value }))}
              />
            </TableCell>
          </TableRow>
        )}
      />
    </AdminSection>
  );
}

/** One list's table and pager, or its loading and error states: what every lead list shows. */
function LeadListBody<Item>({
  list,
  what,
  caption,
  columns,
  empty,
  pagerLabel,
  onPage,
  renderRow,
}: {
  list: UseQueryResult<{ items: Item[]; page: number; pageSize: number; total: number }>;
  what: string;
  caption: string;
  columns: string[];
  empty: string;
  pagerLabel: string;
  onPage: (page: number) => void;
  renderRow: (item: Item) => React.ReactNode;
}) {
  if (list.isPending) return <Skeleton className="h-24 w-full" />;
  if (list.isError) return <LoadFailed what={what} error={list.error} />;
  return (
    <>
      <DataTable caption={caption} columns={columns} rowCount={list.data.items.length} empty={empty}>
        {list.data.items.map(renderRow)}
      </DataTable>
      <Pager
        label={pagerLabel}
        page={list.data.page}
        pageSize={list.data.pageSize}
        total={list.data.total}
        onPage={onPage}
      />
    </>
  );
}
