// The dashboard's tabs in the URL: a click pushes a history entry (Back returns to the tab),
// passing over tabs with the arrow keys replaces it (Back does not replay every tab passed).
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { AdminDashboard } from './admin-dashboard';

describe('admin dashboard tabs', () => {
  it('pushes on a click and replaces on an arrow key', async () => {
    server.use(
      http.get('*/api/admin/outbox', () =>
        HttpResponse.json({ delivery: 'outbox', messages: [], page: 1, pageSize: 25, total: 0 }),
      ),
      http.get('*/api/admin/consultations', () => HttpResponse.json({ items: [], page: 1, pageSize: 50, total: 0 })),
    );
    const { user, router } = renderWithProviders(<AdminDashboard />, { route: '/admin?tab=mail' });
    await user.click(screen.getByRole('tab', { name: 'Leads' }));
    expect(router.state.location.search).toBe('?tab=leads');
    expect(router.state.historyAction).toBe('PUSH');
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?tab=mail');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
