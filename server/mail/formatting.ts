// How mail shows instants: en-US, short month, weekday, time and the zone's abbreviation
// (the spec's date style), always with the IANA zone it was read in.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** 'Tue, Mar 31, 2026, 9:00 AM EDT' */
export function formatInstant(instant: Date, timeZone: string): string {
  return formatterFor(timeZone).format(instant);
}

/** The address part of a From header: 'Vaultmark <no-reply@x>' → 'no-reply@x'. */
export function mailboxAddress(from: string): string {
  return /<([^<>\s]+)>/.exec(from)?.[1] ?? from.trim();
}
