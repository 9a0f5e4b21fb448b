import { alertMessages, type ManagedAlerts } from '@domain/schemas/alerts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as ManageAlertsPage } from '@/app/routes/alerts/manage-alerts';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

const TOKEN = 'alertsManageToken00001';
const API = `*/api/alerts/manage/${TOKEN}`;

const alerts: ManagedAlerts = {
  status: 'active',
  topics: [
    { kind: 'holder', key: 'MSTR', name: 'Strategy' },
    { kind: 'index', key: 'bitcoin_treasury', name: 'Pure Bitcoin Treasury' },
  ],
  frequency: 'instant',
  timeZone: 'Europe/London',
  confirmedAt: '2026-12-07T15:00:00.000Z',
  unsubscribedAt: null,
};

function renderPage() {
  return renderWithProviders(<ManageAlertsPage />, { route: `/alerts/manage/${TOKEN}`, path: '/alerts/manage/:token' });
}

describe('the alerts manage page', () => {
  it('switches to weekly and removes a topic with PATCH', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(API, () => HttpResponse.json(alerts)),
      http.patch(API, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({
          ...alerts,
          ...(body.frequency ? { frequency: body.frequency } : {}),
          ...(body.topics ? { topics: [alerts.topics[1]] } : {}),
          message: alertMessages.updated,
        });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /Weekly digest/ }));
    expect(await screen.findByTestId('alerts-frequency')).toHaveTextContent('Weekly digest');
    await user.click(screen.getByRole('button', { name: 'Remove Strategy' }));
    expect(await screen.findByRole('status')).toHaveTextContent(alertMessages.updated);
    expect(bodies).toEqual([{ frequency: 'weekly' }, { topics: [{ kind: 'index', indexId: 'bitcoin_treasury' }] }]);
  });

  it('unsubscribes only after the second question', async () => {
    let deletes = 0;
    server.use(
      http.get(API, () => HttpResponse.json(alerts)),
      http.delete(API, () => {
        deletes += 1;
        return HttpResponse.json({ ...alerts, status: 'left', message: alertMessages.left });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(deletes).toBe(0);
    await user.click(screen.getByRole('button', { name: /Yes/ }));
    expect(await screen.findByTestId('alerts-status')).toHaveTextContent('Unsubscribed');
    expect(deletes).toBe(1);
  });

  it('says so when the link is unknown', async () => {
    server.use(
      http.get(API, () => HttpResponse.json({ code: 'NOT_FOUND', message: alertMessages.notFound }, { status: 404 })),
    );
    renderPage();
    expect(await screen.findByText(alertMessages.notFound)).toBeInTheDocument();
  });
});
