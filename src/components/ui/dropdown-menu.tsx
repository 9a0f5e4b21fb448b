// A dropdown menu on Radix (@radix-ui/react-dropdown-menu), styled as shadcn/ui's: the
// trigger opens it on a press, Enter, Space or ArrowDown; the arrow keys, Home, End and the
// first letters move between items; Escape or a press outside closes it, and focus goes back
// to the trigger. Its code weighs enough that a page loads it when it is wanted (see the
// header's Market Intelligence menu).
import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import type * as React from 'react';
import { cn } from '@/lib/utils';

export const DropdownMenu = DropdownMenuPrimitive.Root;
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 8,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        className={cn('z-50 rounded-lg border border-border bg-card p-1 shadow-lg outline-none', className)}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: React.ComponentProps<typeof DropdownMenuPrimitive.Item>) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      className={cn(
        'flex cursor-pointer rounded-md px-3 py-2 outline-none hover:bg-muted focus:bg-muted data-[highlighted]:bg-muted focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
