import { webinarMessages } from '@domain/schemas/webinars';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { webinarListFixture } from '@/testing/journey-handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { WebinarSessions } from './webinar-sessions';

const session = webinarListFixture.upcoming[0]!;
/** The session's Register button ("Register" and, for screen readers, " for <title>"). */
const registerButton = /^Register\s*for Custody models/;

describe('WebinarSessions', () => {
  it('moves focus to the Name field when a session’s Register button opens its form', async () => {
    const { user } = renderWithProviders(<WebinarSessions list={webinarListFixture} />);
    const register = await screen.findByRole('button', { name: registerButton });
    await user.click(register);
    expect(register).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: `Register for ${session.title}` });
    expect(form).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('sends the time zone the times are shown in with the registration', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      http.post('*/api/webinars/:id/registrations', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          {
            created: true,
            message: webinarMessages.registeredLinkToFollow,
            registration: {
              id: 'r1',
              sessionId: session.id,
              name: 'Ari Attendee',
              email: 'ari@example.com',
              createdAt: '2030-03-01T10:00:00.000Z',
            },
            session: { ...session, seatsLeft: session.seatsLeft - 1 },
          },
          { status: 201 },
        );
      }),
    );
    const { user } = renderWithProviders(<WebinarSessions list={webinarListFixture} />);
    await user.selectOptions(await screen.findByLabelText('Show times in'), 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: registerButton }));
    await user.type(screen.getByLabelText('Name'), 'Ari Attendee');
    await user.type(screen.getByLabelText('Email'), 'ari@example.com');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('webinar-registered')).toHaveTextContent(webinarMessages.registeredLinkToFollow);
    // The form and its focused button are gone: focus is on the answer, not dropped on the page.
    expect(screen.getByTestId('webinar-registered')).toHaveFocus();
    expect(body).toMatchObject({ name: 'Ari Attendee', email: 'ari@example.com', timeZone: 'Asia/Tokyo' });
  });
});
