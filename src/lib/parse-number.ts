// Reads a number a person typed: grouping commas, spaces and underscores, a leading $, a
// Unicode minus, exponent notation and a k / m / b (bn) / t suffix ('42.35B') are accepted.
// Commas must group thousands ('1,234,567'): a decimal comma ('1,5') is NaN, not 15.
// Empty input is null (not entered); anything else that is not a number is NaN, so the
// field can say so. Overflow ('1e400') comes back as Infinity for the same reason.

const SUFFIX_MULTIPLIERS: Readonly<Record<string, number>> = { k: 1e3, m: 1e6, b: 1e9, bn: 1e9, t: 1e12 };

const NUMBER_PATTERN = /^([+-]?)\$?((?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(k|m|bn|b|t)?$/i;
/** Digits before the point, when they hold a comma: groups of three after the first. */
const COMMA_GROUPED = /^[+-]?\$?\d{1,3}(?:,\d{3})+(?![\d,])/;

export interface ParseNumberOptions {
  /** Accept a trailing '%' (the number is still read as percent points, not a fraction). */
  percent?: boolean;
}

export function parseNumberInput(raw: string, { percent = false }: ParseNumberOptions = {}): number | null {
  const spaced = raw.trim().replace(/[\s_]/g, '').replace(/^−/, '-');
  if (spaced.includes(',') && !COMMA_GROUPED.test(spaced)) return Number.NaN;
  let text = spaced.replace(/,/g, '');
  if (text === '') return null;
  if (percent && text.endsWith('%')) text = text.slice(0, -1);
  const match = NUMBER_PATTERN.exec(text);
  if (!match) return Number.NaN;
  const [, sign, digits, suffix] = match;
  const value = Number(`${sign}${digits}`);
  return suffix ? value * SUFFIX_MULTIPLIERS[suffix.toLowerCase()]! : value;
}

/** A plain decimal string for an input's value ('73097.55'), without grouping. */
export function numberToInput(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(value);
}
