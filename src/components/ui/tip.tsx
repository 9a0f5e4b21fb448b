// A tooltip on one control, with the spec's delays (700 ms; 300 ms in which the next one in
// the same TipProvider opens at once), that keeps Radix off the page's load: the control
// renders plain, and the tooltip code (tip-radix.tsx over the tooltip primitive) loads on
// the first hover or keyboard focus of a tip, and only that tip becomes a tooltip. The
// control is never replaced between a press and its click; if it has focus when the tooltip
// takes it over, it keeps it.
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type * as React from 'react';
import { flushSync } from 'react-dom';
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

/** How long a pointer rests on a tip before it becomes a tooltip (counted in the spec's delay). */
const HOVER_INTENT_MS = 100;
/** A press that is never followed by a click (a drag) stops counting as one after this. */
const PRESS_TIMEOUT_MS = 1_000;

export function Tip({ content, children }: { content: React.ReactNode; children: React.ReactElement }) {
  const loaded = radixTip.useIsLoaded();
  const group = useContext(SkipDelayContext);
  const wrapper = useRef<HTMLSpanElement>(null);
  /** Whether the control has focus; a blur from the control being replaced does not count. */
  const focused = useRef(false);
  /** Whether a mouse or pen is over the control, and since when. */
  const pointerOver = useRef(false);
  const hoverStart = useRef(0);
  const intent = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** A press on the control until its click: the control must not be replaced in between. */
  const pressing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const engageAfterPress = useRef(false);
  // Each tip becomes a Radix tooltip only once a reader rests a pointer on it or reaches it
  // with the keyboard: a page with fifty tips (an index table) mounts none of them while it
  // loads. The first opening waits what is left of the spec's delay since the pointer came.
  const [engaged, setEngaged] = useState(false);
  const [firstDelay, setFirstDelay] = useState<number | null>(null);
  const active = loaded && engaged;

  useEffect(
    () => () => {
      clearTimeout(intent.current);
      clearTimeout(pressing.current);
    },
    [],
  );

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

  const engage = (delay: number | null) => {
    if (!loaded) prefetch(radixTip);
    if (engaged) return;
    if (pressing.current !== undefined) {
      engageAfterPress.current = true;
      return;
    }
    // At once (from a timer too), so the rest of the delay is counted from now.
    flushSync(() => {
      setFirstDelay(delay);
      setEngaged(true);
    });
  };
  const hovered = (event: React.PointerEvent) => {
    if (event.pointerType === 'touch' || pointerOver.current) return;
    pointerOver.current = true;
    hoverStart.current = Date.now();
    if (!loaded) prefetch(radixTip);
    if (group?.skipping) {
      engage(0);
      return;
    }
    intent.current = setTimeout(() => {
      if (pointerOver.current) {
        engage(Math.max(0, ui.tooltipDelayMs - (Date.now() - hoverStart.current)));
      }
    }, HOVER_INTENT_MS);
  };
  const pressEnded = () => {
    clearTimeout(pressing.current);
    pressing.current = undefined;
    if (engageAfterPress.current) {
      engageAfterPress.current = false;
      if (pointerOver.current) engage(0);
    }
  };

  return (
    <span
      ref={wrapper}
      data-slot="tip"
      className="contents"
      onPointerEnter={hovered}
      onPointerMove={hovered}
      onPointerLeave={() => {
        pointerOver.current = false;
        clearTimeout(intent.current);
      }}
      onPointerDown={() => {
        clearTimeout(pressing.current);
        pressing.current = setTimeout(pressEnded, PRESS_TIMEOUT_MS);
      }}
      onClickCapture={() => {
        // After the click has reached the control.
        if (pressing.current !== undefined) setTimeout(pressEnded, 0);
      }}
      onFocus={() => {
        focused.current = true;
        // Focus that comes with a press is the pointer's (it has its tooltip on hover); focus
        // without one comes from the keyboard or the page, and opens the tooltip.
        if (pressing.current === undefined) engage(null);
      }}
      onBlur={(event) => {
        if (event.target.isConnected) focused.current = false;
      }}
    >
      {active ? (
        <radixTip.Component
          content={content}
          delayDuration={group?.skipping ? 0 : (firstDelay ?? ui.tooltipDelayMs)}
          onClosed={() => {
            setFirstDelay(null);
            group?.closed();
          }}
        >
          {children}
        </radixTip.Component>
      ) : (
        children
      )}
    </span>
  );
}
