// A tooltip on one control, with the spec's delays (700 ms; 300 ms in which the next one in
// the same TipProvider opens at once), that keeps Radix off the page's load: the control
// renders plain, and the tooltip code (tip-radix.tsx over the tooltip primitive) loads on
// the first hover or focus of a tip, and only that tip becomes a tooltip. If the control
// has focus when the code arrives, it keeps it.
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type * as React from 'react';
import { ui } from '@/config/site';
import { createLazyComponent, prefetch } from '@/lib/lazy-component';
import type { RadixTipProps } from './tip-radix';

const radixTip = createLazyComponent<RadixTipProps>(() => import('./tip-radix').then((module) => module.RadixTip));

interface SkipDelay {
  /** True for ui.tooltipSkipDelayMs after a tooltip of the group closed. */
  skipping: boolean;
  closed: () => void;
}

const SkipDelayContext = createContext<SkipDelay | null>(null);

/** Groups tips (a table's headers, a form's fields): after one closes, the next opens at once. */
export function TipProvider({ children }: { children: React.ReactNode }) {
  const [skipping, setSkipping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  const value = useMemo<SkipDelay>(
    () => ({
      skipping,
      closed: () => {
        setSkipping(true);
        clearTimeout(timer.current ?? undefined);
        timer.current = setTimeout(() => setSkipping(false), ui.tooltipSkipDelayMs);
      },
    }),
    [skipping],
  );
  return <SkipDelayContext.Provider value={value}>{children}</SkipDelayContext.Provider>;
}

export function Tip({ content, children }: { content: React.ReactNode; children: React.ReactElement }) {
  const loaded = radixTip.useIsLoaded();
  const group = useContext(SkipDelayContext);
  const wrapper = useRef<HTMLSpanElement>(null);
  /** Whether the control has focus; a blur from the control being replaced does not count. */
  const focused = useRef(false);
  /** Whether a mouse or pen is over the control. */
  const pointerOver = useRef(false);
  // Each tip becomes a Radix tooltip only once a reader points at it or focuses it: a page
  // with fifty tips (an index table) mounts none of them while it loads.
  const [engaged, setEngaged] = useState(false);
  const active = loaded && engaged;

  useLayoutEffect(() => {
    if (!active) return;
    // The control was mounted again inside the tooltip. Focus goes back to it (Radix opens
    // on focus); a pointer already over it counts as moving there now (Radix opens on
    // pointer movement, after the delay).
    const control = wrapper.current?.querySelector<HTMLElement>('a, button, input, [tabindex]');
    if (!control) return;
    if (focused.current && document.activeElement !== control) control.focus();
    else if (pointerOver.current) {
      control.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
    }
  }, [active]);

  const engage = () => {
    setEngaged(true);
    if (!loaded) prefetch(radixTip);
  };
  return (
    <span
      ref={wrapper}
      data-slot="tip"
      className="contents"
      onPointerEnter={(event) => {
        if (event.pointerType === 'touch') return;
        pointerOver.current = true;
        engage();
      }}
      onPointerMove={(event) => {
        if (engaged || event.pointerType === 'touch') return;
        pointerOver.current = true;
        engage();
      }}
      onPointerLeave={() => {
        pointerOver.current = false;
      }}
      onFocus={() => {
        focused.current = true;
        engage();
      }}
      onBlur={(event) => {
        if (event.target.isConnected) focused.current = false;
      }}
    >
      {active ? (
        <radixTip.Component
          content={content}
          delayDuration={group?.skipping ? 0 : ui.tooltipDelayMs}
          onClosed={group?.closed}
        >
          {children}
        </radixTip.Component>
      ) : (
        children
      )}
    </span>
  );
}
