// The header's search dialog (Radix dialog, loaded on demand by header-search.tsx): the site
// search combobox, focused on open; choosing a result closes it. Escape closes the result
// list first, then the dialog.
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { keepOpenWhileListShown, SiteSearch } from './site-search';

export interface SearchDialogProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SearchDialog({ id, open, onOpenChange }: SearchDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id={id}
        className="top-[12dvh] translate-y-0 sm:top-[15dvh]"
        onEscapeKeyDown={keepOpenWhileListShown}
      >
        <DialogTitle>Search</DialogTitle>
        <DialogDescription>Find a company, ETF or government, a page or a glossary term.</DialogDescription>
        {/* eslint-disable-next-line jsx-a11y-x/no-autofocus -- the person opened the search dialog: its field takes the focus (WAI-ARIA dialog pattern) */}
        {open ? <SiteSearch autoFocus onChosen={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
