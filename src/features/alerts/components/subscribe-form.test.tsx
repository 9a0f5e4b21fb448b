import { alertMessages } from '@domain/schemas/alerts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { CHECK_INBOX_TEXT, SubscribeForm } from './subscribe-form';

describe('the alerts subscription form', () => {
  it('sends the page’s topic and the chosen frequency, then asks to check the inbox', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/alerts', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: alertMessages.accepted }, { status: 202 });
      }),
    );
    const { user } = renderWithProviders(
      <SubscribeForm topic={{ kind: 'holder', ticker: 'MSTR' }} topicName="Strategy" />,
    );
    await user.type(screen.getByLabelText(/Email/), 'reader@example.com');
    await user.selectOptions(screen.getByLabelText(/How often/), 'weekly');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByTestId('alerts-check-inbox')).toHaveTextContent(CHECK_INBOX_TEXT);
    expect(bodies).toEqual([
      expect.objectContaining({
        email: 'reader@example.com',
        frequency: 'weekly',
        topics: [{ kind: 'holder', ticker: 'MSTR' }],
        website: '',
      }),
    ]);
  });

  it('names the email field when it is not an address, and sends nothing', async () => {
    let posts = 0;
    server.use(
      http.post('*/api/alerts', () => {
        posts += 1;
        return HttpResponse.json({ message: alertMessages.accepted }, { status: 202 });
      }),
    );
    const { user } = renderWithProviders(
      <SubscribeForm topic={{ kind: 'index', indexId: 'green_vault' }} topicName="GreenVault ESG" />,
    );
    await user.type(screen.getByLabelText(/Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toBe(0);
    expect(screen.queryByTestId('alerts-check-inbox')).not.toBeInTheDocument();
  });
});
