// Webinar sessions against msw: cancelling a session asks first and says how many
// registrants are emailed; closing a dialog gives focus back to the button that opened it;
// an empty start time is worded for the picker ("Choose a date and time."), not as the API's
// ISO 8601 advice, and the hint names the visitor's zone.
import type { AdminWebinarSession } from '@domain/schemas/admin-leads';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { detectTimeZone } from '@/lib/time-zones';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { WebinarSessions } from './webinar-sessions';

const session: AdminWebinarSession = {
  id: 's1',
  title: 'Custody deep dive',
  abstract: 'Questions to ask a custodian.',
  startsAt: '2026-12-05T16:00:00.000Z',
  durationMinutes: 60,
  capacity: 100,
  joinUrl: null,
  status: 'scheduled',
  seriesKey: null,
  registered: 2,
  seatsLeft: 98,
  createdAt: '2026-11-01T09:00:00.000Z',
};

function serve() {
  const sent: string[] = [];
  server.use(
    http.get('*/api/admin/webinars', () => HttpResponse.json({ items: [session], page: 1, pageSize: 50, total: 1 })),
    http.post('*/api/admin/webinars/:id/cancel', ({ params }) => {
      sent.push(`cancel ${String(params.id)}`);
      return HttpResponse.json({ ...session, status: 'cancelled' });
    }),
    http.post('*/api/admin/webinars', () => {
      sent.push('create');
      return HttpResponse.json(session, { status: 201 });
    }),
  );
  return sent;
}

describe('webinar sessions', () => {
  it('asks before cancelling a session, naming how many registrants are emailed', async () => {
    const sent = serve();
    const { user } = renderWithProviders(<WebinarSessions />);
    const cancelButton = await screen.findByRole('button', { name: 'Cancel session Custody deep dive' });
    await user.click(cancelButton);
    const dialog = screen.getByRole('dialog', { name: 'Cancel Custody deep dive?' });
    expect(dialog).toHaveTextContent('2 registrants will be emailed that the session is cancelled.');
    expect(sent).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(cancelButton).toHaveFocus());
    expect(sent).toEqual([]);

    await user.click(cancelButton);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel Custody deep dive?' })).getByRole('button', {
        name: 'Cancel the session',
      }),
    );
    await waitFor(() => expect(sent).toEqual(['cancel s1']));
  });

  it('gives focus back to "Add a session" when its dialog is closed', async () => {
    serve();
    const { user } = renderWithProviders(<WebinarSessions />);
    await screen.findByTestId('webinar-row');
    const add = screen.getByRole('button', { name: 'Add a session' });
    await user.click(add);
    const form = screen.getByRole('form', { name: 'Add a webinar session' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('says "Choose a date and time." for an empty start and names the zone in the hint', async () => {
    const sent = serve();
    const { user } = renderWithProviders(<WebinarSessions />);
    await user.click(await screen.findByRole('button', { name: 'Add a session' }));
    const form = screen.getByRole('form', { name: 'Add a webinar session' });
    await user.type(within(form).getByLabelText('Title'), 'Accounting basics');
    await user.type(within(form).getByLabelText('Abstract'), 'Fair value in practice.');
    await user.click(within(form).getByRole('button', { name: 'Add session' }));
    const starts = within(form).getByLabelText('Starts');
    expect(starts).toHaveAttribute('aria-invalid', 'true');
    expect(starts).toHaveAccessibleDescription(`Choose a date and time. In your time zone (${detectTimeZone()})`);
    expect(form).not.toHaveTextContent('ISO 8601');
    expect(sent).toEqual([]);
  });
});
