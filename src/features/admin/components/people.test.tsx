// The people screen against msw: granting sends role admin; revoking your own role asks
// first and only then sends confirmSelf; the server's last-administrator refusal is shown;
// once your own role is gone the auth state learns it (so the admin gate takes over); the
// counts read in the singular and say the administrators are site-wide; Cancel in a confirm
// gives focus back to the button that opened it.
import { PEOPLE_CONFLICTS, type Person } from '@domain/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/account';
import { signedInHandlers } from '@/testing/auth-handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { People } from './people';

/** What the admin gate reads: whether the signed-in user is an administrator. */
function AdminProbe() {
  const { isAdmin, loading } = useAuth();
  return <p data-testid="admin-probe">{loading ? 'loading' : isAdmin ? 'admin' : 'not admin'}</p>;
}

const person = (overrides: Partial<Person>): Person => ({
  id: 'p1',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  createdAt: '2026-11-01T09:00:00.000Z',
  role: null,
  isSelf: false,
  activeSessions: 1,
  lastActiveAt: null,
  ...overrides,
});

const self = person({ id: 'me', email: 'me@example.com', fullName: 'Me Myself', role: 'admin', isSelf: true });
const other = person({});

function serve(roleAnswer: (body: { role: string | null; confirmSelf?: boolean }, id: string) => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.get('*/api/admin/people', () =>
      HttpResponse.json({ people: [self, other], adminCount: 1, page: 1, pageSize: 25, total: 2 }),
    ),
    http.put('*/api/admin/people/:id/role', async ({ request, params }) => {
      const body = (await request.json()) as { role: string | null; confirmSelf?: boolean };
      bodies.push({ id: params.id, ...body });
      return roleAnswer(body, String(params.id));
    }),
  );
  return bodies;
}

describe('people', () => {
  it('grants admin to another account', async () => {
    const bodies = serve((body, id) => HttpResponse.json({ person: { ...other, id, role: body.role } }));
    const { user } = renderWithProviders(<People />);
    await user.click(await screen.findByRole('button', { name: 'Make admin ada@example.com' }));
    expect(await screen.findByTestId('people-done')).toHaveTextContent('Ada Lovelace is now an administrator.');
    expect(bodies).toEqual([{ id: 'p1', role: 'admin' }]);
  });

  it('asks before revoking your own role, then sends confirmSelf, and shows the last-admin refusal', async () => {
    const bodies = serve(() =>
      HttpResponse.json(
        { code: 'CONFLICT', message: PEOPLE_CONFLICTS.lastAdmin, details: { reason: 'lastAdmin' } },
        { status: 409 },
      ),
    );
    const { user } = renderWithProviders(<People />);
    await user.click(await screen.findByRole('button', { name: 'Revoke admin from me@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your own administrator access?' });
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove my access' }));
    expect(await within(dialog).findByText(PEOPLE_CONFLICTS.lastAdmin)).toBeInTheDocument();
    expect(bodies).toEqual([{ id: 'me', role: null, confirmSelf: true }]);
  });

  it('refreshes your role after you revoke it, so the dashboard gate takes over', async () => {
    let role: 'admin' | null = 'admin';
    server.use(
      http.get('*/api/me/role', () => HttpResponse.json({ role })),
      ...signedInHandlers({ role: 'admin' }),
    );
    serve((_body, id) => {
      role = null;
      return HttpResponse.json({ person: { ...self, id, role: null } });
    });
    const { user } = renderWithProviders(
      <>
        <AdminProbe />
        <People />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('admin-probe')).toHaveTextContent(/^admin$/));
    await user.click(await screen.findByRole('button', { name: 'Revoke admin from me@example.com' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove your own administrator access?' })).getByRole('button', {
        name: 'Remove my access',
      }),
    );
    expect(await screen.findByTestId('people-done')).toHaveTextContent('Me Myself is no longer an administrator.');
    await waitFor(() => expect(screen.getByTestId('admin-probe')).toHaveTextContent('not admin'));
  });

  it('counts in the singular and says the administrator count is for the whole site', async () => {
    server.use(
      http.get('*/api/admin/people', () =>
        HttpResponse.json({ people: [other], adminCount: 1, page: 1, pageSize: 25, total: 1 }),
      ),
    );
    const { user } = renderWithProviders(<People />);
    expect(await screen.findByTestId('people-counts')).toHaveTextContent('1 account · 1 administrator on the site');
    await user.type(screen.getByLabelText('Search people'), 'ada');
    await waitFor(() =>
      expect(screen.getByTestId('people-counts')).toHaveTextContent('1 matching account · 1 administrator on the site'),
    );
  });

  it('gives focus back to the button that opened a confirm when it is cancelled', async () => {
    serve(() => HttpResponse.json({}));
    const { user } = renderWithProviders(<People />);
    const revoke = await screen.findByRole('button', { name: 'Revoke admin from me@example.com' });
    await user.click(revoke);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove your own administrator access?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(revoke).toHaveFocus());
  });
});
