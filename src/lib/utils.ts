// cn(): joins class names and lets a later Tailwind utility override an earlier one of the
// same kind (a caller's `px-2` replaces a component's `px-4`). tailwind-merge's full
// configuration knows every Tailwind utility and weighs ~8 KB gzip on every page; this
// one knows the utility groups our components are overridden with (tested in utils.test.ts).
import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, validators } from 'tailwind-merge';

const { isAny, isArbitraryValue, isNumber, isFraction, isTshirtSize } = validators;

const spacing = () => [isNumber, isArbitraryValue, 'px', 'auto'];
const sizes = () => [isNumber, isFraction, isArbitraryValue, 'px', 'auto', 'full', 'screen', 'min', 'max', 'fit'];

const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'hidden', 'contents'],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    p: [{ p: spacing() }],
    px: [{ px: spacing() }],
    py: [{ py: spacing() }],
    pt: [{ pt: spacing() }],
    pr: [{ pr: spacing() }],
    pb: [{ pb: spacing() }],
    pl: [{ pl: spacing() }],
    m: [{ m: spacing() }],
    mx: [{ mx: spacing() }],
    my: [{ my: spacing() }],
    mt: [{ mt: spacing() }],
    mr: [{ mr: spacing() }],
    mb: [{ mb: spacing() }],
    ml: [{ ml: spacing() }],
    gap: [{ gap: spacing() }],
    w: [{ w: sizes() }],
    h: [{ h: sizes() }],
    size: [{ size: sizes() }],
    'max-w': [{ 'max-w': [isAny] }],
    'min-w': [{ 'min-w': [isAny] }],
    'font-size': [{ text: [isTshirtSize, 'base', isArbitraryValue] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [{ text: [isAny] }],
    'font-weight': [{ font: ['thin', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'] }],
    'bg-color': [{ bg: [isAny] }],
    rounded: [{ rounded: ['', 'none', isTshirtSize, 'full', isArbitraryValue] }],
    shadow: [{ shadow: ['', 'none', isTshirtSize] }],
    'border-w': [{ border: ['', isNumber] }],
    'border-color': [{ border: [isAny] }],
    whitespace: [{ whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] }],
    shrink: [{ shrink: ['', isNumber, isArbitraryValue] }],
    'align-items': [{ items: ['start', 'end', 'center', 'baseline', 'stretch'] }],
    'justify-content': [{ justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch'] }],
  },
  conflictingClassGroups: {
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: ['before', 'after', 'placeholder', 'file', 'marker', 'selection'],
}));

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
