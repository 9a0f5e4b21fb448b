// The Radix side of Tip (tip.tsx), in a chunk of its own: Radix Tooltip brings a positioning
// engine (~20 KB gzip) that no page needs before a reader points at or tabs to a tooltip.
import type * as React from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

export interface RadixTipProps {
  content: React.ReactNode;
  children: React.ReactElement;
  delayDuration: number;
  onClosed?: () => void;
}

export function RadixTip({ content, children, delayDuration, onClosed }: RadixTipProps) {
  return (
    <TooltipProvider delayDuration={delayDuration}>
      <Tooltip
        onOpenChange={(open) => {
          if (!open) onClosed?.();
        }}
      >
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent>{content}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
