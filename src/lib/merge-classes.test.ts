// The class merger against tailwind-merge itself (a development dependency only): for the
// configuration cn() uses, both give the same answer for random lists of the utilities our
// components use, under random variants, and for random strings of the characters that
// steer the parsing (variants, `!`, `/`, brackets).
import fc from 'fast-check';
import { createTailwindMerge, type Config } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { createClassMerge } from './merge-classes';
import { classMergeConfig } from './utils';

const tailwindMerge = createTailwindMerge(
  () =>
    ({
      cacheSize: 0,
      theme: {},
      classGroups: classMergeConfig.classGroups,
      conflictingClassGroups: classMergeConfig.conflictingClassGroups,
      conflictingClassGroupModifiers: {},
      orderSensitiveModifiers: classMergeConfig.orderSensitiveModifiers,
    }) as unknown as Config<string, string>,
);
const mergeClasses = createClassMerge(classMergeConfig);

// prettier-ignore
const UTILITIES = [
  'block', 'inline-block', 'inline-flex', 'flex', 'grid', 'hidden', 'contents', 'relative', 'absolute',
  'sticky', 'p-4', 'p-0', 'px-2', 'px-4', 'py-0', 'py-2', 'pt-1', 'pr-[3px]', 'pb-px', 'pl-auto', 'p-1.5',
  'm-2', 'mx-auto', 'my-1', 'mt-4', '-mt-2', 'mr-0', 'mb-6', 'ml-px', 'gap-2', 'gap-x-2', 'w-full', 'w-auto',
  'w-1/2', 'w-[10rem]', 'h-10', 'h-screen', 'h-auto', 'size-4', 'size-10', 'max-w-prose', 'max-w-3xl',
  'min-w-0', 'min-w-[12rem]', 'text-sm', 'text-lg', 'text-base', 'text-2xl', 'text-[13px]', 'text-left',
  'text-center', 'text-end', 'text-primary', 'text-muted-foreground', 'text-white', 'text-accent-strong',
  'font-medium', 'font-semibold', 'font-bold', 'font-mono', 'bg-primary', 'bg-primary/90', 'bg-accent',
  'bg-[#fff]', 'bg-muted/50', 'rounded', 'rounded-md', 'rounded-lg', 'rounded-none', 'rounded-full',
  'rounded-t-lg', 'rounded-[6px]', 'shadow', 'shadow-sm', 'shadow-none', 'shadow-lg', 'border', 'border-2',
  'border-0', 'border-input', 'border-destructive/40', 'border-t', 'whitespace-nowrap', 'whitespace-normal',
  'whitespace-pre-line', 'shrink', 'shrink-0', 'items-center', 'items-start', 'justify-between',
  'justify-center', 'custom-class', 'data-slot-x', 'underline', 'outline-2', '[color:red]',
  '[mask-type:luminance]', '[&]', '!p-2', 'p-2!', 'bg-primary/[0.5]', 'w-1/2/3', '',
] as const;

// prettier-ignore
const VARIANTS = [
  '', '', '', 'hover:', 'lg:', 'sm:', 'focus-visible:', 'hover:lg:', 'lg:hover:', 'before:', 'before:hover:',
  'hover:before:', 'after:lg:hover:', '[&_svg]:', 'lg:[&_svg]:hover:', 'data-[state=open]:', 'md:!',
  'disabled:',
] as const;

const utility = fc
  .tuple(fc.constantFrom(...VARIANTS), fc.constantFrom(...UTILITIES))
  .map(([variant, base]) => variant + base);
const whitespace = fc.constantFrom(' ', '  ', '\n', '\t ');
const classList = fc
  .tuple(fc.array(fc.tuple(utility, whitespace), { maxLength: 14 }), fc.constantFrom('', ' ', '\n'))
  .map(([parts, edge]) => edge + parts.map(([name, space]) => name + space).join('') + edge);

describe('createClassMerge', () => {
  it('agrees with tailwind-merge on random lists of our utilities under random variants', () => {
    fc.assert(
      fc.property(classList, (list) => {
        expect(mergeClasses(list)).toBe(tailwindMerge(list));
      }),
      { numRuns: 3_000 },
    );
  });

  it('agrees with tailwind-merge on random strings of the characters that steer the parsing', () => {
    const characters = fc.constantFrom(
      ...'pxmtwhb-124/:![]()_ &'.split(''),
      'text-',
      'rounded',
      'hover:',
      'lg:',
      '[:',
      '[color:',
    );
    fc.assert(
      fc.property(fc.array(characters, { maxLength: 40 }), (chars) => {
        const list = chars.join('');
        expect(mergeClasses(list)).toBe(tailwindMerge(list));
      }),
      { numRuns: 3_000 },
    );
  });

  it('agrees with tailwind-merge on the edge cases of its parsing', () => {
    const lists = [
      '[:a] [:b]',
      '[color:red] [color:blue] [mask-type:a]',
      '!bg-primary/90 !bg-accent',
      'bg-primary/90! bg-accent!',
      '-mt-2 mt-4',
      '- -',
      'w-1/2 w-1/3',
      'hover:[&_svg]:p-2 [&_svg]:hover:p-3',
      'before:hover:p-1 hover:before:p-2',
      'p-[calc(1px+2px)] p-(--gap)',
      'lg:(x):p-1 lg:(x):p-2',
      '',
      '   ',
    ];
    for (const list of lists) expect(mergeClasses(list)).toBe(tailwindMerge(list));
  });

  it('answers a repeated list from its cache, and the same after the cache is cleared', () => {
    const small = createClassMerge(classMergeConfig, 2);
    expect(small('px-4 px-2')).toBe('px-2');
    expect(small('px-4 px-2')).toBe('px-2');
    expect(small('p-2 m-1 p-3')).toBe('m-1 p-3');
    expect(small('w-1 w-2')).toBe('w-2');
    expect(small('px-4 px-2')).toBe('px-2');
  });
});
