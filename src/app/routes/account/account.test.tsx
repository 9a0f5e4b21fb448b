// /account for a signed-in user: whose activity cannot be loaded (the page says so with the
// call's own text and a retry, and shows the activity once the API answers), and whose email
// is not verified yet (the page says what verifying lists and sends a new link).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ACTIVITY_ERROR } from '@/api/account/account-activity';
import {
  EMAIL_VERIFIED_TITLE,
  VERIFICATION_LINK_REFUSED,
} from '@/features/account-activity/components/email-verification';
import { signedInHandlers, testUser } from '@/testing/auth-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const noActivity = { bookings: [], registrations: [], enquiries: [], assessments: [], policyDrafts: [], alerts: [] };

describe('/account', () => {
  it('offers a retry when the activity cannot be loaded, and shows it once the API answers', async () => {
    let failing = true;
    server.use(
      ...signedInHandlers(),
      http.get('*/api/me/activity', () =>
        failing ? HttpResponse.error() : HttpResponse.json({ ...noActivity, emailVerified: true }),
      ),
    );
    const { user } = renderApp('/account');
    await screen.findByText('Your account activity could not be loaded', {}, { timeout: 5000 });
    // A toast may be up too: the page's own alert is the one with this title.
    const alert = screen
      .getAllByRole('alert')
      .find((element) => within(element).queryByText('Your account activity could not be loaded'))!;
    expect(within(alert).getByText(ACCOUNT_ACTIVITY_ERROR)).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No consultations booked yet.')).toBeInTheDocument();
  });

  it('asks an unverified account to verify its address, and sends a new link', async () => {
    const sent: unknown[] = [];
    server.use(
      ...signedInHandlers(),
      http.get('*/api/me/activity', () => HttpResponse.json({ ...noActivity, emailVerified: false })),
      http.post('*/api/auth/send-verification-email', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ status: true });
      }),
    );
    const { user } = renderApp('/account?verified=1&error=TOKEN_EXPIRED');
    const notice = await screen.findByTestId('email-unverified');
    expect(notice).toHaveTextContent(VERIFICATION_LINK_REFUSED);
    expect(notice).toHaveTextContent(`made with ${testUser.email} while signed out`);
    await user.click(within(notice).getByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(sent).toEqual([{ email: testUser.email }]));
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      `A new link is on its way to ${testUser.email}.`,
    );
  });

  it('says so when the verification link worked', async () => {
    server.use(
      ...signedInHandlers(),
      http.get('*/api/me/activity', () => HttpResponse.json({ ...noActivity, emailVerified: true })),
    );
    renderApp('/account?verified=1');
    expect(await screen.findByTestId('email-verified')).toHaveTextContent(EMAIL_VERIFIED_TITLE);
    expect(screen.queryByTestId('email-unverified')).not.toBeInTheDocument();
  });
});
