// The people screen against msw: granting sends role admin; revoking your own role asks
// first and only then sends confirmSelf; the server's last-administrator refusal is shown.
import { PEOPLE_CONFLICTS, type Person } from '@domain/schemas/admin';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { People } from './people';

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
});
