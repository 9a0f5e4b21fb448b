// en-US Intl formatters, made once per set of options. Building an Intl formatter costs far
// more than formatting with it (a table of 50 rows formats hundreds of values while the page
// hydrates), so every formatter of the site comes from here.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The en-US number formatter for these options (one per distinct set of options). */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * The en-US date formatter for these options. Without `timeZone` it uses the runtime's zone
 * as it is at the first call (a page's reader keeps one zone).
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
