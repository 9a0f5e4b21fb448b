import { webinarMessages, type ManagedRegistration } from '@domain/schemas/webinars';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as ManageWebinarRegistrationPage } from '@/app/routes/programs/manage-webinar-registration';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

const TOKEN = 'webinarManageToken0001';
const API = `*/api/webinars/registrations/manage/${TOKEN}`;

const registration: ManagedRegistration = {
  id: 'r1',
  status: 'registered',
  name: 'Ari Attendee',
  session: {
    id: 's1',
    title: 'Custody models and provider due diligence',
    abstract: 'Self-custody, custodians and the questions to ask each.',
    // 12:00 in New York (EDT), 16:00 in London (GMT).
    startsAt: '2027-03-16T16:00:00.000Z',
    durationMinutes: 60,
    status: 'scheduled',
  },
  firmTimeZone: 'Europe/London',
  visitorTimeZone: 'America/New_York',
  canCancel: true,
};

function renderPage(token = TOKEN) {
  return renderWithProviders(<ManageWebinarRegistrationPage />, {
    route: `/live-webinars/manage/${token}`,
    path: '/live-webinars/manage/:token',
  });
}

describe('the webinar registration manage page', () => {
  it('shows the session in the registrant’s zone and the firm’s', async () => {
    server.use(http.get(API, () => HttpResponse.json(registration)));
    renderPage();
    expect(await screen.findByTestId('registration-status')).toHaveTextContent('Registered');
    expect(screen.getByText('Custody models and provider due diligence')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- the time that follows its label, unnamed
    expect(screen.getByText('Your time (America/New_York)').nextElementSibling).toHaveTextContent(/12:00\sPM/);
    // eslint-disable-next-line testing-library/no-node-access -- the time that follows its label, unnamed
    expect(screen.getByText('Our time (Europe/London)').nextElementSibling).toHaveTextContent(/4:00\sPM/);
  });

  it('cancels only after the second question, once, and then says it is cancelled', async () => {
    let cancels = 0;
    server.use(
      http.get(API, () => HttpResponse.json(registration)),
      http.post(`${API}/cancel`, () => {
        cancels += 1;
        return HttpResponse.json({ ...registration, status: 'cancelled', canCancel: false });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel the registration' }));
    expect(screen.getByText(/Cancel your registration\?/)).toBeInTheDocument();
    // Keyboard focus goes to the question's answers, and back to the button when kept.
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Cancel the registration' })).toHaveFocus();
    expect(cancels).toBe(0);
    expect(screen.getByTestId('registration-status')).toHaveTextContent('Registered');

    await user.click(screen.getByRole('button', { name: 'Cancel the registration' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByTestId('registration-final')).toHaveTextContent('Your registration is cancelled.');
    // Focus is not dropped on the page body when the question goes away.
    await waitFor(() => expect(screen.getByTestId('registration-final')).toHaveFocus());
    expect(screen.getByTestId('registration-status')).toHaveTextContent('Cancelled');
    expect(cancels).toBe(1);
    expect(screen.queryByRole('button', { name: 'Cancel the registration' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the upcoming sessions' })).toHaveAttribute('href', '/live-webinars');
  });

  it('says so when the session has started and offers no cancel', async () => {
    server.use(http.get(API, () => HttpResponse.json({ ...registration, canCancel: false })));
    renderPage();
    expect(await screen.findByTestId('registration-final')).toHaveTextContent(webinarMessages.notCancellable);
    expect(screen.queryByRole('button', { name: 'Cancel the registration' })).not.toBeInTheDocument();
  });

  it('tells a visitor with an unknown link to check it', async () => {
    server.use(
      http.get('*/api/webinars/registrations/manage/:token', () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: webinarMessages.registrationNotFound }, { status: 404 }),
      ),
    );
    renderPage('AAAAAAAAAAAAAAAAAAAAAA');
    expect(await screen.findByText(/No registration matches this link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the upcoming sessions' })).toHaveAttribute('href', '/live-webinars');
  });
});
