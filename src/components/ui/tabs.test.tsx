// Tabs: the selected tab is scrolled into view (only sideways: block 'nearest') when the
// list mounts and when the selection changes; onSelect says whether the keyboard or a click
// chose the tab.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Tabs, type TabSelection } from './tabs';

const TABS = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const;
type Id = (typeof TABS)[number]['id'];

function Harness({ onSelect }: { onSelect: (id: Id, selection: TabSelection) => void }) {
  const [selected, setSelected] = useState<Id>('three');
  return (
    <Tabs
      label="Numbers"
      tabs={TABS}
      selected={selected}
      onSelect={(id, selection) => {
        onSelect(id, selection);
        setSelected(id);
      }}
      renderPanel={(id) => <p>Panel {id}</p>}
    />
  );
}

describe('tabs', () => {
  it('tells a keyboard move from a click', async () => {
    const selections: [Id, TabSelection][] = [];
    const { user } = renderWithProviders(<Harness onSelect={(id, selection) => selections.push([id, selection])} />);
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    await user.keyboard('{ArrowRight}');
    expect(selections).toEqual([
      ['two', { via: 'pointer' }],
      ['three', { via: 'keyboard' }],
    ]);
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
  });

  it('puts only the selected tab in the Tab order', async () => {
    const { user } = renderWithProviders(<Harness onSelect={() => {}} />);
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveFocus();
  });
});
