import { describe, expect, it } from 'vitest';
import { cn } from './utils';

describe('cn', () => {
  it('lets a later utility of the same kind win', () => {
    expect(cn('px-4 py-2', 'px-2')).toBe('py-2 px-2');
    expect(cn('bg-primary text-white', 'bg-accent')).toBe('text-white bg-accent');
    expect(cn('rounded-md', 'rounded-lg')).toBe('rounded-lg');
    expect(cn('w-full', 'w-auto')).toBe('w-auto');
    expect(cn('font-medium', 'font-semibold')).toBe('font-semibold');
    expect(cn('inline-flex', 'hidden')).toBe('hidden');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    // A button's label may wrap on a phone (the base button does not wrap).
    expect(cn('whitespace-nowrap rounded-md', 'whitespace-normal')).toBe('rounded-md whitespace-normal');
    expect(cn('shrink-0', 'shrink')).toBe('shrink');
  });

  it('tells text size, alignment and colour apart', () => {
    expect(cn('text-sm text-primary', 'text-lg')).toBe('text-primary text-lg');
    expect(cn('text-sm text-primary', 'text-muted-foreground')).toBe('text-sm text-muted-foreground');
    expect(cn('text-left', 'text-right text-sm')).toBe('text-right text-sm');
  });

  it('keeps utilities under different variants and unknown classes', () => {
    expect(cn('hidden', 'lg:flex')).toBe('hidden lg:flex');
    expect(cn('px-4', 'hover:px-6')).toBe('px-4 hover:px-6');
    expect(cn('data-slot-x', false, null, undefined, 'custom-class')).toBe('data-slot-x custom-class');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
  });
});
