// A small "?" button beside a field's label whose tooltip says what the field means. A real
// button, so keyboard users reach it with Tab and screen readers hear its name and, while it
// is open, the explanation as its description.
import { CircleHelp } from 'lucide-react';
import type * as React from 'react';
import { Tip } from '@/components/ui/tip';

export function FieldHelp({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Tip content={children}>
      <button
        type="button"
        aria-label={label}
        className="inline-flex size-6 items-center justify-center rounded-full text-muted-foreground hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
      >
        <CircleHelp aria-hidden="true" className="size-4" />
      </button>
    </Tip>
  );
}
