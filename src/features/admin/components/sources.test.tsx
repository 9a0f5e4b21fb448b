// The Sources tab against msw: a failed run says why and that nothing changed; an unmatched
// holder is mapped to the stored row chosen (the alias names its key and the row), and the
// sources are read again so the staged difference follows. A company's CIK is saved, and the
// server's refusal of one is shown under the CIK field.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminConstituent } from '@domain/schemas/admin';
import { constituentFixture } from '@/testing/market-fixtures';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { Sources } from './sources';

const IMPORT_ID = '11111111-1111-4111-8111-111111111111';
const ROW_ID = '22222222-2222-4222-8222-222222222222';
const counts = { rows: 3, added: 0, changed: 1, unchanged: 1, removed: 0, invalid: 0, skipped: 1 };
const status = {
  source: 'coingecko',
  label: 'CoinGecko public treasury',
  enabled: true,
  host: 'api.coingecko.com',
  lastSuccessAt: '2026-12-07T10:00:00.000Z',
  lastErrorAt: null,
  lastError: null,
};
const run = {
  source: 'coingecko',
  status: 'ok',
  startedAt: '2026-12-07T10:00:00.000Z',
  finishedAt: '2026-12-07T10:00:01.000Z',
  importId: IMPORT_ID,
  counts,
};
const actor = { id: 'a', name: 'Admin', kind: 'account' };
const preview = {
  import: {
    id: IMPORT_ID,
    status: 'previewed',
    fileName: 'CoinGecko public treasury, 2026-12-07',
    format: 'json',
    kind: 'source',
    mode: 'upsert',
    indexTypes: ['bitcoin_treasury', 'government_reserve'],
    counts,
    createdAt: '2026-12-07T10:00:00.000Z',
    createdBy: actor,
    committedAt: null,
    committedBy: null,
    undoneAt: null,
    undoneBy: null,
    canCommit: true,
    canUndo: false,
  },
  upToDate: true,
  added: [],
  changed: [
    {
      row: 1,
      id: 'k',
      indexType: 'bitcoin_treasury',
      companyName: 'KULR Technology Group',
      symbol: 'KULR',
      changes: [{ field: 'btcHoldings', before: 1021, after: 1100 }],
    },
  ],
  removed: [],
  invalid: [],
  skipped: [
    {
      row: 3,
      companyName: 'Treasury B.V.',
      reason: 'A stored row is named Treasury B.V. but does not match TRSR.NA; map it',
      sourceKey: 'TRSR.NA',
      indexType: 'bitcoin_treasury',
    },
  ],
};

const stored: AdminConstituent = {
  ...constituentFixture({ id: ROW_ID, companyName: 'Treasury B.V.', symbol: 'TRSR', btcHoldings: 1111 }),
  renewableAsOf: null,
  stale: false,
};

describe('Sources tab', () => {
  it('says why a run failed and that nothing changed', async () => {
    server.use(
      http.get('*/api/admin/sources', () => HttpResponse.json({ sources: [status], runs: [], aliases: [] })),
      http.get('*/api/admin/constituents', () => HttpResponse.json({ rows: [], page: 1, pageSize: 500, total: 0 })),
      http.post('*/api/admin/sources/sync', () =>
        HttpResponse.json({
          runs: [{ ...run, status: 'failed', importId: null, error: 'companies: api.coingecko.com answered HTTP 429' }],
        }),
      ),
    );
    const { user } = renderWithProviders(<Sources />);
    await user.click(await screen.findByRole('button', { name: 'Run now' }));
    expect(await screen.findByTestId('sync-result')).toHaveTextContent(
      'coingecko failed: companies: api.coingecko.com answered HTTP 429. Nothing was changed.',
    );
  });

  it('maps an unmatched holder to the chosen row and reads the sources again', async () => {
    const aliases: unknown[] = [];
    let syncs = 0;
    server.use(
      http.get('*/api/admin/sources', () => HttpResponse.json({ sources: [status], runs: [run], aliases: [] })),
      http.get(`*/api/admin/imports/${IMPORT_ID}/preview`, () => HttpResponse.json(preview)),
      http.get('*/api/admin/constituents', () =>
        HttpResponse.json({ rows: [stored], page: 1, pageSize: 500, total: 1 }),
      ),
      http.post('*/api/admin/sources/aliases', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        aliases.push(body);
        return HttpResponse.json({
          alias: {
            id: '33333333-3333-4333-8333-333333333333',
            source: 'coingecko',
            sourceKey: 'TRSR.NA',
            sourceName: 'Treasury B.V.',
            constituentId: ROW_ID,
            companyName: 'Treasury B.V.',
            indexType: 'bitcoin_treasury',
            createdAt: '2026-12-07T10:01:00.000Z',
          },
        });
      }),
      http.post('*/api/admin/sources/sync', () => {
        syncs += 1;
        return HttpResponse.json({ runs: [run] });
      }),
    );
    const { user } = renderWithProviders(<Sources />);
    const changed = await screen.findByTestId('source-changed-field');
    expect(changed).toHaveTextContent('KULR Technology Group');
    expect(changed).toHaveTextContent('1,100');
    const unmatched = screen.getByTestId('unmatched-row');
    const select = within(unmatched).getByLabelText('Map TRSR.NA to');
    await within(select).findByRole('option', { name: 'Treasury B.V. (TRSR)' });
    await user.selectOptions(select, ROW_ID);
    await user.click(within(unmatched).getByRole('button', { name: 'Map TRSR.NA' }));
    expect(await screen.findByTestId('sync-result')).toHaveTextContent(
      'Mapped TRSR.NA to Treasury B.V.; the sources were read again.',
    );
    expect(aliases).toEqual([
      { source: 'coingecko', sourceKey: 'TRSR.NA', sourceName: 'Treasury B.V.', constituentId: ROW_ID },
    ]);
    expect(syncs).toBe(1);
  });

  it('gives a stored company its CIK for the market-cap source', async () => {
    const aliases: unknown[] = [];
    server.use(
      http.get('*/api/admin/sources', () => HttpResponse.json({ sources: [status], runs: [], aliases: [] })),
      http.get('*/api/admin/constituents', () =>
        HttpResponse.json({ rows: [stored], page: 1, pageSize: 500, total: 1 }),
      ),
      http.post('*/api/admin/sources/aliases', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        aliases.push(body);
        return HttpResponse.json({
          alias: {
            id: '44444444-4444-4444-8444-444444444444',
            source: 'market_cap',
            sourceKey: '1050446',
            sourceName: null,
            constituentId: ROW_ID,
            companyName: 'Treasury B.V.',
            indexType: 'bitcoin_treasury',
            createdAt: '2026-12-07T10:01:00.000Z',
          },
        });
      }),
    );
    const { user } = renderWithProviders(<Sources />);
    const company = await screen.findByLabelText('Company');
    await within(company).findByRole('option', { name: 'Treasury B.V. (TRSR)' });
    await user.selectOptions(company, ROW_ID);
    await user.type(screen.getByLabelText('CIK'), ' 1050446 ');
    await user.click(screen.getByRole('button', { name: 'Save CIK' }));
    expect(await screen.findByTestId('cik-saved')).toHaveTextContent('Treasury B.V. has the CIK 1050446.');
    expect(aliases).toEqual([{ source: 'market_cap', sourceKey: '1050446', sourceName: null, constituentId: ROW_ID }]);
  });

  it("shows the server's refusal of a CIK under the field", async () => {
    server.use(
      http.get('*/api/admin/sources', () => HttpResponse.json({ sources: [status], runs: [], aliases: [] })),
      http.get('*/api/admin/constituents', () =>
        HttpResponse.json({ rows: [stored], page: 1, pageSize: 500, total: 1 }),
      ),
      http.post('*/api/admin/sources/aliases', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Invalid request: sourceKey: A CIK is 1 to 10 digits.',
            details: { issues: [{ path: 'sourceKey', message: 'A CIK is 1 to 10 digits.' }] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderWithProviders(<Sources />);
    const company = await screen.findByLabelText('Company');
    await within(company).findByRole('option', { name: 'Treasury B.V. (TRSR)' });
    await user.selectOptions(company, ROW_ID);
    const cik = screen.getByLabelText('CIK');
    await user.type(cik, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save CIK' }));
    expect(await screen.findByText('A CIK is 1 to 10 digits.')).toBeInTheDocument();
    expect(cik).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('cik-saved')).not.toBeInTheDocument();
  });
});
