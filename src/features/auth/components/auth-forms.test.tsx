// The account forms on the site's one form hook: a refusal at one field is shown next to it,
// described and announced; the submit is disabled while the request is on its way; a
// refusal of the whole form is shown above it and announced; failures and successes toast.
import { authMessages } from '@domain/auth-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_FAILED_TITLE } from '@/components/form/use-form';
import { useNotificationsStore } from '@/stores/notifications-store';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { RESET_LINK_REQUESTED_TITLE } from '../lib/auth-texts';
import { NewPasswordForm } from './new-password-form';
import { RequestResetForm } from './request-reset-form';
import { SignInForm } from './sign-in-form';

describe('account forms', () => {
  beforeEach(() => useNotificationsStore.getState().clear());

  it('sign in: disables the submit while sending, then shows wrong credentials inline and announces them', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((done) => (answer = done));
    let requests = 0;
    server.use(
      http.post('*/api/auth/sign-in/email', async () => {
        requests += 1;
        await answered;
        return HttpResponse.json(
          { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
          { status: 401 },
        );
      }),
    );
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
    const form = screen.getByRole('form', { name: 'Sign in' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password{Enter}');

    const sending = await within(form).findByRole('button', { name: 'Signing in…' });
    expect(sending).toBeDisabled();
    expect(sending).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Enter}');
    answer();

    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(authMessages.invalidCredentials);
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByRole('status')).toHaveTextContent('One field needs attention.');
    expect(within(form).getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(requests).toBe(1);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(useNotificationsStore.getState().queue).toMatchObject([
      { variant: 'destructive', title: FORM_FAILED_TITLE },
    ]);
  });

  it('sign in: a paused account is a message for the whole form, announced, and toasted', async () => {
    server.use(
      http.post('*/api/auth/sign-in/email', () =>
        HttpResponse.json(
          { code: 'RATE_LIMITED', message: 'Too many requests.', details: { limit: 'account' } },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    const { user } = renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Sign in' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'some password{Enter}');
    const expected =
      'Too many failed sign-in attempts for this account. To protect it, signing in is paused for 10 minutes. If you have forgotten the password, reset it meanwhile.';
    expect(await within(form).findByTestId('form-alert')).toHaveTextContent(expected);
    expect(within(form).getByRole('status')).toHaveTextContent(expected);
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(useNotificationsStore.getState().queue).toMatchObject([{ variant: 'destructive', description: expected }]);
  });

  it('reset request: the answer is announced, toasted, and shown; the email stays', async () => {
    server.use(
      http.post('*/api/auth/request-password-reset', async () => {
        await delay(50);
        return HttpResponse.json({ status: true });
      }),
    );
    const { user } = renderWithProviders(<RequestResetForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(await screen.findByTestId('reset-requested')).toHaveTextContent(authMessages.resetRequested);
    expect(useNotificationsStore.getState().queue).toMatchObject([
      { variant: 'success', title: RESET_LINK_REQUESTED_TITLE },
    ]);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('new password: a weak password stops at its field without a request or a toast', async () => {
    const onPasswordChanged = vi.fn();
    const { user } = renderWithProviders(<NewPasswordForm token="t" onPasswordChanged={onPasswordChanged} />);
    await user.type(screen.getByLabelText('New password'), 'qwerty123');
    await user.type(screen.getByLabelText('New password again'), 'qwerty123{Enter}');
    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(authMessages.passwordWeak));
    expect(useNotificationsStore.getState().queue).toEqual([]);
    expect(onPasswordChanged).not.toHaveBeenCalled();
  });
});
