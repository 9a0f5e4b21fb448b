// The site search combobox: what it finds (holders, governments, pages, glossary terms) and
// its keyboard model (ARIA 1.2 combobox: Down/Up move through the list named by
// aria-activedescendant, Enter opens, Escape closes the list, then clears), in the mobile
// menu's form and in the header's dialog.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '@/components/layout/header';
import { renderWithProviders } from '@/testing/render';
import { SiteSearch } from './site-search';

function renderSearch() {
  const view = renderWithProviders(<SiteSearch />);
  return { ...view, input: screen.getByRole('combobox', { name: 'Search holders, pages and glossary terms' }) };
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('SiteSearch', () => {
  it('lists matching holders first, moves with the arrow keys and opens the chosen page with Enter', async () => {
    const { user, input, router } = renderSearch();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    await user.type(input, 'Strat');
    await screen.findByRole('option', { name: /Alpha Strategy Inc/ });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    // A name that starts with the query first; then names with a word that does: holders before pages.
    const names = optionNames();
    expect(names[0]).toBe('Strategic Bitcoin ReserveGlossary term');
    expect(names.indexOf('Alpha Strategy IncPublic company · ALPH')).toBeLessThan(
      names.indexOf('Case Study: StrategyPage'),
    );

    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first option wraps to the last.
    expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAccessibleName(/^Alpha Strategy Inc/);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/company/ALPH');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('links a government to its page and a glossary term to its anchor', async () => {
    const { user, input, router } = renderSearch();
    await user.type(input, 'freed');
    expect(await screen.findByRole('option', { name: /Freedonia/ })).toHaveTextContent('Government');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/government/freedonia');

    await user.type(input, 'mnav');
    const term = await screen.findByRole('option', { name: /^mNAVGlossary term/ });
    await user.click(term);
    expect(`${router.state.location.pathname}${router.state.location.hash}`).toMatch(/^\/glossary#term-mnav/);
  });

  it('closes the list on Escape, clears the text on a second Escape, and says when nothing matches', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'bravo');
    await screen.findByRole('option', { name: /Bravo Mining/ });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('bravo');
    // Down opens the list again.
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('');

    await user.type(input, 'qqqzzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No matches for “qqqzzz”.');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the header search', () => {
  it('opens a dialog with the search focused; Escape closes the list first, then the dialog', async () => {
    const { user, router } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard('sylv');
    await within(dialog).findByRole('option', { name: /Sylvania/ });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.keyboard('sylv');
    await screen.findByRole('option', { name: /Sylvania/ });
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/government/sylvania');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is in the mobile menu too', async () => {
    const { user } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog');
    const search = within(sheet).getByRole('search');
    expect(
      within(search).getByRole('combobox', { name: 'Search holders, pages and glossary terms' }),
    ).toBeInTheDocument();
  });
});
