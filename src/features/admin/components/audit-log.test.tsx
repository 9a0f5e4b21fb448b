// The audit log list shows the changes of every kind of entry: a price entered, a role
// revoked and sessions ended show their fields, not a blank; a market data row added still
// shows only its BTC holdings.
import type { AuditEntry } from '@domain/schemas/admin';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { AuditLogList } from './audit-log';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-01T09:00:00.000Z',
  actor: { id: 'me', name: 'Me Myself', kind: 'account' },
  action: 'update',
  origin: 'admin',
  table: 'treasury_constituents',
  rowId: 'r1',
  indexType: null,
  symbol: null,
  companyName: null,
  asOf: null,
  source: null,
  before: null,
  after: null,
  changes: [],
  importId: null,
  ...overrides,
});

const entries: AuditEntry[] = [
  entry({
    id: 1,
    action: 'price_entered',
    table: 'price_data',
    symbol: 'BTC',
    after: { symbol: 'BTC', price: 95000 },
    changes: [
      { field: 'symbol', before: null, after: 'BTC' },
      { field: 'price', before: null, after: 95000 },
    ],
  }),
  entry({
    id: 2,
    action: 'revoke_admin',
    table: 'user_roles',
    before: { role: 'admin' },
    after: { role: null },
    changes: [{ field: 'role', before: 'admin', after: null }],
  }),
  entry({
    id: 3,
    action: 'end_sessions',
    table: 'session',
    before: { sessions: 2 },
    after: { sessions: 0 },
    changes: [{ field: 'sessions', before: 2, after: 0 }],
  }),
  entry({
    id: 4,
    action: 'insert',
    companyName: 'Alpha Mining',
    changes: [
      { field: 'companyName', before: null, after: 'Alpha Mining' },
      { field: 'btcHoldings', before: null, after: 1200 },
    ],
  }),
];

describe('audit log list', () => {
  it('shows the changes of price, role, session and row entries', async () => {
    server.use(
      http.get('*/api/admin/audit-log', () => HttpResponse.json({ entries, page: 1, pageSize: 25, total: 4 })),
    );
    renderWithProviders(<AuditLogList />);
    const rows = await screen.findAllByTestId('audit-row');
    const changesOf = (index: number) => within(rows[index]!).getAllByRole('cell')[4]!;
    expect(changesOf(0)).toHaveTextContent('price: — → 95,000');
    expect(changesOf(1)).toHaveTextContent('role: admin → —');
    expect(changesOf(2)).toHaveTextContent('sessions: 2 → 0');
    expect(changesOf(3)).toHaveTextContent('btcHoldings: — → 1,200');
    expect(changesOf(3)).not.toHaveTextContent('companyName');
  });
});
