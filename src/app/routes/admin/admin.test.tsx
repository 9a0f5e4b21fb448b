import { errorTexts } from '@domain/errors';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_DENIED_REDIRECT_MS, CHECKING_ACCESS_LABEL } from '@/features/auth/components/admin-gate';
import { sessionFor, signedInHandlers, testUser } from '@/testing/auth-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const adminData = [
  http.get('*/api/admin/users', () =>
    HttpResponse.json({
      users: [
        {
          id: 'user-1',
          email: 'ada@example.com',
          fullName: 'Ada Lovelace',
          createdAt: '2026-11-01T09:00:00.000Z',
          role: 'admin',
        },
        {
          id: 'user-2',
          email: 'alan@example.com',
          fullName: 'Alan Turing',
          createdAt: '2026-11-02T09:00:00.000Z',
          role: null,
        },
      ],
    }),
  ),
  http.get('*/api/admin/outbox', () =>
    HttpResponse.json({
      delivery: 'outbox',
      messages: [
        {
          id: 'm1',
          kind: 'password_reset',
          to: 'alan@example.com',
          subject: 'Reset your Vaultmark password',
          body: 'Choose a new password here:\nhttp://127.0.0.1:3000/password-reset?token=[hidden]',
          createdAt: '2026-11-21T08:00:00.000Z',
        },
      ],
    }),
  ),
];

describe('/admin gate', () => {
  it('shows a spinner while auth loads, then sends an anonymous visitor to sign in and back', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/auth/get-session', async () => {
        await answered;
        return HttpResponse.json(null);
      }),
    );
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('status', { name: CHECKING_ACCESS_LABEL })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin');
  });

  it("tells a signed-in user without the role 'Access Denied', then sends them home", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(...signedInHandlers({ role: null }));
    const { router } = renderApp('/admin');
    const denied = await screen.findByTestId('access-denied');
    expect(denied).toHaveTextContent(errorTexts.accessDeniedTitle);
    expect(denied).toHaveTextContent(errorTexts.accessDeniedBody);
    expect(errorTexts.accessDeniedBody).toBe('You need administrator privileges to access this page.');
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByRole('heading', { level: 1, name: 'Admin Dashboard' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ACCESS_DENIED_REDIRECT_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('treats a failed role lookup as no role', async () => {
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(sessionFor())),
      http.get('*/api/me/role', () => HttpResponse.error()),
    );
    renderApp('/admin');
    expect(await screen.findByTestId('access-denied')).toBeInTheDocument();
  });

  it('shows admins the page: who is signed in, the accounts and the outbox', async () => {
    server.use(...signedInHandlers({ role: 'admin' }), ...adminData);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(testUser.full_name, { selector: 'strong' })).toBeInTheDocument();
    const accounts = await screen.findByRole('table', { name: 'Accounts and their roles' });
    const rows = within(accounts).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Ada Lovelace', 'ada@example.com', 'admin'],
      ['Alan Turing', 'alan@example.com', '—'],
    ]);
    expect(await screen.findByText('Reset your Vaultmark password')).toBeInTheDocument();
    expect(screen.getByText(/token=\[hidden\]/)).toBeInTheDocument();
    // The header offers the Admin button to admins.
    expect(screen.getAllByRole('link', { name: 'Admin' })[0]).toHaveAttribute('href', '/admin');
  });

  it('says so when the admin data cannot be loaded', async () => {
    server.use(
      ...signedInHandlers({ role: 'admin' }),
      http.get('*/api/admin/users', () => HttpResponse.json({ code: 'FORBIDDEN', message: 'Nope' }, { status: 403 })),
      http.get('*/api/admin/outbox', () => HttpResponse.json({ delivery: 'smtp', messages: [] })),
    );
    renderApp('/admin');
    expect(await screen.findByText('Could not load the accounts: Nope')).toBeInTheDocument();
    expect(await screen.findByText('The outbox is empty.')).toBeInTheDocument();
  });
});
