// The mail outbox against msw: Resend asks first, naming who is emailed again, and then says
// what happened ("Sent again to …", or the failure); Cancel sends nothing.
import type { OutboxMessage } from '@domain/schemas/mail';
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
  attachments: [],
  resendable: true,
};

function serve(answer: () => Response) {
  const sent: string[] = [];
  server.use(
    http.get('*/api/admin/outbox', () =>
      HttpResponse.json({ delivery: 'smtp', messages: [message], page: 1, pageSize: 25, total: 1 }),
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
    const sent = serve(() => HttpResponse.json({ ...message, status: 'sent', attempts: 6, lastError: null }));
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
});
