// Runs in a worker of its own (src/lib/icu-start.ts, ADR 133): a number and a date formatter
// built here load ICU's locale, number and time-zone data into the browser's process off the
// main thread, so the page's own first formatters cost a fraction of a millisecond.
new Intl.NumberFormat('en-US').format(0);
new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).format(0);
postMessage(0);
