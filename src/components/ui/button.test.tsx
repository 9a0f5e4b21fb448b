// Button asChild: a Button that lends its look to its child (Radix's Slot) renders the link
// itself, styled as a button.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

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
