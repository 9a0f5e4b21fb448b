import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, useSearchParams } from 'react-router-dom';
import { renderWithProviders } from '@/testing/render';
import { AppShell, MAIN_CONTENT_ID } from './app-shell';

function Page() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Page {params.get('tab') ?? ''}</h1>
      <button type="button" onClick={() => setParams({ tab: 'two' })}>
        Second tab
      </button>
    </>
  );
}

describe('AppShell', () => {
  it('moves focus to main after an in-app navigation, not on the first page or a query change', async () => {
    const { user } = renderWithProviders(
      <AppShell>
        <Page />
      </AppShell>,
    );
    const main = document.getElementById(MAIN_CONTENT_ID)!;
    expect(main).not.toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Second tab' }));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('button', { name: 'Second tab' })).toHaveFocus();

    // A header link stays focused in the old page; the new page is read from its start.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Pricing' }));
    await waitFor(() => expect(main).toHaveFocus());
  });

  it('leaves focus where the new page put it inside main', async () => {
    function Focusing() {
      return <Link to="/next">Next</Link>;
    }
    const { user } = renderWithProviders(
      <AppShell>
        <Focusing />
      </AppShell>,
    );
    const link = screen.getByRole('link', { name: 'Next' });
    await user.click(link);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(link).toHaveFocus();
  });
});
