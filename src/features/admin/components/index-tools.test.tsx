// The index history's picker names each index as the rest of the site does (the
// methodology's name), not by its id.
import { methodologies } from '@domain/index-methodology/methodologies';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { IndexTools } from './index-tools';

describe('index history', () => {
  it('lists the indexes by their names', async () => {
    server.use(
      http.get('*/api/admin/index/history', () => HttpResponse.json({ indexId: 'bitcoin_treasury', rows: [] })),
      http.get('*/api/admin/index/methodology', () =>
        HttpResponse.json({ code: 'UNAVAILABLE', message: 'Not in this test.' }, { status: 503 }),
      ),
    );
    renderWithProviders(<IndexTools />);
    const picker = await screen.findByRole('combobox', { name: 'Index' });
    const labels = [...(picker as HTMLSelectElement).options].map((option) => option.textContent);
    expect(labels).toEqual(['Pure Bitcoin Treasury', 'Bitcoin Treasury Starter', 'GreenVault ESG']);
    expect(labels).toEqual(Object.values(methodologies).map((methodology) => methodology.name));
  });
});
