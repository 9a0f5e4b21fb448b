// The mail outbox against msw: Resend asks first, naming who is emailed again, and then says
// what happened ("Sent again to …", or the failure); Cancel sends nothing. Mail only written to
// the server log (no SMTP) is never shown as sent, and the screen says why.
import type { OutboxMessage, OutboxPage } from '@domain/schemas/mail';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { Mail } from './mail';

const message: OutboxMessage = {
  id: 'm1',
  kind: 'consultation_confirmation',
  to: 'ada@example.com',
  subject: 'Your consultation',
  body: 'See you then.',
  createdAt: '2026-11-01T09:00:00.000Z',
  status: 'failed',
  attempts: 5,
  lastError: 'Connection refused',
  lastAttemptAt: '2026-11-01T09:10:00.000Z',
  sentAt: null,
  deliveredVia: null,
  attachments: [],
  resendable: true,
  superseded: false,
};

function serve(
  answer: () => Response,
  list: Pick<OutboxPage, 'delivery' | 'messages'> = { delivery: 'smtp', messages: [message] },
) {
  const sent: string[] = [];
  server.use(
    http.get('*/api/admin/outbox', () =>
      HttpResponse.json({ ...list, page: 1, pageSize: 25, total: list.messages.length } satisfies OutboxPage),
    ),
    http.post('*/api/admin/outbox/:id/resend', ({ params }) => {
      sent.push(String(params.id));
      return answer();
    }),
  );
  return sent;
}

describe('mail outbox', () => {
  it('asks before sending a message again, then says it was sent', async () => {
    const sent = serve(() =>
      HttpResponse.json({ ...message, status: 'sent', attempts: 6, lastError: null, deliveredVia: 'smtp' }),
    );
    const { user } = renderWithProviders(<Mail />);
    const resend = await screen.findByRole('button', { name: /^Resend\s*Your consultation to ada@example.com$/ });
    await user.click(resend);
    const dialog = screen.getByRole('dialog', { name: 'Send “Your consultation” again?' });
    expect(dialog).toHaveTextContent('ada@example.com will be emailed this message again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await waitFor(() => expect(resend).toHaveFocus());

    await user.click(resend);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByTestId('mail-resent')).toHaveTextContent('Sent again to ada@example.com.');
    expect(sent).toEqual(['m1']);
  });

  it('says when sending again failed', async () => {
    serve(() => HttpResponse.json({ ...message, attempts: 6, lastError: 'Mailbox full' }));
    const { user } = renderWithProviders(<Mail />);
    await user.click(await screen.findByRole('button', { name: /^Resend\s*Your consultation to ada@example.com$/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByTestId('mail-resent')).toHaveTextContent(
      'Sending to ada@example.com failed again: Mailbox full',
    );
  });

  const sentAt = '2026-11-01T09:00:01.000Z';
  const logged: OutboxMessage = {
    ...message,
    id: 'm2',
    status: 'sent',
    attempts: 1,
    lastError: null,
    sentAt,
    deliveredVia: 'log',
  };

  it('shows mail written only to the log as such, never as sent, and says there is no SMTP', async () => {
    serve(() => HttpResponse.json(logged), {
      delivery: 'outbox',
      messages: [
        logged,
        { ...logged, id: 'm3', to: 'old@example.com', subject: 'From before', deliveredVia: null },
        { ...message, id: 'm4', to: 'grace@example.com' },
      ],
    });
    renderWithProviders(<Mail />);
    const rows = await screen.findAllByTestId('mail-row');
    const statuses = rows.map((row) => within(row).getByTestId('mail-status').textContent);
    expect(statuses).toEqual(['Written to log (no SMTP)', 'Sent', 'Failed']);
    expect(
      screen.getByText(/No SMTP server is configured \(SMTP_URL\), so mail is not emailed to anyone/),
    ).toHaveTextContent('marked “Written to log (no SMTP)”');
  });

  it('under SMTP, tells mail sent through SMTP from older mail that only reached the log', async () => {
    serve(() => HttpResponse.json(logged), {
      delivery: 'smtp',
      messages: [{ ...logged, id: 'm5', deliveredVia: 'smtp' }, logged],
    });
    renderWithProviders(<Mail />);
    const rows = await screen.findAllByTestId('mail-row');
    expect(rows.map((row) => within(row).getByTestId('mail-status').textContent)).toEqual([
      'Sent (SMTP)',
      'Written to log (no SMTP)',
    ]);
    expect(screen.getByText(/Mail is sent through the configured SMTP server\./)).toHaveTextContent(
      'it reached the server log, not the recipient',
    );
  });

  it('does not promise an email when resending without SMTP, and says the message went to the log', async () => {
    serve(() => HttpResponse.json({ ...logged, attempts: 2 }), { delivery: 'outbox', messages: [logged] });
    const { user } = renderWithProviders(<Mail />);
    await user.click(await screen.findByRole('button', { name: /^Resend\s*Your consultation to ada@example.com$/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'No SMTP server is configured: the message is written to the server log again, and ada@example.com is not emailed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByTestId('mail-resent')).toHaveTextContent(
      'Written to the server log again for ada@example.com (no SMTP): not emailed.',
    );
  });
});
