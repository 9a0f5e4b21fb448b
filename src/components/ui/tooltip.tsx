// Tooltips (Radix) with the spec's delays: 700 ms before one opens, and 300 ms in which the
// next one opens at once. A Tooltip inside a TooltipProvider (a table, a form) shares that
// provider, so moving along a row of headers skips the delay as the spec intends; a Tooltip
// on its own brings its own provider. No app-wide provider: that would put Radix popper in
// the entry bundle of every page, while only pages that show tooltips need it.
// Radix opens a tooltip on keyboard focus as well as on hover, links it to its trigger with
// aria-describedby while open, and closes it on Escape.
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, useContext } from 'react';
import type * as React from 'react';
import { ui } from '@/config/site';
import { cn } from '@/lib/utils';

const InsideProvider = createContext(false);

export function TooltipProvider({
  delayDuration = ui.tooltipDelayMs,
  skipDelayDuration = ui.tooltipSkipDelayMs,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <InsideProvider.Provider value={true}>
      <TooltipPrimitive.Provider
        data-slot="tooltip-provider"
        delayDuration={delayDuration}
        skipDelayDuration={skipDelayDuration}
        {...props}
      />
    </InsideProvider.Provider>
  );
}

export function Tooltip(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  const root = <TooltipPrimitive.Root data-slot="tooltip" {...props} />;
  return useContext(InsideProvider) ? root : <TooltipProvider>{root}</TooltipProvider>;
}

export function TooltipTrigger(props: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-primary px-3 py-1.5 text-xs leading-5 text-primary-foreground shadow-md',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-primary" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
