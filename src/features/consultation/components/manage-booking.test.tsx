import { consultationJoiningTexts, type ManagedBooking } from '@domain/schemas/consultations';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as ManageConsultationPage } from '@/app/routes/consultation/manage-consultation';
import { slotListFixture } from '@/testing/journey-handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

const TOKEN = 'bookingManageToken0001';
const API = `*/api/consultations/manage/${TOKEN}`;

const booking: ManagedBooking = {
  id: 'b1',
  status: 'booked',
  startsAt: '2030-03-04T10:00:00.000Z',
  endsAt: '2030-03-04T10:30:00.000Z',
  name: 'Dana Booker',
  company: 'Booker Industries',
  firmTimeZone: 'Europe/London',
  visitorTimeZone: 'Europe/London',
  canChange: true,
  joinUrl: null,
};

function renderPage() {
  return renderWithProviders(<ManageConsultationPage />, {
    route: `/schedule-consultation/manage/${TOKEN}`,
    path: '/schedule-consultation/manage/:token',
  });
}

describe('the consultation manage page, with the keyboard', () => {
  it('takes focus to the cancel question and back, and to the closing note once cancelled', async () => {
    let current = booking;
    server.use(
      http.get(API, () => HttpResponse.json(current)),
      http.post(`${API}/cancel`, () => {
        current = { ...booking, status: 'cancelled', canChange: false };
        return HttpResponse.json(current);
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel the consultation' }));
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Cancel the consultation' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.getByText(/This booking can no longer be changed/)).toHaveFocus());
  });

  it('takes focus into the new-time section, to a time when none is chosen, and back when it closes', async () => {
    server.use(
      http.get(API, () => HttpResponse.json(booking)),
      http.get('*/api/consultations/slots', () => HttpResponse.json(slotListFixture)),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Choose another time' }));
    expect(screen.getByRole('heading', { name: 'Choose a new time' })).toHaveFocus();

    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));
    await waitFor(() => expect(screen.getAllByRole('radio')[0]).toHaveFocus());
    expect(screen.getByRole('group', { name: /^Time on/ })).toHaveAccessibleDescription('Choose the new time first.');

    await user.click(screen.getByRole('button', { name: 'Keep the current time' }));
    expect(screen.getByRole('button', { name: 'Choose another time' })).toHaveFocus();
  });
});

describe('the consultation manage page, joining link', () => {
  it('links the call when it has a joining link, and says how it will come when not', async () => {
    server.use(http.get(API, () => HttpResponse.json({ ...booking, joinUrl: 'https://meet.example.com/call' })));
    const view = renderPage();
    expect(await screen.findByRole('link', { name: 'https://meet.example.com/call' })).toHaveAttribute(
      'href',
      'https://meet.example.com/call',
    );
    view.unmount();
    server.use(http.get(API, () => HttpResponse.json(booking)));
    renderPage();
    expect(await screen.findByTestId('booking-join-link')).toHaveTextContent(consultationJoiningTexts.toFollow);
  });
});
