import { authMessages } from '@domain/auth-messages';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

describe('/password-reset without a link', () => {
  it('asks for the email and answers the same way whatever it is, keeping the email', async () => {
    const received: unknown[] = [];
    server.use(
      http.post('*/api/auth/request-password-reset', async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json({ status: true });
      }),
    );
    const { user } = renderApp('/password-reset');
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(authMessages.emailRequired);
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com{Enter}');
    expect(await screen.findByTestId('reset-requested')).toHaveTextContent(authMessages.resetRequested);
    expect(received).toEqual([{ email: 'ada@example.com' }]);
    expect(screen.getByLabelText('Email')).toHaveValue('Ada@Example.com');
  });
});

describe('/password-reset?token=…', () => {
  it('sets the new password, then asks the visitor to sign in with it', async () => {
    const received: unknown[] = [];
    server.use(
      http.post('*/api/auth/reset-password', async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json({ status: true });
      }),
    );
    const { user, router } = renderApp('/password-reset?token=abc123');
    const first = await screen.findByLabelText('New password');
    expect(first).toHaveAttribute('autocomplete', 'new-password');
    await user.type(first, 'a brand new passphrase');
    await user.type(screen.getByLabelText('New password again'), 'a brand new passphrase{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?reset=done');
    expect(await screen.findByTestId('password-changed')).toHaveTextContent(authMessages.passwordChanged);
    expect(received).toEqual([{ token: 'abc123', newPassword: 'a brand new passphrase' }]);
  });

  it('catches a mistyped repeat and a weak password before sending', async () => {
    const { user } = renderApp('/password-reset?token=abc123');
    await user.type(await screen.findByLabelText('New password'), 'a brand new passphrase');
    await user.type(screen.getByLabelText('New password again'), 'a brand new passphrasf{Enter}');
    expect(screen.getByLabelText('New password again')).toHaveAccessibleDescription(authMessages.passwordsDiffer);
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'qwerty123{Enter}');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining(authMessages.passwordWeak),
    );
  });

  it('refuses a used or expired link as the page opens, before anything is typed', async () => {
    const checked: unknown[] = [];
    server.use(
      http.post('*/api/auth/reset-token-status', async ({ request }) => {
        checked.push(await request.json());
        return HttpResponse.json({ valid: false });
      }),
    );
    const { user } = renderApp('/password-reset?token=used');
    expect(await screen.findByTestId('reset-link-refused')).toHaveTextContent(authMessages.resetLinkInvalid);
    expect(checked).toEqual([{ token: 'used' }]);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it('says plainly that a link used meanwhile no longer works, with the way to a new one', async () => {
    server.use(
      http.post('*/api/auth/reset-password', () =>
        HttpResponse.json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, { status: 400 }),
      ),
    );
    const { user, router } = renderApp('/password-reset?token=used');
    await user.type(await screen.findByLabelText('New password'), 'a brand new passphrase');
    await user.type(screen.getByLabelText('New password again'), 'a brand new passphrase{Enter}');
    const alert = await screen.findByTestId('form-alert');
    expect(alert).toHaveTextContent(authMessages.resetLinkInvalid);
    expect(screen.getByLabelText('New password')).toHaveValue('a brand new passphrase');
    await user.click(screen.getByRole('link', { name: 'Ask for a new reset link' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });
});
