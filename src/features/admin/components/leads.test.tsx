// The Leads screen against msw: a booking is cancelled or marked done only after a confirm
// step that names who is emailed; "Mark done" is not offered before the consultation starts;
// Cancel in the confirm step sends nothing and gives focus back to the button that opened it.
// The joining link is checked before it is sent (https only), a blank one clears the
// booking's link, and the server's 422 lands under the link's input.
import type { AdminConsultation } from '@domain/schemas/admin-leads';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { Leads } from './leads';

const HOUR = 3_600_000;

const booking = (overrides: Partial<AdminConsultation>): AdminConsultation => ({
  id: 'b1',
  status: 'booked',
  startsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
  endsAt: new Date(Date.now() + 48.5 * HOUR).toISOString(),
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: null,
  role: null,
  topic: null,
  visitorTimeZone: 'Europe/London',
  assessmentToken: null,
  hasAccount: false,
  reminderSentAt: null,
  cancelledAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  joinUrl: null,
  effectiveJoinUrl: null,
  ...overrides,
});

const upcoming = booking({});
const started = booking({
  id: 'b2',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() - 0.5 * HOUR).toISOString(),
});

function serve() {
  const posts: string[] = [];
  server.use(
    http.patch('*/api/admin/consultations/:id', async ({ params, request }) => {
      const body = (await request.json()) as { joinUrl: string | null };
      posts.push(`${String(params.id)} joinUrl ${String(body.joinUrl)}`);
      if (body.joinUrl === 'https://refused.example/') {
        return HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Invalid request: joinUrl: Not this room.',
            details: { issues: [{ path: 'joinUrl', message: 'Not this room.' }] },
          },
          { status: 422 },
        );
      }
      return HttpResponse.json({ ...upcoming, joinUrl: body.joinUrl, effectiveJoinUrl: body.joinUrl });
    }),
    http.get('*/api/admin/consultations', () =>
      HttpResponse.json({ items: [upcoming, started], page: 1, pageSize: 50, total: 2 }),
    ),
    http.post('*/api/admin/consultations/:id/:action', ({ params }) => {
      posts.push(`${String(params.id)} ${String(params.action)}`);
      const row = params.id === upcoming.id ? upcoming : started;
      return HttpResponse.json({ ...row, status: params.action === 'cancel' ? 'cancelled' : 'done' });
    }),
  );
  return posts;
}

describe('bookings', () => {
  it('offers "Mark done" only once the consultation has started', async () => {
    serve();
    renderWithProviders(<Leads />);
    const rows = await screen.findAllByTestId('booking-row');
    expect(within(rows[0]!).queryByRole('button', { name: /Mark done/ })).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Cancel booking (Ada Lovelace)' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Mark done (Grace Hopper)' })).toBeInTheDocument();
  });

  it('asks before cancelling a booking, naming who is emailed, and sends only when confirmed', async () => {
    const posts = serve();
    const { user } = renderWithProviders(<Leads />);
    const cancelButton = await screen.findByRole('button', { name: 'Cancel booking (Ada Lovelace)' });
    await user.click(cancelButton);
    const dialog = screen.getByRole('dialog', { name: 'Cancel the consultation with Ada Lovelace?' });
    expect(dialog).toHaveTextContent('Ada Lovelace will be emailed that the consultation on');
    expect(posts).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Keep the booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts).toEqual([]);
    await waitFor(() => expect(cancelButton).toHaveFocus());

    await user.click(cancelButton);
    await user.click(
      within(screen.getByRole('dialog', { name: /Cancel the consultation/ })).getByRole('button', {
        name: 'Cancel the booking',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toEqual(['b1 cancel']);
  });

  it('asks before marking a booking done', async () => {
    const posts = serve();
    const { user } = renderWithProviders(<Leads />);
    await user.click(await screen.findByRole('button', { name: 'Mark done (Grace Hopper)' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark the consultation with Grace Hopper done?' });
    expect(posts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(posts).toEqual(['b2 done']));
  });
});

describe("a booking's joining link", () => {
  it('checks the link before sending, saves a good one and clears with a blank', async () => {
    const posts = serve();
    const { user } = renderWithProviders(<Leads />);
    const input = await screen.findByRole('textbox', { name: 'Joining link for Ada Lovelace' });
    const save = screen.getByRole('button', { name: 'Save link (Ada Lovelace)' });

    await user.type(input, 'http://meet.example/room');
    await user.click(save);
    expect(await screen.findByText('Enter the joining link as an https:// address.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(posts).toEqual([]);

    await user.clear(input);
    await user.type(input, '  https://meet.example/room  ');
    await user.click(save);
    await waitFor(() => expect(posts).toEqual(['b1 joinUrl https://meet.example/room']));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.clear(input);
    await user.click(save);
    await waitFor(() => expect(posts).toEqual(['b1 joinUrl https://meet.example/room', 'b1 joinUrl null']));
  });

  it("shows the server's refusal under the link", async () => {
    serve();
    const { user } = renderWithProviders(<Leads />);
    const input = await screen.findByRole('textbox', { name: 'Joining link for Ada Lovelace' });
    await user.type(input, 'https://refused.example/');
    await user.click(screen.getByRole('button', { name: 'Save link (Ada Lovelace)' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('Not this room.');
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });
});
