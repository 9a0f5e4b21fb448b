// Merges a Tailwind class list so that a later utility replaces an earlier one of the same
// group under the same variants (`px-4 … px-2` keeps `px-2`), and a later `p-4` replaces an
// earlier `px-2` (a conflicting group). The rules are tailwind-merge's (createTailwindMerge:
// the class map walked part by part, then the validators; variants sorted except the
// order-sensitive ones; `!` and `/postfix` read as it reads them), for a configuration written
// in its format; merge-classes.test.ts checks the two agree on random class lists. Written out
// here because tailwind-merge's machinery cost every page 2.8 KB gzip (ADR 132).

export type ClassValidator = (value: string) => boolean;
export type ClassDefinition = string | ClassValidator | { readonly [prefix: string]: readonly ClassDefinition[] };

export interface ClassMergeConfig {
  /** Each group's classes: literal names, validators of the rest, or `{ prefix: [...] }`. */
  readonly classGroups: Readonly<Record<string, readonly ClassDefinition[]>>;
  /** A class of the key's group also replaces earlier classes of these groups. */
  readonly conflictingClassGroups: Readonly<Record<string, readonly string[]>>;
  /** Variants whose order matters (`before:hover:` is not `hover:before:`). */
  readonly orderSensitiveModifiers: readonly string[];
}

/** tailwind-merge's validators of the same names, for the configuration. */
export const classValidators = {
  isAny: (): boolean => true,
  isNumber: (value: string) => Boolean(value) && !Number.isNaN(Number(value)),
  isFraction: (value: string) => /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/.test(value),
  isTshirtSize: (value: string) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value),
  isArbitraryValue: (value: string) => /^\[(?:(\w[\w-]*):)?(.+)\]$/i.test(value),
} satisfies Record<string, ClassValidator>;

interface ClassPart {
  readonly next: Map<string, ClassPart>;
  readonly validators: [group: string, test: ClassValidator][];
  group?: string;
}

const newPart = (): ClassPart => ({ next: new Map(), validators: [] });

function partAt(root: ClassPart, path: string): ClassPart {
  let part = root;
  for (const name of path.split('-')) {
    let next = part.next.get(name);
    if (!next) part.next.set(name, (next = newPart()));
    part = next;
  }
  return part;
}

function addDefinitions(part: ClassPart, definitions: readonly ClassDefinition[], group: string): void {
  for (const definition of definitions) {
    if (typeof definition === 'string') (definition === '' ? part : partAt(part, definition)).group = group;
    else if (typeof definition === 'function') part.validators.push([group, definition]);
    else for (const [prefix, inner] of Object.entries(definition)) addDefinitions(partAt(part, prefix), inner, group);
  }
}

/** The group of `parts[index…]` below `part`: the longest literal path first, then validators. */
function groupOf(parts: readonly string[], index: number, part: ClassPart): string | undefined {
  if (index === parts.length) return part.group;
  const next = part.next.get(parts[index]!);
  const found = next && groupOf(parts, index + 1, next);
  if (found) return found;
  if (part.validators.length === 0) return undefined;
  const rest = parts.slice(index).join('-');
  return part.validators.find(([, test]) => test(rest))?.[0];
}

interface ParsedClass {
  modifiers: string[];
  important: boolean;
  base: string;
  /** Where a `/` (an opacity, say) starts in `base`, if there is one. */
  postfixAt: number | undefined;
}

/** Splits `md:hover:!bg-primary/90` into its variants, `!`, base and postfix position. */
function parseClass(className: string): ParsedClass {
  const modifiers: string[] = [];
  let brackets = 0;
  let parentheses = 0;
  let start = 0;
  let slash: number | undefined;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (brackets === 0 && parentheses === 0 && char === ':') {
      modifiers.push(className.slice(start, index));
      start = index + 1;
    } else if (brackets === 0 && parentheses === 0 && char === '/') slash = index;
    else if (char === '[') brackets++;
    else if (char === ']') brackets--;
    else if (char === '(') parentheses++;
    else if (char === ')') parentheses--;
  }
  let base = className.slice(start);
  let important = false;
  if (base.endsWith('!')) [base, important] = [base.slice(0, -1), true];
  else if (base.startsWith('!')) [base, important] = [base.slice(1), true];
  return { modifiers, important, base, postfixAt: slash && slash > start ? slash - start : undefined };
}

/** Returns `cn`'s merge for a configuration: (class list) => merged class list. */
export function createClassMerge(config: ClassMergeConfig, cacheSize = 500): (classList: string) => string {
  const root = newPart();
  for (const [group, definitions] of Object.entries(config.classGroups)) addDefinitions(root, definitions, group);
  const orderSensitive = new Set(config.orderSensitiveModifiers);

  const groupOfClass = (base: string): string | undefined => {
    if (base.startsWith('[') && base.endsWith(']')) {
      const colon = base.indexOf(':');
      return colon > 1 ? `arbitrary..${base.slice(1, colon)}` : undefined;
    }
    const parts = base.split('-');
    // A negative value (`-mt-2`) is read as its positive.
    return groupOf(parts, parts[0] === '' && parts.length > 1 ? 1 : 0, root);
  };

  /** Variants sorted, except that an arbitrary or order-sensitive one stays where it is. */
  const sortModifiers = (modifiers: readonly string[]): string[] => {
    const sorted: string[] = [];
    let run: string[] = [];
    for (const modifier of modifiers) {
      if (modifier.startsWith('[') || orderSensitive.has(modifier)) {
        sorted.push(...run.sort(), modifier);
        run = [];
      } else run.push(modifier);
    }
    return [...sorted, ...run.sort()];
  };

  const merge = (classList: string): string => {
    const taken = new Set<string>();
    const kept: string[] = [];
    const classNames = classList.trim().split(/\s+/);
    for (let index = classNames.length - 1; index >= 0; index--) {
      const className = classNames[index]!;
      const { modifiers, important, base, postfixAt } = parseClass(className);
      const group =
        (postfixAt === undefined ? undefined : groupOfClass(base.slice(0, postfixAt))) ?? groupOfClass(base);
      if (group) {
        const variant =
          (modifiers.length > 1 ? sortModifiers(modifiers) : modifiers).join(':') + (important ? '!' : '');
        if (taken.has(variant + group)) continue;
        for (const replaced of [group, ...(config.conflictingClassGroups[group] ?? [])]) taken.add(variant + replaced);
      }
      kept.push(className);
    }
    return kept.reverse().join(' ');
  };

  const cache = new Map<string, string>();
  return (classList) => {
    let merged = cache.get(classList);
    if (merged === undefined) {
      if (cache.size >= cacheSize) cache.clear();
      merged = merge(classList);
      cache.set(classList, merged);
    }
    return merged;
  };
}
