import { alertMessages, type ManagedAlerts } from '@domain/schemas/alerts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as ConfirmAlertsPage } from '@/app/routes/alerts/confirm-alerts';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

const TOKEN = 'alertsConfirmToken0001';
const API = `*/api/alerts/confirm/${TOKEN}`;

const confirmed: ManagedAlerts = {
  status: 'active',
  message: alertMessages.confirmed,
  topics: [{ kind: 'holder', key: 'MSTR', name: 'Strategy' }],
  frequency: 'instant',
  timeZone: 'Europe/London',
  confirmedAt: '2026-12-07T15:00:00.000Z',
  unsubscribedAt: null,
};

function renderPage() {
  return renderWithProviders(<ConfirmAlertsPage />, {
    route: `/alerts/confirm/${TOKEN}`,
    path: '/alerts/confirm/:token',
  });
}

describe('the alerts confirmation page', () => {
  it('confirms only when the button is pressed, then links to the manage page', async () => {
    let confirms = 0;
    server.use(
      http.post(API, () => {
        confirms += 1;
        return HttpResponse.json(confirmed);
      }),
    );
    const { user } = renderPage();
    const button = await screen.findByRole('button', { name: 'Confirm my alerts' });
    // Opening the link changes nothing: mail scanners follow links.
    expect(confirms).toBe(0);
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(alertMessages.confirmed);
    expect(confirms).toBe(1);
    expect(screen.getByText('Strategy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your alerts' })).toHaveAttribute('href', `/alerts/manage/${TOKEN}`);
  });

  it('says so when the link is unknown or expired', async () => {
    server.use(
      http.post(API, () => HttpResponse.json({ code: 'NOT_FOUND', message: alertMessages.notFound }, { status: 404 })),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Confirm my alerts' }));
    expect(await screen.findByText(alertMessages.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my alerts' })).not.toBeInTheDocument();
  });
});
