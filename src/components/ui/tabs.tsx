// Tabs on Radix (@radix-ui/react-tabs), styled as shadcn/ui's: WAI-ARIA tabs with automatic
// activation, arrow keys moving between tabs (wrapping), Home and End jumping to the ends, and
// only the selected tab in the Tab order. `Tabs` is the list-and-panels form the screens use:
// it says whether a tab was chosen by keyboard or pointer, renders only the selected panel
// (the others stay in the page, empty and hidden) and scrolls the selected tab into view in a
// tab list wider than the screen.
import * as TabsPrimitive from '@radix-ui/react-tabs';
import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/utils';

export const TabsRoot = TabsPrimitive.Root;

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn('flex max-w-full gap-1 overflow-x-auto border-b border-border', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        '-mb-px whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors',
        'border-transparent text-muted-foreground hover:border-border hover:text-primary',
        'data-[state=active]:border-accent-strong data-[state=active]:text-primary',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('pt-6 focus-visible:outline-2 focus-visible:outline-offset-4', className)}
      {...props}
    />
  );
}

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
  const listRef = useRef<HTMLDivElement>(null);
  // A press selects on mousedown (and again, harmlessly, on the focus it gives); a key passes
  // over tabs by focus. The last of the two seen says which one chose.
  const via = useRef<TabSelection['via']>('keyboard');
  // The tab last chosen: the focus a press gives comes before the render that selects it.
  const chosen = useRef<string>(selected);
  useEffect(() => {
    chosen.current = selected;
  }, [selected]);
  const choose = (value: string) => {
    const tab = tabs.find((item) => item.id === value);
    if (!tab || tab.id === chosen.current) return;
    chosen.current = tab.id;
    onSelect(tab.id, { via: via.current });
  };

  useEffect(() => {
    // The tab list scrolls sideways to show the selected tab; the page itself never moves
    // (scrollIntoView would scroll it too when the list is below the fold).
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!tab || !list) return;
    const tabBox = tab.getBoundingClientRect();
    const listBox = list.getBoundingClientRect();
    if (tabBox.left < listBox.left) list.scrollLeft += tabBox.left - listBox.left;
    else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right;
  }, [selected]);

  return (
    <TabsRoot value={selected} onValueChange={choose}>
      <TabsList ref={listRef} aria-label={label} loop>
        {tabs.map((tab) => (
          <TabsTrigger
            key={tab.id}
            value={tab.id}
            onMouseDown={() => (via.current = 'pointer')}
            onKeyDown={() => (via.current = 'keyboard')}
            // Radix selects a tab on focus only if it is not the one rendered as selected; a
            // key pressed before the last choice has rendered must still select.
            onFocus={() => choose(tab.id)}
          >
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        // Kept in the page (forceMount), hidden unless selected, as the tab list's aria-controls expect.
        <TabsContent key={tab.id} value={tab.id} forceMount hidden={tab.id !== selected}>
          {tab.id === selected ? renderPanel(tab.id) : null}
        </TabsContent>
      ))}
    </TabsRoot>
  );
}
