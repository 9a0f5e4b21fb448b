import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SlotPicker } from './slot-picker';

const slot = (startsAt: string) => ({
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString(),
});

describe('SlotPicker', () => {
  it('names our day beside our time when our clocks read another day than the visitor’s', () => {
    // Auckland (UTC+13 in summer): Tue Dec 1, 1:30 AM and 5:00 AM there; Mon Nov 30 in London.
    // London 09:00 on Tue Dec 1 is 10:00 PM that Tuesday in Auckland: the same day for both.
    render(
      <SlotPicker
        slots={[slot('2026-11-30T12:30:00Z'), slot('2026-11-30T16:00:00Z'), slot('2026-12-01T09:00:00Z')]}
        visitorZone="Pacific/Auckland"
        firmZone="Europe/London"
        selected={null}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: /^Tue, Dec 1, 3 times$/ })).toHaveAttribute('aria-pressed', 'true');
    // eslint-disable-next-line testing-library/no-node-access -- each radio's label text, in the order shown
    const [first, second, third] = screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
    expect(first).toMatch(/1:30 AM GMT\+13.*12:30 PM GMT our time, Mon, Nov 30$/);
    expect(second).toMatch(/4:00 PM GMT our time, Mon, Nov 30$/);
    expect(third).toMatch(/9:00 AM GMT our time$/);
  });
});
