// A tooltip on one control, with the spec's delays (700 ms; 300 ms in which the next one in
// the same TipProvider opens at once), that keeps Radix off the page's first load: the
// control renders plain, and the tooltip code (tip-radix.tsx over the tooltip primitive)
// loads when the browser is first idle, or on the first hover or focus. If the control has
// focus when the code arrives, it keeps it.
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type * as React from 'react';
import { ui } from '@/config/site';
import { createLazyComponent, prefetch } from '@/lib/lazy-component';
import { whenIdle } from '@/lib/when-idle';
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

  useEffect(() => (loaded ? undefined : whenIdle(() => prefetch(radixTip))), [loaded]);
  useLayoutEffect(() => {
    // The control was mounted again inside the tooltip: give the new one the focus back.
    const control = wrapper.current?.querySelector<HTMLElement>('a, button, input, [tabindex]');
    if (loaded && focused.current && control && document.activeElement !== control) control.focus();
  }, [loaded]);

  const load = () => {
    if (!loaded) prefetch(radixTip);
  };
  return (
    <span
      ref={wrapper}
      data-slot="tip"
      className="contents"
      onPointerEnter={load}
      onFocus={() => {
        focused.current = true;
        load();
      }}
      onBlur={(event) => {
        if (event.target.isConnected) focused.current = false;
      }}
    >
      {loaded ? (
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
