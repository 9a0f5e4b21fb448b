// cn(): joins class names and lets a later Tailwind utility override an earlier one of the
// same kind (a caller's `px-2` replaces a component's `px-4`). tailwind-merge's full
// configuration knows every Tailwind utility and weighs ~8 KB gzip on every page, and its
// machinery alone 2.8 KB; this configuration knows the utility groups our components are
// overridden with (tested in utils.test.ts), and src/lib/merge-classes.ts applies it.
import { clsx, type ClassValue } from 'clsx';
import { classValidators, createClassMerge, type ClassMergeConfig } from './merge-classes';

const { isAny, isArbitraryValue, isNumber, isFraction, isTshirtSize } = classValidators;

const spacing = () => [isNumber, isArbitraryValue, 'px', 'auto'];
const sizes = () => [isNumber, isFraction, isArbitraryValue, 'px', 'auto', 'full', 'screen', 'min', 'max', 'fit'];

/** The utility groups cn() tells apart, in tailwind-merge's configuration format. */
export const classMergeConfig: ClassMergeConfig = {
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
  orderSensitiveModifiers: ['before', 'after', 'placeholder', 'file', 'marker', 'selection'],
};

const mergeClasses = createClassMerge(classMergeConfig);

export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
