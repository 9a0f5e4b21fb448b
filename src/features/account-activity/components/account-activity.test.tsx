import type { AccountActivity, AccountAlerts } from '@domain/schemas/account-activity';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { AccountActivityView } from './account-activity';

const booking = {
  id: 'b1',
  status: 'booked',
  startsAt: '2026-12-01T10:00:00.000Z',
  endsAt: '2026-12-01T10:30:00.000Z',
  company: 'Analytical Engines Ltd',
  topic: null,
  managePath: '/schedule-consultation/manage/AAAAAAAAAAAAAAAAAAAAAA',
  canCancel: true,
} as const;

const registration = {
  id: 'r1',
  status: 'registered',
  createdAt: '2026-11-20T10:00:00.000Z',
  session: {
    id: 's1',
    title: 'Writing and adopting a treasury policy',
    startsAt: '2026-12-03T16:00:00.000Z',
    durationMinutes: 60,
    status: 'scheduled',
  },
  canCancel: true,
} as const;

const alerts: AccountAlerts = {
  id: 'a1',
  status: 'active',
  topics: [
    { kind: 'holder', key: 'MSTR', name: 'Strategy (MSTR)' },
    { kind: 'index', key: 'bitcoin_treasury', name: 'Pure Bitcoin Treasury Index' },
  ],
  frequency: 'weekly',
  timeZone: 'Europe/Berlin',
  confirmedAt: '2026-11-20T10:00:00.000Z',
  unsubscribedAt: null,
  email: 'ada@example.com',
  managePath: '/alerts/manage/BBBBBBBBBBBBBBBBBBBBBB',
};

const activity: AccountActivity = {
  emailVerified: true,
  bookings: [booking],
  registrations: [registration],
  enquiries: [],
  assessments: [],
  policyDrafts: [],
  alerts: [alerts],
};

describe('AccountActivityView', () => {
  it('cancels a consultation only after the second step, and "Keep it" sends nothing', async () => {
    const cancelled: string[] = [];
    server.use(
      http.post('*/api/me/consultations/:id/cancel', ({ params }) => {
        cancelled.push(String(params.id));
        return HttpResponse.json({ ...booking, status: 'cancelled', canCancel: false });
      }),
    );
    const { user } = renderWithProviders(<AccountActivityView activity={activity} />);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = screen.getByRole('group', {
      name: 'Cancel this consultation? The time will be offered to others.',
    });
    expect(question).toBeVisible();
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(cancelled).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(cancelled).toEqual(['b1']));
  });

  it('asks before cancelling a webinar registration', async () => {
    const cancelled: string[] = [];
    server.use(
      http.post('*/api/me/webinar-registrations/:id/cancel', ({ params }) => {
        cancelled.push(String(params.id));
        return HttpResponse.json({ ...registration, status: 'cancelled', canCancel: false });
      }),
    );
    const { user } = renderWithProviders(<AccountActivityView activity={activity} />);
    await user.click(screen.getByRole('button', { name: 'Cancel registration' }));
    expect(cancelled).toEqual([]);
    expect(screen.getByRole('group', { name: 'Cancel your place at this webinar?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(cancelled).toEqual(['r1']));
  });

  it('lists the alerts with their topics, frequency and manage link, and unsubscribes after the second step', async () => {
    const left: string[] = [];
    server.use(
      http.post('*/api/me/alerts/:id/leave', ({ params }) => {
        left.push(String(params.id));
        return HttpResponse.json({ ...alerts, status: 'left', topics: [], unsubscribedAt: '2026-12-01T10:00:00.000Z' });
      }),
    );
    const { user } = renderWithProviders(<AccountActivityView activity={activity} />);
    const section = screen.getByRole('region', { name: 'Alerts by email' });
    const row = within(section).getByRole('listitem');
    expect(row).toHaveTextContent('Strategy (MSTR), Pure Bitcoin Treasury Index');
    expect(row).toHaveTextContent('Weekly digest (Monday morning) · Active · ada@example.com');
    expect(within(row).getByRole('link', { name: 'Manage' })).toHaveAttribute('href', alerts.managePath);

    await user.click(within(row).getByRole('button', { name: 'Unsubscribe' }));
    expect(within(row).getByRole('group', { name: 'Unsubscribe ada@example.com from these alerts?' })).toBeVisible();
    expect(left).toEqual([]);
    await user.click(within(row).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(left).toEqual(['a1']));
  });

  it('says how alerts get here when there are none', () => {
    renderWithProviders(<AccountActivityView activity={{ ...activity, alerts: [] }} />);
    const section = screen.getByRole('region', { name: 'Alerts by email' });
    expect(section).toHaveTextContent(
      'No alerts yet. Alerts you confirm while signed in are listed here; subscribe on a company or index page.',
    );
    expect(within(section).queryByRole('listitem')).toBeNull();
  });
});
