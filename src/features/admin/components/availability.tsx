// Availability for consultation bookings: the weekly hours (the whole week is saved at once;
// an empty week closes bookings) and blackout dates, both read in the firm's time zone. A
// blackout date is today or later; adding one says whether it replaced a reason and how many
// bookings that day are still booked; removing one is asked first.
import { blackoutInput, weeklyHoursInput, type BlackoutAnswer } from '@domain/schemas/admin-leads';
import { zonedDate } from '@domain/time-zone';
import { useState } from 'react';
import { useAddBlackout, useAvailability, useRemoveBlackout, useSetWeeklyHours } from '@/api/admin/leads';
import { TextField } from '@/components/form/text-field';
import { FormStatus, SelectField, SubmitButton } from '@/components/form/form-fields';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import type { AvailabilityView } from '@domain/schemas/admin-leads';
import { ActionError, AdminSection, ConfirmDialog, DataTable, LoadFailed, cellClass, countOf } from './shared';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function Availability() {
  const availability = useAvailability();
  if (availability.isPending) return <Skeleton className="h-48 w-full" />;
  if (availability.isError) return <LoadFailed what="the availability" error={availability.error} />;
  return (
    <>
      <WeeklyHours key={JSON.stringify(availability.data.weeklyHours)} data={availability.data} />
      <Blackouts data={availability.data} />
    </>
  );
}

type Interval = { weekday: number; start: string; end: string };

function WeeklyHours({ data }: { data: AvailabilityView }) {
  // The list of intervals is the form's own state (useForm holds flat fields); the submit,
  // its checks and its failure go through useForm like every other admin form.
  const [intervals, setIntervals] = useState<Interval[]>(data.weeklyHours);
  const [saved, setSaved] = useState(false);
  const form = useForm({});
  const save = useSetWeeklyHours();
  const change = (index: number, patch: Partial<Interval>) => {
    setSaved(false);
    setIntervals((current) => current.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  };
  const submit = form.submit({
    schema: weeklyHoursInput,
    input: () => ({ weeklyHours: intervals }),
    send: (input) => {
      setSaved(false);
      return save.mutateAsync(input);
    },
    failureText: 'The hours could not be saved.',
    success: () => null,
    onSuccess: () => setSaved(true),
  });
  return (
    <AdminSection title="Weekly hours" intro={`When consultations can be booked, in ${data.timeZone}.`}>
      <form aria-label="Weekly hours" onSubmit={submit} className="flex flex-col gap-3" noValidate>
        {intervals.length === 0 ? <p className="text-sm">No hours: bookings are closed.</p> : null}
        {intervals.map((interval, index) => (
          <fieldset key={index} className="flex flex-wrap items-end gap-3" data-testid="hours-row">
            <legend className="sr-only">Interval {index + 1}</legend>
            <SelectField
              label="Day"
              value={String(interval.weekday)}
              onChange={(event) => change(index, { weekday: Number(event.target.value) })}
              options={WEEKDAYS.map((day, at) => ({ value: String(at + 1), label: day }))}
            />
            <TextField
              label="Opens"
              type="time"
              className="w-40"
              value={interval.start}
              onChange={(event) => change(index, { start: event.target.value })}
            />
            <TextField
              label="Closes"
              type="time"
              className="w-40"
              value={interval.end}
              onChange={(event) => change(index, { end: event.target.value })}
            />
            <Button
              type="button"
              variant="ghost"
              onClick={() => setIntervals((current) => current.filter((_item, at) => at !== index))}
            >
              Remove <span className="sr-only">interval {index + 1}</span>
            </Button>
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => setIntervals((current) => [...current, { weekday: 1, start: '09:00', end: '17:00' }])}
          >
            Add an interval
          </Button>
          <SubmitButton submitting={form.submitting} sendingLabel="Save the week">
            Save the week
          </SubmitButton>
        </div>
        <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement} />
        {saved ? <p role="status">The weekly hours are saved.</p> : null}
      </form>
    </AdminSection>
  );
}

/** What adding a blackout date did, in words: new or a replaced reason, and the bookings left. */
function blackoutOutcome(date: string, replaced: boolean, answer: BlackoutAnswer): string {
  const day = formatDate(date);
  const what = replaced
    ? `${day} already was a blackout date: its reason was replaced.`
    : `${day} is now a blackout date.`;
  const booked = answer.bookedOnDate;
  if (booked === 0) return what;
  return `${what} ${countOf(booked, 'booking')} on that day ${booked === 1 ? 'is' : 'are'} still booked: cancel ${booked === 1 ? 'it' : 'them'} in Bookings if the consultation cannot take place.`;
}

function Blackouts({ data }: { data: AvailabilityView }) {
  const form = useForm({ date: '', reason: '' });
  const [done, setDone] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AvailabilityView['blackouts'][number] | null>(null);
  const add = useAddBlackout();
  const remove = useRemoveBlackout();
  const submit = form.submit({
    schema: blackoutInput,
    input: (values) => ({ date: values.date, reason: values.reason || null }),
    send: async (input) => {
      setDone(null);
      const replaced = data.blackouts.some((blackout) => blackout.date === input.date);
      return { input, replaced, answer: await add.mutateAsync(input) };
    },
    failureText: 'That did not work. Try again.',
    success: () => null,
    onSuccess: ({ input, replaced, answer }) => {
      setDone(blackoutOutcome(input.date, replaced, answer));
      form.fill({ date: '', reason: '' });
    },
  });
  // The earliest date the server takes: today in the firm's zone.
  const today = zonedDate(new Date(), data.timeZone);
  return (
    <AdminSection
      title="Blackout dates"
      intro={
        data.bankHolidays === 'england-and-wales'
          ? 'Days without bookings (holidays, travel). The bank holidays of England and Wales are added once a year; remove one to take bookings that day.'
          : 'Days without bookings (holidays, travel).'
      }
    >
      <form
        aria-label="Add a blackout date"
        noValidate
        className="mb-4 flex flex-wrap items-end gap-3"
        onSubmit={submit}
      >
        <TextField
          label="Date"
          type="date"
          className="w-44"
          min={today}
          hint={`Today (${today}) or later, in ${data.timeZone}`}
          {...form.field('date')}
        />
        <TextField label="Reason (optional)" className="w-64" {...form.field('reason')} />
        <SubmitButton
          submitting={form.submitting}
          sendingLabel="Add date"
          disabled={form.submitting || form.values.date === ''}
        >
          Add date
        </SubmitButton>
      </form>
      <div aria-live="polite">
        {done ? (
          <p role="status" className="mb-3" data-testid="blackout-done">
            {done}
          </p>
        ) : null}
        <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement} />
        {removing ? null : <ActionError error={remove.error} />}
      </div>
      <DataTable
        caption="Blackout dates"
        columns={['Date', 'Reason', 'Actions']}
        rowCount={data.blackouts.length}
        empty="No blackout dates."
      >
        {data.blackouts.map((blackout) => (
          <TableRow key={blackout.date}>
            <TableCell className={cellClass}>{formatDate(blackout.date)}</TableCell>
            <TableCell className={cellClass}>{blackout.reason ?? '—'}</TableCell>
            <TableCell className={cellClass}>
              <Button
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                onClick={() => {
                  remove.reset();
                  setRemoving(blackout);
                }}
              >
                Remove <span className="sr-only">{formatDate(blackout.date)}</span>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
      {removing ? (
        <ConfirmDialog
          title={`Remove the blackout on ${formatDate(removing.date)}?`}
          body={`Consultations can be booked on ${formatDate(removing.date)} again${removing.reason ? ` (it was: ${removing.reason})` : ''}. A removed bank holiday is not added back.`}
          action="Remove the date"
          cancel="Keep the date"
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() =>
            remove.mutate(removing.date, {
              onSuccess: () => {
                setRemoving(null);
                setDone(`${formatDate(removing.date)} takes bookings again.`);
              },
            })
          }
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </AdminSection>
  );
}
