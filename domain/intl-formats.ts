// en-US Intl formatters and collators, made once per set of options and only when first
// asked for. Building one costs far more than using it (a table of 50 rows formats hundreds
// of values while the page hydrates), and the first one a page builds starts ICU, a long
// task in a browser (ADR 097): so every formatter of the site comes from here, and none is
// built while a module loads.

/**
 * A memo of formatters by their options (one per distinct set of options). An options object
 * seen before is found by identity, without serialising it, so a caller that keeps its
 * options in a constant may ask on every call, as a sort's comparator does. Options are read
 * once: do not change an object after passing it.
 */
function formatterCache<Options extends object, Formatter>(
  make: (options: Options) => Formatter,
): (options: Options) => Formatter {
  const made = new Map<string, Formatter>();
  const byObject = new WeakMap<Options, Formatter>();
  return (options) => {
    let formatter = byObject.get(options);
    if (formatter) return formatter;
    const key = JSON.stringify(options);
    formatter = made.get(key);
    if (!formatter) {
      formatter = make(options);
      made.set(key, formatter);
    }
    byObject.set(options, formatter);
    return formatter;
  };
}

const numberFormats = formatterCache((options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options));
const dateTimeFormats = formatterCache(
  (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options),
);
const collators = formatterCache((options: Intl.CollatorOptions) => new Intl.Collator('en-US', options));

/** The en-US number formatter for these options. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return numberFormats(options);
}

/**
 * The en-US date formatter for these options. Without `timeZone` it uses the runtime's zone
 * as it is at the first call (a page's reader keeps one zone).
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return dateTimeFormats(options);
}

/** The en-US collator for these options. */
export function collator(options: Intl.CollatorOptions = {}): Intl.Collator {
  return collators(options);
}

/**
 * `value` with its digits grouped in threes by commas, as `toLocaleString('en-US')` writes it
 * (fraction digits kept as given), without Intl: for texts built while a module loads (field
 * messages, the legal pages), where the first `Intl` call of a page would start the browser's
 * ICU data, a long task on a slow phone (ADR 096, 103).
 */
export function groupThousands(value: number): string {
  const plain = Object.is(value, -0) ? '-0' : String(value);
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return value.toLocaleString('en-US');
  const [whole, fraction] = plain.split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
