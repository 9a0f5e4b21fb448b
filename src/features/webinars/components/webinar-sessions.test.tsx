import { webinarMessages, type WebinarList } from '@domain/schemas/webinars';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { webinarListFixture } from '@/testing/journey-handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { FIRST_SHOWN_DAYS, WebinarSessions, firstShownCount } from './webinar-sessions';

const session = webinarListFixture.upcoming[0]!;
/** The session's Register button ("Register" and, for screen readers, " for <title>"). */
const registerButton = /^Register\s*for Custody models/;

/** Sessions twice a week (Tuesday and Thursday, 16:00 UTC) from the fixture's first one, for `weeks` weeks. */
function twiceWeekly(weeks: number): WebinarList {
  const first = Date.parse(session.startsAt);
  const upcoming = Array.from({ length: weeks * 2 }, (_, index) => ({
    ...session,
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    title: `Session ${index + 1}`,
    startsAt: new Date(first + Math.floor(index / 2) * 7 * 86_400_000 + (index % 2) * 2 * 86_400_000).toISOString(),
  }));
  return { upcoming, past: [] };
}

describe('firstShownCount', () => {
  it('counts the sessions that start within three weeks of the first one', () => {
    expect(FIRST_SHOWN_DAYS).toBe(21);
    expect(firstShownCount([])).toBe(0);
    expect(firstShownCount(twiceWeekly(8).upcoming)).toBe(6);
    expect(firstShownCount(twiceWeekly(2).upcoming)).toBe(4);
    // A session exactly 21 days after the first is a later one.
    const [first] = twiceWeekly(1).upcoming;
    const atLimit = {
      ...first!,
      id: 'x',
      startsAt: new Date(Date.parse(first!.startsAt) + 21 * 86_400_000).toISOString(),
    };
    expect(firstShownCount([first!, atLimit])).toBe(1);
  });
});

describe('WebinarSessions', () => {
  it('moves focus to the Name field when a session’s Register button opens its form', async () => {
    const { user } = renderWithProviders(<WebinarSessions list={webinarListFixture} />);
    const register = await screen.findByRole('button', { name: registerButton });
    await user.click(register);
    expect(register).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: `Register for ${session.title}` });
    // eslint-disable-next-line testing-library/no-node-access -- where the focus is, and each session's title
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

  it('lists three weeks of sessions; “Show later sessions” lists the rest and moves focus to the first of them', async () => {
    const { user } = renderWithProviders(<WebinarSessions list={twiceWeekly(8)} />);
    // eslint-disable-next-line testing-library/no-node-access -- where the focus is, and each session's title
    const titles = () => screen.getAllByTestId('webinar-session').map((item) => item.querySelector('h3')?.textContent);
    expect(await screen.findAllByTestId('webinar-session')).toHaveLength(6);
    expect(titles().at(-1)).toBe('Session 6');
    await user.click(screen.getByRole('button', { name: 'Show 10 later sessions' }));
    expect(titles()).toHaveLength(16);
    expect(screen.queryByRole('button', { name: /later session/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Session 7' })).toHaveFocus();
  });

  it('lists every session, with no “Show later sessions”, when all start within three weeks', async () => {
    renderWithProviders(<WebinarSessions list={twiceWeekly(3)} />);
    expect(await screen.findAllByTestId('webinar-session')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /later session/ })).not.toBeInTheDocument();
  });
});
