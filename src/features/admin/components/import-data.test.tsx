// The import screen against msw: a preview with invalid rows cannot be committed; a Replace
// preview that removes rows is committed only after a confirm that counts them; the undo
// result reads in the singular; the undo conflict shows a reader's sentence, not the API's
// advice to send overwriteLaterChanges. Preview without a file says so and sends nothing.
import type { ImportPreview, ImportSummary } from '@domain/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { ImportData } from './import-data';

const actor = { id: 'me', name: 'Me Myself', kind: 'account' as const };

const summary = (overrides: Partial<ImportSummary>): ImportSummary => ({
  id: 'i1',
  status: 'previewed',
  fileName: 'companies.csv',
  format: 'csv',
  kind: 'public_companies',
  mode: 'replace',
  indexTypes: ['bitcoin_treasury'],
  counts: { rows: 1, added: 0, changed: 0, unchanged: 1, removed: 2, invalid: 0, skipped: 0 },
  createdAt: '2026-11-01T09:00:00.000Z',
  createdBy: actor,
  committedAt: null,
  committedBy: null,
  undoneAt: null,
  undoneBy: null,
  canCommit: true,
  canUndo: false,
  ...overrides,
});

const removed = (id: string, companyName: string) => ({
  id,
  indexType: 'bitcoin_treasury' as const,
  companyName,
  symbol: null,
  btcHoldings: 10,
});

const preview = (overrides: Partial<ImportPreview>): ImportPreview => ({
  import: summary({}),
  upToDate: true,
  added: [],
  changed: [],
  removed: [],
  invalid: [],
  skipped: [],
  ...overrides,
});

function serve(answer: ImportPreview, imports: ImportSummary[] = []) {
  const commits: string[] = [];
  server.use(
    http.get('*/api/admin/imports', () => HttpResponse.json({ imports, page: 1, pageSize: 20, total: imports.length })),
    http.post('*/api/admin/imports', () => HttpResponse.json(answer)),
    http.post('*/api/admin/imports/:id/commit', ({ params }) => {
      commits.push(String(params.id));
      return HttpResponse.json({
        import: { ...answer.import, status: 'committed', committedAt: answer.import.createdAt },
      });
    }),
  );
  return commits;
}

async function upload(user: ReturnType<typeof renderWithProviders>['user']) {
  const form = screen.getByRole('form', { name: 'Upload a file to import' });
  await user.upload(within(form).getByLabelText(/^File/), new File(['x'], 'companies.csv', { type: 'text/csv' }));
  await user.click(within(form).getByRole('button', { name: 'Preview' }));
  return screen.findByTestId('import-preview');
}

describe('import', () => {
  it('asks for a file before sending anything', async () => {
    let uploads = 0;
    server.use(
      http.get('*/api/admin/imports', () => HttpResponse.json({ imports: [], page: 1, pageSize: 20, total: 0 })),
      http.post('*/api/admin/imports', () => {
        uploads += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = renderWithProviders(<ImportData />);
    const form = screen.getByRole('form', { name: 'Upload a file to import' });
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Choose a file first.');
    expect(within(form).getByLabelText(/^File/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^File/)).toHaveFocus();
    expect(uploads).toBe(0);
  });

  it('does not offer Commit for a preview with invalid rows', async () => {
    serve(
      preview({
        import: summary({
          mode: 'upsert',
          status: 'invalid',
          canCommit: false,
          counts: { rows: 1, added: 0, changed: 0, unchanged: 0, removed: 0, invalid: 1, skipped: 0 },
        }),
        invalid: [{ row: 2, column: 'btcHoldings', message: 'Too many.' }],
      }),
    );
    const { user } = renderWithProviders(<ImportData />);
    const shown = await upload(user);
    expect(shown).toHaveTextContent('1 row (');
    expect(within(shown).getByRole('button', { name: 'Commit' })).toBeDisabled();
  });

  it('asks before a Replace that removes rows, with the count, and commits only when confirmed', async () => {
    const commits = serve(preview({ removed: [removed('r1', 'Alpha'), removed('r2', 'Beta')] }));
    const { user } = renderWithProviders(<ImportData />);
    const shown = await upload(user);
    await user.click(within(shown).getByRole('button', { name: 'Commit' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove 2 stored rows?' });
    expect(dialog).toHaveTextContent('Public companies: 2');
    expect(commits).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(commits).toEqual([]);
    await user.click(within(shown).getByRole('button', { name: 'Commit' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove 2 stored rows?' })).getByRole('button', {
        name: 'Commit and remove 2 rows',
      }),
    );
    expect(await screen.findByTestId('import-committed')).toHaveTextContent('Committed companies.csv');
    expect(commits).toEqual(['i1']);
  });

  it('words the undo result in the singular and the undo conflict for a reader', async () => {
    const committed = summary({ id: 'i9', status: 'committed', canCommit: false, canUndo: true, fileName: 'one.csv' });
    serve(preview({}), [committed]);
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/admin/imports/:id/undo', async ({ request }) => {
        const body = (await request.json()) as { overwriteLaterChanges?: boolean };
        bodies.push(body);
        if (!body.overwriteLaterChanges) {
          return HttpResponse.json(
            {
              code: 'CONFLICT',
              message:
                '1 row was changed after this import (Alpha). Undoing would overwrite those changes; send overwriteLaterChanges: true to undo anyway.',
              details: { reason: 'later_changes', rows: [{ rowId: 'r1', companyName: 'Alpha' }] },
            },
            { status: 409 },
          );
        }
        return HttpResponse.json({
          import: { ...committed, status: 'undone', canUndo: false },
          restored: { deleted: 1, updated: 0, reinserted: 0 },
        });
      }),
    );
    const { user } = renderWithProviders(<ImportData />);
    await user.click(await screen.findByRole('button', { name: 'Undo one.csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Overwrite later changes?' });
    expect(dialog).toHaveTextContent('1 row was changed after this import (Alpha).');
    expect(dialog).not.toHaveTextContent('overwriteLaterChanges');
    await user.click(within(dialog).getByRole('button', { name: 'Undo anyway' }));
    expect(await screen.findByTestId('import-undone')).toHaveTextContent('Undid one.csv: 1 row deleted, 0 restored');
    await waitFor(() => expect(bodies).toEqual([{}, { overwriteLaterChanges: true }]));
  });
});
