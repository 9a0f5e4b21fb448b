import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/auth-handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { Header } from './header';

/** A server whose session ends on sign-out. */
function sessionServer(role: 'admin' | null) {
  let signedIn = true;
  server.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(signedIn ? sessionFor() : null)),
    http.get('*/api/me/role', () => HttpResponse.json({ role })),
    http.post('*/api/auth/sign-out', () => {
      signedIn = false;
      return HttpResponse.json({ success: true });
    }),
  );
}

const banner = () => screen.getAllByRole('banner')[0]!;

describe('header account actions with the real auth state', () => {
  it('shows Sign Out to a signed-in user, no Admin button, and signs out', async () => {
    sessionServer(null);
    const { user } = renderWithProviders(<Header />);
    const signOut = await within(banner()).findByRole('button', { name: 'Sign Out' });
    expect(within(banner()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    await user.click(signOut);
    await waitFor(() => expect(within(banner()).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument());
  });

  it('shows the Admin button to admins only once the role is known', async () => {
    sessionServer('admin');
    renderWithProviders(<Header />);
    expect(await within(banner()).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(banner()).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
