// WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping), Home and
// End jump to the ends, and only the selected tab is in the Tab order. The selected tab is
// scrolled into view in a tab list wider than the screen.
import type * as React from 'react';
import { useEffect, useId, useRef } from 'react';
import { cn } from '@/lib/utils';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

/** How a tab was chosen: the arrow keys (and Home, End) pass over tabs, a click picks one. */
export type TabSelection = { via: 'keyboard' | 'pointer' };

export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  renderPanel,
}: {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id, selection: TabSelection) => void;
  /** The selected tab's content; other panels stay empty and hidden. */
  renderPanel: (id: Id) => React.ReactNode;
}) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  useEffect(() => {
    // The tab list scrolls sideways to show the selected tab; the page itself never moves
    // (scrollIntoView would scroll it too when the list is below the fold).
    const tab = tabRefs.current.get(selected);
    const list = tab?.parentElement;
    if (!tab || !list) return;
    const tabBox = tab.getBoundingClientRect();
    const listBox = list.getBoundingClientRect();
    if (tabBox.left < listBox.left) list.scrollLeft += tabBox.left - listBox.left;
    else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right;
  }, [selected]);

  const activate = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    onSelect(tab.id, { via: 'keyboard' });
    tabRefs.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    activate(next);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex max-w-full gap-1 overflow-x-auto border-b border-border">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id, { via: 'pointer' })}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                '-mb-px whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors',
                isSelected
                  ? 'border-accent-strong text-primary'
                  : 'border-transparent text-muted-foreground hover:border-border hover:text-primary',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="pt-6 focus-visible:outline-2 focus-visible:outline-offset-4"
        >
          {tab.id === selected ? renderPanel(tab.id) : null}
        </div>
      ))}
    </div>
  );
}
