// The market data screen against msw: the list, the edit form's inline errors from the API's
// own schema (nothing sent) and from a server 422 (the field it names), and a PATCH that
// sends only what changed plus as-of, source and the row's lastUpdated; closing a dialog gives
// focus back to the button that opened it.
import type { AdminConstituent } from '@domain/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { constituentFixture } from '@/testing/market-fixtures';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { MarketData } from './market-data';

const row: AdminConstituent = {
  ...constituentFixture({ id: 'row-1', companyName: 'Alpha Mining', symbol: 'ALP', btcHoldings: 1200 }),
  renewableAsOf: null,
  stale: false,
};

function serve() {
  server.use(
    http.get('*/api/admin/constituents', () => HttpResponse.json({ rows: [row], page: 1, pageSize: 50, total: 1 })),
    http.get('*/api/admin/audit-log', () => HttpResponse.json({ entries: [], page: 1, pageSize: 25, total: 0 })),
  );
}

describe('market data', () => {
  it('refuses bad input beside each field without sending it', async () => {
    let sent = 0;
    serve();
    server.use(
      http.patch('*/api/admin/constituents/:id', () => {
        sent += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderWithProviders(<MarketData />);
    const table = await screen.findByRole('table', { name: /Public companies: stored rows/ });
    expect(within(table).getByTestId('market-row')).toHaveTextContent('Alpha Mining');
    await user.click(screen.getByRole('button', { name: 'Edit Alpha Mining' }));
    const form = screen.getByRole('form', { name: 'Edit Alpha Mining' });
    const holdings = within(form).getByLabelText('BTC holdings');
    await user.clear(holdings);
    await user.type(holdings, '25000000');
    await user.type(within(form).getByLabelText('As of', { exact: false, selector: 'input[required]' }), '2026-02-30');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(holdings).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Source')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);
  });

  it('sends only the changed fields with as-of, source and lastUpdated, and shows a 422 beside its field', async () => {
    serve();
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.patch('*/api/admin/constituents/:id', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Invalid input',
            details: { issues: [{ path: 'symbol', message: 'That ticker is refused by the server.' }] },
          },
          { status: 422 },
        );
      }),
    );
    const { user } = renderWithProviders(<MarketData />);
    await user.click(await screen.findByRole('button', { name: 'Edit Alpha Mining' }));
    const form = screen.getByRole('form', { name: 'Edit Alpha Mining' });
    const holdings = within(form).getByLabelText('BTC holdings');
    await user.clear(holdings);
    await user.type(holdings, '1,500');
    await user.type(within(form).getByLabelText('As of', { exact: false, selector: 'input[required]' }), '2026-11-01');
    await user.type(within(form).getByLabelText('Source'), 'Quarterly report');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('That ticker is refused by the server.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Ticker')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([
      { btcHoldings: 1500, asOf: '2026-11-01', sourceNote: 'Quarterly report', expectedLastUpdated: row.lastUpdated },
    ]);
  });

  it('edits the public documents one a line, and refuses a non-https one beside the field', async () => {
    const filing = { title: 'Form 10-Q', url: 'https://www.sec.gov/', publishedAt: '2026-11-05' };
    const linked: AdminConstituent = { ...row, sources: [filing] };
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/admin/constituents', () =>
        HttpResponse.json({ rows: [linked], page: 1, pageSize: 50, total: 1 }),
      ),
      http.get('*/api/admin/audit-log', () => HttpResponse.json({ entries: [], page: 1, pageSize: 25, total: 0 })),
      http.patch('*/api/admin/constituents/:id', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ row: linked, audit: null });
      }),
    );
    const { user } = renderWithProviders(<MarketData />);
    await user.click(await screen.findByRole('button', { name: 'Edit Alpha Mining' }));
    const form = screen.getByRole('form', { name: 'Edit Alpha Mining' });
    const documents = within(form).getByLabelText('Public documents (links)');
    expect(documents).toHaveValue('2026-11-05 | Form 10-Q | https://www.sec.gov/');
    await user.type(within(form).getByLabelText('As of', { exact: false, selector: 'input[required]' }), '2026-11-20');
    await user.type(within(form).getByLabelText('Source'), 'Press release');

    await user.type(documents, '\n2026-11-20 | Press release | javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(documents).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.clear(documents);
    await user.type(documents, '2026-11-20 | Press release | https://example.com/pr');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      sources: [{ publishedAt: '2026-11-20', title: 'Press release', url: 'https://example.com/pr' }],
    });
  });

  it('gives focus back to the Edit button when its dialog is closed with Escape', async () => {
    serve();
    const { user } = renderWithProviders(<MarketData />);
    const edit = await screen.findByRole('button', { name: 'Edit Alpha Mining' });
    await user.click(edit);
    expect(screen.getByRole('form', { name: 'Edit Alpha Mining' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(edit).toHaveFocus());
  });
});
