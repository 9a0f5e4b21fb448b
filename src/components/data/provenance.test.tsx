import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LowConfidenceBadge, ShowSources, SourceNote } from './provenance';

const filing = { title: 'Form 8-K of 2026-03-09', url: 'https://www.sec.gov/', publishedAt: '2026-03-09' };
const tracker = {
  title: 'BitcoinTreasuries.net snapshot',
  url: 'https://bitcointreasuries.net',
  publishedAt: '2026-06-15',
};

describe('ShowSources', () => {
  it('is a disclosure button that lists the sources as dated links opening safely', async () => {
    const user = userEvent.setup();
    render(<ShowSources sources={[filing, tracker]} label="Strategy" />);
    const button = screen.getByRole('button', { name: 'Show sources of Strategy' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Hide sources of Strategy');
    expect(button).toHaveAttribute('aria-controls');
    const list = screen.getByRole('list');
    expect(list).toBeVisible();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.sec.gov/',
      'https://bitcointreasuries.net',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(links[0]).toHaveAccessibleName('Form 8-K of 2026-03-09 (opens in a new tab)');
    expect(within(list).getByText('Mar 9, 2026')).toHaveAttribute('dateTime', '2026-03-09');
  });

  it('opens and closes from the keyboard', async () => {
    const user = userEvent.setup();
    render(<ShowSources sources={[filing]} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show sources' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: /Form 8-K/ })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show sources' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows nothing when a row names no public document', () => {
    const { container } = render(<ShowSources sources={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('sits beside the source note in the tables, even without a note', () => {
    render(<SourceNote note={null} sources={[filing]} label="Strategy" />);
    expect(screen.getByRole('button', { name: 'Show sources of Strategy' })).toBeInTheDocument();
  });
});

it('says low confidence in words, not colour only', () => {
  render(<LowConfidenceBadge />);
  expect(screen.getByText(/low confidence/)).toHaveTextContent(
    'low confidence: this market cap comes from weak or conflicting sources',
  );
});
