// /account for a signed-in user whose activity cannot be loaded: the page says so with the
// call's own text and a retry, and shows the activity once the API answers.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ACTIVITY_ERROR } from '@/api/account/account-activity';
import { signedInHandlers } from '@/testing/auth-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

describe('/account', () => {
  it('offers a retry when the activity cannot be loaded, and shows it once the API answers', async () => {
    let failing = true;
    server.use(
      ...signedInHandlers(),
      http.get('*/api/me/activity', () =>
        failing
          ? HttpResponse.error()
          : HttpResponse.json({ bookings: [], registrations: [], enquiries: [], assessments: [], policyDrafts: [] }),
      ),
    );
    const { user } = renderApp('/account');
    const title = await screen.findByText('Your account activity could not be loaded', {}, { timeout: 5000 });
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByText(ACCOUNT_ACTIVITY_ERROR)).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No consultations booked yet.')).toBeInTheDocument();
  });
});
