// A centred modal dialog over Radix Dialog (focus-trapped, closes on Escape and with its
// close button), scrolling inside itself on small screens. On close, focus goes back to what
// had it when the dialog opened, also for a dialog opened from state without a DialogTrigger.
// While it is open, new toasts wait (HoldToasts), so Escape closes the dialog first.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type * as React from 'react';
import { useCallback, useRef } from 'react';
import { cn } from '@/lib/utils';
import { HoldToasts } from '@/stores/notifications-store';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  ref,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content>) {
  // Radix returns focus only to a DialogTrigger; without one it would land on <body>.
  const opener = useRef<HTMLElement | null>(null);
  const contentRef = useCallback(
    (node: HTMLDivElement | null) => {
      // Called as the content mounts, before anything inside it takes focus.
      const active = document.activeElement;
      if (node && active instanceof HTMLElement && active !== document.body && !node.contains(active)) {
        opener.current = active;
      }
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-primary/40" />
      <DialogPrimitive.Content
        ref={contentRef}
        data-slot="dialog-content"
        className={cn(
          'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-border bg-background p-6 shadow-xl outline-none',
          className,
        )}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = opener.current;
          opener.current = null;
          if (event.defaultPrevented || !target?.isConnected) return;
          // Something else took focus meanwhile (a form's error, a new page): leave it there.
          const active = document.activeElement;
          if (active && active !== document.body && active.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
        {...props}
      >
        <HoldToasts />
        {children}
        <DialogPrimitive.Close
          className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-primary"
          aria-label="Close"
        >
          <X aria-hidden="true" className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('pr-8 text-xl font-semibold text-primary', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
