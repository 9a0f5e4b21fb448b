// Tooltips (Radix). As in shadcn/ui v4, each Tooltip brings its own provider with the spec's
// delays (700 ms, skip 300 ms): an app-wide provider would put Radix popper and floating-ui
// in the entry bundle of every page, while only pages that show tooltips need them.
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type * as React from 'react';
import { ui } from '@/config/site';
import { cn } from '@/lib/utils';

export function TooltipProvider({
  delayDuration = ui.tooltipDelayMs,
  skipDelayDuration = ui.tooltipSkipDelayMs,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      data-slot="tooltip-provider"
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...props}
    />
  );
}

export function Tooltip(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root data-slot="tooltip" {...props} />
    </TooltipProvider>
  );
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
