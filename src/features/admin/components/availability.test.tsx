// Blackout dates against msw: the server's refusal of a past date is shown under the Date
// field; re-adding a date says its reason was replaced; adding a date with bookings says how
// many are still booked; Remove asks first and sends nothing until confirmed.
import { BLACKOUT_IN_PAST, type AvailabilityView } from '@domain/schemas/admin-leads';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { Availability } from './availability';

const availability: AvailabilityView = {
  timeZone: 'Europe/London',
  bankHolidays: 'none',
  weeklyHours: [{ weekday: 1, start: '09:00', end: '17:00' }],
  blackouts: [{ date: '2099-12-24', reason: 'Closed' }],
};

function serve(answer: (body: { date: string; reason: string | null }) => Response) {
  const writes: string[] = [];
  server.use(
    http.get('*/api/admin/availability', () => HttpResponse.json(availability)),
    http.post('*/api/admin/availability/blackouts', async ({ request }) => {
      const body = (await request.json()) as { date: string; reason: string | null };
      writes.push(`add ${body.date}`);
      return answer(body);
    }),
    http.delete('*/api/admin/availability/blackouts/:date', ({ params }) => {
      writes.push(`remove ${String(params.date)}`);
      return HttpResponse.json({ ...availability, blackouts: [] });
    }),
  );
  return writes;
}

async function addDate(user: ReturnType<typeof renderWithProviders>['user'], date: string, reason = '') {
  const form = await screen.findByRole('form', { name: 'Add a blackout date' });
  await user.type(within(form).getByLabelText('Date'), date);
  if (reason) await user.type(within(form).getByLabelText('Reason (optional)'), reason);
  await user.click(within(form).getByRole('button', { name: 'Add date' }));
  return form;
}

describe('blackout dates', () => {
  it('shows the refusal of a past date under the Date field', async () => {
    serve(() =>
      HttpResponse.json(
        {
          code: 'VALIDATION_FAILED',
          message: `Invalid request: date: ${BLACKOUT_IN_PAST}`,
          details: { issues: [{ path: 'date', message: BLACKOUT_IN_PAST }] },
        },
        { status: 422 },
      ),
    );
    const { user } = renderWithProviders(<Availability />);
    const form = await addDate(user, '2020-01-01');
    await waitFor(() => expect(within(form).getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText(BLACKOUT_IN_PAST)).toBeInTheDocument();
  });

  it('says when a reason was replaced and how many bookings that day are still booked', async () => {
    serve((body) =>
      HttpResponse.json(
        { ...availability, blackouts: [{ date: body.date, reason: body.reason }], bookedOnDate: 2 },
        { status: 200 },
      ),
    );
    const { user } = renderWithProviders(<Availability />);
    await addDate(user, '2099-12-24', 'Travel');
    const done = await screen.findByTestId('blackout-done');
    expect(done).toHaveTextContent('Dec 24, 2099 already was a blackout date: its reason was replaced.');
    expect(done).toHaveTextContent('2 bookings on that day are still booked');
  });

  it('says a new date is a blackout date, without bookings to mention', async () => {
    serve((body) =>
      HttpResponse.json(
        { ...availability, blackouts: [{ date: body.date, reason: null }], bookedOnDate: 0 },
        { status: 201 },
      ),
    );
    const { user } = renderWithProviders(<Availability />);
    await addDate(user, '2099-12-27');
    const done = await screen.findByTestId('blackout-done');
    expect(done).toHaveTextContent(/^Dec 27, 2099 is now a blackout date\.$/);
  });

  it('asks before removing a date', async () => {
    const writes = serve(() => HttpResponse.json({}));
    const { user } = renderWithProviders(<Availability />);
    const remove = await screen.findByRole('button', { name: 'Remove Dec 24, 2099' });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove the blackout on Dec 24, 2099?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the date' }));
    expect(writes).toEqual([]);
    await waitFor(() => expect(remove).toHaveFocus());
    await user.click(remove);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove the blackout on Dec 24, 2099?' })).getByRole('button', {
        name: 'Remove the date',
      }),
    );
    await waitFor(() => expect(writes).toEqual(['remove 2099-12-24']));
  });
});

describe('weekly hours', () => {
  function serveHours(refuse: boolean) {
    const puts: unknown[] = [];
    server.use(
      http.get('*/api/admin/availability', () => HttpResponse.json(availability)),
      http.put('*/api/admin/availability/hours', async ({ request }) => {
        const body = (await request.json()) as Pick<AvailabilityView, 'weeklyHours'>;
        puts.push(body);
        if (refuse)
          return HttpResponse.json(
            { code: 'VALIDATION_FAILED', message: 'The hours overlap a booking.', details: { issues: [] } },
            { status: 422 },
          );
        return HttpResponse.json({ ...availability, weeklyHours: body.weeklyHours });
      }),
    );
    return puts;
  }

  it('checks the week before sending and says when it is saved', async () => {
    const puts = serveHours(false);
    const { user } = renderWithProviders(<Availability />);
    const form = await screen.findByRole('form', { name: 'Weekly hours' });
    const closes = within(form).getByLabelText('Closes');
    await user.clear(closes);
    await user.type(closes, '08:00');
    await user.click(within(form).getByRole('button', { name: 'Save the week' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Each interval must close at least 30 minutes after it opens',
    );
    expect(puts).toEqual([]);

    await user.clear(closes);
    await user.type(closes, '12:30');
    await user.click(within(form).getByRole('button', { name: 'Save the week' }));
    expect(await within(form).findByText('The weekly hours are saved.')).toBeInTheDocument();
    expect(puts).toEqual([{ weeklyHours: [{ weekday: 1, start: '09:00', end: '12:30' }] }]);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal for the whole week", async () => {
    const puts = serveHours(true);
    const { user } = renderWithProviders(<Availability />);
    const form = await screen.findByRole('form', { name: 'Weekly hours' });
    await user.click(within(form).getByRole('button', { name: 'Save the week' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The hours overlap a booking.');
    expect(puts).toHaveLength(1);
    expect(within(form).queryByText('The weekly hours are saved.')).not.toBeInTheDocument();
  });
});
