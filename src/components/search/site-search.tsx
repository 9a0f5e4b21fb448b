// The site search: an ARIA 1.2 combobox (a text input with role=combobox that controls a
// listbox, the option under the arrow keys named by aria-activedescendant, focus staying in
// the input). Down/Up open the list and move through it, Enter opens the chosen (or first)
// result, Escape closes the list and, once closed, clears the text. What it searches (holders,
// pages, glossary terms) loads on first focus, not with the page. Rendered by the header's
// search dialog and the mobile menu, both loaded on demand.
import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type * as React from 'react';
import { useNavigate } from '@/lib/navigation';
import { searchItems, type SearchItem, type SearchResult } from '@/lib/site-search/match';
import { cn } from '@/lib/utils';
import { loadSearchItems } from './load-search-items';

export const SEARCH_LABEL = 'Search holders, pages and glossary terms';
export const SEARCH_PLACEHOLDER = 'Search companies, countries, pages…';

type LoadState =
  | { status: 'idle' | 'loading' | 'error'; items: readonly SearchItem[]; holdersMissing: boolean }
  | { status: 'ready'; items: readonly SearchItem[]; holdersMissing: boolean };

/** Shared by every search box: the items load once per page view. */
let loaded: Promise<{ items: SearchItem[]; holdersMissing: boolean }> | null = null;

/**
 * For a Radix dialog or sheet around the search: Escape in an expanded combobox closes its
 * list only, not the dialog (Radix hears Escape first, on the document).
 */
export function keepOpenWhileListShown(event: KeyboardEvent): void {
  const target = event.target;
  if (
    target instanceof HTMLElement &&
    target.getAttribute('role') === 'combobox' &&
    target.getAttribute('aria-expanded') === 'true'
  ) {
    event.preventDefault();
  }
}

export interface SiteSearchProps {
  /** Called once a result was chosen and opened (closes the dialog or menu around it). */
  onChosen?: () => void;
  autoFocus?: boolean;
  className?: string;
}

export function SiteSearch({ onChosen, autoFocus = false, className }: SiteSearchProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-listbox`;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [source, setSource] = useState<LoadState>({ status: 'idle', items: [], holdersMissing: false });

  const results: SearchResult[] = useMemo(() => searchItems(source.items, query), [source.items, query]);
  const hasQuery = query.trim() !== '';
  const expanded = open && hasQuery && results.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const load = () => {
    if (source.status === 'loading' || source.status === 'ready') return;
    setSource((state) => ({ ...state, status: 'loading' }));
    loaded ??= loadSearchItems(queryClient).catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    loaded.then(
      ({ items, holdersMissing }) => {
        // Without the holders, the next search box to open tries again.
        if (holdersMissing) loaded = null;
        setSource({ status: 'ready', items, holdersMissing });
      },
      () => setSource((state) => ({ ...state, status: 'error' })),
    );
  };

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (!expanded || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from listId, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, expanded]);

  const choose = (result: SearchResult | undefined) => {
    if (!result) return;
    setOpen(false);
    setActive(-1);
    setQuery('');
    navigate(result.item.href);
    onChosen?.();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!hasQuery || count === 0) return;
        if (!expanded) {
          setOpen(true);
          setActive(0);
        } else setActive((index) => (index + 1) % count);
        return;
      }
      case 'ArrowUp': {
        event.preventDefault();
        if (!hasQuery || count === 0) return;
        if (!expanded) {
          setOpen(true);
          setActive(count - 1);
        } else setActive((index) => (index <= 0 ? count - 1 : index - 1));
        return;
      }
      case 'Enter': {
        if (!expanded) return;
        event.preventDefault();
        choose(results[active >= 0 ? active : 0]);
        return;
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        return;
      }
      default:
        return;
    }
  };

  const status =
    source.status === 'loading'
      ? 'Loading search…'
      : source.status === 'error'
        ? 'Search could not be loaded. Check your connection and try again.'
        : !hasQuery || !open
          ? ''
          : results.length === 0
            ? `No matches for “${query.trim()}”.`
            : `${results.length} ${results.length === 1 ? 'result' : 'results'}. Use the up and down arrow keys to choose, Enter to open.`;

  return (
    <div className={cn('relative flex w-full min-w-0 flex-col gap-2', className)}>
      <label htmlFor={inputId} className="sr-only">
        {SEARCH_LABEL}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={SEARCH_PLACEHOLDER}
          value={query}
          onFocus={load}
          onChange={(event) => {
            load();
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          className="h-11 w-full min-w-0 rounded-md border border-input bg-background pl-9 pr-3 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Search results"
        hidden={!expanded}
        className={cn(
          'max-h-[min(22rem,60dvh)] flex-col overflow-y-auto rounded-md border border-border bg-background p-1 shadow-lg',
          expanded ? 'flex' : 'hidden',
        )}
      >
        {expanded
          ? results.map((result, index) => (
              // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- keys choose in the combobox's input (aria-activedescendant), which keeps the focus
              <li
                key={result.item.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                data-kind={result.item.kind}
                // Keeps focus in the input, so the click is a choice, not a blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(result)}
                onPointerMove={() => setActive(index)}
                className="flex min-w-0 cursor-pointer flex-col rounded-sm px-3 py-2 aria-selected:bg-muted"
              >
                <span className="truncate text-sm font-medium text-foreground">{result.item.label}</span>
                <span className="truncate text-xs text-muted-foreground">{result.item.detail}</span>
              </li>
            ))
          : null}
      </ul>
      <p role="status" aria-live="polite" className={cn('text-xs text-muted-foreground', expanded && 'sr-only')}>
        {status}
        {source.status === 'ready' && source.holdersMissing && hasQuery
          ? ' Holders could not be loaded; pages and terms are searched.'
          : ''}
      </p>
    </div>
  );
}
