// The dialog gives focus back on close: to the button that opened it from state (no
// DialogTrigger; Radix alone would leave focus on <body>), and to its DialogTrigger as before.
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

function OpenedFromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open from state
      </button>
      {open ? (
        <Dialog open onOpenChange={setOpen}>
          <DialogContent>
            <DialogTitle>From state</DialogTitle>
            <DialogDescription>Opened without a trigger.</DialogDescription>
            <button type="button" onClick={() => setOpen(false)}>
              Done
            </button>
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}

function WithTrigger() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button type="button">Open with trigger</button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>With trigger</DialogTitle>
        <DialogDescription>Opened by its trigger.</DialogDescription>
        <DialogClose asChild>
          <button type="button">Done</button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}

describe('dialog focus on close', () => {
  it('returns focus to the button that opened it from state, on Escape and on a close button', async () => {
    const { user } = renderWithProviders(<OpenedFromState />);
    const opener = screen.getByRole('button', { name: 'Open from state' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'From state' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('still returns focus to its DialogTrigger', async () => {
    const { user } = renderWithProviders(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Open with trigger' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.click(trigger);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
