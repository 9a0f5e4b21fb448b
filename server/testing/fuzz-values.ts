// What the write-route fuzz suites send: hostile values (control characters, impossible
// dates, huge numbers, wrong types, nested objects), bodies made from a valid one with
// fields kept, dropped or replaced by those values, and path parameters as a client could
// send them.
import fc from 'fast-check';
import { uniqueEmail } from './auth-helpers.ts';

/** A placeholder email in a valid body; withFreshEmail makes it a new address per request. */
export const FRESH_EMAIL = 'fresh@placeholder.invalid';

const KEEP = Symbol('keep');
const DROP = Symbol('drop');

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    '   ',
    '\u0000',
    'a\u0000b',
    'line\nbreak',
    '2026-02-30',
    '2026-13-01',
    '2026-02-30T09:00:00Z',
    '2026-10-27T10:00:00+25:00',
    '24:30',
    '=HYPERLINK("x")',
    'Europe/Atlantis',
    '00000000-0000-4000-8000-000000000000',
    'x'.repeat(6000),
    '🙂'.repeat(50),
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, -1, 0),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 2 }),
);

/** A valid body with each field kept, dropped or replaced, plus the odd unknown key. */
export function mutationsOf(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.keys(valid).map((key) => [
      key,
      fc.oneof(
        { weight: 5, arbitrary: fc.constant<typeof KEEP>(KEEP) },
        { weight: 1, arbitrary: fc.constant<typeof DROP>(DROP) },
        { weight: 2, arbitrary: hostileValue },
      ),
    ]),
  );
  const mutated = fc.record({
    fields: fc.record(fields),
    extra: fc.dictionary(fc.constantFrom('extra', 'website', '__proto__', 'constructor', 'id'), hostileValue, {
      maxKeys: 1,
    }),
  });
  return fc.oneof(
    {
      weight: 9,
      arbitrary: mutated.map(({ fields: chosen, extra }) => {
        const body: Record<string, unknown> = { ...extra };
        for (const [key, value] of Object.entries(chosen)) {
          if (value === DROP) continue;
          body[key] = value === KEEP ? valid[key] : value;
        }
        return body;
      }),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/** A path parameter as a client could send it: the real one, another well-formed one, or hostile text. */
export function segmentsFor(real: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(real) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 4, arbitrary: hostileString.map(encodeURIComponent) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        '..',
        '%2e%2e%2f',
        '%00',
        '%E0%A4%A',
        '-1',
        '0',
        '1e309',
        '9999-12-31',
        '2026-12-24',
      ),
    },
  );
}

/** Replaces the placeholder email with a fresh one, so per-email limits do not stop the fuzz early. */
export function withFreshEmail(body: unknown): unknown {
  if (body && typeof body === 'object' && (body as { email?: unknown }).email === FRESH_EMAIL) {
    return { ...(body as object), email: uniqueEmail('fuzz') };
  }
  return body;
}
