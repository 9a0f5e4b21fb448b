import { authMessages } from '@domain/auth-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

/** The server side of a sign-in or sign-up: once it succeeds, the session exists. */
function acceptCredentials(path: 'sign-in/email' | 'sign-up/email', role: 'admin' | null = null) {
  const received: unknown[] = [];
  let signedIn = false;
  server.use(
    http.post(`*/api/auth/${path}`, async ({ request }) => {
      received.push(await request.json());
      signedIn = true;
      return HttpResponse.json({ user: testUser });
    }),
    http.get('*/api/auth/get-session', () => HttpResponse.json(signedIn ? sessionFor() : null)),
    http.get('*/api/me/role', () => HttpResponse.json({ role })),
  );
  return received;
}

const signInForm = () => screen.getByRole('form', { name: 'Sign in' });

describe('/auth sign in', () => {
  it('says what is missing next to each field, focuses the first, and keeps what was typed', async () => {
    const { user } = renderApp('/auth');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    await user.click(within(signInForm()).getByRole('button', { name: 'Sign In' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(authMessages.emailRequired);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(authMessages.passwordRequired);

    await user.type(email, 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret words');
    await user.keyboard('{Enter}');
    expect(email).toHaveAccessibleDescription(authMessages.emailInvalid);
    expect(email).toHaveValue('not-an-email');
    expect(screen.getByLabelText('Password')).toHaveValue('secret words');
  });

  it('reports wrong credentials at the password field and keeps both values', async () => {
    server.use(
      http.post('*/api/auth/sign-in/email', () =>
        HttpResponse.json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, { status: 401 }),
      ),
    );
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.keyboard('{Enter}');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(authMessages.invalidCredentials));
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('wrong password');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('signs in with the keyboard alone and returns to the page that sent the visitor', async () => {
    const received = acceptCredentials('sign-in/email');
    const { user, router } = renderApp('/auth?redirect=%2Fpricing');
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    email.focus();
    await user.keyboard('Ada@Example.com');
    await user.tab();
    await user.keyboard('correct horse battery{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(received).toEqual([{ email: 'ada@example.com', password: 'correct horse battery' }]);
    expect(await screen.findAllByRole('button', { name: 'Sign Out' })).not.toHaveLength(0);
  });

  it('never follows a redirect to another site', async () => {
    acceptCredentials('sign-in/email');
    const { user, router } = renderApp('/auth?redirect=%2F%2Fevil.example%2Fphish');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says when there were too many attempts, and for how long to wait', async () => {
    server.use(
      http.post('*/api/auth/sign-in/email', () =>
        HttpResponse.json(
          { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'some password{Enter}');
    expect(await screen.findByTestId('form-alert')).toHaveTextContent(
      'Too many attempts from your network. Try again in 42 seconds.',
    );
  });
});

describe('/auth create an account', () => {
  const openSignUp = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    return screen.findByRole('form', { name: 'Create an account' });
  };

  it('checks the password as the server does before sending anything', async () => {
    const { user } = renderApp('/auth');
    await openSignUp(user);
    expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'short{Enter}');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(authMessages.passwordTooShort),
    );
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'password123{Enter}');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(authMessages.passwordWeak),
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
  });

  it('reports an email already in use at the email field', async () => {
    server.use(
      http.post('*/api/auth/sign-up/email', () =>
        HttpResponse.json(
          { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists. Use another email.' },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/auth?mode=sign-up');
    await user.type(await screen.findByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough passphrase{Enter}');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(authMessages.emailTaken));
    expect(email).toHaveFocus();
  });

  it('shows the server’s field messages', async () => {
    server.use(
      http.post('*/api/auth/sign-up/email', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Invalid request',
            details: { issues: [{ path: 'full_name', message: authMessages.fullNameTooLong }] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/auth?mode=sign-up');
    await user.type(await screen.findByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough passphrase{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(authMessages.fullNameTooLong),
    );
  });

  it('creates the account and lands on the site root signed in, whatever the redirect', async () => {
    const received = acceptCredentials('sign-up/email');
    const { user, router } = renderApp('/auth?mode=sign-up&redirect=%2Fpricing');
    await user.type(await screen.findByLabelText('Full name'), ' Ada Lovelace ');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough passphrase');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(received).toEqual([
      { full_name: 'Ada Lovelace', email: 'ada@example.com', password: 'a long enough passphrase' },
    ]);
    expect(await screen.findAllByRole('button', { name: 'Sign Out' })).not.toHaveLength(0);
  });
});
