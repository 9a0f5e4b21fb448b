// Slot: the child is rendered (not wrapped) with the slot's props merged in — class names
// joined, the child's other props winning, both handlers run (the child's first), styles
// merged, both refs given the element and released when it goes; Button asChild styles a link.
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Slot } from './slot';

describe('Slot', () => {
  it('renders the child itself, with class names joined and the child’s own props winning', () => {
    render(
      <div data-testid="parent">
        <Slot className="from-slot" title="slot title" data-slot-only="yes">
          <a href="/programs" className="from-child" title="child title">
            Programs
          </a>
        </Slot>
      </div>,
    );
    const link = screen.getByRole('link', { name: 'Programs' });
    expect(screen.getByTestId('parent').firstElementChild).toBe(link);
    expect(link.className).toBe('from-slot from-child');
    expect(link.getAttribute('title')).toBe('child title');
    expect(link.getAttribute('data-slot-only')).toBe('yes');
    expect(link.getAttribute('href')).toBe('/programs');
  });

  it('runs both click handlers, the child’s first, and merges styles', () => {
    const calls: string[] = [];
    render(
      <Slot onClick={() => calls.push('slot')} style={{ color: 'red', margin: '1px' }}>
        <button type="button" onClick={() => calls.push('child')} style={{ color: 'blue' }}>
          Go
        </button>
      </Slot>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    fireEvent.click(button);
    expect(calls).toEqual(['child', 'slot']);
    expect(button.style.color).toBe('blue');
    expect(button.style.margin).toBe('1px');
  });

  it('keeps its own handler when the child’s is left undefined', () => {
    const calls: string[] = [];
    render(
      <Slot onClick={() => calls.push('slot')}>
        <button type="button" onClick={undefined}>
          Go
        </button>
      </Slot>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(calls).toEqual(['slot']);
  });

  it('gives the element to both refs and releases them on unmount', () => {
    const slotRef = createRef<HTMLElement>();
    const seen: (HTMLElement | null)[] = [];
    const { unmount } = render(
      <Slot ref={slotRef}>
        <a href="/glossary" ref={(element) => void seen.push(element)}>
          Glossary
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Glossary' });
    expect(slotRef.current).toBe(link);
    expect(seen).toEqual([link]);
    unmount();
    expect(slotRef.current).toBeNull();
    expect(seen).toEqual([link, null]);
  });

  it('refuses anything but one element', () => {
    expect(() => render(<Slot>text</Slot>)).toThrow();
  });
});

describe('Button asChild', () => {
  it('styles its link child as a button without wrapping it in a <button>', () => {
    render(
      <Button asChild variant="outline" className="w-full">
        <a href="/assessment">Take the assessment</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Take the assessment' });
    expect(link.getAttribute('data-slot')).toBe('button');
    expect(link.className).toContain('border-input');
    expect(link.className).toContain('w-full');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
